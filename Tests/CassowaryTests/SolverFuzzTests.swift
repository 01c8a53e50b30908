import Foundation
import TestSupport
import Testing

@testable import Cassowary

/// Random sequences of solver calls, valid and failing, with numbers from every range the
/// solver accepts (issue 39): each call succeeds or throws a typed error without a crash, a
/// hang or a value that is not finite; a call that throws leaves the solver exactly as it was
/// (``Solver/Snapshot``, counters and the state that steers later calls included); a twin that
/// sees only the successful calls agrees exactly after every call (values, counters and state);
/// each call's pivots stay within a budget; and after every call the solution agrees with the
/// exact reference.
///
/// `swift test` runs a hundred sequences; `Scripts/fuzz.sh` runs many more by setting
/// `AUTOCELL_FUZZ_INPUTS` (sequences) and `AUTOCELL_FUZZ_SEED` (the first seed). A failure names
/// its seed: rerun it with `AUTOCELL_FUZZ_SEED=<seed> AUTOCELL_FUZZ_INPUTS=1`, and add
/// `CASSOWARY_TRACE=1` to print every call.
@Suite struct SolverFuzzTests {
  @Test func randomCallSequences() {
    let environment = ProcessInfo.processInfo.environment
    let first = environment["AUTOCELL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0
    let count = environment["AUTOCELL_FUZZ_INPUTS"].flatMap { UInt64($0) } ?? 100
    let progress = environment["AUTOCELL_FUZZ_PROGRESS"]
    var total = SolverFuzz.Counts()
    var failing: [UInt64] = []
    for seed in first..<first + count {
      if let progress {
        try? "\(seed)\n".write(toFile: progress, atomically: false, encoding: .utf8)
      }
      var fuzz = SolverFuzz(seed: seed)
      fuzz.run()
      total.add(fuzz.counts)
      if let failure = fuzz.failure {
        Issue.record("seed \(seed): \(failure)\n\(fuzz.program())")
        failing.append(seed)
        if failing.count == 10 { break }
      }
    }
    #expect(total.checks > 0)
    if environment["AUTOCELL_FUZZ_INPUTS"] != nil {
      print(
        "fuzz solver: inputs=\(count) seeds=\(first)..<\(first + count) calls=\(total.calls) "
          + "refused=\(total.refused) numerical=\(total.numerical) checks=\(total.checks) "
          + "gaveUp=\(total.gaveUp) failing=\(failing)")
    }
  }

  /// Sequences that ended above the exact optimum (issue 39): a constraint's residual far below
  /// its size but real (4e233 beside terms of 4.5e249) was left out of the rows, and decided
  /// whether the constraint binds where a lower level needed it not to.
  @Test(arguments: [2210, 3666, 3718, 4379] as [UInt64])
  func residualsBelowTheSizeOfTheirConstraint(seed: UInt64) {
    var fuzz = SolverFuzz(seed: seed)
    fuzz.run()
    #expect(fuzz.failure == nil, "seed \(seed): \(fuzz.failure ?? "")\n\(fuzz.program())")
  }

  /// A sequence that ended 1.8e-6 above the exact optimum at a level of size 1 (issue 39): the
  /// dual simplex took an edit error's row at -1.7e-9 for zero (below 1e-8), in a system whose
  /// coefficients of 1.7e10 make that value real, and a weight of 1024 the level's error.
  @Test func smallInfeasibleRowOfAWideSystem() {
    var fuzz = SolverFuzz(seed: 1805)
    fuzz.run()
    #expect(fuzz.failure == nil, "seed 1805: \(fuzz.failure ?? "")\n\(fuzz.program())")
  }

  /// A refused first add (`-3.89e-308 * x1 - 7 <= 0`, whose value overflows) changed the solver
  /// (issue 39): the system was not wide, so no copy was kept, and the fresh solve it returned
  /// to had other epochs.
  @Test func refusedOverflowOfANarrowSystem() {
    var fuzz = SolverFuzz(seed: 7955)
    fuzz.run()
    #expect(fuzz.failure == nil, "seed 7955: \(fuzz.failure ?? "")\n\(fuzz.program())")
  }

  /// Sequences that ended far above the exact optimum on wide systems (issue 39).
  ///
  /// The refactoring solved `4 * x0 - 6.9e-18 * x3 >= -14` for `x0` before
  /// `1.07e10 * x0 - 6.8e-49 * x3 == 6.6e209`, which left `x0` a coefficient of 9.2e-42 on the
  /// first one's slack as the difference of two terms of 0.25, zero in any precision the solver
  /// has; the objective then saw no way to move `x0`, and a suggestion was missed by 1.3e206.
  /// Solving the equation whose subject dominates its other basic symbols most first keeps it.
  @Test(arguments: [1291, 8723, 10331] as [UInt64])
  func swampedCoefficientOfARefactoring(seed: UInt64) {
    var fuzz = SolverFuzz(seed: seed)
    fuzz.run()
    #expect(fuzz.failure == nil, "seed \(seed): \(fuzz.failure ?? "")\n\(fuzz.program())")
  }

  /// A sequence that ended 1.5e-5 above the exact optimum at a level whose edit is weighted 2^28
  /// (issue 39): pivots from `x2` to `x5` and back left the edit's row at `352 - 5 · 70.4`,
  /// -5.7e-14 where the edit holds 0 exactly, a value that no objective entry sees.
  @Test func roundingResidueOfAPivotedConstant() {
    var fuzz = SolverFuzz(seed: 18752)
    fuzz.run()
    #expect(fuzz.failure == nil, "seed 18752: \(fuzz.failure ?? "")\n\(fuzz.program())")
  }

  /// A sequence that ended a level at 8e205 where the exact optimum is 1.8e33 (issue 39).
  ///
  /// The required `-2e36 * x2 - 0.375 * x1 >= 3.5e254` leaves `x1` a value whose rounding moves
  /// that constraint by about 1e238; the refinement took a slack of 1.8e66 below it for a
  /// residual, and the soft errors drifted from their constraints in both fresh solves too, and
  /// the drift was kept. With no solve that holds its soft errors the optimum cannot be told: the
  /// call that ends there is refused as imprecise, and the solver stays as it was.
  @Test func softDriftThatNoSolveHolds() {
    var fuzz = SolverFuzz(seed: 87387)
    fuzz.run()
    #expect(fuzz.failure == nil, "seed 87387: \(fuzz.failure ?? "")\n\(fuzz.program())")
  }
}

/// One random sequence of solver calls and its checks (see ``SolverFuzzTests``).
struct SolverFuzz {
  /// How the numbers of a sequence are drawn.
  enum Range: CaseIterable {
    /// Quarters 0.25...3 and small constants: layout-like, not numerically wide.
    case quarters
    /// Coefficients 1e-6...1e12.
    case extreme
    /// Constants and suggestions up to 1e300.
    case limits
    /// Coefficients from subnormal (5e-324) to 1e300.
    case spans
  }

