/// A parsed `.cas` file: its statements in order and its names.
package struct Program: Sendable {
  /// The file it was read from.
  package let file: SourceFile
  let statements: [Statement]
  /// The terms of every constraint, each constraint's in one ``TermSpan``.
  let terms: [NameTerm]
  /// The names of every `print NAME...` statement, each statement's in one range.
  let printNames: [NameReference]
  let names: NameTable

  init(
    file: SourceFile, statements: [Statement], terms: [NameTerm],
    printNames: [NameReference], names: NameTable
  ) {
    self.file = file
    self.statements = statements
    self.terms = terms
    self.printNames = printNames
    self.names = names
  }

  /// Reads a `.cas` file.
  ///
  /// - Throws: ``ParseFailure`` with the first ``Parser/errorLimit`` errors in file order.
  /// - Complexity: O(*n*) in the size of the file (expected, for the name dictionary).
  package init(parsing file: SourceFile) throws(ParseFailure) {
    var parser = Parser(file)
    self = try parser.parseProgram()
  }

  /// The number of statements that do something when run (not blank lines or `var`).
  package var statementCount: Int { statements.count }

  /// The variables' names in order of first appearance in the file.
  package var variableNames: [String] { names.variablesInFileOrder().map { names.name($0) } }
}

/// The errors found while reading a file (at most ``Parser/errorLimit``, in file order).
package struct ParseFailure: Error, Sendable {
  let file: SourceFile
  let errors: [LocatedParseError]

  /// One `error:` diagnostic per error.
  ///
  /// - Complexity: O(*e* · *w*): *e* errors, each locating its column in a line of *w* bytes.
  package var diagnostics: [Diagnostic] {
    errors.map { located in
      Diagnostic(
        file: file.name, location: file.location(of: located.position), severity: .error,
        message: located.error.message)
    }
  }
}
