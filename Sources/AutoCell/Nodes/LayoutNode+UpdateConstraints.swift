import Foundation

// When updateConstraints() runs: a node that asks for it while its hierarchy has no engine keeps
// the flag until an engine loads it (made, or joined); one whose hierarchy has an engine is
// queued on the root until the next layout pass or measurement.

extension LayoutNode {
  /// Whether ``updateConstraints()`` is due, as UIKit's.
  public func needsUpdateConstraints() -> Bool { requests.needsConstraintUpdate }

  /// Calls ``updateConstraints()`` on every node of this subtree that asked for it, parents
  /// first: before an engine loads the subtree.
  ///
  /// O(*s*) plus the calls.
  func updateConstraintsInSubtree() {
    forEachInSubtree { node in
      if node.requests.takeConstraintUpdate() { node.updateConstraints() }
    }
  }

  /// Calls ``updateConstraints()`` on the nodes queued on this root since the last pass, in
  /// the order they asked (an update may queue more).
  ///
  /// O(*q*) plus the calls.
  func updatePendingConstraints() {
    guard !requests.pendingConstraintUpdates.isEmpty else { return }
    var index = 0
    while index < requests.pendingConstraintUpdates.count {
      let node = requests.pendingConstraintUpdates[index]
      index += 1
      if node.root === self, node.requests.takeConstraintUpdate() { node.updateConstraints() }
    }
    requests.pendingConstraintUpdates.removeAll()
  }
}
