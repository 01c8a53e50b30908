import Cassowary

/// Strict checks for the numerics tests (issue #16): required constraints to 1e-8 relative,
/// per-level errors relative to the size of the level's terms, finite values, errors that a
/// numerical failure may throw.
enum Numerics {
  /// A required constraint holds when its violation is at most this times its size
  /// (`|constant| + Σ |a_i x_i|`, at least 1).
  static let requiredTolerance = 1e-8
  /// A level's weighted error equals the reference's when they differ by at most this times
  /// the level's size (`Σ weight · (|constant| + Σ |a_i x_i|)` over its constraints, at least 1).
  static let levelTolerance = 1e-6
  /// Two exact level errors at points in doubles are the same when they differ by at most this
  /// times the level's size: far above the rounding of the points' values (1e-16 of a term),
  /// far below ``levelTolerance`` (see ``Oracle/isBetterThanRounded(_:_:)``).
  static let roundingTolerance = 1e-12

  /// Whether `error` reports a misuse of the API (a bug in the test), as opposed to a
  /// constraint that cannot hold or a numerical failure (``SolverError/nonFiniteNumber(_:)``,
  /// or any case added for results that would not be finite).
  static func isMisuse(_ error: SolverError) -> Bool {
    switch error {
    case .duplicateConstraint, .unknownConstraint, .duplicateEditVariable, .unknownEditVariable,
      .requiredEditVariable, .invalidStrength:
      true
    default: false
    }
  }

  /// The variables whose solved value is not finite, described; empty when all are.
  static func nonFiniteValues(_ solver: Solver, _ variables: [Variable]) -> [String] {
    variables.filter { !solver.value(of: $0).isFinite }.map { "\($0) = \(solver.value(of: $0))" }
  }
}

extension Oracle {
  /// The required constraints that do not hold to ``Numerics/requiredTolerance`` relative.
  func strictRequiredViolations(values: (Variable) -> Double) -> [String] {
    constraints.filter(\.strength.isRequired).compactMap { c in
      let r = Oracle.residual(of: c, constant: constant(of: c), values: values)
      let v = Oracle.violation(of: c.relation, residual: r.value)
      return v <= Numerics.requiredTolerance * max(1, r.scale) && v.isFinite
        ? nil : "required '\(c)' (constant \(constant(of: c))) violated by \(v) (size \(r.scale))"
    }
  }

  func strictRequiredViolations(of solver: Solver) -> [String] {
    strictRequiredViolations { solver.value(of: $0) }
  }

  /// `Σ weight · error` per non-required level and the level's size, at `values`.
  func levelErrorsAndSizes(values: (Variable) -> Double) -> [Double: (error: Double, size: Double)]
  {
    var result: [Double: (error: Double, size: Double)] = [:]
    for c in constraints where !c.strength.isRequired {
      let r = Oracle.residual(of: c, constant: constant(of: c), values: values)
      let w = c.strength.weight
      let old = result[c.strength.level] ?? (0, 0)
      result[c.strength.level] = (
        old.error + w * Oracle.violation(of: c.relation, residual: r.value), old.size + w * r.scale
      )
    }
    for edit in edits {
      let x = values(edit.variable)
      let w = edit.strength.weight
      let old = result[edit.strength.level] ?? (0, 0)
      result[edit.strength.level] = (
        old.error + w * abs(x - edit.value), old.size + w * (abs(x) + abs(edit.value))
      )
    }
    return result
  }

  /// Whether the solver's point is lexicographically better than the reference optimum
  /// rounded to doubles, both measured in exact arithmetic (``exactLevelErrors(values:)``): at
  /// the first level, highest first, where the two differ by more than
  /// ``Numerics/roundingTolerance`` of the level's size, the solver's error is the lower.
  ///
  /// The solver answers in doubles, and the exact optimum can hinge on a difference no double
  /// holds. In `extreme:40287` level 751 is the error of `x2` alone, and it prefers the
  /// optimum's `x3` = -3,436 over the solver's -18,800 by 2.4e-20 of an error of 6.3e6: `x2`
  /// differs between the two by 9e-26, a ten-millionth of its unit in the last place. Rounded,
  /// both points have the same `x2`, and the solver's is 7,683 lower at level 750; the
  /// optimum's choice is then 81% better at level 500, which no point in doubles can follow.
  /// A point that is above its optimum at a level by more than rounding is lower there than
  /// the rounded optimum too, and fails.
  func isBetterThanRounded(_ optimum: ReferenceSolver.Optimum, _ solver: Solver) -> Bool {
    var index: [ObjectIdentifier: Int] = [:]
    for (i, v) in variables.enumerated() { index[v.id] = i }
    let rounded = { (v: Variable) in optimum.values[index[v.id]!].doubleValue }
    guard let ours = exactLevelErrors(values: { solver.value(of: $0) }),
      let theirs = exactLevelErrors(values: rounded)
    else { return false }
    let sizes = levelErrorsAndSizes { solver.value(of: $0) }
    let roundedSizes = levelErrorsAndSizes(values: rounded)
    for level in Set(ours.keys).union(theirs.keys).sorted(by: >) {
      let difference = (ours[level] ?? .zero).subtracting(theirs[level] ?? .zero).doubleValue
      let size = max(1, sizes[level]?.size ?? 0, roundedSizes[level]?.size ?? 0)
      if abs(difference) <= Numerics.roundingTolerance * size { continue }
      return difference < 0
    }
    return false
  }

