import Foundation

// What the list keeps for an element besides its item: its height in the tree, the heights in
// ``KeptHeights``, and the state in ``ListSizer/states``.

extension ListSizer {
  /// Drops everything the list keeps for `entry`, whose element leaves the list.
  ///
  /// O(1) expected.
  func release(_ entry: RowEntry) {
    registry.removeItem(of: entry)
    if !states.isEmpty { states[entry.key] = nil }
    keptHeights.release(entry.key)
  }

  /// Marks `entry` not measured and returns its estimated height: its registration's estimate,
  /// else the list's.
  func markEstimated(_ entry: inout RowEntry) -> Double {
    let estimate = registry.estimate(for: entry, fallback: strategy.estimatedRowHeight)
    return keptHeights.markEstimated(&entry, estimate: estimate)
  }

  /// The height `entry`, not measured at ``width``, takes now: its height at ``width`` if it
  /// was measured there before (one of its last two widths; then it counts as measured), else
  /// its estimate.
  func settle(_ entry: inout RowEntry) -> Double {
    if let cell = keptHeights.takeHeight(of: entry, atWidth: width) {
      return keptHeights.recordMeasured(cell, for: &entry)
    }
    return markEstimated(&entry)
  }

  /// Drops the measured heights of the element at `row`, which returns to its estimate.
  func forgetHeight(ofRow row: Int) {
    let height = tree.modifyElement(at: row) { entry in
      keptHeights.forgetOtherHeights(of: entry)
      return markEstimated(&entry)
    }
    tree.setHeightUnits(RowHeight.units(height), ofRow: row)
  }
}
