import Foundation

/// A child with a stack priority, like SwiftUI's `layoutPriority(_:)`: a stack offers space
/// to higher priorities first (see ``HStackContent``). Sizes and places the child unchanged.
public struct LayoutPriorityContent<Child: ContentNode>: ContentNode {
  /// The node.
  public var child: Child
  /// Its priority.
  public var layoutPriority: Double

  /// Gives `child` the priority `layoutPriority`.
  public init(_ child: Child, layoutPriority: Double) {
    self.child = child
    self.layoutPriority = layoutPriority
  }

  /// The child's size.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { child.sizeThatFits(proposal) }

  /// The child's size in a stack.
  public func sizeThatFits(_ proposal: ProposedSize, inStackAlong axis: LayoutAxis) -> CGSize {
    child.sizeThatFits(proposal, inStackAlong: axis)
  }

  /// The child fills `bounds`.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    [ContentPlacement(node: child, frame: bounds)]
  }

  /// The child's identity.
  public var contentIdentity: AnyHashable? { child.contentIdentity }
}
