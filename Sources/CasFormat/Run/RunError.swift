import Cassowary

/// Why a statement failed when it ran.
///
/// Cases carry what failed; ``Runner`` renders them (with the statement's place in the file) in
/// ``Runner/diagnostics(for:at:)``.
enum RunError: Error {
  /// A required constraint cannot hold; the statements of the conflicting constraints.
  case unsatisfiable(conflicts: [Int])
  /// `LABEL:` on a constraint while the label names another constraint in the solver.
  case duplicateLabel(NameReference, labelledBy: Int)
  /// `remove` of a label that names no constraint in the solver.
  case unknownLabel(NameReference)
  /// `edit` of a variable that is already an edit variable.
  case duplicateEditVariable(NameReference)
  /// `unedit` of a variable that is not an edit variable.
  case unknownEditVariable(NameReference)
  /// `suggest` for a variable that is not an edit variable.
  case suggestWithoutEdit(NameReference)
  /// `edit NAME @ required`.
  case requiredEditVariable(NameReference)
  /// A label named where a variable is expected.
  case labelAsVariable(NameReference)
  /// Any other solver error (not expected from a parsed file).
  case solver(SolverError)
}
