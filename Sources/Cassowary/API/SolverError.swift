/// Why a ``Solver`` operation failed.
///
/// Every operation that throws leaves the solver exactly as it was before the call.
///
/// Cases carry the objects involved; ``description`` renders the one-line message.
public enum SolverError: Error {
  /// A required constraint cannot hold together with the required constraints already added.
  ///
  /// `conflicts` are the already-added required constraints that, together with the rejected
  /// constraint, cannot all hold. The set is irreducible when the solver could check it (up to
  /// ``Solver/explanationLimit`` constraints): dropping any one of them makes the rest
  /// satisfiable. It is not necessarily the smallest such set. A constraint whose constant was
  /// changed with ``Solver/setConstant(_:of:)`` conflicts with its current constant.
  case unsatisfiable(Constraint, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required; use a strength below 1000.
  case requiredEditVariable(Variable)
  /// A strength's level is outside (0, 1000] or its weight is not > 0.
  case invalidStrength(Strength)
  /// A NaN or an infinity where a finite number is needed.
  case nonFiniteNumber(NonFiniteNumber)
  /// The operation's result cannot be computed in double precision: a value would not be
  /// finite, or rounding leaves a required constraint violated even in a fresh solve. The
  /// solver holds what it held before the call.
  case numericalFailure(NumericalFailure)
}

/// Why an operation's result could not be computed (see ``SolverError/numericalFailure(_:)``).
public enum NumericalFailure: Sendable {
  /// A value would overflow (its magnitude would pass `Double.greatestFiniteMagnitude`).
  case overflow
  /// This constraint cannot be solved in double precision: as a required constraint it would
  /// not hold to 1e-8 relative (its coefficients or values are too far apart in magnitude); or,
  /// for an add, a coefficient of it is subnormal (nonzero and below
  /// `Double.leastNormalMagnitude`, about 2.2e-308, where a reciprocal overflows), or it would
  /// make the coefficients added to the solver span more than 1e100 (largest over smallest
  /// magnitude, since the solver was created or reset); or, in a system whose coefficients span
  /// widely, this non-required constraint's error cannot be told to 1e-6 of its size by any
  /// solve, so that neither can the optimum.
  case imprecise(Constraint)
  /// The call used up its work budget without settling (rounding defeated the simplex rules,
  /// or recovery would grind): at most 10,000 + 50 × (rows + symbols) simplex steps, each at
  /// most one pivot, over every simplex run and fresh solve of one call (see SolverGuarantees,
  /// Bounded work).
  case stalled
}

/// Where a non-finite number was found (see ``SolverError/nonFiniteNumber(_:)``).
public enum NonFiniteNumber: Sendable {
  /// The coefficient of `variable` in `constraint`.
  case coefficient(Variable, in: Constraint)
  /// The constant of `constraint`, or a new constant for it.
  case constant(Double, in: Constraint)
  /// The weight or level of a strength.
  case strength(Strength)
  /// A value suggested for an edit variable.
  case suggestedValue(Double, for: Variable)
}

extension SolverError: Equatable {
  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    switch (lhs, rhs) {
    case (.unsatisfiable(let a, let x), .unsatisfiable(let b, let y)): a === b && x == y
    case (.duplicateConstraint(let a), .duplicateConstraint(let b)): a === b
    case (.unknownConstraint(let a), .unknownConstraint(let b)): a === b
    case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)): a === b
    case (.unknownEditVariable(let a), .unknownEditVariable(let b)): a === b
    case (.requiredEditVariable(let a), .requiredEditVariable(let b)): a === b
    case (.invalidStrength(let a), .invalidStrength(let b)): a == b
    case (.nonFiniteNumber(let a), .nonFiniteNumber(let b)): a.description == b.description
    case (.numericalFailure(.overflow), .numericalFailure(.overflow)): true
    case (.numericalFailure(.stalled), .numericalFailure(.stalled)): true
    case (.numericalFailure(.imprecise(let a)), .numericalFailure(.imprecise(let b))): a === b
    default: false
    }
  }
}

extension NonFiniteNumber: CustomStringConvertible {
  public var description: String {
    switch self {
    case .coefficient(let variable, let constraint):
      "coefficient of '\(variable)' in '\(constraint)' is not finite"
    case .constant(let value, let constraint):
      "constant \(value) of '\(constraint)' is not finite"
    case .strength(let strength):
      "strength (level \(strength.level), weight \(strength.weight)) is not finite"
    case .suggestedValue(let value, let variable):
      "value \(value) suggested for '\(variable)' is not finite"
    }
  }
}

extension SolverError: CustomStringConvertible {
  /// A one-line message naming what failed.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicts):
      let list = conflicts.map { "'\($0)'" }.joined(separator: ", ")
      return conflicts.isEmpty
        ? "required constraint cannot be satisfied: '\(constraint)'"
        : "required constraint cannot be satisfied: '\(constraint)' conflicts with \(list)"
    case .duplicateConstraint(let constraint):
      return "constraint '\(constraint)' has already been added"
    case .unknownConstraint(let constraint):
      return "constraint '\(constraint)' has not been added"
    case .duplicateEditVariable(let variable):
      return "'\(variable)' is already an edit variable"
    case .unknownEditVariable(let variable):
      return "'\(variable)' is not an edit variable"
    case .requiredEditVariable(let variable):
      return "edit variable '\(variable)' cannot be required; use a strength below 1000"
    case .invalidStrength(let strength):
      return "invalid strength (level \(strength.level), weight \(strength.weight)): "
        + "the level must be in (0, 1000] and the weight > 0"
    case .nonFiniteNumber(let where_):
      return where_.description
    case .numericalFailure(.overflow):
      return "the result would not be finite (a value would overflow)"
    case .numericalFailure(.stalled):
      return "the call did not settle within its work budget (rounding defeated the simplex)"
    case .numericalFailure(.imprecise(let constraint)):
      return
        "\(constraint.strength.isRequired ? "required " : "")constraint '\(constraint)' cannot "
        + "be solved precisely: its coefficients or values are too far apart in magnitude"
    }
  }
}
