import Cassowary
import Foundation
import Testing

/// Issue #10, items 1 and 2: in a steady cycling drag the work per suggestion stays the same
/// forever and the state stays bounded.
///
/// Work is counted (``Solver/Statistics``), never timed.
@Suite struct SteadyStateTests {
  /// The counters compared: pivots and row updates, plus `columnEntriesVisited` once
  /// ``Solver/Statistics`` has it (read by name, so this test needs no change when it lands).
  static func work(_ s: Solver.Statistics) -> [String: Int] {
    var result = ["pivots": s.pivots, "rowUpdates": s.rowUpdates]
    for child in Mirror(reflecting: s).children {
      if child.label == "columnEntriesVisited", let n = child.value as? Int {
        result["columnEntriesVisited"] = n
      }
    }
    return result
  }

  /// The work done between two readings of the counters.
  static func work(from a: Solver.Statistics, to b: Solver.Statistics) -> [String: Int] {
    let before = work(a)
    return work(b).merging(before) { after, before in after - before }
  }

  /// The capped chain of issue #10: `n` boxes in a row (`l[i] == l[i-1] + w[i-1] + 8`,
  /// `w[i] >= 10`, `w[i] == W_i @ weak` with W_i spread over 20...100), the last right edge
  /// capped (required) at 8 (n-1) + 0.6 Σ W_i, so many weak constraints stay violated.
  struct CappedChain {
    let lefts: [Variable]
    let widths: [Variable]
    let constraints: [Constraint]

