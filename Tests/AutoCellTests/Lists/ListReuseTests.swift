import AutoCell
import Foundation
import TestSupport
import Testing

@Suite("List reuse, memory and cores")
struct ListReuseTests {
  /// Random dequeues and returns of a few cells across many rows, with state written: every
  /// dequeued cell shows its own row's item, built from a state that is that item's.
  @Test(arguments: [UInt64(5), 6])
  func dequeuedCellsNeverShowAnotherItem(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let sizer = ListSizer(width: 300, strategy: .estimated(rowHeight: 40))
    sizer.register(Message.self) { message, state in
      let owner = state[.owner]
      state[.owner] = message.id
      return Text(owner == nil || owner == message.id ? message.text : "LEAK \(owner!)")
    }
    let messages = (0..<200).map { Message(id: $0, text: "message \($0)") }
    try sizer.setItems(messages)
    var held: [(row: Int, cell: TableCell)] = []
    for step in 0..<1500 {
      if held.count < 4, held.isEmpty || Bool.random(using: &random) {
        let row = Int.random(in: 0..<200, using: &random)
        held.append((row, sizer.dequeueReusableCell(forRow: row)))
      } else {
        sizer.enqueue(held.remove(at: Int.random(in: 0..<held.count, using: &random)).cell)
      }
      for (row, cell) in held {
        let shown = (cell as? HostingCell<Text>)?.rootView?.text
        guard shown == messages[row].text else {
          Issue.record("seed \(seed), step \(step): row \(row) shows \(shown ?? "nothing")")
          return
        }
      }
    }
  }

  /// Issue #13's memory case, by counting: a thousand live items replaced one by one two
  /// thousand times, measured at three widths, keep at most two heights each, and the count
  /// after 2,000 replacements equals the count after 10.
  @Test func heightsOfItemsThatLeaveAreDropped() throws {
    var random = SeededGenerator(seed: 21)
    let sizer = ListSizer.tiles(strategy: .estimated(rowHeight: 30))
    try sizer.setItems((0..<1000).map { Tile(id: $0, height: 10) })
    sizer.measureRows(0..<1000)
    var counts: [Int: Int] = [:]
    for replacement in 1...2000 {
      let row = Int.random(in: 0..<1000, using: &random)
      let path = RowPath(section: 0, row: row)
      try sizer.performBatchUpdates { batch in
        batch.deleteRows(at: [path])
        batch.insertRows([Tile(id: 1000 + replacement, height: 12)], at: [path])
      }
      sizer.measureRow(row)
      if replacement % 1000 == 0 {
        for width: CGFloat in [200, 250, 320] {
          sizer.setWidth(width)
          sizer.measureRows(0..<1000)
        }
      }
      if replacement == 10 || replacement == 2000 { counts[replacement] = sizer.cachedHeightCount }
    }
    #expect(sizer.count == 1000)
    #expect(counts[10] == 1000)  // every item at one width
    #expect(counts[2000] == 2000)  // every item at its last two of three widths
    try sizer.setItems([])
    #expect(sizer.cachedHeightCount == 0)
  }

  /// Measuring on all cores gives bit-for-bit the heights of measuring on one thread, with
  /// hosted and anchor-built cells.
  @Test func allCoresMeasureExactlyLikeOne() throws {
    func sizer(allCores: Bool) throws -> ListSizer {
      let sizer = ListSizer(width: 311, strategy: .estimated(rowHeight: 60))
      sizer.measuresOnAllCores = allCores
      sizer.register(Message.self) { message, _ in
        VStack(alignment: .leading, spacing: 3) {
          Text("Title \(message.id)", font: .boldSystem(size: 17))
          Text(message.text)
        }
        .padding(12)
      }
      sizer.register(LabelCell.self, forCellReuseIdentifier: "label", items: Tile.self) {
        cell, tile in
        cell.label.text = String(repeating: "tile words ", count: tile.height)
      }
      var random = SeededGenerator(seed: 99)
      try sizer.setItems(
        (0..<600).map { index -> any ListItem in
          index % 3 == 0
            ? Tile(id: index, height: Int.random(in: 1...30, using: &random))
            : Message(
              id: index,
              text: String(repeating: "body text ", count: Int.random(in: 1...40, using: &random)))
        })
      sizer.measureRows(0..<600)
      return sizer
    }
    let parallel = try sizer(allCores: true)
    let serial = try sizer(allCores: false)
    let different = (0..<600).filter { parallel.height(ofRow: $0) != serial.height(ofRow: $0) }
    #expect(different.isEmpty)
    #expect(parallel.totalHeight == serial.totalHeight)
    #expect(parallel.measurementCount == 600)
  }
}
