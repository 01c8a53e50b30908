import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// Attributed text: runs of their own fonts, sizes, weights, kerning and baseline offsets on one
/// paragraph, each line as tall as its tallest run, shaped by the paragraph style.
@Suite("Attributed text")
struct AttributedTextTests {
  let standard = StandardTextMeasurer()

  func plainWidth(_ text: String, _ font: Font) -> CGFloat {
    standard.size(
      of: text, font: font, width: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping
    ).width
  }

  /// A bold name at 20 points and a body at 12: the first line holds both and is as tall as
  /// the name's line (1.2 em of 20), the others as the body's (1.2 em of 12).
  @Test func eachLineIsAsTallAsItsTallestRun() throws {
    let text =
      AttributedText("Ada ", attributes: TextAttributes(pointSize: 20, isBold: true))
      + AttributedText("wrote the first program for a machine")
    let layout = standard.layout(of: text, font: .system(size: 12), width: 120, numberOfLines: 0)
    try #require(layout.lines.count >= 2)
    #expect(abs(layout.lines[0].height - 24) < 1e-9)
    for line in layout.lines.dropFirst() { #expect(abs(line.height - 14.4) < 1e-9) }
    #expect(abs(layout.size.height - (24 + 14.4 * CGFloat(layout.lines.count - 1))) < 1e-9)
    // The first line's width: the bold name (no kerning across the runs) and the body's words.
    let string = text.string
    let first = String(string[layout.lines[0].range])
    let body = String(first.dropFirst(4)).trimmingCharacters(in: .whitespaces)
    // ("Ada " alone would not count its space, which hangs at a line's end: 0.278 em.)
    let expected =
      plainWidth("Ada", .boldSystem(size: 20)) + 0.278 * 20 + plainWidth(body, .system(size: 12))
    #expect(abs(layout.lines[0].width - expected) < 1e-6)
    // Baselines: the largest ascent on each line below its top.
    let boldAscent = CGFloat(FontMetrics.helveticaBold.ascender) * 20 / 1000
    let ascent = CGFloat(FontMetrics.helvetica.ascender) * 12 / 1000
    #expect(abs(layout.lines[0].baseline - max(boldAscent, ascent)) < 1e-9)
    #expect(abs(layout.lines[1].baseline - (24 + ascent)) < 1e-9)
    let size = standard.size(
      of: text, font: .system(size: 12), width: 120, numberOfLines: 0)
    #expect(size == layout.size)
  }

  /// Checked against HarfBuzz run by run (Benchmarks/attributed_compare.py's reference on the
  /// DejaVu Sans cuts the tests ship): "Ada " in DejaVu Sans Bold 20 and the body in DejaVu
  /// Sans 15, wrapped at 150 points.
  @Test func twoRunsMeasureAsHarfBuzzShapesThemRunByRun() throws {
    let measurer = FontFileTextMeasurer(faces: [try TestFonts.sans(), try TestFonts.sansBold()])
    let text =
      AttributedText(
        "Ada ", attributes: TextAttributes(font: Font(name: "DejaVuSans-Bold", size: 20)))
      + AttributedText("wrote the first program for a machine")
    let layout = measurer.layout(
      of: text, font: Font(name: "DejaVuSans", size: 15), width: 150, numberOfLines: 0)
    let string = text.string
    #expect(
      layout.lines.map { String(string[$0.range]) } == [
        "Ada wrote the ", "first program for a ", "machine",
      ])
    let widths: [CGFloat] = [122.03125, 137.4609375, 64.46044921875]
    let heights: [CGFloat] = [23.28125, 17.4609375, 17.4609375]
    for (line, (width, height)) in zip(layout.lines, zip(widths, heights)) {
      #expect(abs(line.width - width) < 1e-4 && abs(line.height - height) < 1e-9)
    }
    #expect(abs(layout.size.height - 58.203125) < 1e-9)
  }

