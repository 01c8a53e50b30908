import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// A soft hyphen (U+00AD) is a break opportunity whose hyphen shows, and counts, only on the
/// line it ends; elsewhere it is invisible and takes no width.
@Suite("Soft hyphens")
struct SoftHyphenTests {
  /// Helvetica at 10 points: "i" 2.22, "-" 3.33.
  let measurer = StandardTextMeasurer()

  func layout(_ text: String, width: CGFloat) -> TextLayout {
    measurer.layout(
      of: text, font: .system(size: 10), width: width, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
  }

  @Test func aLineBrokenAtASoftHyphenEndsWithAHyphen() throws {
    let text = "ii\u{AD}ii\u{AD}ii"
    let broken = layout(text, width: 13)
    try #require(broken.lines.count == 2)
    #expect(text[broken.lines[0].range] == "ii\u{AD}ii\u{AD}")
    #expect(broken.lines[0].endsWithHyphen && !broken.lines[1].endsWithHyphen)
    #expect(abs(broken.lines[0].width - (4 * 2.22 + 3.33)) < 1e-9)
    #expect(abs(broken.lines[1].width - 2 * 2.22) < 1e-9)
    // Unbroken, the soft hyphens take no width and no line shows a hyphen.
    let whole = layout(text, width: 100)
    #expect(whole.lines.count == 1 && !whole.lines[0].endsWithHyphen)
    #expect(abs(whole.size.width - 6 * 2.22) < 1e-9)
  }

  @Test func aSoftHyphenBeforeALineEndShowsNothing() {
    let lines = layout("ii\u{AD}\nii", width: 100).lines
    #expect(lines.count == 2 && !lines.contains { $0.endsWithHyphen })
    #expect(abs(lines[0].width - 2 * 2.22) < 1e-9)
  }

  @Test func aLineBrokenInsideAWordThatDoesNotFitShowsNoHyphen() {
    // "iiii" fits 9 points but not with a hyphen: the word breaks between clusters.
    let lines = layout("iiii\u{AD}iiii", width: 9).lines
    #expect(!lines.contains { $0.endsWithHyphen })
  }

  /// The hyphen is the face's glyph for U+00AD when it has an advance, else U+2010's, else
  /// "-"'s.
  @Test func theHyphenIsTheFacesSoftHyphenGlyphElseAHyphen() throws {
    let sans = try TestFonts.sans()
    let glyph = try #require(sans.glyph(for: "\u{AD}"))
    #expect(sans.tables.hyphenAdvance == sans.advance(ofGlyph: glyph))
    let cff = try TestFonts.syntheticCFF()  // only "-", 300 units
    #expect(cff.tables.hyphenAdvance == 300)
    let measurer = FontFileTextMeasurer(faces: [cff])
    let font = Font(name: cff.postScriptName, size: 1000)
    let lines = measurer.layout(
      of: "AA\u{AD}AA", font: font, width: 1600, numberOfLines: 0,
      lineBreakMode: .byWordWrapping
    ).lines
    #expect(lines.count == 2 && lines[0].endsWithHyphen)
    #expect(abs((lines.first?.width ?? 0) - (1200 + 300)) < 1e-6)
  }

  @Test func picturesShowTheHyphenOnlyWhereALineBreaks() {
    #expect(
      snapshotLines(
        of: "ii\u{AD}ii\u{AD}ii", font: .system(size: 10), width: 13, numberOfLines: 0,
        lineBreakMode: .byWordWrapping) == ["iiii-", "ii"])
    #expect(
      snapshotLines(
        of: "ii\u{AD}ii", font: .system(size: 10), width: 100, numberOfLines: 0,
        lineBreakMode: .byWordWrapping) == ["iiii"])
  }
}
