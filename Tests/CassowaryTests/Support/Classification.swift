import Foundation

@testable import Cassowary

/// Diagnostics for the long runs of the numerics property tests (issue #16).
///
/// With `CASSOWARY_CLASSIFY` set, a failure message of
/// ``SolverProperties/checkExtreme(_:seed:checkEvery:full:)`` ends with a `CLASSIFY` line: the
/// largest relative violation of a required constraint at the solver's values, in doubles
/// (`slack`) and exactly (`exact`); the coefficient spread of the constraints; the level
/// deviation relative to the level's size; how much worse than the reference the levels above
/// it are (`above`); and what a fresh solver given the same final constraints, edits and
/// suggestions (in order) makes of them (`fresh`). The level check is then two-sided (a level
/// below the reference's optimum fails too; see ``Oracle/strictLevelDifference(_:_:)``).
enum Classification {
  static var isOn: Bool { ProcessInfo.processInfo.environment["CASSOWARY_CLASSIFY"] != nil }

  /// The largest over the smallest coefficient magnitude of `constraints`.
  static func spread(_ constraints: [Constraint]) -> Double {
    let sizes = constraints.flatMap { $0.expression.terms.map { abs($0.coefficient) } }.filter {
      $0 > 0
    }
    guard let low = sizes.min(), let high = sizes.max() else { return 1 }
    return high / low
  }

  /// The oracle's system solved by a new solver, or the error a call threw.
  static func fresh(_ oracle: Oracle) -> Result<Solver, SolverError> {
    let s = Solver()
    do throws(SolverError) {
      for c in oracle.constraints {
        let copy = Constraint(
          Expression(c.expression.terms, constant: oracle.constant(of: c)), c.relation,
          strength: c.strength)
        try s.add(copy)
      }
      for edit in oracle.edits {
        try s.addEditVariable(edit.variable, strength: edit.strength)
        try s.suggestValue(edit.value, for: edit.variable)
      }
    } catch {
      return .failure(error)
    }
    return .success(s)
  }

  /// The largest level deviation relative to the level's size, and the level.
  static func deviation(_ oracle: Oracle, _ solver: Solver) -> (Double, Double, Double)? {
    guard case .optimal(let optimum) = oracle.reference() else { return nil }
    let found = oracle.levelErrorsAndSizes { solver.value(of: $0) }
    var index: [ObjectIdentifier: Int] = [:]
    for (i, v) in oracle.variables.enumerated() { index[v.id] = i }
    let expected = oracle.levelErrorsAndSizes { optimum.values[index[$0.id]!].doubleValue }
    // How much worse than the reference, relative to its size, the solver is at the levels
    // above (within the tolerance).
    var above = 0.0
    for level in Set(found.keys).union(expected.keys).sorted(by: >) {
      let a = found[level] ?? (0, 0)
      let b = optimum.error(atLevel: level).doubleValue
      let size = max(1, a.size, expected[level]?.size ?? 0)
      if !(abs(a.error - b) <= Numerics.levelTolerance * size) {
        return (abs(a.error - b) / size, level, above)
      }
      above = max(above, (a.error - b) / size)
    }
    return nil
  }

  /// The `CLASSIFY` line for a wrong optimum of `solver` on `oracle`'s system.
  static func wrongOptimum(_ oracle: Oracle, _ solver: Solver) -> String {
    guard isOn else { return "" }
    let d = deviation(oracle, solver)
    let verdict: String
    switch fresh(oracle) {
    case .failure(let e): verdict = "threw \(e)"
    case .success(let s):
      switch oracle.strictVerdict(s) {
      case .agrees: verdict = "agrees"
      case .gaveUp: verdict = "gaveUp"
      case .wrong: verdict = "wrong"
      }
    }
    // The largest violation of a required constraint relative to its size: how much of the
    // tolerance rule the solution uses.
    var slack = 0.0
    for c in oracle.constraints where c.strength.isRequired {
      let r = Oracle.residual(of: c, constant: oracle.constant(of: c)) { solver.value(of: $0) }
      slack = max(slack, Oracle.violation(of: c.relation, residual: r.value) / max(1, r.scale))
    }
    // The same in exact arithmetic at the solver's values (-1 where a number is not finite): the
    // part of a violation that double evaluation rounds away.
    var exact = 0.0
    for c in oracle.constraints where c.strength.isRequired {
      let r = Oracle.residual(of: c, constant: oracle.constant(of: c)) { solver.value(of: $0) }
      guard let sum = oracle.exactResidual(of: c, values: { solver.value(of: $0) }) else {
        exact = -1
        break
      }
      var v = abs(sum.doubleValue)
      if c.relation == .lessThanOrEqual { v = max(0, sum.doubleValue) }
      if c.relation == .greaterThanOrEqual { v = max(0, -sum.doubleValue) }
      exact = max(exact, v / max(1, r.scale))
    }
    return
      "\nCLASSIFY slack=\(slack) exact=\(exact) kind=level spread=\(spread(oracle.constraints)) deviation=\(d?.0 ?? -1) level=\(d?.1 ?? -1) above=\(d?.2 ?? -1) fresh=\(verdict) wide=\(solver.tableau.isNumericallyWide)"
  }

  /// The `CLASSIFY` line for an add or constant change rejected as unsatisfiable that the
  /// reference finds feasible (`after` is the oracle with the call made).
  static func falseUnsatisfiable(_ after: Oracle, isAdd: Bool) -> String {
    guard isOn else { return "" }
    let verdict: String
    switch fresh(after) {
    case .failure(let e): verdict = "threw \(e)"
    case .success(let s):
      switch after.strictVerdict(s) {
      case .agrees: verdict = "agrees"
      case .gaveUp: verdict = "gaveUp"
      case .wrong: verdict = "wrong"
      }
    }
    return
      "\nCLASSIFY kind=unsat-\(isAdd ? "add" : "setConstant") spread=\(spread(after.constraints)) fresh=\(verdict)"
  }
}
