/// A variable times a coefficient: one summand of an ``Expression``.
public struct Term: Sendable {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates `coefficient * variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build expressions with the usual operators (`x + 2 * y - 3`, `-x`, `(a + b) / 2`) and turn
/// two of them into a ``Constraint`` with `==`, `<=` or `>=`. A product of two variables is not
/// linear and cannot be written: `*` and `/` take a `Double` on one side.
public struct Expression: Sendable {
  /// The summands.
  ///
  /// The same variable may appear more than once; the solver adds them up.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression holding just `variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the constant expression `constant`.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The expression with every coefficient and the constant multiplied by `factor`.
  public func scaled(by factor: Double) -> Expression {
    Expression(
      terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }

  /// The value of the expression for the variables' current ``Variable/value``s.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }
}

/// Another name for ``Expression``, for files that also import Foundation, whose own
/// `Expression` (a predicate expression) makes the plain name ambiguous there.
public typealias LinearExpression = Expression

/// Anything that reads as a linear expression: ``Variable``, ``Term`` and ``Expression``.
///
/// The arithmetic and relational operators of this module take any mix of these and `Double`.
public protocol ExpressionConvertible {
  /// This value as an expression.
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
  public var expression: Expression { Expression([self]) }
}

extension Expression: ExpressionConvertible {
  public var expression: Expression { self }
}

extension Expression: CustomStringConvertible {
  public var description: String {
    var text = ""
    for term in terms {
      let c = term.coefficient
      let sign = c < 0 ? "-" : "+"
      let magnitude = abs(c) == 1 ? "" : "\(formatNumber(abs(c))) * "
      text += text.isEmpty ? (c < 0 ? "-" : "") : " \(sign) "
      text += magnitude + term.variable.description
    }
    if constant != 0 || text.isEmpty {
      if text.isEmpty {
        text = formatNumber(constant)
      } else {
        text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
      }
    }
    return text
  }
}

// MARK: - Arithmetic

/// The sum of two expressions (terms of the same variable are combined when a constraint is made).
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  let l = lhs.expression
  let r = rhs.expression
  return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// The expression with `rhs` added to its constant.
public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  let l = lhs.expression
  return Expression(l.terms, constant: l.constant + rhs)
}

/// The expression with `lhs` added to its constant.
public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
  rhs + lhs
}

/// The difference of two expressions.
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs + rhs.expression.scaled(by: -1)
}

/// The expression with `rhs` subtracted from its constant.
public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  lhs + (-rhs)
}

/// `lhs` minus the expression.
public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
  rhs.expression.scaled(by: -1) + lhs
}

/// The expression with every coefficient and the constant negated.
public prefix func - <E: ExpressionConvertible>(operand: E) -> Expression {
  operand.expression.scaled(by: -1)
}

/// The expression with every coefficient and the constant multiplied by `rhs`.
public func * <E: ExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
  lhs.expression.scaled(by: rhs)
}

/// The expression with every coefficient and the constant multiplied by `lhs`.
public func * <E: ExpressionConvertible>(lhs: Double, rhs: E) -> Expression {
  rhs.expression.scaled(by: lhs)
}

/// Divides every coefficient and the constant by `rhs`.
///
/// Dividing by zero gives non-finite coefficients, which ``Solver/add(_:)`` rejects with
/// ``SolverError/nonFiniteNumber(_:)``.
public func / <E: ExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
  lhs.expression.scaled(by: 1 / rhs)
}

// MARK: - Relations

/// A required constraint `lhs == rhs`; attach another strength with `~`.
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs.expression, .equal, rhs.expression)
}

/// A required constraint `lhs == rhs`; attach another strength with `~`.
public func == <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs.expression, .equal, Expression(constant: rhs))
}

/// A required constraint `lhs == rhs`; attach another strength with `~`.
public func == <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(Expression(constant: lhs), .equal, rhs.expression)
}

/// A required constraint `lhs <= rhs`; attach another strength with `~`.
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs.expression, .lessThanOrEqual, rhs.expression)
}

/// A required constraint `lhs <= rhs`; attach another strength with `~`.
public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs.expression, .lessThanOrEqual, Expression(constant: rhs))
}

/// A required constraint `lhs <= rhs`; attach another strength with `~`.
public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(Expression(constant: lhs), .lessThanOrEqual, rhs.expression)
}

/// A required constraint `lhs >= rhs`; attach another strength with `~`.
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs.expression, .greaterThanOrEqual, rhs.expression)
}

/// A required constraint `lhs >= rhs`; attach another strength with `~`.
public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs.expression, .greaterThanOrEqual, Expression(constant: rhs))
}

/// A required constraint `lhs >= rhs`; attach another strength with `~`.
public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(Expression(constant: lhs), .greaterThanOrEqual, rhs.expression)
}
