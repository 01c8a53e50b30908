// The level errors of a solution evaluated from the constraints, and how two solutions
// compare by them.

/// The error and size of one priority level at given values (see ``Records/levelErrors(at:)``).
struct LevelError {
  var level: Double
  var error: Double
  var size: Double
}

/// The errors of every non-required level of one solution, highest level first (see
/// ``Records/levelErrors(at:)``), and how two solutions of the same constraints compare by
/// them.
struct LevelErrors {
  var levels: [LevelError]

  /// Whether these errors are better than `other`'s (both from ``Records/levelErrors(at:)`` of the
  /// same constraints): at the highest level where the errors differ by more than
  /// ``Tolerance/levelComparison`` of the level's size, these are lower.
  ///
  /// Not finite counts as worse than anything. O(*L*).
  func isLexicographicallyBetter(than other: LevelErrors) -> Bool {
    let a = levels
    let b = other.levels
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      let x: LevelError
      let y: LevelError
      if j == b.count || (i < a.count && a[i].level > b[j].level) {
        x = a[i]
        y = LevelError(level: x.level, error: 0, size: 0)
        i += 1
      } else if i == a.count || b[j].level > a[i].level {
        y = b[j]
        x = LevelError(level: y.level, error: 0, size: 0)
        j += 1
      } else {
        x = a[i]
        y = b[j]
        i += 1
        j += 1
      }
      if !x.error.isFinite || !y.error.isFinite {
        if x.error.isFinite != y.error.isFinite { return x.error.isFinite }
        continue
      }
      let tolerance = Tolerance.levelComparison * max(1, x.size, y.size)
      if x.error < y.error - tolerance { return true }
      if x.error > y.error + tolerance { return false }
    }
    return false
  }

  /// Whether these errors are at least as low as `other`'s at every level and lower at one (both
  /// from ``Records/levelErrors(at:)`` of the same constraints, so with the same levels), each within
  /// ``Tolerance/levelComparison`` of the smaller of the level's two sizes (at least 1).
  ///
  /// A fresh solve can reach a level's optimum at a point far larger than the tableau's, and within
  /// 1e-7 of the larger size the two then compare equal (a level at its optimum, 1,528, at a point
  /// whose terms are 1e24, beside the tableau's 1.8e14 at a point of that size). Comparing
  /// lexicographically within the smaller size lets a rounding gain at a high level outrank a loss
  /// below it; a solution better nowhere worse has no such trade. O(*L*²) for *L* levels (a handful
  /// in practice).
  func dominates(_ other: LevelErrors) -> Bool {
    var isBetter = false
    for x in levels {
      let y =
        other.levels.first { $0.level == x.level } ?? LevelError(level: x.level, error: 0, size: 0)
      guard x.error.isFinite && y.error.isFinite else { return false }
      let tolerance = Tolerance.levelComparison * max(1, min(x.size, y.size))
      if x.error > y.error + tolerance { return false }
      if x.error < y.error - tolerance { isBetter = true }
    }
    return isBetter
  }
}

extension Records {
  /// Each non-required level's weighted error, `Σ weight · violation` over its constraints
  /// (edits included), evaluated from the constraints' own terms at `values` (exactly
  /// up to one rounding, ``evaluate(_:at:)``), and its
  /// size, `Σ weight · (|constant| + Σ |a · x|)`; highest level first.
  ///
  /// - Complexity: O(total terms of the non-required constraints + *L* log *L* for *L* levels).
  func levelErrors(at values: SolvedValues) -> LevelErrors {
    var result: [LevelError] = []
    for i in 0..<constraints.count {
      let record = constraints[at: i]
      let strength = record.constraint.strength
      if strength.isRequired { continue }
      let (residual, size) = evaluate(record, at: values)
      let violation: Double
      switch record.constraint.relation {
      case .equal: violation = abs(residual)
      case .lessThanOrEqual: violation = max(0, residual)
      case .greaterThanOrEqual: violation = max(0, -residual)
      }
      let w = strength.weight
      if let at = result.firstIndex(where: { $0.level == strength.level }) {
        result[at].error += w * violation
        result[at].size += w * size
      } else {
        result.append(LevelError(level: strength.level, error: w * violation, size: w * size))
      }
    }
    return LevelErrors(levels: result.sorted { $0.level > $1.level })
  }

  /// A constraint's residual from its own terms at the current values, `constant + Σ a · x`
  /// (with the record's current constant) at `values`, exact up to one rounding (``CompensatedSum``), and
  /// its size, `|constant| + Σ |a · x|`.
  ///
  /// Where terms of 1e24 leave a residual of 1,528, plain sums keep none of its digits; iterative
  /// refinement gains only the digits its residuals hold. O(*k*).
  func evaluate(_ record: ConstraintRecord, at values: SolvedValues) -> (
    residual: Double, size: Double
  ) {
    var residual = CompensatedSum(record.constant)
    var size = abs(record.constant)
    for term in record.constraint.expression.terms {
      guard let variable = variables[term.variable.id] else { continue }
      let x = values[variable.symbol]
      residual.add(term.coefficient, times: x)
      size += abs(term.coefficient * x)
    }
    return (residual.value, size)
  }

  /// The first non-required constraint whose error, evaluated from its own terms at the
  /// values, differs from the error its slack and error symbols hold in the tableau by
  /// more than ``Tolerance/softDrift`` of its size (at least 1), or nil.
  ///
  /// The objective sees a constraint only through those symbols. Where coefficients span
  /// widely, a substitution can cancel a coefficient whose true value is below the rounding of
  /// its operands (`37529.9968947541 - 0.34359738368 * 109226.66666666666`, truly -2.8e-11, is
  /// residue in doubles), and the row then carries the constraint's error no more: the level
  /// would report 0 where the values leave 5,824. Only checked where coefficients span more
  /// than ``Tolerance/wideSpread``; a fresh solve computes such a row from the constraints directly.
  ///
  /// - Complexity: O(total terms of the non-required constraints).
  func inconsistentSoftConstraint(at values: SolvedValues) -> Constraint? {
    for i in 0..<constraints.count {
      let record = constraints[at: i]
      let constraint = record.constraint
      if constraint.strength.isRequired { continue }
      let (residual, size) = evaluate(record, at: values)
      // The row reads `residual + sign·(marker - other) = 0`: `<=` adds its slack (marker)
      // and subtracts its error (other); `>=` and `==` the other way round.
      let held = values[record.marker] - values[record.other]
      let error = constraint.relation == .lessThanOrEqual ? residual + held : residual - held
      if !(abs(error) <= Tolerance.softDrift * max(1, size, abs(held))) { return constraint }
    }
    return nil
  }
}

extension Tableau {
  /// The level errors of the current values (see ``Records/levelErrors(at:)``).
  ///
  /// - Complexity: O(total terms of the non-required constraints + *L* log *L* for *L* levels).
  func levelErrors() -> LevelErrors { records.levelErrors(at: solvedValues) }
}
