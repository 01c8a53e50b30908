import Foundation

// Which nodes need layoutSubviews(), found without walking the hierarchy: a node that needs it
// is listed in its superview's `subviewsNeedingLayout`, that superview in its own, and so on up
// to the first node already listed (or the root). A pass starts at the root and follows the
// lists down, parents before children, so it visits only the nodes that need layout and their
// ancestors.

extension LayoutNode {
  /// Marks the node as needing ``layoutSubviews()`` at the next layout, without asking for a
  /// layout pass.
  ///
  /// O(1) when already marked, else O(*a*) for the *a* ancestors not yet listed.
  func setNeedsLayoutSubviews() {
    guard !requests.needsLayoutSubviews else { return }
    requests.needsLayoutSubviews = true
    listForLayout()
  }

  /// Lists the node (and its unlisted ancestors) on the way from the root down to it.
  func listForLayout() {
    var node = self
    while !node.requests.isListed, let parent = node.superview {
      node.requests.isListed = true
      parent.requests.subviewsNeedingLayout.append(node)
      node = parent
    }
  }

  /// A layout pass of `engine` (this root's) if anything changed since the last one.
  func layOutIfChanged(_ engine: LayoutEngine) {
    if engine.needsLayout || !engine.pendingIntrinsic.isEmpty { engine.layout() }
  }

  /// Calls ``layoutSubviews()`` on every node of this root's hierarchy that needs it, each
  /// before the subviews listed under it.
  ///
  /// When a call changes frames or constraints, `engine` lays out again before the subviews are
  /// visited, so they see their new frames (as UIKit resizes subviews when a frame is set). A node
  /// marked again while being laid out (its override set its own frame) is listed again for the
  /// next round.
  ///
  /// - Complexity: O(*m* + *a*): the nodes that need layout and their ancestors, plus the calls
  ///   and the passes they cause.
  func layoutPendingSubviews(in engine: LayoutEngine) {
    requests.isListed = true  // marks below stop here while the pass runs
    var stack: [LayoutNode] = [self]
    while let node = stack.popLast() {
      if node.requests.needsLayoutSubviews {
        node.requests.needsLayoutSubviews = false
        node.layoutSubviews()
        layOutIfChanged(engine)
      }
      let listed = node.requests.subviewsNeedingLayout
      node.requests.subviewsNeedingLayout = []
      for child in listed.reversed() where child.superview === node && child.requests.isListed {
        stack.append(child)
      }
      node.requests.isListed = false
      if node.requests.hasPendingLayoutSubviews, node !== self { node.listForLayout() }
    }
    requests.isListed = false
  }
}
