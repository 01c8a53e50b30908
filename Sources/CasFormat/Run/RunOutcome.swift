/// What a run of ``solve(_:options:sink:)`` ended with: whether every statement succeeded,
/// and the solver in the state the run reached.
///
/// The outcome keeps the parsed program and the solver alive until it is released, so that
/// ``finalValues()`` can read them; a process that exits right after the run may keep them
/// for good (see ``state``) instead of freeing them object by object.
package struct RunOutcome {
  /// Whether every statement succeeded (parsing included).
  package let succeeded: Bool
  /// The runner, nil when the file did not parse.
  let runner: Runner?

  init(succeeded: Bool, runner: Runner?) {
    self.succeeded = succeeded
    self.runner = runner
  }

  /// The program and solver of the run, nil when the file did not parse.
  ///
  /// A process that exits right after the run can retain this for good (`Unmanaged.passRetained`):
  /// freeing a million constraints object by object takes a tenth of a second or more, and the
  /// system reclaims the memory at exit at once.
  package var state: AnyObject? { runner }

  /// Every variable of the file in order of first appearance, with the value the run
  /// reached (0 for one that no constraint touched) and whether it is an edit variable at
  /// the end.
  ///
  /// Empty when the file did not parse.
  ///
  /// - Complexity: O(*v*) in the number of variables, plus the solver's value update.
  package func finalValues() -> [VariableValue] {
    runner?.finalValues() ?? []
  }
}

/// A variable's name and value at the end of a run.
package struct VariableValue: Sendable, Hashable {
  /// The name, as written in the file.
  package var name: String
  /// The value.
  package var value: Double
  /// Whether the variable is an edit variable when the run ends.
  package var isEdited: Bool

  /// Creates a named value.
  package init(name: String, value: Double, isEdited: Bool = false) {
    self.name = name
    self.value = value
    self.isEdited = isEdited
  }
}
