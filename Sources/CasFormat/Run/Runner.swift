import Cassowary

/// Runs a parsed ``Program``'s statements in order against one solver, printing values and
/// reporting the statements the solver rejects.
///
/// A rejected statement stops the run, or with ``RunOptions/keepGoing`` is skipped: the solver
/// guarantees that a failed call leaves it exactly as before.
final class Runner {
  let program: Program
  let options: RunOptions
  let sink: any OutputSink
  let solver = Solver()
  /// The variable of each name id (nil for names that are only labels).
  let variables: [Variable?]
  /// The variables' name ids in file order, and each name's rank in that order.
  let fileOrder: [Int32]
  let rank: [Int32]
  /// The statement that added each constraint in the solver.
  var constraints: ConstraintStatements
  /// By name id: the statement whose constraint the label names while it is in the solver,
  /// or -1.
  var labelled: [Int]
  var statistics = RunStatistics()
  let clock = ContinuousClock()
  /// The bytes between a name and its value: ` = `, and in JSON `", "` and `": "`.
  private static let equalsSeparator = Array(" = ".utf8)
  private static let commaSeparator = Array(", ".utf8)
  private static let keyEnd = Array("\": ".utf8)

  init(program: Program, options: RunOptions, sink: any OutputSink) {
    self.program = program
    self.options = options
    self.sink = sink
    let names = program.names
    fileOrder = names.variablesInFileOrder()
    var variables = [Variable?](repeating: nil, count: names.count)
    var rank = [Int32](repeating: Int32.max, count: names.count)
    for (position, id) in fileOrder.enumerated() {
      variables[Int(id)] = Variable(names.name(id))
      rank[Int(id)] = Int32(position)
    }
    self.variables = variables
    self.rank = rank
    constraints = ConstraintStatements(statementCount: program.statements.count)
    labelled = [Int](repeating: -1, count: names.count)
  }

  /// Runs every statement; returns whether all succeeded.
  ///
  /// - Complexity: the solver's work for each statement, plus O(*v*) per bare `print`.
  func run() -> Bool {
    var succeeded = true
    var printed = false
    for index in program.statements.indices {
      let statement = program.statements[index]
      if case .print = statement.kind { printed = true }
      do {
        try execute(statement, index: index)
      } catch {
        succeeded = false
        for diagnostic in diagnostics(for: error, at: index) {
          sink.writeError(diagnostic.description)
        }
        if !options.keepGoing { return false }
      }
    }
    if !printed { printValues(of: fileOrder) }
    return succeeded
  }

  /// Times a solver call.
  @inline(__always)
  private func timed<T>(_ body: () throws(SolverError) -> T) throws(SolverError) -> T {
    let start = clock.now
    defer { statistics.solverTime += clock.now - start }
    return try body()
  }

  private func execute(_ statement: Statement, index: Int) throws(RunError) {
    switch statement.kind {
    case .constraint(let label, let terms, let relation, let strength):
      if let label, labelled[Int(label)] >= 0 {
        throw .duplicateLabel(
          NameReference(id: label, offset: statement.start), labelledBy: labelled[Int(label)])
      }
      let constraint = makeConstraint(terms, relation, strength)
      do {
        try timed { () throws(SolverError) in try solver.add(constraint) }
      } catch {
        if case .unsatisfiable(_, let conflicts) = error {
          throw .unsatisfiable(conflicts: constraints.statements(of: conflicts))
        }
        throw .solver(error)
      }
      constraints.record(constraint, statement: index)
      if let label { labelled[Int(label)] = index }
      statistics.constraints += 1
    case .edit(let id, let strength):
      let name = reference(to: id, in: statement)
      let variable = try self.variable(name)
      do {
        try timed { () throws(SolverError) in
          try solver.addEditVariable(variable, strength: strength)
        }
      } catch {
        switch error {
        case .duplicateEditVariable: throw .duplicateEditVariable(name)
        case .requiredEditVariable: throw .requiredEditVariable(name)
        default: throw .solver(error)
        }
      }
      statistics.edits += 1
    case .suggest(let id, let value):
      let name = reference(to: id, in: statement)
      let variable = try self.variable(name)
      do {
        try timed { () throws(SolverError) in try solver.suggestValue(value, for: variable) }
      } catch {
        if case .unknownEditVariable = error { throw .suggestWithoutEdit(name) }
        throw .solver(error)
      }
      statistics.suggests += 1
    case .unedit(let id):
      let name = reference(to: id, in: statement)
      let variable = try self.variable(name)
      do {
        try timed { () throws(SolverError) in try solver.removeEditVariable(variable) }
      } catch {
        if case .unknownEditVariable = error { throw .unknownEditVariable(name) }
        throw .solver(error)
      }
    case .remove(let label):
      let labelledBy = labelled[Int(label)]
      guard labelledBy >= 0, let constraint = constraints.constraint(ofStatement: labelledBy)
      else { throw .unknownLabel(reference(to: label, in: statement)) }
      do {
        try timed { () throws(SolverError) in try solver.remove(constraint) }
      } catch {
        throw .solver(error)
      }
      labelled[Int(label)] = -1
      constraints.forget(statement: labelledBy)
    case .print(let range):
      guard let range else {
        printValues(of: fileOrder)
        return
      }
      let list = program.printNames[range]
      for name in list { _ = try variable(name) }
      var ids = list.map(\.id)
      ids.sort { rank[Int($0)] < rank[Int($1)] }
      var unique: [Int32] = []
      unique.reserveCapacity(ids.count)
      for id in ids where unique.last != id { unique.append(id) }
      printValues(of: unique)
    }
  }

