import TestSupport
import Testing

@testable import Cassowary

/// The failure journal's packed rows and the block column index: packing gives back the exact
/// cells, a failed add after many pivots gives back the exact rows, and the blocks of a column
/// are walked in the order entries were added, newest first.
@Suite struct JournalPackingTests {
  /// Cells with every packing case: one-byte cells (differences 1 and 32, coefficients 1, -1,
  /// +0), long differences, small integers, -0, fractions, huge and non-finite values.
  @Test func packingGivesBackTheExactCells() {
    let coefficients: [Double] = [
      1, -1, 0, -0.0, 2, -64, 63, 64, -65, 0.5, 1e300, -1e-300, .infinity, -.infinity, .nan,
      Double(bitPattern: 0x7FF8_0000_0000_0001), .leastNonzeroMagnitude, 3.25,
    ]
    let gaps: [Int32] = [1, 2, 31, 32, 33, 127, 128, 16_384, 1 << 21, 1 << 28]
    var g = SeededGenerator(seed: 7)
    var buffer: [UInt8] = []
    for round in 0..<300 {
      var cells: [Cell] = []
      var symbol: Int32 = round % 3 == 0 ? 0 : Int32.random(in: 0..<40, using: &g)
      for _ in 0..<Int.random(in: 0...90, using: &g) {
        cells.append(Cell(symbol: symbol, coefficient: coefficients.randomElement(using: &g)!))
        let gap = gaps.randomElement(using: &g)!
        guard symbol < Int32.max - gap else { break }
        symbol += gap
      }
      let row = Row(constant: 0, cells: cells)
      let packed = row.packedCells(buffer: &buffer)
      let unpacked = Row.unpackCells(packed, count: cells.count)
      let bits = { (cells: [Cell]) in
        cells.map { [Int64($0.symbol), Int64(bitPattern: $0.coefficient.bitPattern)] }
      }
      #expect(bits(unpacked) == bits(cells), "round \(round)")
      if cells.allSatisfy({ $0.coefficient == 1 || $0.coefficient == -1 }) {
        #expect(packed.count <= cells.count * 6)
      }
    }
  }

  /// A chain of boxes whose rows grow long (two errors of each earlier box, and fractional
  /// coefficients), then a required cap no width can meet: phase 1 pivots through the long
  /// rows before it proves the cap unsatisfiable, and every slot must come back bit for bit,
  /// tombstones and their count included.
  @Test func aFailedAddAfterManyPivotsRestoresTheStoredRows() throws {
    let solver = Solver()
    let n = 45
    let left = (0..<n).map { Variable("l\($0)") }
    let width = (0..<n).map { Variable("w\($0)") }
    try solver.add(left[0] == 0)
    for i in 0..<n {
      if i > 0 { try solver.add(left[i] == left[i - 1] + 0.75 * width[i - 1] + 8) }
      try solver.add(width[i] >= 10)
      try solver.add(width[i] == Double(20 + (i * 37) % 81) ~ .weak)
    }
    // A satisfiable cap first, so that the rows hold tombstones and many pivots were made.
    let total = (0..<n).reduce(0.0) { $0 + 0.6 * Double(20 + ($1 * 37) % 81) }
    let cap = left[n - 1] + width[n - 1] <= total + 8 * Double(n - 1)
    try solver.add(cap)
    let before = solver.storedRowsForTesting()
    let snapshot = solver.snapshot()
    #expect(before.contains { $0.cells.count >= Journal.packedRowLength })
    #expect(before.contains { $0.zeros > 0 && $0.cells.count >= Journal.packedRowLength })
    let pivots = solver.statistics.pivots
    let impossible = left[n - 1] + width[n - 1] <= 10 * Double(n - 1)
    #expect(throws: SolverError.self) { try solver.add(impossible) }
    #expect(solver.tableau.journal.packingBuffer.count > 0, "no row was packed")
    #expect(solver.storedRowsForTesting() == before)
    #expect(solver.snapshot() == snapshot)
    #expect(solver.statistics.pivots == pivots)
    // A failed constant change: the rows are first saved for their constants only (kept as
    // they are, long or not), then the dual simplex pivots through them.
    #expect(throws: SolverError.self) { try solver.setConstant(-10 * Double(n - 1), of: cap) }
    #expect(solver.storedRowsForTesting() == before)
    #expect(solver.snapshot() == snapshot)
    // The restored tableau works on: a cap that fits moves the last box.
    try solver.add(left[n - 1] + width[n - 1] <= total + 8 * Double(n - 1) - 5)
    #expect(
      solver.value(of: left[n - 1]) + solver.value(of: width[n - 1]) <= total + 8 * Double(n - 1)
        - 5 + 1e-6)
  }

  /// Random appends (one at a time and in bulk) and clears against a list per symbol: every
  /// walk gives the slots newest first, and lengths and the entry count agree.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func blockColumnsWalkNewestFirst(seed: UInt64) {
    var g = SeededGenerator(seed: seed)
    var index = ColumnIndex()
    var model: [[Slot]] = []
    for _ in 0..<30 {
      index.appendSymbol()
      model.append([])
    }
    for step in 0..<3_000 {
      let symbol = Symbol.random(in: 0..<30, using: &g)
      switch Int.random(in: 0..<10, using: &g) {
      case 0:
        index.clear(symbol)
        model[Int(symbol)] = []
      case 1...3:
        let symbols = (0..<Int.random(in: 0...12, using: &g)).map { _ in
          Symbol.random(in: 0..<30, using: &g)
        }
        let slot = Slot.random(in: 0..<100, using: &g)
        index.append(symbols, slot)
        for s in symbols { model[Int(s)].insert(slot, at: 0) }
      default:
        let slot = Slot.random(in: 0..<100, using: &g)
        index.append(symbol, slot)
        model[Int(symbol)].insert(slot, at: 0)
      }
      #expect(index.count == model.reduce(0) { $0 + $1.count }, "step \(step)")
      for s in 0..<30 {
        var walked: [Slot] = []
        var cursor = index.cursor(Symbol(s))
        while let slot = index.advance(&cursor) { walked.append(slot) }
        if walked != model[s] {
          Issue.record("seed \(seed), step \(step): column \(s) walks \(walked), not \(model[s])")
          return
        }
        let limit = Int.random(in: 0...40, using: &g)
        #expect(index.length(of: Symbol(s), upTo: limit) == min(model[s].count, limit))
      }
    }
  }
}
