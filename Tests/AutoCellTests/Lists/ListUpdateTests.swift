import AutoCell
import Foundation
import TestSupport
import Testing

/// A plain model of a sectioned list, for checking a `ListSizer` against.
struct ReferenceList {
  struct Section {
    var header: Banner?
    var rows: [Tile]
    var footer: Banner?
  }
  var sections: [Section]

  /// The list's sections.
  var listSections: [ListSection] {
    sections.map { ListSection(header: $0.header, items: $0.rows, footer: $0.footer) }
  }

  /// Every element in order: its item's description and height (plus `separator` for rows).
  func elements(separator: Int) -> [(item: String, height: Int)] {
    sections.flatMap { section in
      (section.header.map { [("\($0)", $0.height)] } ?? [])
        + section.rows.map { ("\($0)", $0.height + separator) }
        + (section.footer.map { [("\($0)", $0.height)] } ?? [])
    }
  }
}

@Suite("List batch updates")
struct ListUpdateTests {
  /// Checks every element's item, height and offset against `reference`; returns a message
  /// for the first difference.
  static func difference(_ sizer: ListSizer, _ reference: ReferenceList, separator: Int)
    -> String?
  {
    let elements = reference.elements(separator: separator)
    guard sizer.count == elements.count else {
      return "count \(sizer.count), expected \(elements.count)"
    }
    guard sizer.numberOfSections == reference.sections.count else { return "section count" }
    var offset = 0
    for (row, element) in elements.enumerated() {
      let item = "\(sizer.item(at: row))"
      guard item == element.item, sizer.height(ofRow: row) == CGFloat(element.height),
        sizer.offset(ofRow: row) == CGFloat(offset)
      else { return "row \(row): \(item) \(sizer.height(ofRow: row)), expected \(element)" }
      offset += element.height
    }
    return sizer.totalHeight == CGFloat(offset) ? nil : "total height"
  }

