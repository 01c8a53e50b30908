import Foundation

/// The heights a ``ListSizer`` keeps for its elements besides their heights in its tree, and
/// the arithmetic between a cell's height and the height its element takes (plus the
/// separator, for a row).
///
/// An element's height at the current width is the tree's (with ``RowEntry/isMeasured``); its
/// heights at other widths and a cell height the tree's height does not give back exactly are
/// kept here, only for the elements that have them. Together they are the element's last two
/// measured widths, most recent first, the measured one at the current width when there is
/// one.
///
/// Invariant: an element that left the list has nothing here (see ``release(_:)``).
///
/// Every member is O(1) expected, except ``otherHeightCount`` (O(*k*) for the *k* elements
/// with heights at other widths).
struct KeptHeights {
  /// The space below each row (see ``ListSizer/separatorHeight``).
  let separatorHeight: CGFloat
  /// The heights of elements at widths other than the current one (at most 2 each).
  private var otherHeights: [RowKey: HeightCache] = [:]
  /// The cell heights of measured elements whose height in the tree does not give back their
  /// cell height exactly (see ``recordMeasured(_:for:)``).
  private var exactCellHeights: [RowKey: CGFloat] = [:]

  init(separatorHeight: CGFloat) {
    self.separatorHeight = separatorHeight
  }

  /// How many heights at other widths are kept.
  var otherHeightCount: Int {
    otherHeights.values.reduce(0) { $0 + $1.count }
  }

  /// The height an element of cell height `cell` takes, as the tree keeps it: plus the
  /// separator for a row.
  func totalHeight(ofCell cell: CGFloat, isRow: Bool) -> Double {
    RowHeight.kept(Double(cell + (isRow ? separatorHeight : 0)))
  }

  /// Marks `entry` measured at the current width with cell height `cell`; returns the height
  /// it takes.
  ///
  /// The cell height is kept aside only if that height does not give it back exactly (a
  /// separator's rounding, or a cell height below 1 point).
  mutating func recordMeasured(_ cell: CGFloat, for entry: inout RowEntry) -> Double {
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

  /// Marks `entry` not measured and returns the height it takes with cell height `estimate`.
  mutating func markEstimated(_ entry: inout RowEntry, estimate: CGFloat) -> Double {
    entry.isMeasured = false
    if !exactCellHeights.isEmpty { exactCellHeights[entry.key] = nil }
    return totalHeight(ofCell: estimate, isRow: entry.isRow)
  }

  /// Keeps `cell`, `entry`'s measured cell height at `width`, which is no longer the current
  /// width.
  mutating func keep(_ cell: CGFloat, atWidth width: CGFloat, for entry: RowEntry) {
    otherHeights[entry.key, default: HeightCache()].insert(cell, atWidth: width)
  }

  /// Takes out `entry`'s cell height at `width`, if it was measured there (one of its last two
  /// widths).
  mutating func takeHeight(of entry: RowEntry, atWidth width: CGFloat) -> CGFloat? {
    guard !otherHeights.isEmpty, var heights = otherHeights[entry.key],
      let cell = heights.removeHeight(atWidth: width)
    else { return nil }
    otherHeights[entry.key] = heights.count == 0 ? nil : heights
    return cell
  }

  /// Keeps only the most recent of `entry`'s heights at other widths: it is being measured at
  /// the current width, which makes two.
  mutating func keepLatestOtherHeight(of entry: RowEntry) {
    guard !otherHeights.isEmpty, var others = otherHeights[entry.key] else { return }
    others.removeOlder()
    otherHeights[entry.key] = others
  }

  /// Forgets `entry`'s heights at other widths.
  mutating func forgetOtherHeights(of entry: RowEntry) {
    if !otherHeights.isEmpty { otherHeights[entry.key] = nil }
  }

  /// Forgets everything kept for the element of `key`, which leaves the list.
  mutating func release(_ key: RowKey) {
    if !otherHeights.isEmpty { otherHeights[key] = nil }
    if !exactCellHeights.isEmpty { exactCellHeights[key] = nil }
  }

  /// Forgets every kept height.
  mutating func removeAll() {
    otherHeights = [:]
    exactCellHeights = [:]
  }
}
