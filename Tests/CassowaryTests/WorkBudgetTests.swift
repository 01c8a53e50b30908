import Foundation
import TestSupport
import Testing

@testable import Cassowary

/// One work budget per public call (issue 39, item 5): every simplex run and every fresh solve of
/// a call draws on it, and its pivots are counted in ``Solver/Statistics``.
@Suite struct WorkBudgetTests {
  /// A fresh solve counts its pivots in the statistics and takes them from the call's budget.
  @Test func freshSolveCountsItsPivots() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add(x <= 150)
    try solver.add(x == 100 ~ Strength(500))
    try solver.add(y == x ~ Strength(1))
    try solver.add(x == 200 ~ Strength(750))
    try solver.add(y >= 300 ~ Strength(749))
    var tableau = solver.tableau
    tableau.beginCall()
    let budget = tableau.pivotsLeft
    let pivots = tableau.counters.pivots
    let list = (0..<tableau.records.constraints.count).map { tableau.records.constraints[at: $0] }
    let edits = tableau.records.edits
    let solved = tableau.rebuild(from: list, edits: edits)
    #expect(solved)
    let made = tableau.counters.pivots - pivots
    #expect(made > 0)
    #expect(tableau.pivotsLeft <= budget - made)
  }

  /// Each call's pivots, fresh solves included, stay within the budget it began with.
  ///
  /// On sequences of the kind that took seconds per call: 8 variables, about 20 constraints with
  /// coefficients from 5e-324 to 1e300, edits and suggestions. A call refused as stalled leaves
  /// the solver as it was.
  @Test func wideSequencesStayWithinTheBudget() {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["AUTOCELL_WORK_INPUTS"].flatMap { Int($0) } ?? 20
    var most = 0
    var total = 0
    var calls = 0
    var stalled = 0
    for seed in 0..<UInt64(count) {
      var g = SeededGenerator(seed: seed)
      let variables = (0..<8).map { Variable("x\($0)") }
      let solver = Solver()
      func coefficient() -> Double {
        let sign: Double = Bool.random(using: &g) ? 1 : -1
        switch Int.random(in: 0..<10, using: &g) {
        case 0: return sign * .leastNonzeroMagnitude
        case 1: return sign * ExtremeSystems.magnitude(in: 1e-300...1e-200, using: &g)
        case 2: return sign * ExtremeSystems.magnitude(in: 1e200...1e300, using: &g)
        case 3, 4: return sign * Double(Int.random(in: 1...4, using: &g))
        case 5, 6: return sign * ExtremeSystems.magnitude(in: 1e-50...1e50, using: &g)
        default: return sign * ExtremeSystems.magnitude(in: 1e-12...1e12, using: &g)
        }
      }
      func constant() -> Double {
        (Bool.random(using: &g) ? 1 : -1) * ExtremeSystems.magnitude(in: 1...1e300, using: &g)
      }
      var edited: [Variable] = []
      for _ in 0..<40 {
        let budget = solver.tableau.pivotBudget
        let pivots = solver.statistics.pivots
        let before = solver.snapshot()
        var error: SolverError? = nil
        do throws(SolverError) {
          switch Int.random(in: 0..<10, using: &g) {
          case 0..<6:
            let terms = (0..<Int.random(in: 1...3, using: &g)).map { _ in
              Term(variables.randomElement(using: &g)!, coefficient: coefficient())
            }
            let level = [1000, 999.5, 750, 749, 500, 1].randomElement(using: &g)!
            let strength =
              level == 1000
              ? Strength.required
              : Strength(level, weight: exp2(Double(Int.random(in: -30...30, using: &g))))
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
              using: &g)!
            try solver.add(
              Constraint(Expression(terms, constant: constant()), relation, strength: strength))
          case 6, 7:
            if let v = edited.randomElement(using: &g) {
              try solver.suggestValue(constant(), for: v)
            } else {
              let v = variables.randomElement(using: &g)!
              try solver.addEditVariable(v, strength: Strength(750, weight: 1))
              edited.append(v)
            }
          default:
            let v = variables.randomElement(using: &g)!
            if !solver.hasEditVariable(v) {
              try solver.addEditVariable(v, strength: Strength(1, weight: 2))
              edited.append(v)
            }
          }
        } catch let thrown {
          error = thrown
        }
        calls += 1
        let used = solver.statistics.pivots - pivots
        most = max(most, used)
        total += used
        #expect(used <= budget, "seed \(seed): a call made \(used) pivots, budget \(budget)")
        if case .numericalFailure(.stalled) = error {
          stalled += 1
          #expect(solver.snapshot() == before, "seed \(seed): a stalled call changed the solver")
        }
      }
    }
    #expect(calls > 0)
    if environment["AUTOCELL_WORK_INPUTS"] != nil {
      print(
        "work: sequences=\(count) calls=\(calls) pivots=\(total) most=\(most) stalled=\(stalled)")
    }
  }
}
