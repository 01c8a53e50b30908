import AutoCell
import Foundation
import InterfaceBuilder
import Testing

/// Labels as UIKit sizes them (Labels.xib: each label pinned at the top left of a 320-point
/// view, sized by its text).
struct LabelTests {
  private func size(_ id: String) throws -> CGSize {
    let (_, report) = try Fixtures.report("Labels.xib", object: "root")
    return try #require(report.view(id)?.frameInSuperview.size)
  }

  private func expected(_ text: String, _ font: Font, width: CGFloat = .infinity, lines: Int = 1)
    -> CGSize
  {
    let size = textSize(
      text, font: font, width: width, lines: lines, lineBreakMode: .byWordWrapping)
    return CGSize(width: pixelsUp(size.width), height: pixelsUp(size.height))
  }

  @Test func fontsMapToTheLibrarysFaces() throws {
    // Semibold and heavier system weights, the headline style and names that say bold use
    // Helvetica-Bold's metrics; other weights, styles (caption 1: 12 points) and named faces
    // Helvetica's.
    #expect(try size("semibold") == expected("Semibold", .boldSystem(size: 15)))
    #expect(try size("headline") == expected("Headline", .boldSystem(size: 17)))
    #expect(try size("caption") == expected("Caption", .system(size: 12)))
    #expect(try size("futura") == expected("Futura", .system(size: 18)))
    #expect(try size("neue-bold") == expected("Neue", .boldSystem(size: 17)))
  }

  @Test func attributedFragmentsJoinAndTheirParagraphStyleSpacesLines() throws {
    // "Two fragments, one label" / "on two lines": two 20-point lines and 4 points between.
    let line = textSize("A", font: .system(size: 20)).height
    let widest = textSize("Two fragments, one label", font: .system(size: 20)).width
    #expect(
      try size("attributed") == CGSize(width: pixelsUp(widest), height: pixelsUp(2 * line + 4)))
    // A line height multiple of 1.5.
    let tall = textSize("Tall lines", font: .system(size: 14))
    #expect(
      try size("tall-lines")
        == CGSize(width: pixelsUp(tall.width), height: pixelsUp(1.5 * tall.height)))
  }

  @Test func attributedFragmentsKeepTheirOwnFonts() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
        <objects>
          <label usesAttributedText="YES" id="mixed">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <attributedString key="attributedText">
              <fragment content="Wide "><attributes><font key="NSFont" metaFont="systemBold" size="20"/></attributes></fragment>
              <fragment content="narrow"><attributes><font key="NSFont" metaFont="system" size="10"/></attributes></fragment>
            </attributedString>
          </label>
        </objects>
      </document>
      """
    let object = try #require(
      try IBDocument(data: Data(text.utf8), name: "t.xib").instantiate().first)
    let label = try #require(object.root as? TextNode)
    let runs = AttributedText(runs: [
      .init("Wide ", attributes: TextAttributes(font: .boldSystem(size: 20))),
      .init("narrow", attributes: TextAttributes(font: .system(size: 10))),
    ])
    let expected = StandardTextMeasurer().size(
      of: runs, font: .system(size: 17), width: .infinity, numberOfLines: 1)
    let size = label.intrinsicContentSize
    #expect(size == CGSize(width: pixelsUp(expected.width), height: pixelsUp(expected.height)))
    // Not the whole text in the first fragment's font.
    #expect(size.width < pixelsUp(textSize("Wide narrow", font: .boldSystem(size: 20)).width))
  }

  @Test func anAutomaticPreferredWidthReportsTheWidestWrappedLine() throws {
    // At most 200 points wide: wrapped there, the label is as wide as its widest line, as
    // UIKit's label settles after a layout pass.
    let text = "A long sentence that has to wrap inside the width it is given here."
    #expect(try size("wrapping") == expected(text, .system(size: 17), width: 200, lines: 0))
    #expect(try size("wrapping").width < 200)
  }

  @Test func anExplicitPreferredWidthIsWhereTheIntrinsicSizeWraps() throws {
    let text = "Measured at a preferred width of one hundred points."
    #expect(try size("preferred") == expected(text, .system(size: 17), width: 100, lines: 0))
  }

  @Test func labelsHaveOneLineUnlessTheySayOtherwise() throws {
    #expect(
      try size("one-line")
        == CGSize(width: 100, height: pixelsUp(textSize("A", font: .system(size: 17)).height)))
  }

  /// Autoshrink (Autoshrink.xib, three one-line labels 100 points wide): a scale, the older
  /// smallest font size as a scale of the font's, or a fixed font size.
  ///
  /// The frames are the ones the constraints give, as tall as a line of the full font (UIKit's
  /// layout does not shrink); the text is drawn at the scale that fits.
  @Test func autoshrinkIsReadAndLeavesTheLayout() throws {
    let (object, report) = try Fixtures.report("Autoshrink.xib", object: "root")
    #expect(report.misplacedViews.isEmpty && report.ambiguousViews.isEmpty)
    let scale = try #require(object.node(withID: "scale") as? TextNode)
    let fontSize = try #require(object.node(withID: "font-size") as? TextNode)
    let fixed = try #require(object.node(withID: "fixed") as? TextNode)
    #expect(scale.adjustsFontSizeToFitWidth && scale.minimumScaleFactor == 0.5)
    #expect(fontSize.adjustsFontSizeToFitWidth && fontSize.minimumScaleFactor == 0.25)
    #expect(!fixed.adjustsFontSizeToFitWidth)
    let line17 = pixelsUp(textSize("A", font: .system(size: 17)).height)
    #expect(try #require(report.view("scale")).frameInSuperview.size.height == line17)
    // "Shrinks to fit its width" is about 159 points wide at 17 points and 187 at 20: 100
    // points fit it at about 0.63 and 0.53 of the size, above the minimums (0.5 and 5 / 20).
    let natural17 = textSize("Shrinks to fit its width", font: .system(size: 17)).width
    let natural20 = textSize("Shrinks to fit its width", font: .system(size: 20)).width
    #expect(abs(scale.fontScaleFactor(forWidth: 100) - 100 / natural17) < 1e-6)
    #expect(abs(fontSize.fontScaleFactor(forWidth: 100) - 100 / natural20) < 1e-6)
    #expect(fixed.fontScaleFactor(forWidth: 100) == 1)
  }

  @Test func everySavedFrameIsTheOneComputed() throws {
    let (_, report) = try Fixtures.report("Labels.xib", object: "root")
    #expect(report.misplacedViews.isEmpty && report.ambiguousViews.isEmpty)
    #expect(report.views.allSatisfy { $0.dependsOnText == true })
  }
}
