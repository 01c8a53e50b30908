/// The vertical positions of a list's rows: a Fenwick (binary indexed) tree over row heights.
///
/// Offset of a row, row at an offset and total height in O(log *n*); changing one row's
/// height in O(log *n*); building from *n* heights in O(*n*). Made for a million rows whose
/// heights change as they are measured. Heights that are negative or not finite count as 0.
/// Sums are in `Double`; after many updates they may differ from a fresh sum in the last bits.
public struct RowOffsets: Sendable {
  /// Row heights, in row order.
  private var heights: [Double]
  /// The Fenwick tree, 1-based: `tree[i]` is the sum of the `i & -i` heights ending at row
  /// `i - 1`. `tree[0]` is unused.
  private var tree: [Double]

  /// Creates offsets for rows of `heights`. O(*n*).
  public init(heights: [Double]) {
    self.heights = heights.map(RowOffsets.sanitized)
    tree = [0] + self.heights
    let count = self.heights.count
    var index = 1
    while index <= count {
      let parent = index + (index & -index)
      if parent <= count { tree[parent] += tree[index] }
      index += 1
    }
  }

  /// Creates offsets for `count` rows of the same `height`. O(*n*).
  public init(count: Int, height: Double) {
    self.init(heights: [Double](repeating: height, count: max(0, count)))
  }

  /// The number of rows.
  public var count: Int { heights.count }

  /// The height of `row`.
  ///
  /// - Precondition: `0 <= row < count`.
  public func height(ofRow row: Int) -> Double {
    precondition(row >= 0 && row < count, "RowOffsets: row \(row) out of 0..<\(count)")
    return heights[row]
  }

  /// Sets the height of `row`. O(log *n*).
  ///
  /// - Precondition: `0 <= row < count`.
  public mutating func setHeight(_ height: Double, ofRow row: Int) {
    precondition(row >= 0 && row < count, "RowOffsets: row \(row) out of 0..<\(count)")
    let height = RowOffsets.sanitized(height)
    let delta = height - heights[row]
    guard delta != 0 else { return }
    heights[row] = height
    var index = row + 1
    while index < tree.count {
      tree[index] += delta
      index += index & -index
    }
  }

  /// Adds a row of `height` after the last. O(log *n*) (amortized for the arrays).
  public mutating func append(_ height: Double) {
    let height = RowOffsets.sanitized(height)
    let index = tree.count  // the new row's 1-based index
    // tree[index] covers rows (index - lowbit)..<index plus the new one.
    let covered = prefixSum(index - 1) - prefixSum(index - (index & -index))
    heights.append(height)
    tree.append(covered + height)
  }

  /// The distance from the top of the list to the top of `row`: the sum of the heights of
  /// the rows before it. `offset(ofRow: count)` is the total height. O(log *n*).
  ///
  /// - Precondition: `0 <= row <= count`.
  public func offset(ofRow row: Int) -> Double {
    precondition(row >= 0 && row <= count, "RowOffsets: row \(row) out of 0...\(count)")
    return prefixSum(row)
  }

  /// The height of all rows. O(log *n*).
  public var totalHeight: Double { prefixSum(count) }

  /// The row that covers `offset`: the `r` with `offset(ofRow: r) <= offset < offset(ofRow:
  /// r + 1)`, skipping zero-height rows. An offset above the list gives row 0, one at or below
  /// its end the last row; nil when there are no rows. O(log *n*).
  public func row(atOffset offset: Double) -> Int? {
    guard count > 0 else { return nil }
    var position = 0
    var remaining = offset
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(position, count - 1)
  }

  /// The sum of the first `rows` heights. O(log *n*).
  private func prefixSum(_ rows: Int) -> Double {
    var sum = 0.0
    var index = rows
    while index > 0 {
      sum += tree[index]
      index -= index & -index
    }
    return sum
  }

  /// `height`, or 0 when it is negative or not finite.
  private static func sanitized(_ height: Double) -> Double {
    height.isFinite && height > 0 ? height : 0
  }
}
