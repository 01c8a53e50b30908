import AutoCell
import Foundation
import Testing

@Suite("Flow layout")
struct FlowContentTests {
  /// The ten tags "Tag 1", "Tag 10", ..., "Tag 1000000000" wrap within 400 points with
  /// spacing 8 and line spacing 6 exactly as greedy wrapping of their measured widths does.
  @Test func wrapsTagsGreedily() {
    let tags = (0..<10).map { Text("Tag 1" + String(repeating: "0", count: $0)) }
    let flow = FlowContent(spacing: 8, lineSpacing: 6, children: tags)
    let rowWidth: CGFloat = 400

    // Expected rows, computed independently from each tag's measured width.
    let widths = tags.map {
      StandardTextMeasurer().size(
        of: $0.text, font: .body, width: .infinity, numberOfLines: 0,
        lineBreakMode: .byWordWrapping
      ).width
    }
    var expectedRows: [[Int]] = [[]]
    var x: CGFloat = 0
    for (index, width) in widths.enumerated() {
      if !expectedRows[expectedRows.count - 1].isEmpty, x + 8 + width > rowWidth {
        expectedRows.append([])
        x = 0
      }
      x += (expectedRows[expectedRows.count - 1].isEmpty ? 0 : 8) + width
      expectedRows[expectedRows.count - 1].append(index)
    }
    #expect(expectedRows.count > 1)  // the tags do wrap

    let size = flow.sizeThatFits(ProposedViewSize(width: rowWidth, height: nil))
    let frames = flow.placeChildren(
      in: CGRect(origin: .zero, size: CGSize(width: rowWidth, height: size.height))
    )
    .map(\.frame)
    let lineHeight = StandardTextMeasurer().lineHeight(of: .body)
    var rows: [[Int]] = []
    for (index, frame) in frames.enumerated() {
      let row = Int((frame.minY / (lineHeight + 6)).rounded())
      #expect(abs(frame.minY - CGFloat(row) * (lineHeight + 6)) < 1e-9)
      if row == rows.count { rows.append([]) }
      rows[row].append(index)
      #expect(frame.maxX <= rowWidth)
      #expect(frame.width == widths[index])
    }
    #expect(rows == expectedRows)
    for row in rows {
      for (a, b) in zip(row, row.dropFirst()) {
        #expect(abs(frames[b].minX - (frames[a].maxX + 8)) < 1e-9)
      }
    }
    #expect(size.height == CGFloat(rows.count) * lineHeight + CGFloat(rows.count - 1) * 6)
  }

  @Test func unspecifiedWidthKeepsOneRow() {
    let flow = FlowContent(spacing: 8, lineSpacing: 6, children: [rigid(30, 10), rigid(40, 20)])
    #expect(flow.sizeThatFits(.unspecified) == CGSize(width: 78, height: 20))
  }

  @Test func anItemWiderThanTheRowGetsARowOfItsOwn() {
    let flow = FlowContent(
      spacing: 8, lineSpacing: 6, children: [rigid(30, 10), rigid(500, 10), rigid(30, 10)])
    let frames = flow.placeChildren(in: CGRect(x: 0, y: 0, width: 100, height: 100)).map(\.frame)
    #expect(frames.map(\.minY) == [0, 16, 32])
  }
}
