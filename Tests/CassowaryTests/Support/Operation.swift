import Cassowary

/// One solver call of a random sequence, replayable and printable as Swift code.
enum Operation: CustomStringConvertible {
  case add(Constraint)
  case remove(Constraint)
  case setConstant(Double, Constraint)
  case suggest(Double, Variable)
  /// Makes an edit variable and suggests a first value.
  case addEdit(Variable, Strength, Double)
  /// Makes an edit variable at the variable's current value, with no suggestion.
  case edit(Variable, Strength)
  case removeEdit(Variable)

  func apply(to solver: Solver) throws(SolverError) {
    switch self {
    case .add(let c): try solver.add(c)
    case .remove(let c): try solver.remove(c)
    case .setConstant(let k, let c): try solver.setConstant(k, of: c)
    case .suggest(let value, let v): try solver.suggestValue(value, for: v)
    case .addEdit(let v, let strength, let value):
      try solver.addEditVariable(v, strength: strength)
      try solver.suggestValue(value, for: v)
    case .edit(let v, let strength): try solver.addEditVariable(v, strength: strength)
    case .removeEdit(let v): try solver.removeEditVariable(v)
    }
  }

  /// Records the effect of a successful call in `oracle`; `solver` (which made the call) gives
  /// the value at which ``edit(_:_:)`` made its edit variable.
  func update(_ oracle: inout Oracle, solver: Solver? = nil) {
    switch self {
    case .add(let c): oracle.constraints.append(c)
    case .remove(let c):
      oracle.constraints.removeAll { $0 === c }
      oracle.constants[ObjectIdentifier(c)] = nil
    case .setConstant(let k, let c): oracle.constants[ObjectIdentifier(c)] = k
    case .suggest(let value, let v):
      if let i = oracle.edits.firstIndex(where: { $0.variable === v }) {
        oracle.edits[i].value = value
      }
    case .addEdit(let v, let strength, let value):
      oracle.edits.append(Oracle.Edit(variable: v, strength: strength, value: value))
    case .edit(let v, let strength):
      let value = solver?.suggestedValue(for: v) ?? 0
      oracle.edits.append(Oracle.Edit(variable: v, strength: strength, value: value))
    case .removeEdit(let v): oracle.edits.removeAll { $0.variable === v }
    }
  }

  /// Whether this call adds a constraint.
  var isAdd: Bool {
    if case .add = self { return true }
    return false
  }

  /// The constraint this call names, if any.
  var constraint: Constraint? {
    switch self {
    case .add(let c), .remove(let c), .setConstant(_, let c): c
    default: nil
    }
  }

  /// `c` as Swift code that builds it.
  static func code(_ c: Constraint) -> String {
    let strength =
      c.strength.isRequired ? "" : " ~ Strength(\(c.strength.level), weight: \(c.strength.weight))"
    let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
    let lhs = c.expression.terms.map { "\($0.coefficient) * \($0.variable)" }.joined(
      separator: " + ")
    return "\(lhs) + \(c.expression.constant) \(relation) 0\(strength)"
  }

  /// The call as Swift code on a solver `s`, naming a constraint by `name`.
  func code(name: String) -> String {
    switch self {
    case .add: "try s.add(\(name))"
    case .remove: "try s.remove(\(name))"
    case .setConstant(let k, _): "try s.setConstant(\(k), of: \(name))"
    case .suggest(let value, let v): "try s.suggestValue(\(value), for: \(v))"
    case .addEdit(let v, let strength, let value):
      "try s.addEditVariable(\(v), strength: Strength(\(strength.level), weight: \(strength.weight))); "
        + "try s.suggestValue(\(value), for: \(v))"
    case .edit(let v, let strength):
      "try s.addEditVariable(\(v), strength: Strength(\(strength.level), weight: \(strength.weight)))"
    case .removeEdit(let v): "try s.removeEditVariable(\(v))"
    }
  }

  var description: String { code(name: constraint.map { "(\(Operation.code($0)))" } ?? "") }

  /// A sequence as a Swift program: variables, each constraint object once, then the calls.
  static func program(_ operations: [Operation], variables: [Variable]) -> String {
    var lines = [
      variables.map { "let \($0) = Variable(\"\($0)\")" }.joined(separator: "; ")
        + "; let s = Solver()"
    ]
    var names: [ObjectIdentifier: String] = [:]
    for op in operations {
      guard let c = op.constraint else {
        lines.append(op.code(name: ""))
        continue
      }
      if names[ObjectIdentifier(c)] == nil {
        names[ObjectIdentifier(c)] = "c\(names.count)"
        lines.append("let c\(names.count - 1) = \(code(c))")
      }
      lines.append(op.code(name: names[ObjectIdentifier(c)]!))
    }
    return lines.joined(separator: "\n")
  }

  /// How a solver's solution compares with the reference.
  enum Verdict: Equatable {
    case agrees
    /// The reference gave up (it exceeded its pivot budget), or cannot judge (see
    /// ``Oracle/strictVerdict(_:)``).
    case gaveUp
    case wrong(String)
  }

  /// Compares `solver`'s solution of the system `oracle` describes with the reference.
  static func verdict(_ solver: Solver, _ oracle: Oracle) -> Verdict {
    switch oracle.reference() {
    case .gaveUp: return .gaveUp
    case .infeasible: return .wrong("the reference finds the accepted constraints infeasible")
    case .optimal(let optimum):
      if let v = oracle.requiredViolations(values: { solver.value(of: $0) }).first {
        return .wrong(v)
      }
      let d = Oracle.difference(oracle.levelErrors(of: solver), Oracle.levelErrors(of: optimum))
      return d.map(Verdict.wrong) ?? .agrees
    }
  }

  /// Replays `operations` on a fresh solver (skipping calls that throw) and describes how the
  /// result differs from the reference, or nil if it agrees (or the reference gives up).
  static func mismatch(_ operations: [Operation], variables: [Variable]) -> String? {
    let solver = Solver()
    var oracle = Oracle(variables: variables)
    for op in operations where (try? op.apply(to: solver)) != nil {
      op.update(&oracle, solver: solver)
    }
    if case .wrong(let message) = verdict(solver, oracle) { return message }
    return nil
  }

  /// A locally minimal sub-sequence of `operations` that still gives a wrong answer
  /// (greedy deletion), as Swift code.
  static func shrink(_ operations: [Operation], variables: [Variable]) -> String {
    var ops = operations
    // Calls that throw on replay change nothing (other tests check that); drop them first.
    let replay = Solver()
    let succeeding = ops.filter { (try? $0.apply(to: replay)) != nil }
    if mismatch(succeeding, variables: variables) != nil { ops = succeeding }
    // Passes of one-at-a-time deletion until none helps (a deletion can make earlier calls
    // removable, e.g. the edit variable that a later suggestion needed).
    var shrunk = true
    while shrunk {
      shrunk = false
      var i = ops.count - 1
      while i >= 0 {
        var trial = ops
        trial.remove(at: i)
        if mismatch(trial, variables: variables) != nil {
          ops = trial
          shrunk = true
        }
        i = min(i - 1, ops.count - 1)
      }
    }
    return program(ops, variables: variables)
      + "\n// -> \(mismatch(ops, variables: variables) ?? "?")"
  }
}
