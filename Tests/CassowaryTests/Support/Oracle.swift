import Cassowary

/// What the property tests know of a system in a solver: its variables, the constraints and
/// edit variables in force; it measures a solution's errors and asks the reference for the
/// optimum.
struct Oracle {
  /// An edit variable, seen as the non-required constraint `variable == value`.
  struct Edit {
    var variable: Variable
    var strength: Strength
    var value: Double
  }

  var variables: [Variable]
  var constraints: [Constraint] = []
  var edits: [Edit] = []
  /// Constants changed with ``Solver/setConstant(_:of:)``, by constraint.
  var constants: [ObjectIdentifier: Double] = [:]

  /// Relative tolerance of the comparisons.
  static let tolerance = 1e-6

  init(variables: [Variable]) {
    self.variables = variables
  }

  /// The constant in use for `constraint`'s expression.
  func constant(of constraint: Constraint) -> Double {
    constants[ObjectIdentifier(constraint)] ?? constraint.expression.constant
  }

  // MARK: Measuring a solution

  /// The value of `constraint`'s expression (`lhs - rhs`) and a scale for tolerances.
  static func residual(
    of constraint: Constraint, constant: Double? = nil, values: (Variable) -> Double
  ) -> (
    value: Double, scale: Double
  ) {
    var value = constant ?? constraint.expression.constant
    var scale = abs(value)
    for term in constraint.expression.terms {
      let product = term.coefficient * values(term.variable)
      value += product
      scale += abs(product)
    }
    return (value, scale)
  }

  /// The unweighted error of a constraint: `|e|`, `max(0, e)` or `max(0, -e)`.
  static func violation(of relation: Relation, residual e: Double) -> Double {
    switch relation {
    case .equal: abs(e)
    case .lessThanOrEqual: max(0, e)
    case .greaterThanOrEqual: max(0, -e)
    }
  }

  /// The required constraints that do not hold within tolerance, described.
  func requiredViolations(values: (Variable) -> Double) -> [String] {
    constraints.filter(\.strength.isRequired).compactMap { c in
      let r = Oracle.residual(of: c, constant: constant(of: c), values: values)
      let v = Oracle.violation(of: c.relation, residual: r.value)
      return v <= Oracle.tolerance * max(1, r.scale) ? nil : "required '\(c)' violated by \(v)"
    }
  }

  /// `Σ weight * error` per non-required level (edit variables included), measured from values.
  func levelErrors(values: (Variable) -> Double) -> [Double: Double] {
    var errors: [Double: Double] = [:]
    for c in constraints where !c.strength.isRequired {
      let r = Oracle.residual(of: c, constant: constant(of: c), values: values)
      errors[c.strength.level, default: 0] +=
        c.strength.weight * Oracle.violation(of: c.relation, residual: r.value)
    }
    for edit in edits {
      errors[edit.strength.level, default: 0] +=
        edit.strength.weight * abs(values(edit.variable) - edit.value)
    }
    return errors
  }

  /// Per-level errors of the solver's current solution (read with `value(of:)`).
  func levelErrors(of solver: Solver) -> [Double: Double] {
    levelErrors { solver.value(of: $0) }
  }

  /// A description of the first difference between two per-level error maps, or nil.
  static func difference(_ found: [Double: Double], _ expected: [Double: Double]) -> String? {
    for level in Set(found.keys).union(expected.keys).sorted(by: >) {
      let a = found[level] ?? 0
      let b = expected[level] ?? 0
      if abs(a - b) > tolerance * max(1, abs(b)) {
        return
          "level \(level): error \(a), expected \(b) (all: \(found.sorted { $0.key > $1.key }) vs "
          + "\(expected.sorted { $0.key > $1.key }))"
      }
    }
    return nil
  }

  // MARK: The reference

  /// The system in the reference's terms; nil if a number is not finite.
  func referenceConstraints(extra: [Constraint] = []) -> [ReferenceSolver.Constraint]? {
    var index: [ObjectIdentifier: Int] = [:]
    for (i, v) in variables.enumerated() { index[v.id] = i }
    var result: [ReferenceSolver.Constraint] = []
    for c in constraints + extra {
      var terms: [(variable: Int, coefficient: Rational)] = []
      for term in c.expression.terms {
        guard let i = index[term.variable.id], let a = Rational(exactly: term.coefficient) else {
          return nil
        }
        terms.append((i, a))
      }
      guard let constant = Rational(exactly: constant(of: c)),
        let weight = Rational(exactly: c.strength.weight)
      else { return nil }
      result.append(
        ReferenceSolver.Constraint(
          terms: terms, constant: constant, relation: Oracle.relation(c.relation),
          level: c.strength.level,
          weight: weight))
    }
    for edit in edits {
      guard let i = index[edit.variable.id], let value = Rational(exactly: edit.value),
        let weight = Rational(exactly: edit.strength.weight)
      else { return nil }
      result.append(
        ReferenceSolver.Constraint(
          terms: [(i, .one)], constant: value.negated(), relation: .equal,
          level: edit.strength.level,
          weight: weight))
    }
    return result
  }

  static func relation(_ relation: Relation) -> ReferenceSolver.Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// The reference's optimum of the system (plus `extra` constraints), with levels capped as
  /// ``ReferenceSolver/solve(variableCount:constraints:rangesOf:caps:)`` describes.
  func reference(
    extra: [Constraint] = [], rangesOf: [Int] = [], caps: [Double: Rational] = [:]
  ) -> ReferenceSolver.Outcome {
    guard let system = referenceConstraints(extra: extra) else { return .gaveUp }
    return ReferenceSolver.solve(
      variableCount: variables.count, constraints: system, rangesOf: rangesOf, caps: caps)
  }

  /// Whether `constraints` (required ones only count) can all hold, by the reference; nil: gave up.
  func referenceFeasible(_ constraints: [Constraint]) -> Bool? {
    var required = self
    required.edits = []
    required.constraints = constraints.filter(\.strength.isRequired)
    switch required.reference() {
    case .infeasible: return false
    case .optimal: return true
    case .gaveUp: return nil
    }
  }

  /// The reference optimum's per-level errors as doubles.
  static func levelErrors(of optimum: ReferenceSolver.Optimum) -> [Double: Double] {
    var errors: [Double: Double] = [:]
    for (level, error) in zip(optimum.levels, optimum.errors) { errors[level] = error.doubleValue }
    return errors
  }
}
