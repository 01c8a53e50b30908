import Foundation

/// A modifier with one child that it places in its own bounds: it lines up, ranks and
/// identifies itself as the child does, and passes the child's explicit alignment guides up
/// from where it places the child, except in the requirements it implements itself.
///
/// The library's layout-neutral modifiers (``DrawingContent``, ``LayoutPriorityContent``,
/// ``IDContent``, ``GridCellContent``, ``AlignmentGuideContent``), which place the child in
/// their bounds as proposed, and those that inset or frame it (``PaddingContent``,
/// ``FrameContent``, ``FlexibleFrameContent``, ``FixedSizeContent``), which say where with
/// `_childPlacement(in:proposal:environment:)`, conform: a guide, a priority or an identity
/// set under any of them is seen through all of them, as in SwiftUI (a one-child modifier
/// passes every explicit guide of its child up, moved by where it puts the child). Not meant
/// to be adopted outside the library.
public protocol _ForwardingContent: ContentNode {
  /// The type of the content modified.
  associatedtype Child: ContentNode
  /// The content modified.
  var child: Child { get }

  /// The child's frame in `bounds` and the proposal it is placed with, when this node fills
  /// `bounds` having answered its size for `proposal` (a sanitized one). The default: `bounds`
  /// and `proposal`.
  func _childPlacement(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> (frame: CGRect, proposal: ProposedViewSize)
}

// The defaults are inlined into each conforming type's witnesses: called as a witness of a
// generic type (a modifier of any child), a default not inlined needs the type's conformance to
// this protocol looked up at run time on every call.
extension _ForwardingContent {
  /// Whether the child is one view (a modifier of a list applies to each of its views).
  @inline(__always)
  public static var _isResolvedView: Bool { Child._isResolvedView }

  /// Whether the child may set alignment guides.
  @inline(__always)
  public static var _hasExplicitGuides: Bool { Child._hasExplicitGuides }

  /// Whether the child sets alignment guides.
  @inline(__always)
  public func _setsExplicitGuides(in environment: EnvironmentValues) -> Bool {
    Child.setsExplicitGuides(child, in: environment)
  }

  /// `bounds` and `proposal`: the child fills the node.
  @inline(__always)
  public func _childPlacement(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> (frame: CGRect, proposal: ProposedViewSize) {
    (bounds, proposal)
  }

  /// The child's size.
  @inline(__always)
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    child.sizeThatFits(proposal, in: environment)
  }

  /// The child where `_childPlacement(in:proposal:environment:)` puts it.
  @inline(__always)
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    let placement = _childPlacement(
      in: bounds, proposal: proposal.sanitized, environment: environment)
    return [
      ContentPlacement(
        node: child, frame: placement.frame, proposal: placement.proposal,
        environment: environment)
    ]
  }

  /// The child's vertical guide, where the child is placed.
  @inline(__always)
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    childGuide(guide.key, in: size, environment)
  }

  /// The child's horizontal guide, where the child is placed.
  @inline(__always)
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    childGuide(guide.key, in: size, environment)
  }

  /// The child's priority.
  @inline(__always)
  public var layoutPriority: Double { child.layoutPriority }

  /// The child's identity.
  @inline(__always)
  public var contentIdentity: AnyHashable? { child.contentIdentity }

  /// The child's explicit value for `key`, in this node's coordinates when it is `size`
  /// large.
  @inline(__always)
  func childGuide(_ key: AlignmentKey, in size: CGSize, _ environment: EnvironmentValues)
    -> CGFloat?
  {
    let placement = _childPlacement(
      in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size),
      environment: environment)
    guard
      let value = child.explicitValue(
        of: key, in: placement.frame.size, environment: environment)
    else { return nil }
    return value + placement.frame.origin[key.axis]
  }
}