  /// Random batches (row deletions, insertions, moves and reloads, section deletions and
  /// insertions) built by editing a plain model in any order, then described with UIKit's
  /// rules (old positions for deletions and reloads, final ones for insertions): the sizer
  /// ends equal to the model, and measures only new and reloaded elements.
  @Test(arguments: [UInt64(1), 2, 3])
  func randomBatchesMatchAPlainModel(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var nextID = 0
    func newTile() -> Tile {
      nextID += 1
      return Tile(id: nextID, height: Int.random(in: 1...90, using: &random))
    }
    func newSection() -> ReferenceList.Section {
      ReferenceList.Section(
        header: Bool.random(using: &random) ? Banner(id: "h\(nextID)", height: 20) : nil,
        rows: (0..<Int.random(in: 0...8, using: &random)).map { _ in newTile() },
        footer: Bool.random(using: &random) ? Banner(id: "f\(nextID)", height: 7) : nil)
    }
    var reference = ReferenceList(sections: (0..<4).map { _ in newSection() })
    let sizer = ListSizer.tiles(separatorHeight: 1)
    try sizer.setSections(reference.listSections)
    for step in 0..<100 {
      var measured = 0  // elements the sizer must measure
      var model = reference.sections
      // Sections deleted (old indices), and the ones kept whole for row edits.
      var deletedSections: [Int] = []
      if model.count > 1, Int.random(in: 0..<4, using: &random) == 0 {
        deletedSections = [Int.random(in: 0..<model.count, using: &random)]
      }
      // Row reloads, deletions and move sources at old paths, in kept sections.
      var reloads: [(RowPath, Tile)] = []
      var deletes: [RowPath] = []
      var moving: [(RowPath, Tile)] = []
      var removed = Set<RowPath>()
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let section = Int.random(in: 0..<model.count, using: &random)
        guard !deletedSections.contains(section), !model[section].rows.isEmpty else { continue }
        let path = RowPath(
          section: section, row: Int.random(in: 0..<model[section].rows.count, using: &random))
        guard removed.insert(path).inserted else { continue }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          var tile = model[section].rows[path.row]
          tile.height = Int.random(in: 1...90, using: &random)
          if Bool.random(using: &random) { tile.id = newTile().id }  // a new item there
          reloads.append((path, tile))
          measured += 1
        case 1: deletes.append(path)
        default: moving.append((path, model[section].rows[path.row]))
        }
      }
      for (path, tile) in reloads { model[path.section].rows[path.row] = tile }
      for path in (deletes + moving.map(\.0)).sorted(by: >) {
        model[path.section].rows.remove(at: path.row)
      }
      // Kept sections are marked so their final indices can be found.
      var sectionIDs = Array(model.indices)
      for index in deletedSections.sorted(by: >) {
        model.remove(at: index)
        sectionIDs.remove(at: index)
      }
      // Inserted sections and rows, at random places in any order; final places found after.
      var insertedSections: [ReferenceList.Section] = []
      if Int.random(in: 0..<4, using: &random) == 0 {
        let section = newSection()
        let index = Int.random(in: 0...model.count, using: &random)
        model.insert(section, at: index)
        sectionIDs.insert(-1 - insertedSections.count, at: index)
        insertedSections.append(section)
        measured +=
          section.rows.count + (section.header == nil ? 0 : 1)
          + (section.footer == nil ? 0 : 1)
      }
      var insertedTiles: [Tile] = []
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        insertedTiles.append(newTile())
        measured += 1
      }
      let kept = model.indices.filter { sectionIDs[$0] >= 0 }
      if kept.isEmpty && !(insertedTiles.isEmpty && moving.isEmpty) { continue }
      for tile in insertedTiles + moving.map(\.1) {
        let section = kept[Int.random(in: 0..<kept.count, using: &random)]
        model[section].rows.insert(
          tile, at: Int.random(in: 0...model[section].rows.count, using: &random))
      }
      func finalPath(of tile: Tile) -> RowPath {
        for (section, content) in model.enumerated() {
          if let row = content.rows.firstIndex(where: { $0.id == tile.id }) {
            return RowPath(section: section, row: row)
          }
        }
        fatalError("tile \(tile.id) not placed")
      }
      let before = sizer.measurementCount
      try sizer.performBatchUpdates { batch in
        batch.reloadRows(reloads.map(\.1), at: reloads.map(\.0))
        batch.deleteRows(at: deletes)
        for (source, tile) in moving { batch.moveRow(at: source, to: finalPath(of: tile)) }
        batch.deleteSections(deletedSections)
        batch.insertSections(
          ReferenceList(sections: insertedSections).listSections,
          at: insertedSections.indices.map { index in sectionIDs.firstIndex(of: -1 - index)! })
        batch.insertRows(insertedTiles, at: insertedTiles.map(finalPath(of:)))
      }
      reference.sections = model
      if let difference = Self.difference(sizer, reference, separator: 1) {
        Issue.record("seed \(seed), step \(step): \(difference)")
        return
      }
      #expect(sizer.measurementCount - before == measured, "seed \(seed), step \(step)")
    }
  }

  @Test func sectionsCanMoveWithTheirMeasuredRows() throws {
    let sizer = ListSizer.tiles()
    var reference = ReferenceList(sections: [
      .init(header: Banner(id: "a", height: 10), rows: [Tile(id: 1, height: 5)], footer: nil),
      .init(header: nil, rows: [Tile(id: 2, height: 6), Tile(id: 3, height: 7)], footer: nil),
      .init(header: nil, rows: [], footer: Banner(id: "c", height: 8)),
    ])
    try sizer.setSections(reference.listSections)
    let before = sizer.measurementCount
    try sizer.performBatchUpdates { batch in
      batch.moveSection(0, toSection: 2)
      batch.moveRow(at: RowPath(section: 1, row: 1), to: RowPath(section: 0, row: 0))
    }
    reference.sections = [
      .init(header: nil, rows: [Tile(id: 3, height: 7), Tile(id: 2, height: 6)], footer: nil),
      .init(header: nil, rows: [], footer: Banner(id: "c", height: 8)),
      .init(header: Banner(id: "a", height: 10), rows: [Tile(id: 1, height: 5)], footer: nil),
    ]
    #expect(Self.difference(sizer, reference, separator: 0) == nil)
    #expect(sizer.measurementCount == before)
    #expect(try sizer.index(of: .header(section: 2)) == 3)
    #expect(sizer.element(at: 2) == .footer(section: 1))
    #expect(sizer.element(at: 4) == .row(RowPath(section: 2, row: 0)))
  }

  /// 50,000 rows, a thousand random single-row insertions and deletions: the offsets stay
  /// the exact sums of the heights (rows of integer heights).
  @Test func updatesInManyRowsKeepExactOffsets() throws {
    let sizer = ListSizer.tiles(strategy: .estimated(rowHeight: 44))
    sizer.register(
      Tile.self, estimatedHeight: { CGFloat($0.height) },
      content: { tile, _ in BoxContent(height: CGFloat(tile.height)) })
    var random = SeededGenerator(seed: 13)
    try sizer.setItems((0..<50_000).map { Tile(id: $0, height: 1 + $0 % 50) })
    var total = (0..<50_000).reduce(0) { $0 + 1 + $1 % 50 }
    var rows = 50_000
    var nextID = 50_000
    for _ in 0..<1000 {
      if Bool.random(using: &random) {
        let row = Int.random(in: 0..<rows, using: &random)
        total -= Int(sizer.height(ofRow: row))
        try sizer.performBatchUpdates { $0.deleteRows(at: [RowPath(section: 0, row: row)]) }
        rows -= 1
      } else {
        let height = Int.random(in: 1...100, using: &random)
        nextID += 1
        try sizer.performBatchUpdates {
          $0.insertRows(
            [Tile(id: nextID, height: height)],
            at: [RowPath(section: 0, row: Int.random(in: 0...rows, using: &random))])
        }
        total += height
        rows += 1
      }
    }
    #expect(sizer.count == rows)
    #expect(sizer.totalHeight == CGFloat(total))
    #expect(sizer.measurementCount == 0)
  }
}
