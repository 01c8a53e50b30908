import Cassowary

/// Which statement added each constraint that is in the solver.
///
/// Kept as an array by statement index (8 bytes a statement, no hashing per constraint); the
/// map from constraint back to statement, which only explaining a conflict needs, is built
/// the first time one is explained and kept up to date from then on.
struct ConstraintStatements {
  /// The constraint each statement added, while it is in the solver.
  private var constraints: [Constraint?]
  /// The statement of each constraint in the solver, once a conflict has needed it.
  private var statementOf: [ObjectIdentifier: Int]?

  /// Room for a program of `count` statements.
  init(statementCount count: Int) {
    constraints = [Constraint?](repeating: nil, count: count)
  }

  /// Records that statement `index` added `constraint`.
  ///
  /// O(1) (amortized once the map exists).
  mutating func record(_ constraint: Constraint, statement index: Int) {
    constraints[index] = constraint
    statementOf?[ObjectIdentifier(constraint)] = index
  }

  /// The constraint statement `index` added, if it is still in the solver.
  ///
  /// O(1).
  func constraint(ofStatement index: Int) -> Constraint? { constraints[index] }

  /// Records that the constraint of statement `index` left the solver.
  ///
  /// O(1).
  mutating func forget(statement index: Int) {
    if let constraint = constraints[index] { statementOf?[ObjectIdentifier(constraint)] = nil }
    constraints[index] = nil
  }

  /// The statements that added the given constraints (those that are recorded).
  ///
  /// - Complexity: O(*s*) in the number of statements the first time, then O(*c*) in the
  ///   number of constraints asked about.
  mutating func statements(of conflicts: [Constraint]) -> [Int] {
    if statementOf == nil {
      var map: [ObjectIdentifier: Int] = [:]
      for (index, constraint) in constraints.enumerated() {
        if let constraint { map[ObjectIdentifier(constraint)] = index }
      }
      statementOf = map
    }
    return conflicts.compactMap { statementOf?[ObjectIdentifier($0)] }
  }
}