  /// The residual of `c` at `values` in exact arithmetic (its current constant plus each
  /// coefficient times its variable's value); nil when a value is not finite.
  func exactResidual(of c: Constraint, values: (Variable) -> Double) -> Rational? {
    guard var sum = Rational(exactly: constant(of: c)) else { return nil }
    for term in c.expression.terms {
      guard let a = Rational(exactly: term.coefficient),
        let x = Rational(exactly: values(term.variable))
      else { return nil }
      sum = sum.adding(a.multiplied(by: x))
    }
    return sum
  }

  /// `Σ weight · error` per non-required level at `values`, in exact arithmetic; nil where a
  /// value is not finite.
  func exactLevelErrors(values: (Variable) -> Double) -> [Double: Rational]? {
    func exact(_ x: Double) -> Rational? { Rational(exactly: x) }
    func error(_ residual: Rational, _ relation: Relation) -> Rational {
      switch relation {
      case .equal: residual.isNegative ? residual.negated() : residual
      case .lessThanOrEqual: residual.isNegative ? .zero : residual
      case .greaterThanOrEqual: residual.isNegative ? residual.negated() : .zero
      }
    }
    var result: [Double: Rational] = [:]
    for c in constraints where !c.strength.isRequired {
      guard let residual = exactResidual(of: c, values: values), let w = exact(c.strength.weight)
      else { return nil }
      let level = c.strength.level
      result[level] = (result[level] ?? .zero).adding(w.multiplied(by: error(residual, c.relation)))
    }
    for edit in edits {
      guard let x = exact(values(edit.variable)), let v = exact(edit.value),
        let w = exact(edit.strength.weight)
      else { return nil }
      let level = edit.strength.level
      result[level] = (result[level] ?? .zero).adding(
        w.multiplied(by: error(x.subtracting(v), .equal)))
    }
    return result
  }

  /// The first level, highest first, whose error at the solver's values differs from the
  /// reference optimum's by more than ``Numerics/levelTolerance`` times the level's size (the
  /// larger of its sizes at the two points), described; nil when every level agrees, or when
  /// at that first level the solver's error is below the reference's.
  ///
  /// Below the exact optimum at the first level that differs, no point can be that holds the
  /// required constraints exactly and the levels above at their optimum exactly: the solver's
  /// point uses the tolerances, a level above off by less than ``Numerics/levelTolerance`` of
  /// its size or a required constraint off by less than 1e-8 (checked before this is called).
  /// The solver documents this (SolverGuarantees, Precision). In the runs of 2026-11-26 such
  /// points had the levels above off by 1e-25 to 2.2e-9 of their size and required constraints
  /// off by at most 1.3e-12 in exact arithmetic (`CASSOWARY_CLASSIFY`, which makes this check
  /// two-sided again, prints both).
  func strictLevelDifference(_ solver: Solver, _ optimum: ReferenceSolver.Optimum) -> String? {
    let found = levelErrorsAndSizes { solver.value(of: $0) }
    var index: [ObjectIdentifier: Int] = [:]
    for (i, v) in variables.enumerated() { index[v.id] = i }
    let expected = levelErrorsAndSizes { optimum.values[index[$0.id]!].doubleValue }
    if found.values.contains(where: { !$0.error.isFinite || !$0.size.isFinite }) {
      return exactLevelDifference(solver, optimum)
    }
    for level in Set(found.keys).union(expected.keys).sorted(by: >) {
      let a = found[level] ?? (0, 0)
      let b = optimum.error(atLevel: level).doubleValue
      let size = max(1, a.size, expected[level]?.size ?? 0)
      if a.error < b - Numerics.levelTolerance * size && !Classification.isOn { return nil }
      if !(abs(a.error - b) <= Numerics.levelTolerance * size) {
        return "level \(level): error \(a.error), the reference's \(b) (size \(size))"
      }
    }
    return nil
  }

