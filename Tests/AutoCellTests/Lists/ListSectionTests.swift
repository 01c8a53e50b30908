import AutoCell
import Foundation
import Testing

@Suite("List sections and bad input")
struct ListSectionTests {
  let reference = ReferenceList(sections: [
    .init(
      header: Banner(id: "one", height: 30), rows: (1...3).map { Tile(id: $0, height: $0 * 10) },
      footer: Banner(id: "end one", height: 12)),
    .init(header: nil, rows: [], footer: nil),
    .init(header: Banner(id: "three", height: 30), rows: [Tile(id: 9, height: 44)], footer: nil),
  ])

  @Test func headersRowsFootersAndSeparatorsStackInOrder() throws {
    let sizer = ListSizer.tiles(separatorHeight: 0.5)
    try sizer.setSections(reference.listSections)
    #expect(ListUpdateTests.difference(sizer, reference, separator: 0) != nil)  // separators count
    let elements: [ListElement] = [
      .header(section: 0), .row(RowPath(section: 0, row: 0)), .row(RowPath(section: 0, row: 1)),
      .row(RowPath(section: 0, row: 2)), .footer(section: 0), .header(section: 2),
      .row(RowPath(section: 2, row: 0)),
    ]
    let heights: [CGFloat] = [30, 10.5, 20.5, 30.5, 12, 30, 44.5]
    var offset: CGFloat = 0
    for (index, element) in elements.enumerated() {
      #expect(sizer.element(at: index) == element)
      #expect(try sizer.index(of: element) == index)
      #expect(sizer.height(ofRow: index) == heights[index])
      #expect(sizer.offset(ofRow: index) == offset)
      #expect(sizer.row(atOffset: offset) == index)
      offset += heights[index]
    }
    #expect(sizer.totalHeight == offset)
    #expect(try sizer.numberOfRows(inSection: 1) == 0)
  }

  @Test func badPathsAndDuplicateIDsAreTypedErrorsThatChangeNothing() throws {
    let sizer = ListSizer.tiles()
    try sizer.setSections(reference.listSections)
    let total = sizer.totalHeight
    let path = RowPath(section: 0, row: 3)
    #expect(throws: ListSizerError.pathOutOfRange(path, count: 3)) {
      try sizer.index(of: .row(path))
    }
    #expect(throws: ListSizerError.sectionOutOfRange(3, count: 3)) {
      try sizer.numberOfRows(inSection: 3)
    }
    #expect(throws: ListSizerError.noSuchElement(.footer(section: 2))) {
      try sizer.index(of: .footer(section: 2))
    }
    #expect(throws: ListSizerError.duplicateID("2", at: .row(RowPath(section: 0, row: 1)))) {
      try sizer.setItems([Tile(id: 2, height: 1), Tile(id: 2, height: 1)])
    }
    let cases: [(ListSizerError, (inout ListBatchUpdate) -> Void)] = [
      (
        .duplicateID("1", at: .row(RowPath(section: 2, row: 0))),
        {
          $0.insertRows([Tile(id: 1, height: 5)], at: [RowPath(section: 2, row: 0)])
        }
      ),
      (
        .pathOutOfRange(RowPath(section: 2, row: 2), count: 2),
        {
          $0.insertRows([Tile(id: 77, height: 5)], at: [RowPath(section: 2, row: 2)])
        }
      ),
      (
        .conflictingUpdate(.row(RowPath(section: 0, row: 1))),
        {
          $0.deleteRows(at: [RowPath(section: 0, row: 1)])
          $0.reloadRows([Tile(id: 78, height: 5)], at: [RowPath(section: 0, row: 1)])
        }
      ),
      (
        .conflictingUpdate(.row(RowPath(section: 1, row: 0))),
        {
          $0.deleteSections([1])
          $0.deleteRows(at: [RowPath(section: 1, row: 0)])
        }
      ),
      (.conflictingSectionUpdate(0), { $0.deleteSections([0, 0]) }),
      (
        .sectionOutOfRange(4, count: 4),
        {
          $0.insertSections([ListSection(items: [])], at: [4])
        }
      ),
      (
        .countMismatch(items: 1, paths: 2),
        {
          $0.insertRows([Tile(id: 79, height: 5)], at: [path, path])
        }
      ),
      (
        .unregisteredType("Message", at: .row(RowPath(section: 1, row: 0))),
        {
          $0.insertRows([Message(id: 1, text: "")], at: [RowPath(section: 1, row: 0)])
        }
      ),
    ]
    for (index, (error, batch)) in cases.enumerated() {
      #expect(throws: error, "case \(index)") { try sizer.performBatchUpdates(batch) }
      #expect(ListUpdateTests.difference(sizer, reference, separator: 0) == nil, "case \(index)")
    }
    #expect(sizer.totalHeight == total)
  }

  @Test func nonFiniteSizesCountAsZero() throws {
    let sizer = ListSizer(width: .nan, strategy: .estimated(rowHeight: .nan), separatorHeight: -3)
    sizer.register(
      Tile.self, estimatedHeight: { _ in .infinity },
      content: { tile, _ in BoxContent(height: tile.height == 0 ? .nan : CGFloat(tile.height)) })
    try sizer.setItems([Tile(id: 0, height: 0), Tile(id: 1, height: 5)])
    #expect(sizer.width == 0 && sizer.separatorHeight == 0)
    #expect(sizer.totalHeight == 0)
    sizer.measureRows(0..<2)
    #expect(sizer.totalHeight == 5)
    #expect(sizer.row(atOffset: .nan) == 0)
  }
}
