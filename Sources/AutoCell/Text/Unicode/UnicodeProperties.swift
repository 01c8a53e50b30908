/// What text layout needs to know about one Unicode scalar, from the generated table: its line
/// break class and a few flags. A 16-bit value:
///
/// | bits | meaning |
/// |---|---|
/// | 0-5 | ``LineBreakClass`` raw value |
/// | 6 | zero width: general category Mn, Me, Cf or Cc |
/// | 7 | wide: East Asian Width W or F |
/// | 8 | Extended_Pictographic |
/// | 9 | East Asian Width F, W or H (rule LB30) |
/// | 10 | a space that hangs at a line end (Zs, not no-break) |
/// | 11 | Emoji_Presentation |
/// | 12-14 | ``JoiningType`` raw value (cursive scripts: Arabic, Syriac, N'Ko, Mongolian, ...) |
struct UnicodeProperties: Sendable {
  /// The packed value.
  let value: UInt16

  /// The properties of `scalar` (unassigned and out-of-range values get those of the
  /// surrounding run).
  ///
  /// - Complexity: O(1) below U+0100; O(log *r*) in the table's 2,930 runs otherwise.
  @inline(__always)
  init(_ scalar: UInt32) {
    if scalar < 0x100 {
      value = UnicodeProperties.latin1[Int(scalar)]
    } else {
      value = UnicodeProperties.runValues[UnicodeProperties.run(containing: scalar)]
    }
  }

  /// Properties from a packed value (a ``latin1`` entry).
  @inline(__always)
  init(packed value: UInt16) {
    self.value = value
  }

  /// The index of the run containing `scalar`: the last start at most `scalar`.
  static func run(containing scalar: UInt32) -> Int {
    var low = 0
    var high = runStarts.count
    while high - low > 1 {
      let middle = (low + high) >> 1
      if runStarts[middle] <= scalar { low = middle } else { high = middle }
    }
    return low
  }

  /// The values of U+0000...U+00FF, looked up directly.
  static let latin1: [UInt16] = (0..<256).map { runValues[run(containing: UInt32($0))] }

  /// The line break class.
  @inline(__always) var lineBreakClass: LineBreakClass {
    // The generated table holds only valid raw values (a test checks every run), so the class
    // is read without the failable initializer's switch.
    unsafeBitCast(UInt8(truncatingIfNeeded: value & 0x3F), to: LineBreakClass.self)
  }
  /// Whether the scalar draws nothing (marks, format and control characters).
  @inline(__always) var isZeroWidth: Bool { value & 0x40 != 0 }
  /// Whether the scalar is East Asian wide or fullwidth.
  @inline(__always) var isWide: Bool { value & 0x80 != 0 }
  /// Whether the scalar is Extended_Pictographic (emoji and the code points kept for them).
  @inline(__always) var isPictographic: Bool { value & 0x100 != 0 }
  /// Whether the scalar is East Asian fullwidth, wide or halfwidth.
  @inline(__always) var isEastAsian: Bool { value & 0x200 != 0 }
  /// Whether the scalar is a space that hangs past a line's end (not counted in its width).
  @inline(__always) var isHangingSpace: Bool { value & 0x400 != 0 }
  /// Whether the scalar is shown as an emoji by default.
  @inline(__always) var hasEmojiPresentation: Bool { value & 0x800 != 0 }
  /// How the scalar joins its neighbours in cursive scripts.
  @inline(__always) var joiningType: JoiningType {
    // Three bits hold every raw value (0...7), so no failable initializer is needed.
    unsafeBitCast(UInt8(truncatingIfNeeded: value >> 12 & 7), to: JoiningType.self)
  }
}