  /// ``strictLevelDifference(_:_:)`` in exact arithmetic, for points whose terms or level
  /// errors overflow doubles (weights of 2^30 times values of 1e300): the solver's errors and
  /// sizes at its values, exactly, against the reference's exact optimum.
  func exactLevelDifference(_ solver: Solver, _ optimum: ReferenceSolver.Optimum) -> String? {
    guard let found = exactLevelErrors(values: { solver.value(of: $0) }) else {
      return "a value is not finite"
    }
    var sizes: [Double: Rational] = [:]
    for c in constraints where !c.strength.isRequired {
      guard var size = Rational(exactly: abs(constant(of: c))),
        let w = Rational(exactly: c.strength.weight)
      else { return "a number is not finite" }
      for term in c.expression.terms {
        guard let a = Rational(exactly: abs(term.coefficient)),
          let x = Rational(exactly: abs(solver.value(of: term.variable)))
        else { return "a value is not finite" }
        size = size.adding(a.multiplied(by: x))
      }
      sizes[c.strength.level] = (sizes[c.strength.level] ?? .zero).adding(w.multiplied(by: size))
    }
    for edit in edits {
      guard let w = Rational(exactly: edit.strength.weight),
        let x = Rational(exactly: abs(solver.value(of: edit.variable))),
        let v = Rational(exactly: abs(edit.value))
      else { return "a value is not finite" }
      let level = edit.strength.level
      sizes[level] = (sizes[level] ?? .zero).adding(w.multiplied(by: x.adding(v)))
    }
    let tolerance = Rational(exactly: Numerics.levelTolerance)!
    for level in Set(found.keys).union(optimum.levels).sorted(by: >) {
      let a = found[level] ?? .zero
      let b = optimum.error(atLevel: level)
      let size = sizes[level].map { $0 < .one ? .one : $0 } ?? .one
      let difference = a.subtracting(b)
      let allowed = tolerance.multiplied(by: size)
      if difference.isNegative && allowed < difference.negated() && !Classification.isOn {
        return nil
      }
      let magnitude = difference.isNegative ? difference.negated() : difference
      if allowed < magnitude {
        return "level \(level): error \(a.doubleValue), the reference's \(b.doubleValue) (exactly)"
      }
    }
    return nil
  }

  /// Checks the solver's solution against the reference: `agrees`; `gaveUp` when the reference
  /// cannot judge (it exceeded its pivot budget, or the required constraints are infeasible in
  /// exact arithmetic but hold at the solver's values to 1e-8 relative, which the tolerance rule
  /// counts as feasible); else what is wrong.
  ///
  /// The levels agree when they agree with the exact optimum, or else when each agrees with
  /// the best it can do given the solver's own errors at the levels above (the reference with
  /// those errors as caps). The second is what "within tolerance, level by level" means when a
  /// problem is ill-conditioned: a level may end above its optimum by a rounding of its size
  /// (1e-16 of it), and where a coefficient ratio of 1e10 turns that into 1e-6 of the level
  /// below, the levels further down follow a different optimum (`extreme:30210`: level 751 one
  /// unit in the last place above its optimum, level 750 that much better, level 500 3.8%
  /// worse than the exact optimum and at the optimum given the levels above). Neither check
  /// lets a level end above the best it can do by more than the tolerance: the first level
  /// that does fails both.
  ///
  /// Last, the levels agree when the solver's point is lexicographically better than the
  /// optimum rounded to doubles (see ``isBetterThanRounded(_:_:)``).
  func strictVerdict(_ solver: Solver) -> Operation.Verdict {
    let values = variables.map { solver.value(of: $0) }
    if values.contains(where: { !$0.isFinite }) {
      return .wrong("a value is not finite: \(zip(variables, values).map { "\($0) = \($1)" })")
    }
    if let v = strictRequiredViolations(of: solver).first { return .wrong(v) }
    switch reference() {
    case .gaveUp: return .gaveUp
    case .infeasible:
      // The values hold every required constraint to 1e-8 relative to its size (checked
      // above): by the solver's tolerance rule the system is feasible, infeasible in exact
      // arithmetic only by less than that (parallel equalities whose constants differ by 45
      // in terms of 1e16). The reference then has no optimum to compare the levels with.
      return .gaveUp
    case .optimal(let optimum):
      guard let difference = strictLevelDifference(solver, optimum) else { return .agrees }
      let caps = levelErrorsAndSizes { solver.value(of: $0) }.compactMapValues {
        Rational(exactly: $0.error)
      }
      if case .optimal(let capped) = reference(caps: caps),
        strictLevelDifference(solver, capped) == nil
      {
        return .agrees
      }
      if isBetterThanRounded(optimum, solver) { return .agrees }
      return .wrong(difference)
    }
  }
}
