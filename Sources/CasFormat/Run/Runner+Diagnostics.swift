/// The text of run errors: one function renders every ``RunError`` case.
extension Runner {
  /// The `error:` line (and `note:` lines) for an error of statement `index`.
  ///
  /// - Complexity: O(*s*) in the length of the quoted statements, plus O(*l* · *w*²) to find a
  ///   close label (*l* labels of about *w* characters) for an unknown label.
  func diagnostics(for error: RunError, at index: Int) -> [Diagnostic] {
    let statement = program.statements[index]
    let names = program.names
    func name(_ reference: NameReference) -> String { names.name(reference.id) }
    func diagnostic(
      _ severity: Diagnostic.Severity, _ statement: Statement, _ offset: Int, _ message: String
    )
      -> Diagnostic
    {
      Diagnostic(
        file: program.file.name,
        location: program.file.location(of: statement.position(offset, in: program.file)),
        severity: severity, message: message)
    }
    func failure(at reference: NameReference, _ message: String) -> [Diagnostic] {
      [diagnostic(.error, statement, reference.offset, message)]
    }
    switch error {
    case .unsatisfiable(let conflicts):
      var lines = [
        diagnostic(
          .error, statement, statement.start,
          "required constraint cannot be satisfied: '\(quote(statement))'")
      ]
      for conflict in conflicts.sorted() {
        let other = program.statements[conflict]
        lines.append(diagnostic(.note, other, other.start, "conflicts with '\(quote(other))'"))
      }
      return lines
    case .duplicateLabel(let label, let previous):
      let other = program.statements[previous]
      return failure(
        at: label, "duplicate label '\(name(label))': it already labels a constraint in the solver")
        + [diagnostic(.note, other, other.start, "'\(name(label))' labels '\(quote(other))'")]
    case .unknownLabel(let label):
      let text = name(label)
      if names.isLabel(label.id) {
        return failure(
          at: label, "unknown label '\(text)': no constraint with this label is in the solver")
      }
      if variables[Int(label.id)] != nil {
        return failure(at: label, "unknown label '\(text)': '\(text)' is a variable, not a label")
      }
      let labels = (0..<Int32(names.count)).lazy.filter { names.isLabel($0) }.map { names.name($0) }
      if let close = closestName(to: text, among: labels) {
        return failure(at: label, "unknown label '\(text)'; did you mean '\(close)'?")
      }
      return failure(at: label, "unknown label '\(text)'")
    case .duplicateEditVariable(let variable):
      return failure(at: variable, "'\(name(variable))' is already an edit variable")
    case .unknownEditVariable(let variable):
      return failure(at: variable, "'\(name(variable))' is not an edit variable")
    case .suggestWithoutEdit(let variable):
      return failure(
        at: variable,
        "cannot suggest a value for '\(name(variable))': it is not an edit variable (add 'edit \(name(variable))' first)"
      )
    case .requiredEditVariable(let variable):
      return failure(
        at: variable,
        "edit variable '\(name(variable))' cannot be required; use a strength below 1000")
    case .labelAsVariable(let reference):
      return failure(at: reference, "'\(name(reference))' is a label, not a variable")
    case .solver(let solverError):
      return [diagnostic(.error, statement, statement.start, solverError.description)]
    }
  }

  /// What the user wrote for a statement, without its label.
  private func quote(_ statement: Statement) -> String {
    program.file.text(
      from: statement.bodyStart(in: program.file), to: statement.end(in: program.file))
  }
}
