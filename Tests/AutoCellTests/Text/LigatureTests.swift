import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// Standard ligatures (`GSUB` `liga`), against HarfBuzz on the same file
/// (`DejaVuSans-Ligatures.ttf`: space, c, e, f, i, l and o of DejaVu Sans, 2048 units per em;
/// fontTools lists ff 1411, fi 1290, fl 1290, ffi 1980 and ffl 1980; f 721, i 569, l 569,
/// o 1253, c 1126, e 1260).
@Suite("Standard ligatures")
struct LigatureTests {
  static func face() throws -> FontFace { try TestFonts.face("DejaVuSans-Ligatures.ttf") }

  /// At 20.48 points one font unit is 0.01 point.
  static let font = Font(name: "DejaVu Sans", size: 20.48)

  static func lines(_ text: String, width: CGFloat, mode: LineBreakMode = .byWordWrapping) throws
    -> [(String, CGFloat)]
  {
    let measurer = FontFileTextMeasurer(faces: [try face()])
    let layout = measurer.layout(
      of: text, font: font, width: width, numberOfLines: 0, lineBreakMode: mode)
    return layout.lines.map { (String(text[$0.range]), $0.width) }
  }

  @Test func twoGlyphLigaturesMeasureAsPairAdjustments() throws {
    let face = try Self.face()
    let f = try #require(face.glyph(for: "f"))
    let i = try #require(face.glyph(for: "i"))
    let l = try #require(face.glyph(for: "l"))
    let o = try #require(face.glyph(for: "o"))
    #expect(face.kerning(f, f) == 1411 - 721 - 721)
    #expect(face.kerning(f, i) == 1290 - 721 - 569)  // 0: this fi is as wide as f and i
    #expect(face.kerning(f, l) == 1290 - 721 - 569)
    #expect(face.kerning(o, f) == 0 && face.kerning(i, f) == 0)
  }

  @Test func wordsMeasureAsHarfBuzzShapesThem() throws {
    // HarfBuzz: "office" is o + ffi + c + e = 5619 units, "coffee" c + o + ff + e + e = 6310
    // (without ligatures 5650 and 6341); "of fl" keeps "of" apart: 1974 + 651 + 1290.
    let expected: [(String, CGFloat)] = [("office", 56.19), ("coffee", 63.10), ("of fl", 39.15)]
    for (text, width) in expected {
      let lines = try Self.lines(text, width: 1000)
      #expect(lines.count == 1, "\(text)")
      #expect(abs((lines.first?.1 ?? 0) - width) < 1e-9, "\(text): \(lines)")
    }
  }

  @Test func aLineBrokenInsideALigatureShowsItsGlyphs() throws {
    // Character wrapping at 30 points: "off" (o + ff = 2664) fits, "offi" (o + ffi = 3233) does
    // not; the next line is "ice" (2955), with no ligature across the break.
    let lines = try Self.lines("office", width: 30, mode: .byCharWrapping)
    #expect(lines.map(\.0) == ["off", "ice"])
    #expect(abs(lines[0].1 - 26.64) < 1e-9 && abs(lines[1].1 - 29.55) < 1e-9, "\(lines)")
  }

  @Test func aBrokenGSUBIsATypedErrorNamingIt() throws {
    var bytes = [UInt8](TestFonts.data("DejaVuSans-Ligatures.ttf"))
    let range = try #require(FontFaceTests().tableRange("GSUB", in: Data(bytes)))
    bytes[range.lowerBound + 8] = 0xFF  // the lookup list's offset, past the end of the file
    bytes[range.lowerBound + 9] = 0xFF
    #expect {
      try FontFace(data: Data(bytes))
    } throws: { error in
      guard case .truncated(let table, _) = error as? FontFileError else { return false }
      return table == "GSUB"
    }
  }
}
