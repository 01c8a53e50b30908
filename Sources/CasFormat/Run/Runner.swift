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
  let rank: [Int]
  /// The statement that added each constraint in the solver.
  var statementOfConstraint: [ObjectIdentifier: Int] = [:]
  /// The constraint (and its statement) each label names while it is in the solver.
  var labelled: [Int32: (constraint: Constraint, statement: Int)] = [:]
  var statistics = RunStatistics()
  let clock = ContinuousClock()

  init(program: Program, options: RunOptions, sink: any OutputSink) {
    self.program = program
    self.options = options
    self.sink = sink
    let names = program.names
    fileOrder = names.variablesInFileOrder()
    var variables = [Variable?](repeating: nil, count: names.names.count)
    var rank = [Int](repeating: Int.max, count: names.names.count)
    for (position, id) in fileOrder.enumerated() {
      variables[Int(id)] = Variable(names.names[Int(id)])
      rank[Int(id)] = position
    }
    self.variables = variables
    self.rank = rank
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
    case .constraint(let label, let form, let relation, let strength):
      if let label, let previous = labelled[label.id] {
        throw .duplicateLabel(label, labelledBy: previous.statement)
      }
      let constraint = makeConstraint(form, relation, strength)
      do {
        try timed { () throws(SolverError) in try solver.add(constraint) }
      } catch {
        if case .unsatisfiable(_, let conflicts) = error {
          throw .unsatisfiable(
            conflicts: conflicts.compactMap { statementOfConstraint[ObjectIdentifier($0)] })
        }
        throw .solver(error)
      }
      statementOfConstraint[ObjectIdentifier(constraint)] = index
      if let label { labelled[label.id] = (constraint, index) }
      statistics.constraints += 1
    case .edit(let name, let strength):
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
    case .suggest(let name, let value):
      let variable = try self.variable(name)
      do {
        try timed { () throws(SolverError) in try solver.suggestValue(value, for: variable) }
      } catch {
        if case .unknownEditVariable = error { throw .suggestWithoutEdit(name) }
        throw .solver(error)
      }
      statistics.suggests += 1
    case .unedit(let name):
      let variable = try self.variable(name)
      do {
        try timed { () throws(SolverError) in try solver.removeEditVariable(variable) }
      } catch {
        if case .unknownEditVariable = error { throw .unknownEditVariable(name) }
        throw .solver(error)
      }
    case .remove(let label):
      guard let entry = labelled[label.id] else { throw .unknownLabel(label) }
      do {
        try timed { () throws(SolverError) in try solver.remove(entry.constraint) }
      } catch {
        throw .solver(error)
      }
      labelled[label.id] = nil
      statementOfConstraint[ObjectIdentifier(entry.constraint)] = nil
    case .print(let list):
      guard let list else {
        printValues(of: fileOrder)
        return
      }
      for name in list { _ = try variable(name) }
      var ids = list.map(\.id)
      ids.sort { rank[Int($0)] < rank[Int($1)] }
      var unique: [Int32] = []
      unique.reserveCapacity(ids.count)
      for id in ids where unique.last != id { unique.append(id) }
      printValues(of: unique)
    }
  }

  /// The variable a name refers to, or `.labelAsVariable` if the name is only a label.
  private func variable(_ name: NameReference) throws(RunError) -> Variable {
    guard let variable = variables[Int(name.id)] else { throw .labelAsVariable(name) }
    return variable
  }

  /// The solver's constraint for a parsed one.
  ///
  /// - Complexity: O(*t*) in the number of terms.
  private func makeConstraint(_ form: LinearForm, _ relation: Relation, _ strength: Strength)
    -> Constraint
  {
    var terms: [Term] = []
    terms.reserveCapacity(form.terms.count)
    for term in form.terms {
      terms.append(Term(variables[Int(term.name)]!, coefficient: term.coefficient))
    }
    return Constraint(
      LinearExpression(terms, constant: form.constant), relation, strength: strength)
  }

  /// Writes `NAME = VALUE` lines (or one JSON object) for the given variables, in that order.
  ///
  /// - Complexity: O(*v*) in the number of variables.
  private func printValues(of ids: [Int32]) {
    let start = clock.now
    let values = ids.map { solver.value(of: variables[Int($0)]!) }
    statistics.solverTime += clock.now - start
    let names = program.names.names
    if options.json {
      var line = "{"
      for (index, id) in ids.enumerated() {
        if index > 0 { line += ", " }
        line += "\"\(names[Int(id)])\": \(formatValue(values[index]))"
      }
      sink.writeOutput(line + "}")
    } else {
      for (index, id) in ids.enumerated() {
        sink.writeOutput("\(names[Int(id)]) = \(formatValue(values[index]))")
      }
    }
  }
}