  @Test func theParagraphStyleShapesLineHeights() {
    let body = "one two three four five six seven"
    func heights(_ style: ParagraphStyle) -> (lines: [CGFloat], total: CGFloat, first: CGFloat) {
      let layout = standard.layout(
        of: AttributedText(body, paragraphStyle: style), font: .system(size: 10), width: 60,
        numberOfLines: 0)
      return (layout.lines.map(\.height), layout.size.height, layout.lines.first?.baseline ?? 0)
    }
    let natural = heights(ParagraphStyle())
    let count = CGFloat(natural.lines.count)
    #expect(count >= 3 && natural.lines.allSatisfy { abs($0 - 12) < 1e-9 })
    let multiple = heights(ParagraphStyle(lineHeightMultiple: 1.5))
    #expect(multiple.lines.allSatisfy { abs($0 - 18) < 1e-9 })
    #expect(abs(multiple.first - natural.first - 6) < 1e-9)  // the space goes above
    #expect(heights(ParagraphStyle(minimumLineHeight: 20)).lines.allSatisfy { $0 == 20 })
    #expect(heights(ParagraphStyle(maximumLineHeight: 10)).lines.allSatisfy { $0 == 10 })
    let spaced = heights(ParagraphStyle(lineSpacing: 4))
    #expect(abs(spaced.total - (natural.total + 4 * (count - 1))) < 1e-9)
    // Bad values change nothing.
    let bad = heights(
      ParagraphStyle(
        lineSpacing: .nan, lineHeightMultiple: -2, minimumLineHeight: .infinity,
        maximumLineHeight: -1))
    #expect(bad.lines == natural.lines && bad.total == natural.total)
  }

  @Test func kerningAndBaselineOffsetsApplyToTheirRun() {
    let font = Font.system(size: 10)
    let plain = plainWidth("abc", font)
    let kerned = standard.size(
      of: AttributedText("abc", attributes: TextAttributes(kern: 2)), font: font,
      width: .infinity, numberOfLines: 0)
    #expect(abs(kerned.width - (plain + 6)) < 1e-6)
    let raised = standard.layout(
      of: AttributedText("x") + AttributedText("2", attributes: TextAttributes(baselineOffset: 3)),
      font: font, width: .infinity, numberOfLines: 0)
    let flat = standard.layout(
      of: AttributedText("x2"), font: font, width: .infinity, numberOfLines: 0)
    #expect(abs(raised.size.height - flat.size.height - 3) < 1e-9)
    #expect(abs((raised.firstBaseline ?? 0) - (flat.firstBaseline ?? 0) - 3) < 1e-9)
  }

  @Test func alignmentPlacesEachLine() {
    for alignment in [ParagraphStyle.Alignment.left, .center, .right, .natural, .justified] {
      let layout = standard.layout(
        of: AttributedText(
          "a bb ccc dddd", paragraphStyle: ParagraphStyle(alignment: alignment)),
        font: .system(size: 10), width: 30, numberOfLines: 0)
      for line in layout.lines {
        let expected: CGFloat =
          switch alignment {
          case .center: (30 - line.width) / 2
          case .right: 30 - line.width
          default: 0
          }
        #expect(abs(line.x - expected) < 1e-9, "\(alignment)")
      }
    }
  }

  @Test func anEmptyLineTakesItsRunsHeight() {
    let text =
      AttributedText("a\n", attributes: TextAttributes(pointSize: 20))
      + AttributedText("\nb")
    let layout = standard.layout(of: text, font: .system(size: 10), width: 100, numberOfLines: 0)
    #expect(layout.lines.map(\.height) == [24, 12, 12])
    #expect(
      standard.size(of: AttributedText(""), font: .body, width: 100, numberOfLines: 0) == .zero)
  }

  @Test func aTextNodeMeasuresItsAttributedText() {
    let text =
      AttributedText("Ada ", attributes: TextAttributes(isBold: true))
      + AttributedText("wrote the first program")
    let node = TextNode(text: "ignored", numberOfLines: 0)
    node.attributedText = text
    let expected = standard.size(of: text, font: node.font, width: 80, numberOfLines: 0)
    #expect(node.size(atWidth: 80) == expected)
    node.text = "plain"  // clears the attributed text, as in UIKit
    #expect(node.attributedText == nil)
    #expect(
      node.size(atWidth: 80)
        == standard.size(
          of: "plain", font: node.font, width: 80, numberOfLines: 0,
          lineBreakMode: node.lineBreakMode))
  }

  @Test func textConcatenationMeasuresItsRuns() {
    let text = Text("Ada ").bold() + Text("wrote the first program")
    let expected = standard.size(
      of: AttributedText("Ada ", attributes: TextAttributes(isBold: true))
        + AttributedText("wrote the first program"),
      font: .body, width: 90, numberOfLines: 0)
    let size = text.sizeThatFits(ProposedViewSize(width: 90, height: nil), in: EnvironmentValues())
    #expect(size == expected)
    #expect(Text("a").bold().attributedText.runs.allSatisfy { $0.attributes.isBold })
  }

  @Test func boldFacesAreNamedAsMeasurersFindThem() {
    #expect(Font.system(size: 12).bold() == .boldSystem(size: 12))
    #expect(Font(name: "DejaVu Sans", size: 12).bold().name == "DejaVu Sans-Bold")
    #expect(Font.boldSystem(size: 12).bold() == .boldSystem(size: 12))
  }
}
