/// A node an engine's work list refers to without keeping it alive.
///
/// The lists of nodes waiting for a pass (``LayoutEngine/pendingIntrinsic``,
/// ``LayoutEngine/staleFrames``) may hold the engine's own root, which owns the engine: a
/// strong reference there would be a cycle, and a root measured but never laid out (a
/// self-sizing cell) would never be released. A node released while listed reads nil and is
/// skipped.
struct WeakNode {
  /// The node, or nil once it was released.
  weak var node: LayoutNode?

  /// Refers to `node`.
  init(_ node: LayoutNode) {
    self.node = node
  }
}