  struct Counts {
    var calls = 0
    /// Calls that threw (any error).
    var refused = 0
    /// Calls that threw ``SolverError/numericalFailure(_:)``.
    var numerical = 0
    /// Solutions checked against the reference.
    var checks = 0
    /// Checks the reference could not judge.
    var gaveUp = 0

    mutating func add(_ other: Counts) {
      calls += other.calls
      refused += other.refused
      numerical += other.numerical
      checks += other.checks
      gaveUp += other.gaveUp
    }
  }

  /// The most pivots one call may make.
  static let pivotBudget = 2_000

  private var g: SeededGenerator
  let seed: UInt64
  let range: Range
  let variables: [Variable]
  let solver = Solver()
  /// Sees only the calls that succeeded on ``solver``.
  let twin = Solver()
  var oracle: Oracle
  /// Every constraint ever made, for the state comparisons.
  var seen: [Constraint] = []
  /// The calls made, with their outcomes, for the failure message.
  var log: [(Operation, SolverError?)] = []
  var counts = Counts()
  var failure: String?

  init(seed: UInt64) {
    self.seed = seed
    g = SeededGenerator(seed: seed)
    range = Range.allCases[Int(seed % UInt64(Range.allCases.count))]
    variables = (0..<Int.random(in: 2...6, using: &g)).map { Variable("x\($0)") }
    oracle = Oracle(variables: variables)
  }

  // MARK: Numbers

  mutating func magnitude(_ low: Double, _ high: Double) -> Double {
    ExtremeSystems.magnitude(in: low...high, using: &g)
  }

  mutating func signed(_ x: Double) -> Double { Bool.random(using: &g) ? x : -x }

