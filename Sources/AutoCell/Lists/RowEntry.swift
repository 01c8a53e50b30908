import Foundation

/// What a ``ListSizer`` keeps for one element (row, header or footer): the item, how it is
/// shown, its heights at the last widths, and its state if the list keeps one.
///
/// Dropped with the element, so the list's memory follows its live items.
struct RowEntry {
  var item: any ListItem
  /// The index of the item's registration.
  var registration: Int32
  /// Whether the element is a row (which gets the separator), not a header or footer.
  var isRow: Bool
  /// Whether the element's height at the current width is measured, not estimated.
  var isMeasured = false
  var heights = HeightCache()
  /// The state kept by the list for the item (``ListSizer/state(forRow:)``), if any.
  var state: CellState?
}

/// An element's measured heights at up to ``capacity`` widths, the most recent first.
///
/// Two widths and two heights and nothing else (32 bytes): a width of NaN, which equals no
/// width, marks an empty place (a list's widths are never NaN).
struct HeightCache {
  /// How many widths an element remembers its height at.
  static let capacity = 2
  private var recentWidth = CGFloat.nan
  private var recentHeight: CGFloat = 0
  private var olderWidth = CGFloat.nan
  private var olderHeight: CGFloat = 0

  /// The height measured at `width`, if kept.
  func height(atWidth width: CGFloat) -> CGFloat? {
    if recentWidth == width { return recentHeight }
    if olderWidth == width { return olderHeight }
    return nil
  }

  /// Keeps `height` at `width` (not NaN), forgetting the oldest width when full.
  mutating func insert(_ height: CGFloat, atWidth width: CGFloat) {
    if !recentWidth.isNaN, recentWidth != width {
      olderWidth = recentWidth
      olderHeight = recentHeight
    }
    recentWidth = width
    recentHeight = height
  }

  /// The number of heights kept (0...``capacity``).
  var count: Int { (recentWidth.isNaN ? 0 : 1) + (olderWidth.isNaN ? 0 : 1) }

  /// Forgets every height.
  mutating func removeAll() { self = HeightCache() }
}
