/// A face's pair kerning in font units: the `GPOS` pair adjustment lookups of its `kern`
/// feature (formats 1 and 2, through extension lookups), or else its `kern` table (format 0).
///
/// Each lookup adds its adjustment; within a lookup the first subtable that applies decides,
/// as in OpenType: a format 1 subtable applies when it lists the pair, a format 2 subtable
/// whenever it covers the first glyph.
struct GlyphKerning: Sendable {
  /// One pair adjustment subtable.
  enum Subtable: Sendable {
    /// Format 1 (or the `kern` table): listed pairs.
    case pairs(PairKerning)
    /// Format 2: a matrix of adjustments between classes of glyphs.
    case classes(ClassKerning)
  }

  /// The lookups, in order, each a list of subtables.
  let lookups: [[Subtable]]

  /// No kerning.
  static let none = GlyphKerning(lookups: [])

  /// The adjustment between `left` and `right` glyphs.
  ///
  /// - Complexity: O(*s* log *g*) in the subtables and the glyphs each lists.
  func adjustment(_ left: UInt32, _ right: UInt32) -> Int {
    var total = 0
    for lookup in lookups {
      subtables: for subtable in lookup {
        switch subtable {
        case .pairs(let pairs):
          let value = pairs.adjustment(left, right)
          if value != 0 {
            total += value
            break subtables
          }
        case .classes(let classes):
          if let value = classes.adjustment(left, right) {
            total += value
            break subtables
          }
        }
      }
    }
    return total
  }
}

/// A class-based pair adjustment (GPOS pair adjustment format 2).
struct ClassKerning: Sendable {
  /// The glyphs whose pairs the subtable covers (as first glyph), ascending.
  let coverage: [UInt16]
  /// The class of each first glyph.
  let firstClasses: GlyphClasses
  /// The class of each second glyph.
  let secondClasses: GlyphClasses
  /// The number of second classes (the matrix's row length).
  let secondClassCount: Int
  /// The adjustments, row by first class.
  let matrix: [Int16]

  /// The adjustment, or `nil` when the first glyph is not covered (the next subtable decides).
  func adjustment(_ left: UInt32, _ right: UInt32) -> Int? {
    guard left < 0x10000, GlyphClasses.binarySearch(coverage, UInt16(left)) != nil else {
      return nil
    }
    let row = firstClasses.classOf(left)
    let column = secondClasses.classOf(right)
    let index = row * secondClassCount + column
    return index < matrix.count && column < secondClassCount ? Int(matrix[index]) : 0
  }
}

/// A class definition table: glyph ranges and their classes (glyphs not listed are class 0).
struct GlyphClasses: Sendable {
  /// The first glyph of each range, ascending.
  let starts: [UInt16]
  /// The last glyph of each range.
  let ends: [UInt16]
  /// Each range's class.
  let classes: [UInt16]

  /// The class of `glyph`.
  ///
  /// - Complexity: O(log *r*) in the ranges.
  func classOf(_ glyph: UInt32) -> Int {
    guard glyph < 0x10000 else { return 0 }
    let glyph = UInt16(glyph)
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) >> 1
      if ends[middle] < glyph { low = middle + 1 } else { high = middle }
    }
    return low < starts.count && starts[low] <= glyph ? Int(classes[low]) : 0
  }

  /// The index of `value` in ascending `values`, or `nil`.
  static func binarySearch(_ values: [UInt16], _ value: UInt16) -> Int? {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) >> 1
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < values.count && values[low] == value ? low : nil
  }
}
