import TestSupport
import Testing

@testable import Cassowary

extension SolverProperties {
  // MARK: Replacements

  /// 240 random systems (half of them layout-like), each followed by replacements mixed with
  /// adds and removals, against the reference.
  @Test(arguments: 0..<8) func replacementsMatchTheReference(batch: UInt64) {
    var checks = 0
    var discarded = 0
    for seed in 50_000 + batch * 30..<50_000 + (batch + 1) * 30 {
      let counts = Self.checkReplacements(seed: seed, steps: 24)
      checks += counts.checks
      discarded += counts.discarded
    }
    #expect(checks > 0)
    #expect(
      discarded * 20 < checks + discarded, "batch \(batch): reference gave up \(discarded) times")
  }

  /// As ``replacementsMatchTheReference(batch:)``, with every required equality kept without its
  /// marker (replacing one takes the removal-and-add path).
  @Test(arguments: 0..<2) func markerlessReplacementsMatchTheReference(batch: UInt64) {
    var checks = 0
    var discarded = 0
    for seed in 60_000 + batch * 30..<60_000 + (batch + 1) * 30 {
      let counts = Self.checkReplacements(seed: seed, steps: 24, markerless: true)
      checks += counts.checks
      discarded += counts.discarded
    }
    #expect(checks > 0)
    #expect(
      discarded * 20 < checks + discarded, "batch \(batch): reference gave up \(discarded) times")
  }

  /// Replaces random constraints of a random system: by a constraint over the same variables with
  /// another constant (the shape of a stack's toggle), by a random one, or by a shifted copy of
  /// another required constraint (often a conflict).
  ///
  /// After a replacement that throws, the solver must be exactly as before and a conflict must be
  /// one the reference confirms without the replaced constraint; after one that succeeds, the
  /// optimum must be the reference's for the constraints without the old one and with the new.
  static func checkReplacements(
    seed: UInt64, steps: Int, markerless: Bool = false
  ) -> (checks: Int, discarded: Int) {
    var g = SeededGenerator(seed: seed)
    let system = seed % 2 == 0 ? RandomSystems.layout(using: &g) : RandomSystems.small(using: &g)
    let variables = system.variables
    let solver = makeSolver(markerless: markerless)
    var oracle = Oracle(variables: variables)
    for c in system.constraints where (try? solver.add(c)) != nil { oracle.constraints.append(c) }
    var checks = 0
    var discarded = 0
    for step in 0..<steps {
      let required = oracle.constraints.filter(\.strength.isRequired)
      guard let old = (required.isEmpty ? oracle.constraints : required).randomElement(using: &g)
      else {
        let c = RandomSystems.constraint(over: variables, required: 0.7, using: &g)
        if (try? solver.add(c)) != nil { oracle.constraints.append(c) }
        continue
      }
      let new: Constraint
      switch Int.random(in: 0..<10, using: &g) {
      case 0..<5:
        let terms = old.expression.terms.shuffled(using: &g).dropFirst(
          Int.random(in: 0...1, using: &g))
        let others = variables.filter { v in !terms.contains { $0.variable === v } }
        var moved = Array(terms)
        if let extra = others.randomElement(using: &g), moved.count < 3 {
          moved.append(Term(extra, coefficient: Bool.random(using: &g) ? 1 : -1))
        }
        if moved.isEmpty { moved = old.expression.terms }
        new = Constraint(
          Expression(moved, constant: Double(Int.random(in: -20...20, using: &g))), .equal)
      case 5..<8:
        new = RandomSystems.constraint(over: variables, required: 0.7, using: &g)
      default:
        let model = required.randomElement(using: &g) ?? old
        let shifted = model.expression.constant + Double(Int.random(in: -5...5, using: &g))
        new = Constraint(Expression(model.expression.terms, constant: shifted), model.relation)
      }
      let before = solver.snapshot()
      do throws(SolverError) {
        try solver.replace(old, with: new)
      } catch .unsatisfiable(let refused, let conflicts) {
        if refused !== new { fail(seed, "step \(step): unsatisfiable names '\(refused)'") }
        if solver.snapshot() != before { fail(seed, "step \(step): a failed replace changed it") }
        var after = oracle
        after.constraints.removeAll { $0 === old }
        after.constraints.append(new)
        if checkConflicts(seed: seed, after: after, rejected: new, conflicts: conflicts)
          == .discarded
        {
          discarded += 1
        }
        continue
      } catch {
        fail(seed, "step \(step): replacing '\(old)' by '\(new)' threw \(error)")
        return (checks, discarded)
      }
      if solver.contains(old) || !solver.contains(new) {
        fail(seed, "step \(step): the solver does not hold the replacement alone")
      }
      oracle.constraints.removeAll { $0 === old }
      oracle.constraints.append(new)
      switch Operation.verdict(solver, oracle) {
      case .agrees: checks += 1
      case .gaveUp: discarded += 1
      case .wrong(let message):
        fail(seed, "step \(step): replacing '\(old)' by '\(new)': wrong optimum (\(message))")
        return (checks, discarded)
      }
    }
    return (checks, discarded)
  }
}
