import Cassowary
import Testing

/// Required equalities kept without their dummy marker (issue #17's deep pinned chains): rows
/// stay short however long a chain of equalities grows, and removing a link or changing its
/// constant (which solve the rest afresh) give what the chain without it gives.
@Suite struct MarkerlessTests {
  /// `x[0] == 0` and `x[i] == x[i-1] + 1`, each `x[i]` preferring `2i` (weak) if `preferring`,
  /// added in order.
  static func chain(_ n: Int, in solver: Solver, preferring: Bool = true) throws -> (
    x: [Variable], links: [Constraint]
  ) {
    let x = (0...n).map { Variable("x\($0)") }
    try solver.add(x[0] == 0)
    var links: [Constraint] = []
    for i in 1...n {
      let link = x[i] == x[i - 1] + 1
      try solver.add(link)
      if preferring { try solver.add(x[i] == Double(2 * i) ~ .weak) }
      links.append(link)
    }
    return (x, links)
  }

  @Test func rowsStayShortAlongAChain() throws {
    var cells: [Int] = []
    for n in [1_000, 2_000, 4_000] {
      let solver = Solver()
      let (x, _) = try Self.chain(n, in: solver, preferring: false)
      #expect(solver.value(of: x[n]) == Double(n))
      cells.append(solver.statistics.cells)
    }
    // With a dummy per link in every row below it, cells would grow fourfold per doubling.
    #expect(Double(cells[1]) < 2.1 * Double(cells[0]), "cells: \(cells)")
    #expect(Double(cells[2]) < 2.1 * Double(cells[1]), "cells: \(cells)")
    #expect(cells[2] < 40 * 4_000, "cells: \(cells)")
  }

  @Test func removingALinkFreesTheRestOfTheChain() throws {
    let solver = Solver()
    let n = 100
    let (x, links) = try Self.chain(n, in: solver)
    let k = 80  // deep enough to have no marker
    try solver.remove(links[k - 1])
    #expect(!solver.contains(links[k - 1]))
    #expect(solver.statistics.rebuilds == 0, "a removal is not a recovery")
    // Above the cut the chain from 0. Below it the links keep x[i] == x[k] + (i - k), and the
    // weak preferences x[i] == 2i cost the sum of |x[k] - k - i| over i in k...n: least at
    // x[k] = k + the median of k...n.
    let top = k + (k + n) / 2
    for i in 0...n {
      let expected = i < k ? Double(i) : Double(top + (i - k))
      #expect(solver.value(of: x[i]) == expected, "x\(i)")
    }
    try solver.add(links[k - 1])
    for i in 0...n { #expect(solver.value(of: x[i]) == Double(i), "x\(i)") }
  }

  @Test func changingALinksConstantShiftsEverythingBelow() throws {
    let solver = Solver()
    let n = 100
    let (x, links) = try Self.chain(n, in: solver)
    let k = 90
    try solver.setConstant(-5, of: links[k - 1])  // x[k] == x[k-1] + 5
    #expect(solver.constant(of: links[k - 1]) == -5)
    for i in 0...n { #expect(solver.value(of: x[i]) == Double(i < k ? i : i + 4), "x\(i)") }
    // The link now has its marker: a second change is incremental (no pivot, no re-add).
    let before = solver.statistics
    try solver.setConstant(-2, of: links[k - 1])
    #expect(solver.statistics.pivots == before.pivots)
    #expect(solver.statistics.constraintsAdded == before.constraintsAdded)
    for i in 0...n { #expect(solver.value(of: x[i]) == Double(i < k ? i : i + 1), "x\(i)") }
  }

  @Test func aFailedConstantChangeLeavesNoTrace() throws {
    let solver = Solver()
    let n = 100
    let (x, links) = try Self.chain(n, in: solver)
    try solver.add(x[n] <= Double(n))
    let before = solver.snapshot()
    #expect(throws: SolverError.self) { try solver.setConstant(-3, of: links[95]) }
    #expect(solver.snapshot() == before)
    #expect(solver.value(of: x[n]) == Double(n))
  }

  @Test func conflictsNameLinksWithoutMarkers() throws {
    let solver = Solver()
    let (x, links) = try Self.chain(60, in: solver)
    let probe = x[55] == x[49] + 3
    do throws(SolverError) {
      try solver.add(probe)
      Issue.record("x55 == x49 + 3 contradicts the chain")
    } catch {
      guard case .unsatisfiable(let failed, let conflicts) = error else {
        Issue.record("expected unsatisfiable, got \(error)")
        return
      }
      #expect(failed === probe)
      let expected = links[49..<55].map(ObjectIdentifier.init)
      #expect(conflicts.map(ObjectIdentifier.init) == Array(expected))
    }
  }
}