  mutating func coefficient() -> Double {
    switch range {
    case .quarters: return signed(Double(Int.random(in: 1...12, using: &g)) / 4)
    case .extreme: return signed(magnitude(1e-6, 1e12))
    case .limits: return signed([0.5, 1, 2, 3].randomElement(using: &g)!)
    case .spans:
      switch Int.random(in: 0..<10, using: &g) {
      case 0: return signed(.leastNonzeroMagnitude)
      case 1: return signed(magnitude(0x1p-1060, 1e-300))
      case 2: return signed(magnitude(1e200, 1e300))
      case 3, 4: return signed(Double(Int.random(in: 1...4, using: &g)))
      case 5, 6: return signed(magnitude(1e-50, 1e50))
      default: return signed(magnitude(1e-12, 1e12))
      }
    }
  }

  mutating func constant() -> Double {
    if Int.random(in: 0..<3, using: &g) == 0 {
      return Double(Int.random(in: -100...100, using: &g))
    }
    switch range {
    case .quarters: return Double(Int.random(in: -400...400, using: &g)) / 4
    case .extreme: return signed(magnitude(1e-6, 1e12))
    case .limits: return signed(magnitude(1e200, 1e300))
    case .spans: return signed(magnitude(1, 1e300))
    }
  }

  mutating func strength(required: Double) -> Strength {
    if Double.random(in: 0..<1, using: &g) < required { return .required }
    let level = [999.5, 999, 750, 749, 500, 1, 0.5].randomElement(using: &g)!
    let weight =
      Bool.random(using: &g)
      ? [1, 0.5, 2, 1024].randomElement(using: &g)!
      : exp2(Double(Int.random(in: -30...30, using: &g)))
    return Strength(level, weight: weight)
  }

  /// A number that no call accepts.
  mutating func bad() -> Double { [Double.nan, .infinity, -.infinity].randomElement(using: &g)! }

  mutating func constraint() -> Constraint {
    let terms = (0..<Int.random(in: 1...3, using: &g)).map { _ in
      Term(variables.randomElement(using: &g)!, coefficient: coefficient())
    }
    return Constraint(
      Expression(terms, constant: constant()), RandomSystems.relation(using: &g),
      strength: strength(required: 0.5))
  }

  // MARK: Calls

  /// The next call: mostly valid ones, some that must fail.
  mutating func nextCall() -> Operation {
    let added = oracle.constraints
    let v = variables.randomElement(using: &g)!
    switch Int.random(in: 0..<100, using: &g) {
    case 0..<30:
      var c = constraint()
      if let old = added.filter(\.strength.isRequired).randomElement(using: &g),
        Int.random(in: 0..<4, using: &g) == 0
      {
        // Another constant for a required constraint: often a conflict.
        c = Constraint(Expression(old.expression.terms, constant: constant()), old.relation)
      }
      seen.append(c)
      return .add(c)
    case 30..<33:
      // A number that is not finite, or a constraint already added.
      if let old = added.randomElement(using: &g), Bool.random(using: &g) { return .add(old) }
      let c = Constraint(Expression([Term(v, coefficient: bad())], constant: 1), .equal)
      seen.append(c)
      return .add(c)
    case 33..<43:
      if let c = added.randomElement(using: &g), Int.random(in: 0..<8, using: &g) != 0 {
        return .remove(c)
      }
      return .remove(seen.randomElement(using: &g) ?? (v == 1))
    case 43..<53:
      guard let c = added.randomElement(using: &g) else { return .remove(v == 2) }
      return .setConstant(Int.random(in: 0..<10, using: &g) == 0 ? bad() : constant(), c)
    case 53..<75:
      let target = oracle.edits.randomElement(using: &g)?.variable ?? v
      let value = Int.random(in: 0..<12, using: &g) == 0 ? bad() : constant()
      return .suggest(value, target)
    case 75..<88:
      switch Int.random(in: 0..<8, using: &g) {
      case 0: return .edit(v, .required)
      case 1: return .edit(v, Strength(0, weight: 1))
      case 2: return .edit(v, Strength(500, weight: bad()))
      default: return .edit(v, strength(required: 0))
      }
    default:
      if let edit = oracle.edits.randomElement(using: &g), Int.random(in: 0..<4, using: &g) != 0 {
        return .removeEdit(edit.variable)
      }
      return .removeEdit(v)
    }
  }

