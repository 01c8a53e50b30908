import TestSupport
import Testing

@testable import Cassowary

extension SolverProperties {
  // MARK: Suggestions

  /// 200 systems with edit variables and a sequence of suggestions.
  @Test(arguments: 0..<4) func suggestionSequencesMatchAFreshSolve(batch: UInt64) {
    var discarded = 0
    for seed in 10_000 + batch * 50..<10_000 + (batch + 1) * 50 {
      if Self.checkSuggestions(seed: seed) == .discarded { discarded += 1 }
    }
    #expect(discarded * 20 < 50, "batch \(batch): reference gave up on \(discarded) systems")
  }

  /// Suggests a random sequence of values; after each, `updateVariables` must report exactly
  /// the variables that changed.
  ///
  /// At the end the optimum must equal both a fresh solver given only the final values and the
  /// reference.
  static func checkSuggestions(seed: UInt64) -> Checked {
    var g = SeededGenerator(seed: seed)
    let system = seed % 2 == 0 ? RandomSystems.layout(using: &g) : RandomSystems.small(using: &g)
    let solver = Solver()
    var oracle = Oracle(variables: system.variables)
    for c in system.constraints where (try? solver.add(c)) != nil { oracle.constraints.append(c) }
    let edited = Array(
      system.variables.shuffled(using: &g).prefix(Int.random(in: 1...2, using: &g)))
    for v in edited {
      let strength = RandomSystems.editStrength(using: &g)
      do throws(SolverError) { try solver.addEditVariable(v, strength: strength) } catch {
        fail(seed, "addEditVariable(\(v)) threw \(error)")
      }
      oracle.edits.append(Oracle.Edit(variable: v, strength: strength, value: 0))
    }
    solver.updateVariables()
    for step in 0..<Int.random(in: 3...10, using: &g) + edited.count {
      // The last suggestions give every edit variable a value of this run.
      let i = step < edited.count ? step : Int.random(in: 0..<edited.count, using: &g)
      let value = Double(Int.random(in: -100...800, using: &g)) / 2
      do throws(SolverError) { try solver.suggestValue(value, for: edited[i]) } catch {
        fail(seed, "suggestValue(\(value), for: \(edited[i])) threw \(error)")
      }
      oracle.edits[i].value = value
      let old = system.variables.map(\.value)
      let changed = Set(solver.updateVariables().map(\.id))
      for (v, previous) in zip(system.variables, old) {
        if v.value != solver.value(of: v) {
          fail(seed, "\(v).value \(v.value) != value(of:) \(solver.value(of: v))")
        }
        if changed.contains(v.id) != (v.value != previous) {
          fail(
            seed,
            "updateVariables: \(v) went \(previous) -> \(v.value), reported: \(changed.contains(v.id))"
          )
        }
      }
    }
    let fresh = Solver()
    do throws(SolverError) {
      for c in oracle.constraints { try fresh.add(c) }
      for edit in oracle.edits { try fresh.addEditVariable(edit.variable, strength: edit.strength) }
      for edit in oracle.edits { try fresh.suggestValue(edit.value, for: edit.variable) }
    } catch {
      fail(seed, "the fresh solver threw \(error)")
    }
    if let d = Oracle.difference(oracle.levelErrors(of: solver), oracle.levelErrors(of: fresh)) {
      fail(seed, "suggestions vs fresh solve: \(d)")
    }
    return checkOptimum(seed: seed, solver: solver, oracle: oracle)
  }

  // MARK: Twins

