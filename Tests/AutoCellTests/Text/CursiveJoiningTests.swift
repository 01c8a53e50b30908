import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// Arabic and N'Ko letters measure in their positional forms, with the lam-alef ligatures,
/// against HarfBuzz's widths for the same font (DejaVu Sans cut to Arabic and N'Ko, 2048 units
/// per em, measured at 2048 points so that points are font units).
@Suite("Cursive joining")
struct CursiveJoiningTests {
  let measurer: FontFileTextMeasurer
  let font: Font

  init() throws {
    let face = try TestFonts.face("DejaVuSans-Arabic.ttf")
    measurer = FontFileTextMeasurer(faces: [face])
    font = Font(name: face.postScriptName, size: 2048)
  }

  func width(_ text: String) -> CGFloat {
    measurer.size(
      of: text, font: font, width: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping
    ).width
  }

  /// `hb-shape` on the same font (default features): the sum of the glyph advances.
  @Test(
    arguments: [
      ("ب", 1928),  // isolated beh
      ("بببب", 3817),  // initial, two medial, final
      ("كتبت", 4222),
      ("رسالة", 5051),  // reh does not join the letter after it
      ("لا", 1168),  // lam-alef (rlig)
      ("لأ", 1168),  // lam-alef with hamza (liga, in the forms' glyphs)
      ("للا", 1846),  // initial lam, then lam-alef final
      ("السلام", 5510),
      ("بِب", 2581),  // a transparent mark does not break joining
      ("مُحَمَّد", 4678),
      ("ب\u{200C}ب", 3856),  // ZWNJ: two isolated forms
      ("ب\u{200D}ب", 2581),  // ZWJ joins: initial and final
      ("ـلـ", 1878),  // tatweel causes joining on both sides: medial lam
      ("ߒߞߏ", 4121),  // N'Ko
      ("ߞߊ߲ߜߍ", 4147),
    ])
  func measuresAsHarfBuzzShapes(text: String, expected: Int) {
    #expect(width(text) == CGFloat(expected), "\(text)")
  }

  /// The sentence: joined, the first line holds four words at 21,000 units (HarfBuzz:
  /// 20,914); measured in isolated forms it held two.
  @Test func joinedWordsFitOnTheirLine() {
    let text = "كتبت رسالة إلى صديقي، ولم يرد بعد؟"
    let layout = measurer.layout(
      of: text, font: font, width: 21000, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.lines.count == 2)
    guard layout.lines.count == 2 else { return }
    #expect(text[layout.lines[0].range] == "كتبت رسالة إلى صديقي، ")
    #expect(abs(layout.lines[0].width - 20914) < 1e-6)
    #expect(abs(layout.lines[1].width - (32175 - 20914 - 651)) < 1e-6)
  }

  @Test func formsFollowTheJoiningTypes() {
    let dual = JoiningType.dual
    #expect(JoiningForm(dual, after: nil, before: nil) == .isolated)
    #expect(JoiningForm(dual, after: .dual, before: .right) == .medial)
    #expect(JoiningForm(dual, after: .right, before: .dual) == .initial)
    #expect(JoiningForm(dual, after: .left, before: .nonJoining) == .final)
    #expect(JoiningForm(.right, after: .joinCausing, before: .dual) == .final)
    #expect(JoiningForm(.left, after: .dual, before: .dual) == .initial)
    #expect(JoiningForm(.alaph, after: .dual, before: nil) == .final)
    #expect(JoiningForm(.alaph, after: .dual, before: .dual) == .medial2)
    #expect(JoiningForm(.alaph, after: .dalathRish, before: nil) == .final3)
    #expect(JoiningForm(.alaph, after: .right, before: nil) == .final2)
    #expect(JoiningForm(.alaph, after: .nonJoining, before: nil) == .isolated)
    #expect(JoiningForm(.transparent, after: .dual, before: .dual) == nil)
  }

  @Test func theTableHasUnicodesJoiningTypes() {
    #expect(UnicodeProperties(0x0628).joiningType == .dual)  // beh
    #expect(UnicodeProperties(0x0627).joiningType == .right)  // alef
    #expect(UnicodeProperties(0x0640).joiningType == .joinCausing)  // tatweel
    #expect(UnicodeProperties(0x200D).joiningType == .joinCausing)  // ZWJ
    #expect(UnicodeProperties(0x200C).joiningType == .nonJoining)  // ZWNJ
    #expect(UnicodeProperties(0x064E).joiningType == .transparent)  // fatha
    #expect(UnicodeProperties(0x0710).joiningType == .alaph)
    #expect(UnicodeProperties(0x072A).joiningType == .dalathRish)  // rish
    #expect(UnicodeProperties(0x1820).joiningType == .dual)  // Mongolian a
    #expect(UnicodeProperties(0x07CA).joiningType == .dual)  // N'Ko a
    #expect(UnicodeProperties(0x41).joiningType == .nonJoining)
  }
}
