import AutoCell
import Foundation
import Testing

/// A message row's model.
struct Message: Identifiable {
  var id: Int
  var text: String
}

/// A section header's model.
struct Header: Identifiable {
  var id: String
}

@Suite("List sizer")
struct ListSizerTests {
  func makeSizer(width: CGFloat = 320, strategy: ListSizingStrategy = .exact) -> ListSizer {
    let sizer = ListSizer(width: width, strategy: strategy)
    sizer.register(Message.self) { message, _ in
      Text(message.text).padding(10)
    }
    sizer.register(Header.self) { header, _ in
      Text(header.id, font: .boldSystem(size: 20)).padding(
        EdgeInsets(top: 16, left: 10, bottom: 4, right: 10))
    }
    return sizer
  }

  func items(_ count: Int) -> [any ListItem] {
    (0..<count).map { index -> any ListItem in
      index % 10 == 0
        ? Header(id: "Section \(index / 10)")
        : Message(id: index, text: String(repeating: "word ", count: index % 7 * 9 + 1))
    }
  }

  /// The height a row's content should get at `width`, measured without the sizer.
  func expectedHeight(_ item: any ListItem, width: CGFloat) -> CGFloat {
    let content: any ContentNode =
      if let message = item as? Message {
        Text(message.text).padding(10)
      } else {
        Text((item as! Header).id, font: .boldSystem(size: 20))
          .padding(EdgeInsets(top: 16, left: 10, bottom: 4, right: 10))
      }
    return content.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
  }

  @Test func exactStrategyMeasuresEveryRowWithPooledCells() throws {
    let sizer = makeSizer()
    let items = items(50)
    try sizer.setItems(items)
    #expect(sizer.measurementCount == 50)
    var offset: CGFloat = 0
    for (row, item) in items.enumerated() {
      #expect(sizer.isMeasured(row: row))
      #expect(abs(sizer.offset(ofRow: row) - offset) < 1e-6, "row \(row)")
      #expect(abs(sizer.height(ofRow: row) - expectedHeight(item, width: 320)) < 1e-6, "row \(row)")
      offset += sizer.height(ofRow: row)
    }
    #expect(abs(sizer.totalHeight - offset) < 1e-6)
    try sizer.setItems(items)  // same items: heights come from the cache
    #expect(sizer.measurementCount == 50)
  }

  @Test func aWidthChangeInvalidatesCachedHeights() throws {
    let sizer = makeSizer()
    let items = items(30)
    try sizer.setItems(items)
    let wide = (0..<30).map(sizer.height(ofRow:))
    sizer.setWidth(120)
    #expect(sizer.measurementCount == 60)
    for (row, item) in items.enumerated() {
      #expect(abs(sizer.height(ofRow: row) - expectedHeight(item, width: 120)) < 1e-6, "row \(row)")
    }
    #expect(zip(wide, (0..<30).map(sizer.height(ofRow:))).contains { $0 < $1 })
    sizer.setWidth(120)  // unchanged: nothing measured
    #expect(sizer.measurementCount == 60)
  }

  @Test func reloadingAnItemMeasuresItAgain() throws {
    let sizer = makeSizer()
    var items = items(12)
    try sizer.setItems(items)
    let before = sizer.totalHeight
    items[3] = Message(id: 3, text: String(repeating: "much longer now ", count: 20))
    try sizer.setItems(items)  // same identity: the cached (stale) height is kept...
    #expect(sizer.totalHeight == before)
    try sizer.reloadItems(at: [3])  // ...until the item is reloaded
    #expect(abs(sizer.height(ofRow: 3) - expectedHeight(items[3], width: 320)) < 1e-6)
    #expect(sizer.totalHeight > before)
    #expect(throws: ListSizerError.rowOutOfRange(12, count: 12)) { try sizer.reloadItems(at: [12]) }
  }

  @Test func estimatedStrategyMeasuresRowsAsTheyAreShown() throws {
    let sizer = makeSizer(strategy: .estimated(rowHeight: 50))
    try sizer.setItems(items(1000))
    #expect(sizer.measurementCount == 0)
    #expect(sizer.totalHeight == 50_000)
    let rows = sizer.measureRows(inOffsets: 0...600)
    #expect(rows.lowerBound == 0)
    #expect(sizer.measurementCount == rows.count)
    #expect(sizer.offset(ofRow: rows.upperBound - 1) <= 600)
    #expect(sizer.offset(ofRow: rows.upperBound) > 600)
    var measuredTotal: CGFloat = 0
    for row in rows {
      #expect(sizer.isMeasured(row: row))
      measuredTotal += sizer.height(ofRow: row)
    }
    #expect(!sizer.isMeasured(row: rows.upperBound))
    #expect(abs(sizer.totalHeight - (measuredTotal + CGFloat(1000 - rows.count) * 50)) < 1e-6)
    #expect(sizer.measureRow(0) == sizer.height(ofRow: 0))
    #expect(sizer.measurementCount == rows.count)  // measured rows are not measured again
  }

  @Test func unregisteredTypesAreRejected() {
    struct Other: Identifiable { var id = 0 }
    let sizer = makeSizer()
    #expect(throws: ListSizerError.unregisteredType("Other", at: .row(RowPath(section: 0, row: 1))))
    {
      try sizer.setItems([Message(id: 0, text: "a"), Other()])
    }
    #expect(sizer.count == 0)
  }

  @Test func dequeuedCellsComeBackFromThePool() throws {
    let sizer = makeSizer()
    try sizer.setItems(items(3))
    let cell = sizer.dequeueReusableCell(forRow: 1)
    #expect(cell.fittingHeight(forWidth: 320) == sizer.height(ofRow: 1))
    sizer.enqueue(cell)
    let again = sizer.dequeueReusableCell(forRow: 2)
    #expect(again === cell)
    #expect(again.fittingHeight(forWidth: 320) == sizer.height(ofRow: 2))
  }

  @Test func anItemsStateSurvivesMeasuringWithAnyCell() throws {
    let sizer = ListSizer(width: 320)
    sizer.register(Message.self) { message, state in
      Text(state[.isExpanded] ? message.text : "Tap to expand").padding(10)
    }
    let long = Message(id: 1, text: String(repeating: "expanded text ", count: 30))
    try sizer.setItems([Message(id: 0, text: "x"), long, Message(id: 2, text: "y")])
    let collapsed = sizer.height(ofRow: 1)
    sizer.state(forRow: 1)[.isExpanded] = true
    try sizer.reloadItems(at: [1])
    #expect(sizer.height(ofRow: 1) > collapsed)
    #expect(sizer.height(ofRow: 0) == collapsed)  // other rows keep their (cell's reset) state
    try sizer.reloadItems(at: [0, 2, 1])  // measured again by a cell that showed other items
    #expect(abs(sizer.height(ofRow: 1) - expectedHeight(long, width: 320)) < 1e-6)
  }
}
