import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// Emoji sequences measure as the font draws them: its ligature for a ZWJ sequence, a keycap,
/// a flag or a tag sequence, and its parts where it has none; a cluster that asks for emoji
/// presentation comes from a colour face first.
///
/// Against HarfBuzz's advances on the test emoji font (Tools/make-test-fonts.py: a COLR font, 1000
/// units per em, measured at 1000 points; a fallback's advances are rounded to 1/1024 of a unit of
/// the primary face, DejaVu Sans's 2048 per em, so values agree to a thousandth of a point).
@Suite("Emoji sequences")
struct EmojiSequenceTests {
  let emoji: FontFace
  let measurer: FontFileTextMeasurer
  let font: Font

  init() throws {
    emoji = try TestFonts.face("TestEmoji.ttf")
    let sans = try TestFonts.sans()
    measurer = FontFileTextMeasurer(faces: [sans], fallbacks: [emoji])
    font = Font(name: sans.postScriptName, size: 1000)
  }

  func width(_ text: String, in measurer: FontFileTextMeasurer? = nil) -> CGFloat {
    (measurer ?? self.measurer).size(
      of: text, font: font, width: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping
    ).width
  }

  @Test func theTestFontHasColourGlyphs() throws {
    #expect(emoji.hasColorGlyphs)
    #expect(try !TestFonts.sans().hasColorGlyphs)
  }

  /// `hb-shape` on TestEmoji.ttf: the sums of the advances.
  @Test(
    arguments: [
      ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", 1200),  // family
      ("#\u{FE0F}\u{20E3}", 1200),  // keycap: U+FE0F has no glyph and is skipped
      ("1\u{20E3}", 1200),
      ("\u{1F1EF}\u{1F1F5}", 1200),  // the flag of Japan
      ("\u{1F1FD}\u{1F1FD}", 1200),  // no such flag: the unknown flag (a contextual lookup)
      ("\u{1F1FD}\u{1F1FD}\u{1F1FD}", 1900),  // that, and a lone regional indicator
      ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 1200),  // Scotland
      ("\u{1F468}\u{200D}\u{1F466}", 2400),  // a sequence the font lacks: its parts
      ("\u{1F600}", 1200),
    ])
  func sequencesMeasureAsTheFontDrawsThem(text: String, expected: Int) {
    #expect(abs(width(text) - CGFloat(expected)) < 1e-3, "\(text.unicodeScalars.map(\.value))")
  }

  /// "#" alone is text, from the primary face (DejaVu Sans: 1676 of 2048 units); with the
  /// emoji variation selector or a keycap it asks for the colour face.
  @Test func emojiPresentationPrefersTheColourFace() throws {
    let sans = try TestFonts.sans()
    let hash = try #require(sans.glyph(for: "#"))
    let text = CGFloat(sans.advance(ofGlyph: hash)) * 1000 / 2048
    #expect(abs(width("#") - text) < 1e-3)
    #expect(abs(width("#\u{FE0F}\u{20E3}") - 1200) < 1e-3)
    // U+FE0E asks for text: the primary face, the keycap mark taking no width.
    #expect(abs(width("#\u{FE0E}\u{20E3}") - text) < 1e-3)
  }

  /// Lines break between sequences as wide as the font draws them.
  @Test func linesHoldTheSequencesThatFit() {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    let layout = measurer.layout(
      of: family + family + family, font: font, width: 2500, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(layout.lines.count == 2)
    #expect(abs((layout.lines.first?.width ?? 0) - 2400) < 1e-3)
  }
}
