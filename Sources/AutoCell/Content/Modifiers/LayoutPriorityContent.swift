import Foundation

/// A child with a stack priority, like SwiftUI's `layoutPriority(_:)`: a stack offers space
/// to higher priorities first (see `StackAlgorithm`).
///
/// Sizes and places the child unchanged.
public struct LayoutPriorityContent<Child: ContentNode>: ContentNode {
  /// Whether the content is one view (a modifier of a list applies to each of its views).
  public static var _isResolvedView: Bool { Child._isResolvedView }

  /// The node.
  public var child: Child
  /// Its priority.
  public var layoutPriority: Double

  /// Gives `child` the priority `layoutPriority` (NaN reads as 0).
  public init(_ child: Child, layoutPriority: Double) {
    self.child = child
    self.layoutPriority = layoutPriority.isNaN ? 0 : layoutPriority
  }

  /// The child's size.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    child.sizeThatFits(proposal, in: environment)
  }

  /// The child fills `bounds`.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  )
    -> [ContentPlacement]
  {
    [ContentPlacement(node: child, frame: bounds, proposal: proposal, environment: environment)]
  }

  /// The child's baseline.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    child.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// Whether the child may set alignment guides.
  public static var _hasExplicitGuides: Bool { Child._hasExplicitGuides }

  /// The child's horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    child.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// The child's identity.
  public var contentIdentity: AnyHashable? { child.contentIdentity }
}

extension LayoutPriorityContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    LayoutPriorityContent<Other>(other, layoutPriority: layoutPriority)
  }
}