    /// `padding` adds first that many independent required rows `p_k == k`, which no suggestion
    /// touches: with more than 600 rows the debug builds' per-call invariant check (which walks
    /// every row and column entry) is skipped, so the drag's debug run time is the solver's.
    init(boxes n: Int, padding: Int = 0) {
      lefts = (0..<n).map { Variable("l\($0)") }
      widths = (0..<n).map { Variable("w\($0)") }
      // W_i spread over 20...100 in an irregular order.
      let preferred = (0..<n).map { 20 + Double(($0 * 37) % 81) }
      var all: [Constraint] = (0..<padding).map { Variable("p\($0)") == Double($0) }
      all.append(lefts[0] == 0)
      for i in 0..<n {
        if i > 0 { all.append(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
        all.append(widths[i] >= 10)
        all.append(widths[i] == preferred[i] ~ .weak)
      }
      let cap = 8 * Double(n - 1) + 0.6 * preferred.reduce(0, +)
      all.append(lefts[n - 1] + widths[n - 1] <= cap)
      constraints = all
    }
  }

  /// The suggestion number `k` (from 0) of the drag: 10, 17, ..., 248, 10, ...
  static func dragValue(_ k: Int) -> Double { 10 + 7 * Double(k % 35) }

  /// Suggestions of the drag: `CASSOWARY_DRAG_SUGGESTS` (101000 for the full length),
  /// else 3,000, which keeps the debug run short (the 100,001...101,000 window, or even
  /// 10,001...11,000, takes minutes in debug; 6,000 took 3 minutes on today's solver) while a
  /// per-suggest cost that grows with the suggestions made (as in the issue) still shows as a
  /// factor of about 2.5, far beyond the 10% allowed.
  static var dragLength: Int {
    max(
      2_000,
      ProcessInfo.processInfo.environment["CASSOWARY_DRAG_SUGGESTS"].flatMap { Int($0) } ?? 3_000)
  }

  /// Dragging a middle box's width (edit variable @ strong) under the cap, N = 100: the pivots
  /// and row updates (and column entries visited, when counted) of suggestions 1...1,000 and of
  /// the last 1,000 (2,001...3,000 by default, 100,001...101,000 with
  /// `CASSOWARY_DRAG_SUGGESTS=101000`) are equal within 10%; the number of rows and constraints
  /// is the same after both windows; and the box follows the suggestion (by hand: the cap leaves
  /// room for any width up to 248 with the others at their minimum, so the strong edit holds).
  @Test func dragUnderACapCostsTheSameForever() throws {
    let chain = CappedChain(boxes: 100, padding: 600)
    let s = Solver()
    for c in chain.constraints { try s.add(c) }
    let dragged = chain.widths[50]
    try s.addEditVariable(dragged, strength: .strong)
    let length = Self.dragLength
    var first: [String: Int] = [:]
    var last: [String: Int] = [:]
    var rowsAfterFirst = 0
    var constraintsAfterFirst = 0
    var start = s.statistics
    for k in 0..<length {
      if k == length - 1_000 { start = s.statistics }
      try s.suggestValue(Self.dragValue(k), for: dragged)
      if k == 999 {
        first = Self.work(from: start, to: s.statistics)
        rowsAfterFirst = s.statistics.rows
        constraintsAfterFirst = s.statistics.constraints
      }
    }
    last = Self.work(from: start, to: s.statistics)
    #expect(first["pivots", default: 0] > 0, "the drag must make pivots: \(first)")
    for (name, a) in first.sorted(by: { $0.key < $1.key }) {
      let b = last[name, default: 0]
      #expect(
        Double(abs(a - b)) <= 0.1 * Double(max(a, b)),
        "\(name): \(a) over suggestions 1...1000, \(b) over the last 1000 of \(length)")
    }
    #expect(s.statistics.rows == rowsAfterFirst, "rows grew from \(rowsAfterFirst)")
    #expect(s.statistics.constraints == constraintsAfterFirst)
    let expected = Self.dragValue(length - 1)
    #expect(
      s.value(of: dragged) == expected, "w50 = \(s.value(of: dragged)), suggested \(expected)")
    // Every required constraint still holds (1e-8 relative).
    var oracle = Oracle(variables: chain.lefts + chain.widths)
    oracle.constraints = chain.constraints
    #expect(
      oracle.strictRequiredViolations(of: s).isEmpty,
      "\(oracle.strictRequiredViolations(of: s).prefix(3))")
  }

  /// Issue #16, "failed calls that cost": failing constant changes must leave nothing behind
  /// that later calls pay for.
  ///
  /// After 100 failing `setConstant`s, a drag of 200 suggestions makes the same pivots and row
  /// updates as on a twin that never saw them, and ends with the same values; and after 1,000 more
  /// failures the same drag walks no more column entries (within 10%) than after the first 100:
  /// stale entries a rollback leaves are collected, so their cost does not grow with the number of
  /// failures.
  @Test func failedConstantChangesLeaveNoCost() throws {
    let chain = CappedChain(boxes: 5)
    let s = Solver()
    let twin = Solver()
    for solver in [s, twin] {
      for c in chain.constraints { try solver.add(c) }
      try solver.addEditVariable(chain.widths[2], strength: .strong)
    }
    // `w0 >= 10` made `w0 >= 1e6`: the cap cannot hold, so each call fails.
    let minimum = chain.constraints[1]
    var failures = 0
    for k in 0..<100 {
      do throws(SolverError) {
        try s.setConstant(-1e6 - Double(k), of: minimum)
      } catch {
        failures += 1
      }
    }
    #expect(failures == 100)
    func drag(_ solvers: [Solver]) throws -> [[String: Int]] {
      let before = solvers.map(\.statistics)
      for k in 0..<200 {
        for solver in solvers { try solver.suggestValue(Self.dragValue(k), for: chain.widths[2]) }
      }
      return zip(before, solvers).map { Self.work(from: $0, to: $1.statistics) }
    }
    let first = try drag([s, twin])
    for key in ["pivots", "rowUpdates"] { #expect(first[0][key] == first[1][key], "\(key)") }
    for v in chain.lefts + chain.widths {
      #expect(s.value(of: v) == twin.value(of: v), "\(v)")
    }
    for k in 0..<1000 {
      _ = try? s.setConstant(-1e6 - Double(k), of: minimum)
    }
    let later = try drag([s])[0]
    let visited = (first[0]["columnEntriesVisited"] ?? 0, later["columnEntriesVisited"] ?? 0)
    #expect(
      Double(visited.1) <= 1.1 * Double(visited.0) + 100,
      "column entries walked by the same drag: \(visited.0) after 100 failures, \(visited.1) after 1100"
    )
  }
}
