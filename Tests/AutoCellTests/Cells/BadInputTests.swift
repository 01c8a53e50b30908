import AutoCell
import Foundation
import Testing

@Suite("Cells, content and lists with bad input")
struct CellsBadInputTests {
  @Test func nonFiniteAndNegativeWidthsDoNotCrash() {
    let text = Text("Some words to wrap")
    for width: CGFloat in [.nan, -10, 0, .infinity] {
      let size = text.sizeThatFits(ProposedViewSize(width: width, height: nil))
      #expect(size.height.isFinite && size.height > 0, "width \(width)")
    }
    #expect(text.sizeThatFits(ProposedViewSize(width: 100, height: .nan)).height > 0)
    let measurer = StandardTextMeasurer()
    #expect(
      measurer.size(
        of: "a", font: .system(size: .nan), width: 10, numberOfLines: 0,
        lineBreakMode: .byWordWrapping)
        == .zero)
    #expect(
      measurer.size(
        of: "abc", font: .body, width: .nan, numberOfLines: -3, lineBreakMode: .byCharWrapping
      ).height
        == 3 * measurer.lineHeight(of: .body))
  }

  @Test func aCellMeasuredAtABadWidthStaysUsable() {
    let cell = HostingCell<Text>()
    cell.set(rootView: Text("Hello world"))
    for width: CGFloat in [.nan, -50, 0] {
      let height = cell.fittingHeight(forWidth: width)
      #expect(!height.isNaN, "width \(width)")
    }
    #expect(cell.fittingHeight(forWidth: 300) == StandardTextMeasurer().lineHeight(of: .body))
  }

  @Test func aListWithABadWidthMeasuresAtZero() throws {
    let sizer = ListSizer(width: .nan)
    sizer.register(Message.self) { message, _ in Text(message.text) }
    try sizer.setItems([Message(id: 0, text: "ab")])
    #expect(sizer.width == 0)
    #expect(sizer.totalHeight.isFinite)
    #expect(sizer.row(atOffset: .nan) == 0)
  }
}
