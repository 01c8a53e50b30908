import TestSupport
import Testing

@testable import Cassowary

/// A required equality whose variables are all basic has no free subject: it is solved for the
/// slack or error the dual ratio test picks and the dual simplex finishes, with phase 1 only to
/// prove a conflict.
@Suite struct DualPivotAddTests {
  /// A required equality over basic variables is solved for an error, with no simplex pivot.
  ///
  /// `x == 10` (weak, weight 2) and `y == 20` (weak) make both variables basic; the required
  /// `x + y == 50` then needs 20 more from one of them, and the cheaper error is y's: x = 10,
  /// y = 40. Phase 1 pivoted its artificial variable in and out through the rows.
  @Test func anEqualityOverBasicVariablesTakesNoPivot() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x == 10 ~ Strength.weak.weighted(2))
    try solver.add(y == 20 ~ .weak)
    let pivots = solver.statistics.pivots
    try solver.add(x + y == 50)
    #expect(solver.statistics.pivots == pivots)
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 40)
  }

  /// A conflict the dual simplex runs into is proved by phase 1, from the state of before.
  ///
  /// `x <= 15` and `y <= 30` cap the sum at 45: `x + y == 50` is refused with both caps as the
  /// conflict, and the solver is exactly as before.
  @Test func aConflictFoundByTheDualSimplexIsProvedByPhaseOne() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let capX = x <= 15
    let capY = y <= 30
    try solver.add(x == 10 ~ Strength.weak.weighted(2))
    try solver.add(y == 20 ~ .weak)
    try solver.add(capX)
    try solver.add(capY)
    let before = solver.snapshot()
    let statistics = solver.statistics
    let sum = x + y == 50
    do throws(SolverError) {
      try solver.add(sum)
      Issue.record("'\(sum)' was accepted")
    } catch .unsatisfiable(let failed, let conflicts) {
      #expect(failed === sum)
      #expect(
        Set(conflicts.map(ObjectIdentifier.init)) == [
          ObjectIdentifier(capX), ObjectIdentifier(capY),
        ])
    } catch {
      Issue.record("'\(sum)' threw \(error)")
    }
    #expect(solver.snapshot() == before)
    #expect(solver.statistics == statistics)
  }

  /// Required equalities swapped as a stack swaps them match the exact reference.
  ///
  /// Layout-like systems in which, six times, one required equality is removed and another
  /// added (over variables that are mostly basic by then), as a stack does when a node is hidden
  /// or shown: after every swap the optimum matches the reference, and a refused add leaves the
  /// solver unchanged with an irreducible conflict.
  @Test(arguments: 0..<4 as Range<UInt64>) func swappedEqualitiesMatchTheReference(
    batch: UInt64
  ) {
    for seed in 40_000 + batch * 25..<40_000 + (batch + 1) * 25 {
      var g = SeededGenerator(seed: seed)
      let system = RandomSystems.layout(using: &g)
      let solver = Solver()
      var oracle = Oracle(variables: system.variables)
      for c in system.constraints where (try? solver.add(c)) != nil {
        oracle.constraints.append(c)
      }
      for _ in 0..<6 {
        let equalities = oracle.constraints.indices.filter {
          oracle.constraints[$0].strength.isRequired && oracle.constraints[$0].relation == .equal
        }
        if let at = equalities.randomElement(using: &g) {
          let removed = oracle.constraints.remove(at: at)
          do throws(SolverError) { try solver.remove(removed) } catch {
            SolverProperties.fail(seed, "removing '\(removed)' threw \(error)")
          }
        }
        var added = RandomSystems.constraint(over: system.variables, required: 1, using: &g)
        added = Constraint(added.expression, .equal, strength: .required)
        let before = solver.snapshot()
        do throws(SolverError) {
          try solver.add(added)
          oracle.constraints.append(added)
        } catch .unsatisfiable(_, let conflicts) {
          if solver.snapshot() != before {
            SolverProperties.fail(seed, "refused add of '\(added)' changed the solver")
          }
          var after = oracle
          after.constraints.append(added)
          _ = SolverProperties.checkConflicts(
            seed: seed, after: after, rejected: added, conflicts: conflicts)
        } catch {
          SolverProperties.fail(seed, "adding '\(added)' threw \(error)")
        }
        _ = SolverProperties.checkOptimum(seed: seed, solver: solver, oracle: oracle)
      }
    }
  }
}