  /// Long random sequences mixing failing adds and constant changes with suggestions, removals
  /// and edits (half of them with degenerate constraints); a twin solver sees only the calls
  /// that succeeded.
  @Test(arguments: 0..<16) func failedCallsChangeNothing(batch: UInt64) {
    var checks = 0
    var discarded = 0
    for seed in 20_000 + batch * 4..<20_000 + (batch + 1) * 4 {
      let counts = Self.checkTwins(seed: seed, steps: 150)
      checks += counts.checks
      discarded += counts.discarded
    }
    #expect(checks > 0)
    #expect(
      discarded * 20 < checks + discarded, "batch \(batch): reference gave up \(discarded) times")
  }

  /// As ``failedCallsChangeNothing(batch:)``, with every required equality kept without its
  /// marker: removals and constant changes of those solve afresh, and must still change nothing
  /// when they fail and agree with the reference when they succeed.
  @Test(arguments: 0..<4) func markerlessFailedCallsChangeNothing(batch: UInt64) {
    var checks = 0
    var discarded = 0
    for seed in 40_000 + batch * 4..<40_000 + (batch + 1) * 4 {
      let counts = Self.checkTwins(seed: seed, steps: 150, markerless: true)
      checks += counts.checks
      discarded += counts.discarded
    }
    #expect(checks > 0)
    #expect(
      discarded * 20 < checks + discarded, "batch \(batch): reference gave up \(discarded) times")
  }

  /// Runs the sequence on `solver` and on `twin`.
  ///
  /// After every call that threw, `solver` must be exactly as before (snapshot); after every step
  /// both must agree exactly (values, contains, edit variables, snapshot). Every `checkEvery` steps
  /// the twin's optimum is checked against the reference; on a wrong optimum the message holds a
  /// shrunk reproduction as Swift code.
  static func checkTwins(
    seed: UInt64, steps: Int, checkEvery: Int = 10, markerless: Bool = false
  ) -> (
    checks: Int, discarded: Int
  ) {
    var g = SeededGenerator(seed: seed)
    let variables = (0..<Int.random(in: 3...6, using: &g)).map { Variable("x\($0)") }
    let solver = makeSolver(markerless: markerless)
    let twin = makeSolver(markerless: markerless)
    var oracle = Oracle(variables: variables)
    var seen: [Constraint] = []
    var log: [Operation] = []
    var failures = 0
    var checks = 0
    var discarded = 0
    for step in 0..<steps {
      let before = solver.snapshot()
      var calls: [Operation] = []
      var mustFail = false
      let bad = [Double.nan, .infinity, -.infinity].randomElement(using: &g)!
      switch Int.random(in: 0..<100, using: &g) {
      case 0..<35:
        var c =
          seed % 2 == 0
          ? RandomSystems.constraint(over: variables, required: 0.6, using: &g)
          : RandomSystems.degenerateConstraint(over: variables, required: 0.6, using: &g)
        if let old = oracle.constraints.filter(\.strength.isRequired).randomElement(using: &g),
          Bool.random(using: &g)
        {
          // A near copy of a required constraint with another constant: often a conflict.
          let shifted = old.expression.constant + Double(Int.random(in: -5...5, using: &g))
          c = Constraint(Expression(old.expression.terms, constant: shifted), old.relation)
        }
        seen.append(c)
        calls = [.add(c)]
      case 35..<50:
        guard let c = oracle.constraints.randomElement(using: &g) else { continue }
        calls = [.remove(c)]
      case 50..<60:
        guard let c = oracle.constraints.randomElement(using: &g) else { continue }
        calls = [.setConstant(Double(Int.random(in: -30...30, using: &g)), c)]
      case 60..<85:
        guard let edit = oracle.edits.randomElement(using: &g) else { continue }
        calls = [.suggest(Double(Int.random(in: -60...60, using: &g)) / 2, edit.variable)]
      case 85..<93:
        let v = variables.randomElement(using: &g)!
        if oracle.edits.contains(where: { $0.variable === v }) {
          calls = [.removeEdit(v)]
        } else {
          calls = [
            .addEdit(
              v, RandomSystems.editStrength(using: &g), Double(Int.random(in: -40...40, using: &g)))
          ]
        }
      default:
        // Calls that fail for bad input.
        mustFail = true
        let v = variables.randomElement(using: &g)!
        calls = [
          .add(Constraint(v * bad + 1, .equal)), .suggest(bad, v), .addEdit(v, .required, 0),
        ]
        if let c = oracle.constraints.first { calls += [.add(c), .setConstant(bad, c)] }
      }
      for call in calls {
        do throws(SolverError) {
          try call.apply(to: solver)
        } catch {
          failures += 1
          if solver.snapshot() != before {
            fail(seed, "step \(step): failed \(call) changed the solver")
          }
          if case .unsatisfiable(let c, let conflicts) = error, !mustFail,
            let culprit = call.constraint
          {
            if c !== culprit { fail(seed, "step \(step): \(call) names '\(c)' as unsatisfiable") }
            var after = oracle
            call.update(&after)
            if checkConflicts(seed: seed, after: after, rejected: culprit, conflicts: conflicts)
              == .discarded
            {
              discarded += 1
            }
          } else if !mustFail {
            fail(seed, "step \(step): \(call) threw \(error)")
          }
          continue
        }
        if mustFail { fail(seed, "step \(step): \(call) should have failed") }
        do throws(SolverError) { try call.apply(to: twin) } catch {
          fail(seed, "step \(step): the twin threw \(error)")
        }
        call.update(&oracle)
        log.append(call)
      }
      let what = calls.map(\.description).joined(separator: "; ")
      for v in variables
      where solver.value(of: v) != twin.value(of: v)
        || solver.hasEditVariable(v) != twin.hasEditVariable(v)
      {
        fail(
          seed,
          "step \(step) (\(what)): \(v) is \(solver.value(of: v)) but \(twin.value(of: v)) in the twin"
        )
        return (checks, discarded)
      }
      for c in seen where solver.contains(c) != twin.contains(c) {
        fail(seed, "step \(step) (\(what)): contains('\(c)') differs from the twin")
        return (checks, discarded)
      }
      if !Self.sameState(solver.snapshot(), twin.snapshot(), constraints: seen) {
        fail(seed, "step \(step) (\(what)): the solver's state differs from the twin's")
        return (checks, discarded)
      }
      if step % checkEvery == checkEvery - 1 || step == steps - 1 {
        switch Operation.verdict(twin, oracle) {
        case .agrees: checks += 1
        case .gaveUp: discarded += 1
        case .wrong(let message):
          let reproduction = Operation.shrink(log, variables: variables)
          fail(
            seed, "step \(step): wrong optimum (\(message)); shrunk reproduction:\n\(reproduction)")
          return (checks, discarded)
        }
      }
    }
    if failures == 0 { fail(seed, "the sequence had no failing call") }
    return (checks, discarded)
  }

  /// Whether two solvers' snapshots agree exactly.
  ///
  /// Edit variables' internal constraints are different objects in each solver, so constraint
  /// records are compared for `constraints` (keyed by identity) and by count.
  static func sameState(_ a: Solver.Snapshot, _ b: Solver.Snapshot, constraints: [Constraint])
    -> Bool
  {
    var a = a
    var b = b
    guard a.constraints.count == b.constraints.count else { return false }
    for c in constraints
    where a.constraints[ObjectIdentifier(c)] != b.constraints[ObjectIdentifier(c)] {
      return false
    }
    a.constraints = [:]
    b.constraints = [:]
    return a == b
  }
}
