import Foundation

// What addSubview(_:) and removeFromSuperview() do to the hierarchy and its engine, without
// UIKit's notifications (the open methods send those around these steps).

extension LayoutNode {
  /// Makes the node (without a superview) the last subview of `parent`: its subtree's pending
  /// ``updateConstraints()`` run first if `parent`'s hierarchy has an engine, which then loads
  /// the subtree.
  ///
  /// O(*d* + *s*): the depth of `parent`'s hierarchy, plus the size of the node's subtree.
  func join(_ parent: LayoutNode) {
    if parent.root.engine != nil { updateConstraintsInSubtree() }
    engine = nil
    parent.children.append(self)
    superview = parent
    refreshDirectionalConstraints(inEngine: false)
    parent.root.engine?.attach(self)
    updateAutoresizingConstraints()
    if requests.hasPendingLayoutSubviews { listForLayout() }  // O(a) for its ancestors
  }

  /// Takes the node out of its superview: its subtree leaves the old hierarchy's engine,
  /// constraints between the subtree and the rest of the hierarchy are deactivated, and the
  /// node becomes a root.
  ///
  /// O(*s* + *k* + *d*): the subtree's size, the constraints referring to it, and the depth of
  /// the hierarchy.
  func leaveSuperview() {
    guard let parent = superview else { return }
    let oldRoot = parent.root
    parent.hierarchyDidChange()
    oldRoot.engine?.detach(self)
    deactivateConstraints(crossingOutOf: self)
    parent.children.remove(self)
    superview = nil
    requests.isListed = false  // the entry left in the old superview's list is skipped
    autoresizing.constraints = []
    refreshDirectionalConstraints(inEngine: false)
    oldRoot.engine?.needsLayout = true
  }
}
