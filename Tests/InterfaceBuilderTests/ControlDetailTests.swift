import AutoCell
import Foundation
import InterfaceBuilder
import Testing

/// Controls as UIKit reads the rest of their attributes (ControlDetails.xib), on the library's
/// control nodes.
struct ControlDetailTests {
  private func layout() throws -> IBLayoutReport {
    try Fixtures.report("ControlDetails.xib", object: "root").1
  }

  @Test func controlsAreTheLibrarysNodes() throws {
    let (object, _) = try Fixtures.report("ControlDetails.xib", object: "root")
    #expect(object.node(withID: "pay") is ButtonNode)
    #expect(object.node(withID: "amount") is TextFieldNode)
    #expect(object.node(withID: "stopped") is ActivityIndicatorNode)
    #expect(object.node(withID: "bar") is ProgressViewNode)
    #expect(object.node(withID: "apportioned") is SegmentedControlNode)
    #expect((object.node(withID: "share") as? ButtonNode)?.configuration?.imagePlacement == .top)
  }

  @Test func buttonsAndTextFieldsAlignByTheirTextsBaselines() throws {
    let report = try layout()
    let total = try #require(report.view("total")?.frameInSuperview)
    let pay = try #require(report.view("pay")?.frameInSuperview)
    let amount = try #require(report.view("amount")?.frameInSuperview)
    let label = TextNode(text: "Total", font: .system(size: 24))
    let baseline = total.minY + (label.firstBaselineOffsetFromTop ?? 0)
    // The button's title sits 6 points below its top (a title alone without insets).
    let title = TextNode(text: "Pay", font: .system(size: 15))
    #expect(abs(pay.minY + 6 + (title.firstBaselineOffsetFromTop ?? 0) - baseline) <= 0.25)
    // The field's text is centred in its 34 points: its last baseline is the label's.
    let text = TextNode(text: "Amount", font: .system(size: 14))
    let textTop = (34 - text.intrinsicContentSize.height) / 2
    let fieldBaseline = amount.maxY - textTop - text.lastBaselineOffsetFromBottom
    #expect(abs(fieldBaseline - (total.maxY - label.lastBaselineOffsetFromBottom)) <= 0.25)
    #expect(report.misplacedViews.isEmpty && report.ambiguousViews.isEmpty)
  }

  @Test func aTitleEndingInASpaceKeepsItsWidth() throws {
    // A 20-point image and a title of one space (as a remove button's): the space counts.
    let space =
      textSize("x\u{00A0}x", font: .system(size: 15)).width
      - textSize("xx", font: .system(size: 15)).width
    #expect(space > 3)
    #expect(
      try layout().view("spaced")?.frameInSuperview.size
        == CGSize(width: (20 + space).rounded(.up), height: 20))
  }

  @Test func aConfigurationPlacesItsImageAndPadding() throws {
    // The image above the 17-point title, 4 points between, 2 and 3 points of insets.
    let share = textSize("Share", font: .system(size: 17))
    #expect(
      try layout().view("share")?.frameInSuperview.size
        == CGSize(
          width: pixelsUp(max(20, share.width) + 6), height: pixelsUp(20 + 4 + share.height + 4)))
  }

  @Test func aStoppedIndicatorThatHidesWhenStoppedIsHidden() throws {
    // In the stack, only the animating (large) indicator takes room.
    let report = try layout()
    #expect(report.view("stopped")?.view.node.isHidden == true)
    #expect(report.view("spinning")?.view.node.isHidden == false)
    #expect(report.view("loading")?.frameInSuperview.size == CGSize(width: 37, height: 37))
  }

  @Test func barProgressViewsAndSegmentWidths() throws {
    let report = try layout()
    #expect(report.view("bar")?.frameInSuperview.height == 2.5)
    // Apportioned by content: "A" plus 16, then the segment's set width of 80, a divider.
    let a = textSize("A", font: .system(size: 13)).width
    #expect(
      report.view("apportioned")?.frameInSuperview.size
        == CGSize(width: pixelsUp(a + 16 + 80 + 1), height: 32))
    #expect(report.misplacedViews.isEmpty)
  }
}
