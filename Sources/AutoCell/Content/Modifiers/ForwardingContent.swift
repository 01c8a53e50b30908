import Foundation

/// A modifier that is its child in layout: it sizes, places, lines up, ranks and identifies
/// itself as the child does, except in the requirements it implements itself.
///
/// The library's layout-neutral modifiers (``DrawingContent``, ``LayoutPriorityContent``,
/// ``IDContent``, ``GridCellContent``, ``AlignmentGuideContent``) conform, so a guide, a
/// priority or an identity set under any of them is seen through all of them, as in SwiftUI.
/// Not meant to be adopted outside the library.
public protocol _ForwardingContent: ContentNode {
  /// The type of the content modified.
  associatedtype Child: ContentNode
  /// The content modified.
  var child: Child { get }
}

extension _ForwardingContent {
  /// Whether the child is one view (a modifier of a list applies to each of its views).
  public static var _isResolvedView: Bool { Child._isResolvedView }

  /// Whether the child may set alignment guides.
  public static var _hasExplicitGuides: Bool { Child._hasExplicitGuides }

  /// The child's size.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    child.sizeThatFits(proposal, in: environment)
  }

  /// The child, filling `bounds`.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    [ContentPlacement(node: child, frame: bounds, proposal: proposal, environment: environment)]
  }

  /// The child's vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    child.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// The child's horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    child.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// The child's priority.
  public var layoutPriority: Double { child.layoutPriority }

  /// The child's identity.
  public var contentIdentity: AnyHashable? { child.contentIdentity }
}
