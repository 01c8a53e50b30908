/// The vertical positions of a list's rows, exact at any size and after any number of changes.
///
/// Heights are kept as exact multiples of 2⁻⁵² point (every height of at least 1 point exactly,
/// smaller ones rounded once by at most 1.1 × 10⁻¹⁶; negative and non-finite heights count as
/// 0, heights above 2⁴⁰ ≈ 1.1 × 10¹² as 2⁴⁰), and every sum is exact: an offset
/// is the correctly rounded value of the exact sum of the heights above the row, whatever
/// changed before, so a height of 10¹² set and then set back leaves no trace.
/// ``row(atOffset:)`` reads the same rounded offsets, so `row(atOffset: offset(ofRow: r)) == r`
/// for every row `r` whose bottom rounds below its top (any row taller than the rounding step
/// of its offset).
///
/// Rows live in a randomized balanced tree (see the complexities below; "expected" is over
/// the tree's internal coin flips, which are seeded, so results repeat exactly). About 32
/// bytes a row. At most 2³¹ − 1 rows.
public struct RowOffsets: Sendable {
  private var tree: RowTree<Void>

  /// Creates offsets for rows of `heights`.
  ///
  /// O(*n*).
  public init(heights: [Double]) {
    tree = RowTree(heights: heights, elements: [Void](repeating: (), count: heights.count))
  }

  /// Creates offsets for `count` rows of the same `height`.
  ///
  /// O(*n*).
  public init(count: Int, height: Double) {
    self.init(heights: [Double](repeating: height, count: max(0, count)))
  }

  /// The number of rows.
  ///
  /// O(1).
  public var count: Int { tree.count }

  /// The height of `row`, as kept (see above).
  ///
  /// O(log *n*) expected.
  ///
  /// - Precondition: `0 <= row < count`.
  public func height(ofRow row: Int) -> Double {
    checkRow(row)
    return RowHeight.points(tree.heightUnits(ofRow: row))
  }

  /// Sets the height of `row`.
  ///
  /// O(log *n*) expected.
  ///
  /// - Precondition: `0 <= row < count`.
  public mutating func setHeight(_ height: Double, ofRow row: Int) {
    checkRow(row)
    tree.setHeightUnits(RowHeight.units(height), ofRow: row)
  }

  /// Adds a row of `height` after the last.
  ///
  /// O(log *n*) expected.
  public mutating func append(_ height: Double) {
    tree.insert(heights: [height], elements: [()], at: count)
  }

  /// Inserts rows of `heights` before `row` (`count` appends them).
  ///
  /// O(*k* + log *n*) expected for *k* heights.
  ///
  /// - Precondition: `0 <= row <= count`.
  public mutating func insert(contentsOf heights: [Double], at row: Int) {
    precondition(row >= 0 && row <= count, "RowOffsets: row \(row) out of 0...\(count)")
    tree.insert(
      heights: heights, elements: [Void](repeating: (), count: heights.count), at: row)
  }

  /// Removes `rows`.
  ///
  /// O(*k* + log *n*) expected for *k* rows.
  ///
  /// - Precondition: `rows` lies within `0..<count`.
  public mutating func removeSubrange(_ rows: Range<Int>) {
    precondition(
      rows.lowerBound >= 0 && rows.upperBound <= count,
      "RowOffsets: rows \(rows) out of 0..<\(count)")
    tree.removeSubrange(rows)
  }

  /// The distance from the top of the list to the top of `row`: the exact sum of the heights
  /// of the rows before it, correctly rounded.
  ///
  /// `offset(ofRow: count)` is the total height. O(log *n*) expected.
  ///
  /// - Precondition: `0 <= row <= count`.
  public func offset(ofRow row: Int) -> Double {
    precondition(row >= 0 && row <= count, "RowOffsets: row \(row) out of 0...\(count)")
    return RowHeight.points(tree.offsetUnits(ofRow: row))
  }

  /// The height of all rows, correctly rounded.
  ///
  /// O(1).
  public var totalHeight: Double { RowHeight.points(tree.totalUnits) }

  /// The row that covers `offset`: the last `r` with `offset(ofRow: r) <= offset`, so rows
  /// of zero height are skipped and `row(atOffset: offset(ofRow: r)) == r` whenever
  /// `offset(ofRow: r + 1) > offset(ofRow: r)`.
  ///
  /// An offset above the list (or NaN) gives row 0, one at or below its end the last row; nil when
  /// there are no rows. O(log *n*) expected.
  public func row(atOffset offset: Double) -> Int? {
    guard count > 0 else { return nil }
    return min(tree.lastRow(atOrAbove: offset), count - 1)
  }

  private func checkRow(_ row: Int) {
    precondition(row >= 0 && row < count, "RowOffsets: row \(row) out of 0..<\(count)")
  }
}