  /// The name an `edit`, `suggest`, `unedit` or `remove` statement names, with its place.
  private func reference(to id: Int32, in statement: Statement) -> NameReference {
    NameReference(id: id, offset: statement.nameOffset(in: program.file))
  }

  /// The variable a name refers to, or `.labelAsVariable` if the name is only a label.
  private func variable(_ name: NameReference) throws(RunError) -> Variable {
    guard let variable = variables[Int(name.id)] else { throw .labelAsVariable(name) }
    return variable
  }

  /// The solver's constraint for a parsed one.
  ///
  /// - Complexity: O(*t*) in the number of terms.
  private func makeConstraint(_ span: TermSpan, _ relation: Relation, _ strength: Strength)
    -> Constraint
  {
    var terms: [Term] = []
    terms.reserveCapacity(Int(span.count))
    for index in span.indices {
      let term = program.terms[index]
      terms.append(Term(variables[Int(term.name)]!, coefficient: term.coefficient))
    }
    return Constraint(
      LinearExpression(terms, constant: span.constant), relation, strength: strength)
  }

  /// Every variable in file order with its current value and whether it is an edit variable.
  ///
  /// - Complexity: O(*v*) in the number of variables, plus the solver's value update.
  func finalValues() -> [VariableValue] {
    solver.updateVariables()
    return fileOrder.map { id in
      let variable = variables[Int(id)]!
      return VariableValue(
        name: program.names.name(id), value: solver.value(of: variable),
        isEdited: solver.hasEditVariable(variable))
    }
  }

  /// Writes `NAME = VALUE` lines (or one JSON object) for the given variables, in that order.
  ///
  /// - Complexity: O(*v*) in the number of variables.
  private func printValues(of ids: [Int32]) {
    // Lines are made as bytes: no `String` per line.
    let start = clock.now
    solver.updateVariables()  // a variable the solver no longer holds keeps its last value
    let values = ids.map { solver.value(of: variables[Int($0)]!) }
    statistics.solverTime += clock.now - start
    let names = program.names
    var line: [UInt8] = []
    line.reserveCapacity(64)
    if options.json {
      line.append(UInt8(ascii: "{"))
      for (index, id) in ids.enumerated() {
        if index > 0 { line.append(contentsOf: Runner.commaSeparator) }
        line.append(UInt8(ascii: "\""))
        names.appendName(id, to: &line)
        line.append(contentsOf: Runner.keyEnd)
        appendFormattedValue(values[index], to: &line)
      }
      line.append(UInt8(ascii: "}"))
      sink.writeOutput(utf8: line)
    } else {
      for (index, id) in ids.enumerated() {
        line.removeAll(keepingCapacity: true)
        names.appendName(id, to: &line)
        line.append(contentsOf: Runner.equalsSeparator)
        appendFormattedValue(values[index], to: &line)
        sink.writeOutput(utf8: line)
      }
    }
  }
}
