import Cassowary
import Testing

/// When the solver verifies its result against the required constraints (issue #16) and when a
/// suggestion reads its cached marker column (issue #10): calls that pivot are verified at
/// once; calls that only shift row constants are verified in batches, never more than
/// `deferredVerificationLimitForTesting` calls late.
@Suite struct VerificationScheduleTests {
  /// `y == x + 1` with `x` a strong edit variable, and drift planted in the basic row.
  static func drifted() throws -> (Solver, x: Variable, y: Variable) {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(y == x + 1)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(1, for: x)
    let shifted =
      solver.shiftRowConstantForTesting(of: y, by: 0.5)
      || solver.shiftRowConstantForTesting(of: x, by: 0.5)
    #expect(shifted, "one of x and y is basic")
    return (solver, x, y)
  }

  @Test func driftIsCaughtWithinTheDeferralLimit() throws {
    let (solver, x, y) = try Self.drifted()
    let limit = Solver.deferredVerificationLimitForTesting
    // The suggestion after the planted drift was deferred: nothing caught yet.
    try solver.suggestValue(2, for: x)
    #expect(solver.statistics.pivots == 0)
    #expect(solver.statistics.rebuilds == 0)
    for k in 0..<limit {
      try solver.suggestValue(Double(3 + k), for: x)
    }
    #expect(solver.statistics.rebuilds == 1, "caught by the limit at the latest")
    solver.updateVariables()
    #expect(y.value == x.value + 1)
    #expect(x.value == Double(2 + limit))
  }

  @Test func aCallThatPivotsIsVerifiedAtOnce() throws {
    let (solver, x, y) = try Self.drifted()
    // A required constraint added is verified at once, with the drifted row's variables.
    try solver.add(y <= 1000)
    #expect(solver.statistics.rebuilds == 1)
    solver.updateVariables()
    #expect(y.value == x.value + 1)
  }

  @Test func cachedMarkerColumnFollowsPivots() throws {
    // A row of boxes under a cap, dragged across the cap: the suggestions alternate between
    // shifting constants (cached column) and dual pivots (which make the cache stale); each
    // result is compared with a fresh solver given the same suggestion.
    func build(_ solver: Solver) throws -> [Variable] {
      let boxes = [Variable("a"), Variable("b"), Variable("c")]
      try solver.add(boxes[0] >= 0)
      try solver.add(boxes[1] >= boxes[0] + 10)
      try solver.add(boxes[2] >= boxes[1] + 10)
      try solver.add(boxes[2] <= 100)
      try solver.add(boxes[1] == 40 ~ .weak)
      try solver.add(boxes[2] == 80 ~ .medium)
      try solver.addEditVariable(boxes[0], strength: .strong)
      return boxes
    }
    let solver = Solver()
    let boxes = try build(solver)
    for k in 0..<200 {
      let value = Double((k * 37) % 150) - 20
      try solver.suggestValue(value, for: boxes[0])
      solver.updateVariables()
      let fresh = Solver()
      let freshBoxes = try build(fresh)
      try fresh.suggestValue(value, for: freshBoxes[0])
      fresh.updateVariables()
      for (v, w) in zip(boxes, freshBoxes) {
        #expect(
          abs(v.value - w.value) < 1e-9,
          "suggestion \(k) (\(value)): \(v.name) \(v.value) against \(w.value)")
      }
    }
    #expect(solver.statistics.pivots > 0, "the drag crossed the cap")
  }
}