  /// Whether `call` misuses the API in the state the oracle describes (a duplicate, an unknown
  /// constraint or edit variable, a required or invalid edit strength): it must then throw the
  /// misuse error, and otherwise must not throw one.
  func misuses(_ call: Operation) -> Bool {
    let isAdded = { (c: Constraint) in self.oracle.constraints.contains { $0 === c } }
    let isEdit = { (v: Variable) in self.oracle.edits.contains { $0.variable === v } }
    switch call {
    case .add(let c): return isAdded(c)
    case .remove(let c), .setConstant(_, let c): return !isAdded(c)
    case .suggest(_, let v), .removeEdit(let v): return !isEdit(v)
    case .edit(let v, let strength), .addEdit(let v, let strength, _):
      if isEdit(v) { return true }
      if !strength.level.isFinite || !strength.weight.isFinite { return false }  // not finite
      let valid = strength.level > 0 && strength.level <= 1000 && strength.weight > 0
      return strength.isRequired || !valid
    }
  }

  /// Whether the solver's state equals the twin's, exactly.
  func agreesWithTwin() -> String? {
    for v in variables where solver.value(of: v) != twin.value(of: v) {
      return "\(v) is \(solver.value(of: v)), \(twin.value(of: v)) in the twin"
    }
    for v in variables where solver.hasEditVariable(v) != twin.hasEditVariable(v) {
      return "hasEditVariable(\(v)) differs from the twin's"
    }
    for c in seen where solver.contains(c) != twin.contains(c) {
      return "contains('\(c)') differs from the twin's"
    }
    if solver.statistics != twin.statistics {
      return "the counters differ from the twin's: \(solver.statistics) vs \(twin.statistics)"
    }
    if !SolverProperties.sameState(solver.snapshot(), twin.snapshot(), constraints: seen) {
      return "the state differs from the twin's: \(solver.snapshot()) vs \(twin.snapshot())"
    }
    return nil
  }

  mutating func run() {
    let steps = Int.random(in: 8...30, using: &g)
    for step in 0..<steps {
      let call = nextCall()
      let misuse = misuses(call)
      counts.calls += 1
      let before = solver.snapshot()
      let pivots = solver.statistics.pivots
      if SolverProperties.isTracing { print("CALL step \(step): \(call)") }
      let error = FailureCheck.error(
        of: { s throws(SolverError) in try call.apply(to: s) }, on: solver)
      log.append((call, error))
      if SolverProperties.isTracing { print(SolverProperties.trace(step, call, error)) }
      let used = solver.statistics.pivots - pivots
      if used > SolverFuzz.pivotBudget {
        failure = "step \(step): \(call) made \(used) pivots"
        return
      }
      if let error {
        counts.refused += 1
        if case .numericalFailure = error { counts.numerical += 1 }
        if Numerics.isMisuse(error) != misuse {
          failure = "step \(step): \(call) threw \(error)"
          return
        }
        if solver.snapshot() != before {
          failure = "step \(step): \(call) threw \(error) and changed the solver"
          return
        }
      } else {
        if misuse {
          failure = "step \(step): \(call) succeeded"
          return
        }
        if let e = FailureCheck.error(
          of: { s throws(SolverError) in try call.apply(to: s) }, on: twin)
        {
          failure = "step \(step): \(call) succeeded but threw \(e) on the twin"
          return
        }
        call.update(&oracle, solver: solver)
        if let problem = Numerics.nonFiniteValues(solver, variables).first {
          failure = "step \(step): after \(call): \(problem)"
          return
        }
      }
      if let difference = agreesWithTwin() {
        failure = "step \(step): after \(call): \(difference)"
        return
      }
      switch oracle.strictVerdict(solver) {
      case .agrees: counts.checks += 1
      case .gaveUp: counts.gaveUp += 1
      case .wrong(let message):
        failure = "step \(step): wrong optimum (\(message))"
        return
      }
    }
  }

  /// The calls made, as Swift, each with its outcome.
  func program() -> String {
    var names: [ObjectIdentifier: String] = [:]
    var lines = [
      variables.map { "let \($0) = Variable(\"\($0)\")" }.joined(separator: "; ")
        + "; let s = Solver()  // \(range)"
    ]
    for (call, error) in log {
      if let c = call.constraint, names[ObjectIdentifier(c)] == nil {
        names[ObjectIdentifier(c)] = "c\(names.count)"
        lines.append("let \(names[ObjectIdentifier(c)]!) = \(Operation.code(c))")
      }
      let name = call.constraint.map { names[ObjectIdentifier($0)]! } ?? ""
      lines.append(call.code(name: name) + "  // " + (error.map { "\($0)" } ?? "ok"))
    }
    return lines.joined(separator: "\n")
  }
}
