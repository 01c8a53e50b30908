import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// Corrupted vertical metrics are made sane as HarfBuzz and the browsers make them (an
/// ascender is its magnitude above the baseline, a descender its magnitude below, a line gap
/// is never negative), so no text measures a negative height.
@Suite("Font metrics validation")
struct FontMetricsValidationTests {
  /// `name`'s bytes with the big-endian 16-bit value at `offset` of table `tag` set to `value`.
  func patched(_ name: String, _ tag: String, _ offset: Int, _ value: Int16) throws -> Data {
    var bytes = [UInt8](TestFonts.data(name))
    let table = try #require(try TableDirectory(bytes, index: 0).reader(tag, in: bytes))
    let bits = UInt16(bitPattern: value)
    bytes[table.base + offset] = UInt8(bits >> 8)
    bytes[table.base + offset + 1] = UInt8(bits & 0xFF)
    return Data(bytes)
  }

  func height(_ face: FontFace) -> CGFloat {
    FontFileTextMeasurer(faces: [face]).size(
      of: "AVA\nVA", font: Font(name: face.postScriptName, size: 10), width: 100,
      numberOfLines: 0, lineBreakMode: .byWordWrapping
    ).height
  }

  /// The CFF test font uses its typographic metrics (800, -200, 100 in 1000 units); two bytes
  /// of its `OS/2` table changed make the ascender -32768, and each line measured -324.68
  /// points.
  @Test func aNegativeAscenderCountsAsItsMagnitude() throws {
    let face = try FontFace(data: try patched("Synthetic-CFF.otf", "OS/2", 68, -32768))
    #expect(face.ascender == 32768 && face.descender == -200 && face.lineGap == 100)
    #expect(face.lineHeight == 33068)
    #expect(height(face) == 2 * 330.68)
  }

  @Test func aPositiveDescenderCountsAsBelowTheBaseline() throws {
    let face = try FontFace(data: try patched("Synthetic-CFF.otf", "OS/2", 70, 30000))
    #expect(face.ascender == 800 && face.descender == -30000)
    #expect(height(face) > 0)
    let hhea = try FontFace(data: try patched("DejaVuSans-Subset.ttf", "hhea", 6, 483))
    #expect(hhea.descender == -483 && hhea.lineHeight == 1901 + 483)
  }

  @Test func aNegativeLineGapCountsAsZero() throws {
    let face = try FontFace(data: try patched("Synthetic-CFF.otf", "OS/2", 72, -30000))
    #expect(face.lineGap == 0 && face.lineHeight == 1000)
    #expect(height(face) == 20)
    let hhea = try FontFace(data: try patched("DejaVuSans-Subset.ttf", "hhea", 8, -5000))
    #expect(hhea.lineGap == 0 && hhea.lineHeight == 1901 + 483)
  }

  @Test func aWeightOutsideOneToAThousandIsClamped() throws {
    let heavy = try FontFace(data: try patched("Synthetic-CFF.otf", "OS/2", 4, -1))
    #expect(heavy.weight == 1000 && heavy.isBold)
    let zero = try FontFace(data: try patched("Synthetic-CFF.otf", "OS/2", 4, 0))
    #expect(zero.weight == 1)
  }

  /// Every one- and two-byte change of the `hhea` and `OS/2` line metrics measures a height of
  /// zero or more (or is rejected with a typed error).
  @Test func noChangeOfTheLineMetricsMeasuresANegativeHeight() throws {
    var random = SeededGenerator(seed: 38)
    let fields: [(String, String, Int)] = [
      ("Synthetic-CFF.otf", "OS/2", 68), ("Synthetic-CFF.otf", "OS/2", 70),
      ("Synthetic-CFF.otf", "OS/2", 72), ("DejaVuSans-Subset.ttf", "hhea", 4),
      ("DejaVuSans-Subset.ttf", "hhea", 6), ("DejaVuSans-Subset.ttf", "hhea", 8),
    ]
    for (name, tag, offset) in fields {
      for _ in 0..<12 {
        let value = Int16(truncatingIfNeeded: Int.random(in: -32768...32767, using: &random))
        let face = try FontFace(data: try patched(name, tag, offset, value))
        #expect(face.lineHeight >= 0 && height(face) >= 0, "\(name) \(tag)+\(offset) = \(value)")
      }
    }
  }
}
