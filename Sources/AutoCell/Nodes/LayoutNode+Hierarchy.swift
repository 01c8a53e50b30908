import Foundation

// The tree of nodes: walking it, finding common ancestors, guides, and the constraints a node
// holds.

extension LayoutNode {
  /// The constraints installed on this node: those whose nearest common ancestor it is.
  public var constraints: [LayoutConstraint] { installed.array }

  /// Whether `self` is `node` or one of its descendants.
  ///
  /// O(depth).
  public func isDescendant(of node: LayoutNode) -> Bool {
    var current: LayoutNode? = self
    while let candidate = current {
      if candidate === node { return true }
      current = candidate.superview
    }
    return false
  }

  /// Adds a guide to this node, so its anchors can be related to this subtree.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if let owner = guide.owningView {
      if owner === self { return }
      owner.removeLayoutGuide(guide)
    }
    guide.item.node = self
    layoutGuides.append(guide)
  }

  /// Removes a guide, deactivating every constraint that refers to it.
  ///
  /// O(*g* + *k*).
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
    while let constraint = guide.item.referencing.last { constraint.deactivate() }
    layoutGuides.remove(at: index)
    guide.item.node = nil
    margins.forget(guide)
  }

  /// Calls `body` for every node of this subtree, parents before children, without recursion.
  ///
  /// - Complexity: O(*s*).
  func forEachInSubtree(_ body: (LayoutNode) -> Void) {
    var stack: [LayoutNode] = [self]
    while let node = stack.popLast() {
      body(node)
      stack.append(contentsOf: node.subviews.reversed())
    }
  }

  /// Calls `body` for every node of this subtree, children before parents (reverse pre-order).
  ///
  /// This is the order in which an engine loads a subtree: a node's own constraints (its size)
  /// reach the solver before the constraints that chain it to its siblings, so that rows stay
  /// short (a chain of n stacked nodes loads in O(n) instead of O(n³)).
  ///
  /// - Complexity: O(*s*).
  func forEachInSubtreeChildrenFirst(_ body: (LayoutNode) -> Void) {
    var order: [LayoutNode] = []
    forEachInSubtree { order.append($0) }
    for node in order.reversed() { body(node) }
  }

  /// The nearest node that is an ancestor-or-self of both `a` and `b`, or nil.
  ///
  /// O(1) for a node and its parent or two siblings (most constraints), O(depth) otherwise.
  static func nearestCommonAncestor(_ a: LayoutNode, _ b: LayoutNode) -> LayoutNode? {
    if a === b { return a }
    let parentOfA = a.superview
    let parentOfB = b.superview
    if parentOfA === b { return b }
    if parentOfB === a { return a }
    if let parentOfA, parentOfA === parentOfB { return parentOfA }
    var depthA = 0
    var depthB = 0
    var node: LayoutNode? = a
    while let n = node {
      depthA += 1
      node = n.superview
    }
    node = b
    while let n = node {
      depthB += 1
      node = n.superview
    }
    var x: LayoutNode? = a
    var y: LayoutNode? = b
    while depthA > depthB {
      x = x?.superview
      depthA -= 1
    }
    while depthB > depthA {
      y = y?.superview
      depthB -= 1
    }
    while let p = x, let q = y {
      if p === q { return p }
      x = p.superview
      y = q.superview
    }
    return nil
  }

  /// Deactivates the constraints that relate nodes (or guides) of `subtree` to nodes outside it.
  ///
  /// - Complexity: O(*s* + *k*): the subtree's nodes and guides, and the constraints referring
  ///   to them.
  func deactivateConstraints(crossingOutOf subtree: LayoutNode) {
    var items: [LayoutItem] = []
    subtree.forEachInSubtree { node in
      items.append(node.item)
      for guide in node.layoutGuides { items.append(guide.item) }
    }
    for item in items { item.isBeingDetached = true }
    var crossing: [LayoutConstraint] = []
    for item in items {
      for constraint in item.referencing where !(constraint.owner?.item.isBeingDetached ?? true) {
        crossing.append(constraint)
      }
    }
    for item in items { item.isBeingDetached = false }
    for constraint in crossing { constraint.deactivate() }
  }
}
