// Finding a node's root and layout direction without walking the whole chain of superviews
// each time: every node caches both, and a cache is current while the root it names is still a
// root whose stamp has not moved. Removing a node bumps the stamp of each of its old
// ancestors, and setting a direction bumps those of the node and its ancestors, so any cache
// that might have changed names a root with a new stamp (or a root that has since been added
// under another node).

extension LayoutNode {
  /// The root of the node's hierarchy (the node itself for a root).
  ///
  /// - Complexity: O(1) when this node or an ancestor found the root since the hierarchy above
  ///   it last changed; otherwise O(*d*) up to the nearest such ancestor, after which every
  ///   node passed finds it in O(1). Building a chain from the top down, or laying it out,
  ///   costs O(1) per node however deep it grows.
  public var root: LayoutNode {
    guard superview != nil else { return self }
    return placement().root
  }

  /// The root and the layout direction, from this node's cache if it is current; otherwise
  /// found by walking up to the root or to the nearest ancestor whose cache is current, and
  /// cached on every node walked.
  func placement() -> (root: LayoutNode, direction: UserInterfaceLayoutDirection) {
    if let cached = rootCache.current() { return cached }
    var path: [LayoutNode] = []
    var node = self
    var root: LayoutNode
    var direction: UserInterfaceLayoutDirection
    while true {
      guard let parent = node.superview else {
        root = node
        direction = node.traits.semanticContentAttribute.forcedDirection ?? .leftToRight
        break
      }
      if node !== self, let cached = node.rootCache.current() {
        (root, direction) = cached
        break
      }
      path.append(node)
      node = parent
    }
    let mark = root.rootCache.markAsRoot(root)
    let stamp = root.rootCache.stamp
    for walked in path.reversed() {
      if let forced = walked.traits.semanticContentAttribute.forcedDirection { direction = forced }
      walked.rootCache.record(mark, stamp: stamp, direction: direction)
    }
    return (root, direction)
  }

  /// Makes stale every cache that names this node or one of its ancestors as the root: called
  /// when a subview leaves this node's subtree and when a direction is set here.
  ///
  /// O(depth).
  func hierarchyDidChange() {
    var node: LayoutNode? = self
    while let current = node {
      current.rootCache.invalidate()
      node = current.superview
    }
  }
}
