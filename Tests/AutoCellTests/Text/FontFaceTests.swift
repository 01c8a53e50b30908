import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// Reading font files, against values read from the same files by fontTools and HarfBuzz.
@Suite("Font face")
struct FontFaceTests {
  @Test func readsNamesAndMetricsOfATrueTypeFace() throws {
    let sans = try TestFonts.sans()
    #expect(sans.postScriptName == "DejaVuSans")
    #expect(sans.familyName == "DejaVu Sans")
    #expect(sans.unitsPerEm == 2048)
    // hhea: 1901, -483, 0 (USE_TYPO_METRICS is off, so OS/2's 1556/-492/410 are not used).
    #expect(sans.ascender == 1901 && sans.descender == -483 && sans.lineGap == 0)
    #expect(sans.weight == 400 && !sans.isBold && !sans.isItalic)
    #expect(sans.numberOfGlyphs == 707)
    let bold = try TestFonts.sansBold()
    #expect(bold.postScriptName == "DejaVuSans-Bold" && bold.familyName == "DejaVu Sans")
    #expect(bold.weight == 700 && bold.isBold)
  }

  @Test func mapsCharactersToGlyphsAndAdvances() throws {
    let sans = try TestFonts.sans()
    // Glyph ids and advances as HarfBuzz reports them for "Hello", "Ωμέγα" and "Привет".
    let expected: [(Unicode.Scalar, Int, Int)] = [
      ("H", 41, 1540), ("e", 70, 1260), ("l", 77, 569), ("o", 80, 1253), ("\u{3A9}", 384, 1565),
      ("\u{3BC}", 403, 1303), ("\u{41F}", 502, 1540), ("\u{442}", 537, 1193),
    ]
    for (scalar, glyph, advance) in expected {
      #expect(sans.glyph(for: scalar) == glyph, "\(scalar)")
      #expect(sans.advance(ofGlyph: glyph) == advance, "\(scalar)")
    }
    #expect(sans.glyph(for: "\u{2192}") == nil)  // no arrows in this cut
    #expect(sans.glyph(for: "\u{1F600}") == nil)
    #expect(sans.advance(ofGlyph: 100_000) == 0 && sans.advance(ofGlyph: -1) == 0)
  }

  @Test func readsPairKerningFromGPOS() throws {
    let sans = try TestFonts.sans()
    // HarfBuzz: "AVA" is 1270 1270 1401, so A-V and V-A kern by -131.
    let a = try #require(sans.glyph(for: "A"))
    let v = try #require(sans.glyph(for: "V"))
    #expect(sans.kerning(a, v) == -131 && sans.kerning(v, a) == -131)
    #expect(sans.kerning(a, a) == 57)  // "AA": 1458 1401
    let o = try #require(sans.glyph(for: "o"))
    #expect(sans.kerning(o, o) == 0)  // "oo": 1253 1253
    // "To": T 1251 - 348 = 903 in HarfBuzz.
    let t = try #require(sans.glyph(for: "T"))
    #expect(sans.advance(ofGlyph: t) + sans.kerning(t, o) == 903)
  }

  @Test func readsAnOpenTypeFaceWithCFFOutlinesAndTypographicMetrics() throws {
    let cff = try TestFonts.syntheticCFF()
    #expect(cff.postScriptName == "SyntheticCFF-Regular" && cff.familyName == "Synthetic CFF")
    #expect(cff.unitsPerEm == 1000)
    // USE_TYPO_METRICS is set: OS/2's 800/-200/100, not hhea's 900/-300/0.
    #expect(cff.ascender == 800 && cff.descender == -200 && cff.lineGap == 100)
    let a = try #require(cff.glyph(for: "A"))
    let v = try #require(cff.glyph(for: "V"))
    #expect(cff.advance(ofGlyph: a) == 600 && cff.advance(ofGlyph: v) == 700)
    #expect(cff.kerning(a, v) == -80)  // class kerning through an extension lookup
    #expect(cff.kerning(v, a) == -40)  // a listed pair
  }

  @Test func readsEachFaceOfACollection() throws {
    let first = try TestFonts.face("Pair.ttc", index: 0)
    let second = try TestFonts.face("Pair.ttc", index: 1)
    #expect(first.postScriptName == "DejaVuSans")
    #expect(second.postScriptName == "DejaVuSans-Bold")
    #expect(throws: FontFileError.faceIndexOutOfRange(index: 2, count: 2)) {
      try TestFonts.face("Pair.ttc", index: 2)
    }
    #expect(throws: FontFileError.faceIndexOutOfRange(index: 1, count: 1)) {
      try TestFonts.face("DejaVuSans-Subset.ttf", index: 1)
    }
  }

  @Test func badFilesGetTypedErrors() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/font.ttf")
    #expect(throws: FontFileError.unreadable(path: missing.path)) {
      try FontFace(contentsOf: missing)
    }
    #expect(throws: FontFileError.notAFont(tag: "wOFF")) {
      try FontFace(data: Data("wOFF and then some bytes".utf8))
    }
    #expect(throws: FontFileError.truncated(table: "file", offset: 0)) {
      try FontFace(data: Data([0, 1]))
    }
    // Cut inside the table directory, then inside the hmtx table.
    let bytes = TestFonts.data("DejaVuSans-Subset.ttf")
    #expect(throws: FontFileError.truncated(table: "file", offset: 12)) {
      try FontFace(data: bytes.prefix(40))
    }
    let hmtx = try #require(tableRange("hmtx", in: bytes))
    do {
      _ = try FontFace(data: bytes.prefix(hmtx.lowerBound + 10))
      Issue.record("a font cut inside a table was read")
    } catch {
      guard case .truncated(let table, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(
        ["hmtx", "cmap", "glyf", "GPOS", "loca", "name", "post", "head", "hhea", "maxp", "OS/2"]
          .contains(table))
    }
  }

  /// The byte range of table `tag` in a single-face file, from its directory (read here
  /// independently of the reader under test).
  func tableRange(_ tag: String, in data: Data) -> Range<Int>? {
    let bytes = [UInt8](data)
    func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    for record in 0..<count {
      let entry = 12 + 16 * record
      if String(decoding: bytes[entry..<entry + 4], as: UTF8.self) == tag {
        return u32(entry + 8)..<u32(entry + 8) + u32(entry + 12)
      }
    }
    return nil
  }
}
