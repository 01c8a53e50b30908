import Foundation

/// A child with a stack priority, like SwiftUI's `layoutPriority(_:)`: a stack offers space
/// to higher priorities first (see `StackAlgorithm`).
///
/// Sizes and places the child unchanged.
public struct LayoutPriorityContent<Child: ContentNode>: _ForwardingContent {
  /// The node.
  public var child: Child
  /// Its priority.
  public var layoutPriority: Double

  /// Gives `child` the priority `layoutPriority` (NaN reads as 0).
  public init(_ child: Child, layoutPriority: Double) {
    self.child = child
    self.layoutPriority = layoutPriority.isNaN ? 0 : layoutPriority
  }

}

extension LayoutPriorityContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    LayoutPriorityContent<Other>(other, layoutPriority: layoutPriority)
  }
}
