/// A sorted table of kerning pairs: the adjustment between two glyphs (or, in
/// ``FontMetrics``, two scalars), in font units.
///
/// Keys are `left << 16 | right` in ascending order; a pair not listed kerns by zero.
struct PairKerning: Sendable, Hashable {
  /// The pairs' keys, ascending.
  let keys: [UInt32]
  /// The adjustment of each pair, in font units (negative: closer).
  let values: [Int16]

  /// Creates a table from keys in ascending order and their values.
  init(keys: [UInt32], values: [Int16]) {
    precondition(keys.count == values.count, "PairKerning: one value per key")
    self.keys = keys
    self.values = values
  }

  /// The empty table.
  static let none = PairKerning(keys: [], values: [])

  /// The adjustment between `left` and `right`, or zero.
  ///
  /// - Complexity: O(log *p*) in the pairs.
  @inline(__always)
  func adjustment(_ left: UInt32, _ right: UInt32) -> Int {
    guard left < 0x10000, right < 0x10000 else { return 0 }
    let key = left << 16 | right
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) >> 1
      let probe = keys[middle]
      if probe == key { return Int(values[middle]) }
      if probe < key { low = middle + 1 } else { high = middle }
    }
    return 0
  }
}
