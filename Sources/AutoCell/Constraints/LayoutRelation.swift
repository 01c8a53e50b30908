import Cassowary

/// How the two sides of a ``LayoutConstraint`` relate, like UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Sendable, Hashable {
  /// `first <= multiplier * second + constant`.
  case lessThanOrEqual
  /// `first == multiplier * second + constant`.
  case equal
  /// `first >= multiplier * second + constant`.
  case greaterThanOrEqual

  /// The solver's relation.
  var solverRelation: Relation {
    switch self {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

extension LayoutRelation: CustomStringConvertible {
  /// `<=`, `==` or `>=`.
  public var description: String { solverRelation.description }
}
