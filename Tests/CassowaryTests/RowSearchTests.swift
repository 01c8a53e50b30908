import TestSupport
import Testing

@testable import Cassowary

/// `Row.index(of:near:from:)` (the galloping search of a substitution) against a linear scan,
/// on random sorted rows, hints and starts: found symbols at their position, absent ones at
/// the position where they would go.
@Suite struct RowSearchTests {
  /// The answer of `index(of:from:)` by a scan: the position of `symbol` at or after `start`,
  /// else `-(insertion + 1)`.
  static func scan(_ row: Row, _ symbol: Symbol, from start: Int) -> Int {
    var i = start
    while i < row.cells.count && row.cells[i].symbol < symbol { i += 1 }
    if i < row.cells.count && row.cells[i].symbol == symbol { return i }
    return -(i + 1)
  }

  @Test(arguments: 0..<8 as Range<UInt64>)
  func gallopingFindsWhatAScanFinds(seed: UInt64) {
    var g = SeededGenerator(seed: seed)
    for round in 0..<400 {
      let count = Int.random(in: 0...80, using: &g)
      var symbols = Set<Symbol>()
      while symbols.count < count { symbols.insert(Symbol.random(in: 0..<200, using: &g)) }
      let row = Row(cells: symbols.sorted().map { Cell(symbol: $0, coefficient: 1) })
      for _ in 0..<20 {
        let start = Int.random(in: 0...count, using: &g)
        let hint = Int.random(in: -2...(count + 2), using: &g)
        let symbol = Symbol.random(in: -1..<202, using: &g)
        // The contract: every cell before `start` holds a lower symbol.
        guard start == 0 || row.cells[start - 1].symbol < symbol else { continue }
        let found = row.index(of: symbol, near: hint, from: start)
        let expected = Self.scan(row, symbol, from: start)
        if found != expected {
          let symbols = row.cells.map(\.symbol)
          Issue.record(
            "seed \(seed), round \(round): \(symbol) near \(hint) from \(start) in \(symbols)")
          #expect(found == expected, "seed \(seed), round \(round)")
          return
        }
      }
    }
  }
}
