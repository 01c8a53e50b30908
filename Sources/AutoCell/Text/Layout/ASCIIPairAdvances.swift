/// The advance of each printable ASCII character (U+0020...U+007E) plus its kerning after each
/// printable ASCII character, in fixed units (``FixedUnits``): what the layout engine adds for
/// a letter inside a word with one array read, instead of an advance and a kerning lookup.
///
/// A 95 x 95 table of 32-bit values (36 KiB), row by the character on the left. Built once per
/// table of metrics or font face.
struct ASCIIPairAdvances: Sendable {
  /// The value of a character the face has no glyph for (the layout engine measures it the
  /// general way, with fallbacks).
  static let missing = Int32.min

  /// The values, row by the left character.
  private let table: ReadOnlyTable<Int32>

  /// A table from a face's advances (`nil`: no glyph, see ``missing``) and pair kerning, in
  /// whole font units. A sum too large for 32 bits is ``missing`` too.
  ///
  /// - Complexity: O(95²) calls of `kerning`.
  init(advance: (UInt32) -> Int?, kerning: (UInt32, UInt32) -> Int) {
    var table = [Int32](repeating: ASCIIPairAdvances.missing, count: 95 * 95)
    for right in 0..<95 {
      guard let advance = advance(UInt32(right + 0x20)) else { continue }
      for left in 0..<95 {
        let units = advance + kerning(UInt32(left + 0x20), UInt32(right + 0x20))
        table[left * 95 + right] =
          Int32(exactly: FixedUnits.from(units)) ?? ASCIIPairAdvances.missing
      }
    }
    self.table = ReadOnlyTable(table)
  }

  /// The advance of `right` plus its kerning after `left`, or ``missing``; both printable
  /// ASCII (U+0020...U+007E).
  @inline(__always)
  func value(after left: UInt32, _ right: UInt32) -> Int32 {
    table[Int(left &- 0x20) &* 95 &+ Int(right &- 0x20)]
  }

  /// The ASCII letters from `start` on that ``TextLayoutEngine`` reads in one go after a
  /// letter `last` from the primary face, with the line `x` wide: each an ASCII letter not
  /// followed by a non-ASCII byte (a mark could join it), that the face has, and that keeps
  /// the line at most `limit` wide. Returns the offset after them, the line's width and the
  /// last letter (`start`, `x` and `last` when none fits).
  ///
  /// - Complexity: O(*k*) in the letters read, one table read each.
  @inline(__always)
  func fittingLetters(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, after last: UInt32, x: Int, limit: Int
  ) -> (end: Int, x: Int, last: UInt32) {
    let count = bytes.count
    var x = x
    var last = last
    var next = start
    while next < count {
      let byte = bytes[next]
      guard byte | 0x20 &- 0x61 < 26, next + 1 == count || bytes[next + 1] < 0x80 else { break }
      let step = value(after: last, UInt32(byte))
      guard step != ASCIIPairAdvances.missing, x &+ Int(step) <= limit else { break }
      x &+= Int(step)
      last = UInt32(byte)
      next += 1
    }
    return (next, x, last)
  }
}
