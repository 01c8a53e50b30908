/// A node's cache of its root and layout direction, and how other nodes' caches name it while
/// it is a root (see ``LayoutNode/placement()``).
///
/// Invariant: the cached root and direction are current while the root they name is still a
/// root (no superview) and its ``stamp`` is still the one recorded with them. ``stamp`` moves
/// when a node below this one leaves the hierarchy or a direction at or below it is set, so
/// every cache that might have changed then names a root with a new stamp.
///
/// Every member is O(1).
struct RootCache {
  /// The root this node last found, nil before any.
  private var foundRoot: RootMark?
  /// The found root's ``stamp`` when it was found.
  private var foundStamp: UInt64 = 0
  /// The layout direction found with the root.
  private var foundDirection = UserInterfaceLayoutDirection.leftToRight
  /// The mark the caches of this node's descendants name it by while it is a root (made when
  /// first needed).
  private(set) var mark: RootMark?
  /// Bumped when the caches naming this node as their root may be stale.
  private(set) var stamp: UInt64 = 0

  /// The cached root and direction, or nil when they may be stale.
  func current() -> (root: LayoutNode, direction: UserInterfaceLayoutDirection)? {
    guard let root = foundRoot?.node, root.superview == nil, root.rootCache.stamp == foundStamp
    else { return nil }
    return (root, foundDirection)
  }

  /// Records `root` (at its current stamp) and `direction` as found.
  mutating func record(_ root: RootMark, stamp: UInt64, direction: UserInterfaceLayoutDirection) {
    foundRoot = root
    foundStamp = stamp
    foundDirection = direction
  }

  /// The mark of this node as a root (`node` is the node that owns this cache), made on first
  /// use.
  mutating func markAsRoot(_ node: LayoutNode) -> RootMark {
    if let mark { return mark }
    let made = RootMark(node)
    mark = made
    return made
  }

  /// Makes stale every cache that names this node as its root.
  mutating func invalidate() {
    stamp &+= 1
  }
}

/// What the root caches of a hierarchy's nodes name their root by (see ``RootCache``): it
/// outlives its root, which clears ``node`` as it is released, so a cache never refers to a
/// released node and no node is referred to weakly.
final class RootMark {
  /// The root, nil once it was released.
  @exclusivity(unchecked) unowned(unsafe) var node: LayoutNode?

  init(_ node: LayoutNode) {
    self.node = node
  }
}
