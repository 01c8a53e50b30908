import TestSupport
import Testing

@testable import Cassowary

/// Property tests: random systems against the exact reference, and metamorphic relations.
///
/// Every failure message starts with `seed N`; replay a case with
/// `CASSOWARY_REPLAY=system:N swift test --filter replayOneSeed` (kinds `system`,
/// `suggestions`, `twins`; see ``replayOneSeed()``). Each check builds its case from
/// `SeededGenerator(seed: N)` alone.
@Suite struct SolverProperties {
  /// Systems per batch of ``randomSystemsMatchTheReference(batch:)``; batches run in parallel.
  static let systemsPerBatch: UInt64 = 50

  static func fail(
    _ seed: UInt64, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    Issue.record("seed \(seed): \(message)", sourceLocation: sourceLocation)
  }

  /// Whether the system was checked against the reference (false: the reference gave up).
  enum Checked { case checked, discarded }

  /// A solver; with `markerless`, one that keeps every required equality it can without its
  /// marker, so that removals and constant changes take the fresh-solve path.
  static func makeSolver(markerless: Bool) -> Solver {
    let solver = Solver()
    if markerless { solver.setMarkerlessThresholdForTesting(0) }
    return solver
  }

  // MARK: Random systems against the reference

  /// 1000 systems: a quarter layout-like, a quarter degenerate, the others small random ones.
  @Test(arguments: 0..<20) func randomSystemsMatchTheReference(batch: UInt64) {
    var discarded = 0
    for seed in batch * Self.systemsPerBatch..<(batch + 1) * Self.systemsPerBatch {
      if Self.checkSystem(seed: seed) == .discarded { discarded += 1 }
    }
    #expect(
      discarded * 20 < Int(Self.systemsPerBatch),
      "batch \(batch): reference gave up on \(discarded) systems")
  }

  /// 200 systems as above, with every required equality kept without its marker.
  @Test(arguments: 0..<4) func markerlessSystemsMatchTheReference(batch: UInt64) {
    var discarded = 0
    for seed in 30_000 + batch * 50..<30_000 + (batch + 1) * 50 {
      if Self.checkSystem(seed: seed, markerless: true) == .discarded { discarded += 1 }
    }
    #expect(discarded * 20 < 50, "batch \(batch): reference gave up on \(discarded) systems")
  }

  /// Adds a random system constraint by constraint and checks: rejected adds (state unchanged,
  /// reference agrees, conflicts irreducible), required constraints hold, per-level errors
  /// equal the reference's, ambiguity, order independence, add-then-remove.
  static func checkSystem(seed: UInt64, markerless: Bool = false) -> Checked {
    var g = SeededGenerator(seed: seed)
    let system: RandomSystems.System
    switch seed % 4 {
    case 0: system = RandomSystems.layout(using: &g)
    case 1: system = RandomSystems.degenerate(using: &g)
    default: system = RandomSystems.small(using: &g)
    }
    let solver = makeSolver(markerless: markerless)
    var oracle = Oracle(variables: system.variables)
    var result = Checked.checked
    for c in system.constraints {
      let before = solver.snapshot()
      do throws(SolverError) {
        try solver.add(c)
        oracle.constraints.append(c)
      } catch .unsatisfiable(let failed, let conflicts) {
        if failed !== c { fail(seed, "unsatisfiable names '\(failed)', not '\(c)'") }
        if solver.snapshot() != before { fail(seed, "rejected add of '\(c)' changed the solver") }
        var after = oracle
        after.constraints.append(c)
        if checkConflicts(seed: seed, after: after, rejected: c, conflicts: conflicts) == .discarded
        {
          result = .discarded
        }
      } catch {
        fail(seed, "adding '\(c)' threw \(error)")
      }
    }
    guard checkOptimum(seed: seed, solver: solver, oracle: oracle, ambiguity: true) == .checked
    else {
      return .discarded
    }

    // updateVariables writes value(of:) into every variable.
    solver.updateVariables()
    for v in system.variables where v.value != solver.value(of: v) {
      fail(
        seed,
        "after updateVariables, \(v).value is \(v.value) but value(of:) is \(solver.value(of: v))")
    }

    // Deterministic: the same calls on other objects give exactly the same values and work.
    let clones = system.variables.map { Variable($0.name) }
    func clone(_ c: Constraint) -> Constraint {
      let terms = c.expression.terms.map { t in
        Term(clones[system.variables.firstIndex { $0 === t.variable }!], coefficient: t.coefficient)
      }
      return Constraint(
        Expression(terms, constant: c.expression.constant), c.relation, strength: c.strength)
    }
    let twin = makeSolver(markerless: markerless)
    for c in system.constraints { try? twin.add(clone(c)) }
    for (v, w) in zip(system.variables, clones) where solver.value(of: v) != twin.value(of: w) {
      fail(
        seed,
        "not deterministic: \(v) is \(solver.value(of: v)), \(twin.value(of: w)) with other objects"
      )
    }
    if solver.statistics != twin.statistics {
      fail(
        seed,
        "not deterministic: statistics \(solver.statistics) vs \(twin.statistics) with other objects"
      )
    }

    // The optimum does not depend on the order of the constraints.
    let errors = oracle.levelErrors(of: solver)
    let shuffled = makeSolver(markerless: markerless)
    for c in oracle.constraints.shuffled(using: &g) {
      do throws(SolverError) { try shuffled.add(c) } catch {
        fail(seed, "shuffled add of '\(c)' threw \(error)")
      }
    }
    if let d = Oracle.difference(oracle.levelErrors(of: shuffled), errors) {
      fail(seed, "shuffled order: \(d)")
    }

    // Replacing a constraint by an identical copy (add the copy, remove the original) keeps
    // the optimum.
    if let original = oracle.constraints.randomElement(using: &g) {
      let copy = Constraint(original.expression, original.relation, strength: original.strength)
      do throws(SolverError) {
        try solver.add(copy)
        try solver.remove(original)
        try solver.add(original)
        try solver.remove(copy)
      } catch {
        fail(seed, "replacing '\(original)' by a copy threw \(error)")
      }
      let violations = oracle.requiredViolations(values: { solver.value(of: $0) })
      let difference = Oracle.difference(oracle.levelErrors(of: solver), errors)
      if violations.first ?? difference != nil {
        fail(
          seed,
          "after replacing '\(original)' by a copy and back: \(violations.first ?? difference!)")
        return result  // the checks below would only repeat the damage
      }
    }

    // Adding then removing a constraint returns to the same optimum; a failed add changes nothing.
    for _ in 0..<2 {
      let extra = RandomSystems.constraint(over: system.variables, required: 0.6, using: &g)
      let before = solver.snapshot()
      do throws(SolverError) {
        try solver.add(extra)
        try solver.remove(extra)
        if solver.contains(extra) { fail(seed, "'\(extra)' still contained after removal") }
        if let d = Oracle.difference(oracle.levelErrors(of: solver), errors) {
          fail(seed, "add+remove '\(extra)': \(d)")
        }
      } catch .unsatisfiable {
        if solver.snapshot() != before {
          fail(seed, "rejected add of '\(extra)' changed the solver")
        }
        if oracle.referenceFeasible(oracle.constraints + [extra]) == true {
          fail(seed, "'\(extra)' rejected but the reference finds the required set feasible")
        }
      } catch {
        fail(seed, "add/remove of '\(extra)' threw \(error)")
      }
    }
    return result
  }

  /// Checks an `.unsatisfiable` rejection of `c` against the reference.
  ///
  /// `after` is the system as it would be had the call succeeded (it holds `c`, with its new
  /// constant if any).
  static func checkConflicts(
    seed: UInt64, after: Oracle, rejected c: Constraint, conflicts: [Constraint]
  ) -> Checked {
    guard c.strength.isRequired else {
      fail(seed, "non-required '\(c)' rejected as unsatisfiable")
      return .checked
    }
    for k in conflicts
    where k === c || !(k.strength.isRequired && after.constraints.contains { $0 === k }) {
      fail(seed, "conflict '\(k)' is not another added required constraint")
    }
    guard let all = after.referenceFeasible(after.constraints),
      let core = after.referenceFeasible(conflicts + [c])
    else { return .discarded }
    if all { fail(seed, "'\(c)' rejected but the reference finds the required set feasible") }
    if core { fail(seed, "conflicts of '\(c)' \(conflicts) hold together with it (reference)") }
    guard conflicts.count <= Solver.explanationLimit else { return .checked }
    for i in conflicts.indices {
      var smaller = conflicts
      let dropped = smaller.remove(at: i)
      switch after.referenceFeasible(smaller + [c]) {
      case false: fail(seed, "conflicts of '\(c)' are reducible: '\(dropped)' is not needed")
      case nil: return .discarded
      default: break
      }
    }
    return .checked
  }

  /// Checks the solver's current solution: required constraints hold, each level's error equals
  /// the reference's, and (optionally) an ambiguous answer is truly ambiguous.
  static func checkOptimum(seed: UInt64, solver: Solver, oracle: Oracle, ambiguity: Bool = false)
    -> Checked
  {
    let ranges = ambiguity ? Array(oracle.variables.indices) : []
    switch oracle.reference(rangesOf: ranges) {
    case .gaveUp:
      return .discarded
    case .infeasible:
      fail(
        seed, "the solver accepted \(oracle.constraints) but the reference finds them infeasible")
    case .optimal(let optimum):
      if let system = oracle.referenceConstraints(),
        case (let hold, let errors) = ReferenceSolver.evaluate(system, at: optimum.values),
        !hold || optimum.levels.map({ errors[$0] }) != optimum.errors
      {
        fail(
          seed, "the reference's optimal point does not have its errors (a bug in the reference)")
      }
      for violation in oracle.requiredViolations(values: { solver.value(of: $0) }) {
        fail(seed, violation)
      }
      if let d = Oracle.difference(oracle.levelErrors(of: solver), Oracle.levelErrors(of: optimum))
      {
        fail(
          seed,
          "\(d)\n  constraints: \(oracle.constraints)\n  edits: \(oracle.edits.map { "\($0.variable) = \($0.value) @ \($0.strength)" })"
        )
      }
      for (v, range) in zip(oracle.variables, optimum.ranges)
      where solver.hasAmbiguousValue(v) && !range.isAmbiguous {
        fail(
          seed,
          "hasAmbiguousValue(\(v)) is true but its optimal value is unique (\(range)); \(oracle.constraints)"
        )
      }
    }
    return .checked
  }
}
