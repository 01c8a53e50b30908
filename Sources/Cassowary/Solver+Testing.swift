// Test hooks: an exact image of the solver's state, to check that failed calls change nothing.

extension Solver {
  /// Everything that determines the solver's future behaviour, compared exactly.
  package struct Snapshot: Equatable {
    package var rows: [[Double]]
    package var objective: [[Double]]
    package var levels: [Double]
    package var constraints: [ObjectIdentifier: Double]
    package var edits: [ObjectIdentifier: Double]
    package var variables: [ObjectIdentifier: Int]
    package var freeSymbols: [Int32]
    package var symbolCount: Int
    package var counters: Statistics
  }

  /// An exact image of the current state (rows keyed and ordered by basic symbol).
  package func snapshot() -> Snapshot {
    func image(_ row: Row, basic: Symbol) -> [Double] {
      [Double(basic), row.constant]
        + row.cells.filter { $0.coefficient != 0 }.flatMap { [Double($0.symbol), $0.coefficient] }
    }
    let t = tableau
    var images: [[Double]] = []
    for (i, row) in t.rows.enumerated() where t.basicOfSlot[i] >= 0 {
      images.append(image(row, basic: t.basicOfSlot[i]))
    }
    images.sort { $0[0] < $1[0] }
    // Column walks count stale entries, which a rolled-back call may leave: not part of the state.
    var counters = t.counters
    counters.columnEntriesVisited = 0
    return Snapshot(
      rows: images,
      objective: t.objective.nonZeroCells.map { image(Row(cells: $0), basic: -1) },
      levels: t.objective.levels,
      constraints: t.records.mapValues(\.constant),
      edits: t.edits.mapValues(\.value),
      variables: t.variables.mapValues(\.uses),
      freeSymbols: t.freeSymbols,
      symbolCount: t.kinds.count,
      counters: counters)
  }
}
