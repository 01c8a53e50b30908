import AutoCell
import Foundation
import Testing

@Suite("List cell types and estimates")
struct ListCellTypeTests {
  /// The height a fresh `LabelCell` showing `message` gets at `width`.
  func freshHeight(_ message: Message, width: CGFloat) -> CGFloat {
    let cell = LabelCell(reuseIdentifier: nil)
    cell.label.text = message.text
    return cell.fittingHeight(forWidth: width)
  }

  @Test func aTableCellSubclassIsRegisteredMeasuredAndReused() throws {
    let sizer = ListSizer(width: 280)
    sizer.register(LabelCell.self, forCellReuseIdentifier: "label", items: Message.self) {
      cell, message in
      cell.label.text = message.text
    }
    sizer.register(Tile.self) { tile, _ in BoxContent(height: CGFloat(tile.height)) }
    let messages = (0..<20).map {
      Message(id: $0, text: String(repeating: "words ", count: $0 * 3 + 1))
    }
    try sizer.setItems(messages + [Tile(id: 0, height: 30)])
    for (row, message) in messages.enumerated() {
      #expect(sizer.height(ofRow: row) == freshHeight(message, width: 280), "row \(row)")
    }
    #expect(sizer.height(ofRow: 20) == 30)
    let cell = sizer.dequeueReusableCell(forRow: 3)
    #expect((cell as? LabelCell)?.label.text == messages[3].text)
    #expect(cell.reuseIdentifier == "label")
    sizer.enqueue(cell)
    let again = sizer.dequeueReusableCell(forRow: 5)
    #expect(again === cell)  // the same pool
    #expect((again as? LabelCell)?.label.text == messages[5].text)
  }

  /// Each model type's estimate, else the list's, until measured; measuring rows above the
  /// anchor reports how far the anchor moved.
  @Test func estimatesPerTypeGiveWayToMeasuredHeights() throws {
    let sizer = ListSizer.tiles(strategy: .estimated(rowHeight: 50))
    sizer.register(
      Tile.self, estimatedHeight: { tile in CGFloat(tile.id % 2 == 0 ? 40 : 60) },
      content: { tile, _ in BoxContent(height: CGFloat(tile.height)) })
    let tiles = (0..<100).map { Tile(id: $0, height: 10 + $0 % 7) }
    try sizer.setSections([
      ListSection(header: Banner(id: "top", height: 25), items: tiles)
    ])
    #expect(sizer.totalHeight == CGFloat(50 + 50 * 40 + 50 * 60))  // the banner has the list's 50
    #expect(sizer.measurementCount == 0)
    // The host shows row 60 at the top and measures the 20 rows above it.
    let anchor = try sizer.index(of: .row(RowPath(section: 0, row: 60)))
    let correction = sizer.measureRows((anchor - 20)..<anchor, keepingInPlace: anchor)
    let expected = (40..<60).reduce(0) { $0 + (10 + $1 % 7) - ($1 % 2 == 0 ? 40 : 60) }
    #expect(correction == CGFloat(expected))
    #expect(sizer.measurementCount == 20)
    #expect(sizer.measureRows((anchor - 20)..<anchor, keepingInPlace: anchor) == 0)
    #expect(sizer.measurementCount == 20)
  }

  @Test func aWidthChangeKeepsTheLastTwoWidthsHeights() throws {
    let sizer = ListSizer(width: 320)
    sizer.register(LabelCell.self, forCellReuseIdentifier: "label", items: Message.self) {
      cell, message in
      cell.label.text = message.text
    }
    let messages = (0..<10).map { Message(id: $0, text: String(repeating: "wrap ", count: 20)) }
    try sizer.setItems(messages)
    sizer.setWidth(200)
    #expect(sizer.measurementCount == 20)
    sizer.setWidth(320)  // kept: nothing measured
    #expect(sizer.measurementCount == 20)
    #expect(sizer.height(ofRow: 0) == freshHeight(messages[0], width: 320))
    sizer.setWidth(100)
    sizer.setWidth(200)  // forgotten: 100 and 320 are the last two
    #expect(sizer.measurementCount == 40)
    #expect(sizer.height(ofRow: 0) == freshHeight(messages[0], width: 200))
    sizer.invalidateHeights()  // a text-size change: everything again
    #expect(sizer.measurementCount == 50)
    #expect(sizer.cachedHeightCount == 10)
  }
}
