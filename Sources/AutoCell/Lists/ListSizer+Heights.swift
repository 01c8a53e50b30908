import Foundation

/// How an element's heights are kept: its height at the current width is the tree's (with
/// ``RowEntry/isMeasured``); its heights at other widths (``ListSizer/otherHeights``) and a
/// cell height the tree's height does not give back (``ListSizer/exactCellHeights``) are kept
/// aside for the elements that have them. Together they are the element's last two measured
/// widths, most recent first, the measured one at the current width when there is one.
extension ListSizer {
  /// An element validated for the list but not stored yet.
  struct NewEntry {
    var item: any ListItem
    var registration: UInt16
    var isRow: Bool
  }

  /// Stores `new`'s item and returns its entry, not measured.
  ///
  /// O(1) amortized.
  func store(_ new: NewEntry) -> RowEntry {
    let slot = stores[Int(new.registration)].insert(new.item)
    return RowEntry(slot: slot, registration: new.registration, isRow: new.isRow)
  }

  /// Drops everything the list keeps for `entry`, whose element leaves the list.
  ///
  /// O(1) expected.
  func release(_ entry: RowEntry) {
    stores[Int(entry.registration)].remove(at: entry.slot)
    let key = entry.key
    if !states.isEmpty { states[key] = nil }
    if !otherHeights.isEmpty { otherHeights[key] = nil }
    if !exactCellHeights.isEmpty { exactCellHeights[key] = nil }
  }

  /// The height an element of cell height `cell` takes, as the tree keeps it: plus the
  /// separator for a row.
  func totalHeight(ofCell cell: CGFloat, isRow: Bool) -> Double {
    RowHeight.kept(Double(cell + (isRow ? separatorHeight : 0)))
  }

  /// Marks `entry` measured at ``width`` with cell height `cell`; returns the height it takes.
  ///
  /// The cell height is kept aside only if that height does not give it back exactly (a
  /// separator's rounding, or a cell height below 1 point).
  func recordMeasured(_ cell: CGFloat, for entry: inout RowEntry) -> Double {
    entry.isMeasured = true
    let total = totalHeight(ofCell: cell, isRow: entry.isRow)
    if cellHeight(ofTotal: total, isRow: entry.isRow) == cell {
      if !exactCellHeights.isEmpty { exactCellHeights[entry.key] = nil }
    } else {
      exactCellHeights[entry.key] = cell
    }
    return total
  }

  /// The cell height of a measured `entry` that takes `total` in the tree.
  func measuredCellHeight(of entry: RowEntry, total: Double) -> CGFloat {
    if !exactCellHeights.isEmpty, let cell = exactCellHeights[entry.key] { return cell }
    return cellHeight(ofTotal: total, isRow: entry.isRow)
  }

  private func cellHeight(ofTotal total: Double, isRow: Bool) -> CGFloat {
    CGFloat(total) - (isRow ? separatorHeight : 0)
  }

  /// Marks `entry` not measured and returns its estimated height.
  func markEstimated(_ entry: inout RowEntry) -> Double {
    entry.isMeasured = false
    if !exactCellHeights.isEmpty { exactCellHeights[entry.key] = nil }
    return totalHeight(ofCell: estimate(for: entry), isRow: entry.isRow)
  }

  /// The height `entry`, not measured at ``width``, takes now: its height at ``width`` if it
  /// was measured there before (one of its last two widths; then it counts as measured), else
  /// its estimate.
  func settle(_ entry: inout RowEntry) -> Double {
    if !otherHeights.isEmpty, var heights = otherHeights[entry.key],
      let cell = heights.removeHeight(atWidth: width)
    {
      otherHeights[entry.key] = heights.count == 0 ? nil : heights
      return recordMeasured(cell, for: &entry)
    }
    return markEstimated(&entry)
  }

  /// Forgets every measured height of `entry` and returns its estimated height.
  func forgetHeights(of entry: inout RowEntry) -> Double {
    if !otherHeights.isEmpty { otherHeights[entry.key] = nil }
    return markEstimated(&entry)
  }

  /// The estimated height of an entry's cell: its registration's estimate, else the list's.
  func estimate(for entry: RowEntry) -> CGFloat {
    if let estimate = registrations[Int(entry.registration)].estimate {
      return ListSizer.sanitized(estimate(item(of: entry)))
    }
    if case .estimated(let rowHeight) = strategy { return ListSizer.sanitized(rowHeight) }
    return 0
  }

  /// Drops the measured heights of the element at `row`, which returns to its estimate.
  func forgetHeight(ofRow row: Int) {
    let height = tree.modifyElement(at: row) { forgetHeights(of: &$0) }
    tree.setHeightUnits(RowHeight.units(height), ofRow: row)
  }
}
