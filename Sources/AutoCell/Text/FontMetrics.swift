import Foundation

/// A font's horizontal and vertical metrics in thousandths of an em, as in an AFM file: what
/// ``StandardTextMeasurer`` measures with.
///
/// Advances are known for U+0020...U+00FF (Latin-1; the C1 controls U+0080...U+009F have none)
/// and for the typographic punctuation and Latin letters of the Windows-1252 set outside it
/// (dashes, curly quotes, bullet, ellipsis, euro, Œ, Š, Ž, ...). Other scalars get a fallback
/// (see ``advance(of:)``). Pairs of those scalars kern by ``kerning(_:_:)``.
public struct FontMetrics: Sendable {
  /// The tables, in one immutable object (a copy of the metrics retains one reference).
  private final class Tables: Sendable {
    /// Advances of U+0020...U+00FF, indexed by scalar value minus 32.
    let latinAdvances: ReadOnlyTable<UInt16>
    /// Advances of the scalars listed in ``FontMetrics/extendedIndex(of:)``, in that order.
    let extendedAdvances: [UInt16]
    /// The kerning pairs.
    let pairs: PairKerning
    /// The kerning between printable ASCII characters (U+0020...U+007E), 95 x 95, row by left
    /// character: the common pairs without a search.
    let asciiKerning: ReadOnlyTable<Int16>
    /// The advances of printable ASCII characters with their kerning after each other.
    let asciiPairs: ASCIIPairAdvances

    init(latinAdvances: [UInt16], extendedAdvances: [UInt16], pairs: PairKerning) {
      self.latinAdvances = ReadOnlyTable(latinAdvances)
      self.extendedAdvances = extendedAdvances
      self.pairs = pairs
      var table = [Int16](repeating: 0, count: 95 * 95)
      for left in 0..<95 {
        for right in 0..<95 {
          table[left * 95 + right] = Int16(pairs.adjustment(UInt32(left + 32), UInt32(right + 32)))
        }
      }
      asciiKerning = ReadOnlyTable(table)
      asciiPairs = ASCIIPairAdvances(
        advance: { Int(latinAdvances[Int($0 - 0x20)]) },
        kerning: { Int(table[Int($0 - 0x20) * 95 + Int($1 - 0x20)]) })
    }
  }

  /// The advance and kerning tables.
  private let tables: Tables
  /// The height above the baseline of the tallest letters (positive).
  public let ascender: Int
  /// The depth below the baseline of the deepest letters (negative).
  public let descender: Int
  /// The space between one line's descender and the next line's ascender.
  public let lineGap: Int
  /// The advances of printable ASCII characters with their kerning after each other.
  var asciiPairs: ASCIIPairAdvances { tables.asciiPairs }

  /// Advance of a scalar the tables do not know, other than East Asian wide ones: Helvetica's
  /// digit width, about the average advance of its lowercase letters.
  public static let fallbackAdvance = 556
  /// Advance of East Asian wide and fullwidth scalars (ideographs, kana, Hangul): one em.
  public static let wideAdvance = 1000
  /// Advance of an emoji (a scalar shown as emoji by default, and every emoji sequence): 1.25
  /// em, about what color emoji fonts use (Noto Color Emoji: 2550/2048 em).
  public static let emojiAdvance = 1250

  /// Creates metrics from tables: `latinAdvances` has 224 entries (U+0020...U+00FF) and
  /// `extendedAdvances` one per scalar of ``extendedIndex(of:)``.
  init(
    latinAdvances: [UInt16], extendedAdvances: [UInt16], ascender: Int, descender: Int,
    lineGap: Int,
    pairs: PairKerning
  ) {
    precondition(
      latinAdvances.count == 224 && extendedAdvances.count == 27, "FontMetrics: table sizes")
    tables = Tables(latinAdvances: latinAdvances, extendedAdvances: extendedAdvances, pairs: pairs)
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
  }

  /// The kerning between two scalars that follow each other, in thousandths of an em (negative:
  /// closer).
  ///
  /// Zero for pairs the table does not list.
  ///
  /// - Complexity: O(1) for printable ASCII, O(log *p*) in the table's pairs otherwise.
  @inline(__always)
  public func kerning(_ left: UInt32, _ right: UInt32) -> Int {
    if left &- 32 < 95, right &- 32 < 95 {
      return Int(tables.asciiKerning[Int(left &- 32) &* 95 &+ Int(right &- 32)])
    }
    return tables.pairs.adjustment(left, right)
  }

  /// The height of a line: ascender minus descender plus line gap, in thousandths of an em.
  public var lineHeight: Int { ascender - descender + lineGap }

  /// The advance of `scalar` in thousandths of an em.
  ///
  /// Known: Latin-1 and the Windows-1252 extras; a tab advances as a space. Estimates for
  /// the rest, by script (``estimatedAdvance(of:)``).
  @inline(__always)
  public func advance(of scalar: UInt32) -> Int {
    if scalar &- 32 < 224 { return Int(tables.latinAdvances[Int(scalar &- 32)]) }
    if scalar < 32 { return scalar == 0x09 ? Int(tables.latinAdvances[0]) : 0 }
    if let index = FontMetrics.extendedIndex(of: scalar) {
      return Int(tables.extendedAdvances[index])
    }
    return FontMetrics.estimatedAdvance(of: scalar)
  }

  /// The position in the extended advances table of a Windows-1252 scalar outside Latin-1.
  @inline(__always)
  static func extendedIndex(of scalar: UInt32) -> Int? {
    switch scalar {
    case 0x152: 0
    case 0x153: 1
    case 0x160: 2
    case 0x161: 3
    case 0x178: 4
    case 0x17D: 5
    case 0x17E: 6
    case 0x192: 7
    case 0x2C6: 8
    case 0x2DC: 9
    case 0x2013: 10
    case 0x2014: 11
    case 0x2018: 12
    case 0x2019: 13
    case 0x201A: 14
    case 0x201C: 15
    case 0x201D: 16
    case 0x201E: 17
    case 0x2020: 18
    case 0x2021: 19
    case 0x2022: 20
    case 0x2026: 21
    case 0x2030: 22
    case 0x2039: 23
    case 0x203A: 24
    case 0x20AC: 25
    case 0x2122: 26
    default: nil
    }
  }

  /// The estimated advance of a scalar the tables do not know: 0 for controls, combining marks
  /// and format characters (general categories Cc, Mn, Me, Cf); ``emojiAdvance`` for scalars
  /// shown as emoji by default; ``wideAdvance`` for East Asian wide and fullwidth ones
  /// (ideographs, kana, Hangul, fullwidth forms); ``fallbackAdvance`` for everything else.
  ///
  /// - Complexity: O(log *r*) in the Unicode table's runs.
  public static func estimatedAdvance(of scalar: UInt32) -> Int {
    let properties = UnicodeProperties(scalar)
    if properties.isZeroWidth { return 0 }
    if properties.hasEmojiPresentation { return emojiAdvance }
    return properties.isWide ? wideAdvance : fallbackAdvance
  }
}
