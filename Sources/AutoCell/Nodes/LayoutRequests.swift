/// A node's pending UIKit-style requests: ``LayoutNode/layoutSubviews()`` (the needs-layout
/// flag, and the list that finds flagged nodes without walking the hierarchy) and
/// ``LayoutNode/updateConstraints()`` (the needs-update-constraints flag, and at a root the
/// queue of nodes that asked).
///
/// Invariants: a node whose ``needsLayoutSubviews`` is set, or that lists subviews, is listed in
/// its superview's ``subviewsNeedingLayout`` (``isListed``), and so on up to the root or the
/// first listed ancestor (see `LayoutNode+LayoutSubviews.swift`). The lists may hold nodes that
/// left or were handled since: readers skip them.
///
/// Every member is O(1).
struct LayoutRequests {
  /// Whether ``LayoutNode/layoutSubviews()`` is due at the next layout (UIKit's needs-layout
  /// flag).
  var needsLayoutSubviews = false
  /// Whether the node is in its superview's ``subviewsNeedingLayout`` (or being laid out).
  var isListed = false
  /// The subviews that need ``LayoutNode/layoutSubviews()`` or have descendants that do.
  var subviewsNeedingLayout: [LayoutNode] = []
  /// Whether ``LayoutNode/layoutIfNeeded()`` ran with this node as the root.
  var wasLaidOut = false
  /// Whether ``LayoutNode/updateConstraints()`` is due (UIKit's needs-update-constraints flag).
  var needsConstraintUpdate = false
  /// At a root whose engine exists: the nodes that asked for
  /// ``LayoutNode/updateConstraints()`` since the last pass.
  var pendingConstraintUpdates: [LayoutNode] = []

  /// Whether this node or a node below it needs ``LayoutNode/layoutSubviews()``.
  var hasPendingLayoutSubviews: Bool {
    needsLayoutSubviews || !subviewsNeedingLayout.isEmpty
  }

  /// Clears the needs-update-constraints flag, returning whether it was set.
  mutating func takeConstraintUpdate() -> Bool {
    defer { needsConstraintUpdate = false }
    return needsConstraintUpdate
  }
}
