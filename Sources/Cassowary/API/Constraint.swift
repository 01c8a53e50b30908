/// How the two sides of a ``Constraint`` relate.
public enum Relation: Sendable, Hashable {
  /// `lhs <= rhs`
  case lessThanOrEqual
  /// `lhs == rhs`
  case equal
  /// `lhs >= rhs`
  case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A linear relation between two expressions, with a ``Strength``.
///
/// A constraint is stored as `expression relation 0`, where `expression` is `lhs - rhs` with
/// the terms of each variable added up. Constraints have identity: the solver adds, finds
/// and removes a constraint object, not an equal-looking one. A constraint may be held by any
/// number of solvers. A constraint is immutable; ``Solver/setConstant(_:of:)`` changes the
/// constant a solver uses for it without changing the object.
///
/// ```swift
/// let c = x + 10 <= y ~ .strong
/// ```
public final class Constraint: Sendable {
  /// `lhs - rhs`, each variable appearing once, variables in order of first appearance.
  public let expression: Expression
  /// The relation of `expression` to zero.
  public let relation: Relation
  /// The strength.
  public let strength: Strength

  /// Creates `lhs relation rhs` at the given strength.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
  ) {
    self.expression = Constraint.reduce(lhs - rhs)
    self.relation = relation
    self.strength = strength
  }

  /// Creates `expression relation 0` at the given strength.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = Constraint.reduce(expression)
    self.relation = relation
    self.strength = strength
  }

  /// A new constraint with the same relation and another strength.
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// Adds up the terms of each variable, keeping first-appearance order and dropping zeros.
  ///
  /// - Complexity: O(*k*²) for *k* ≤ 16 terms (a scan is cheaper than hashing there), else
  ///   O(*k*) expected.
  static func reduce(_ expression: Expression) -> Expression {
    let count = expression.terms.count
    if count <= 1 { return expression }
    if count <= 16 && isReduced(expression.terms) { return expression }
    var terms: [Term] = []
    terms.reserveCapacity(count)
    if count <= 16 {
      for term in expression.terms {
        if let at = terms.firstIndex(where: { $0.variable === term.variable }) {
          terms[at].coefficient += term.coefficient
        } else {
          terms.append(term)
        }
      }
    } else {
      var index: [ObjectIdentifier: Int] = [:]
      for term in expression.terms {
        if let at = index[term.variable.id] {
          terms[at].coefficient += term.coefficient
        } else {
          index[term.variable.id] = terms.count
          terms.append(term)
        }
      }
    }
    terms.removeAll { $0.coefficient == 0 }
    return Expression(terms, constant: expression.constant)
  }

  /// Whether `terms` has no zero coefficient and no variable twice (then reducing it would
  /// only copy it).
  ///
  /// O(*k*²).
  private static func isReduced(_ terms: [Term]) -> Bool {
    for i in terms.indices {
      if terms[i].coefficient == 0 { return false }
      for j in terms.indices[..<i] where terms[j].variable === terms[i].variable { return false }
    }
    return true
  }
}

extension Constraint: Hashable {
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Constraint: CustomStringConvertible {
  /// The constraint as `terms relation constant`, such as `x - y <= -10 @ strong`.
  public var description: String {
    let lhs = Expression(expression.terms)
    let text = "\(lhs) \(relation) \(formatNumber(-expression.constant))"
    return strength.isRequired && strength.weight == 1 ? text : "\(text) @ \(strength)"
  }
}

precedencegroup StrengthPrecedence {
  lowerThan: ComparisonPrecedence
  associativity: left
}

/// Gives a constraint a strength: `width == 100 ~ .weak`, `x >= 0 ~ Strength(751, weight: 2)`.
infix operator ~ : StrengthPrecedence

/// Returns a copy of `constraint` with the given strength.
public func ~ (constraint: Constraint, strength: Strength) -> Constraint {
  constraint.withStrength(strength)
}

/// Returns a copy of `constraint` at `level` with weight 1.
public func ~ (constraint: Constraint, level: Double) -> Constraint {
  constraint.withStrength(Strength(level))
}
