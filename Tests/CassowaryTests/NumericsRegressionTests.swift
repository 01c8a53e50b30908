import Cassowary
import TestSupport
import Testing

/// The examples of issue #16 ("Solver numerics: never a silent wrong answer, never a hang") and
/// the pivot loop of issue #10 (item 4), each asserting the right answer: values derived by hand
/// or by the exact reference (each test says which), every required constraint holding to 1e-8
/// relative (``Numerics/requiredTolerance``), or a typed error that leaves the solver unchanged.
@Suite struct NumericsRegressionTests {
  /// Whether `value` equals `expected` to 1e-8 relative (at least 1e-8 absolute).
  static func close(_ value: Double, _ expected: Double, _ tolerance: Double = 1e-8) -> Bool {
    abs(value - expected) <= tolerance * max(1, abs(expected))
  }

  /// Checks that every required constraint holds to 1e-8 relative and the values are finite.
  static func expectRequiredHold(
    _ oracle: Oracle, _ solver: Solver, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for v in Numerics.nonFiniteValues(solver, oracle.variables) {
      Issue.record("\(context)not finite: \(v)", sourceLocation: sourceLocation)
    }
    for v in oracle.strictRequiredViolations(of: solver) {
      Issue.record("\(context)\(v)", sourceLocation: sourceLocation)
    }
  }

  /// Checks the solution against the exact reference (required constraints, every level's
  /// error); the reference must not give up.
  static func expectReference(
    _ oracle: Oracle, _ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch oracle.strictVerdict(solver) {
    case .agrees: break
    case .gaveUp: Issue.record("the reference gave up", sourceLocation: sourceLocation)
    case .wrong(let message): Issue.record("\(message)", sourceLocation: sourceLocation)
    }
  }

  /// Checks each level's error against hand-derived values (levels not listed must be 0).
  static func expectLevelErrors(
    _ oracle: Oracle, _ solver: Solver, _ expected: [Double: Double],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let found = oracle.levelErrorsAndSizes { solver.value(of: $0) }
    for level in Set(found.keys).union(expected.keys).sorted(by: >) {
      let a = found[level] ?? (0, 0)
      let b = expected[level] ?? 0
      #expect(
        abs(a.error - b) <= Numerics.levelTolerance * max(1, a.size),
        "level \(level): error \(a.error), expected \(b)", sourceLocation: sourceLocation)
    }
  }

  // MARK: Required constraints violated, exit 0

  /// `100000000*a - b >= k`, `100000000*a + 0.5*b >= -200`, `edit k @ strong`, `suggest k = 14`
  /// printed a = -1.33e-06, b = -142.67, violating both required constraints.
  ///
  /// By hand: nothing stops k from being 14 (a is free), so k = 14 and both constraints hold; the
  /// reference agrees (every number is exact).
  @Test func suggestKeepsRequiredConstraintsWithLargeCoefficients() throws {
    let a = Variable("a")
    let b = Variable("b")
    let k = Variable("k")
    let s = Solver()
    var oracle = Oracle(variables: [a, b, k])
    for c in [100_000_000 * a - b >= k, 100_000_000 * a + 0.5 * b >= -200] {
      try s.add(c)
      oracle.constraints.append(c)
    }
    try s.addEditVariable(k, strength: .strong)
    try s.suggestValue(14, for: k)
    oracle.edits.append(Oracle.Edit(variable: k, strength: .strong, value: 14))
    Self.expectRequiredHold(oracle, s)
    #expect(Self.close(s.value(of: k), 14), "k = \(s.value(of: k))")
    Self.expectReference(oracle, s)
  }

  /// `c0: 0.000001*a4 + a5 <= -8000000`, `c1: 2.000001*a3 == -74 @ strong`,
  /// `c2: 3*a3 - a4 - a0 == -700000000 @ weak`, `c3: -2*a0 - 2*a5 >= -52 @ medium`,
  /// `c4: 100000000*a5 + 0.000001*a3 == 99` left c4 off by about 2,667,000.
  ///
  /// By hand (the reference cannot hold 1e-6 exactly): the strong c1 alone fixes
  /// a3 = -74 / 2.000001 (strong error 0); the required c4 then fixes
  /// a5 = (99 - 0.000001 a3) / 1e8. The medium c3 holds with a0 <= 26 - a5 (error 0), and the
  /// required c0 caps a4 <= (-8e6 - a5) / 1e-6 ≈ -8e12, so the weak c2 (a4 + a0 should be
  /// 3 a3 + 7e8) is best with both at their caps: weak error 3 a3 + 7e8 - a4max - a0max.
  ///
  /// The issue accepts the right answer or a typed error. Today c4 cannot be met to 1e-8 in
  /// double precision once a4 sits at -8e12 (a5 comes out of a difference of numbers near
  /// 8e6), and the solver refuses it with `.numericalFailure(.imprecise(c4))`, keeping the
  /// first four constraints, which then hold.
  @Test func requiredEqualityWithCoefficientsTwentyOrdersApart() throws {
    let a = (0..<6).map { Variable("a\($0)") }
    let c0 = 0.000001 * a[4] + a[5] <= -8_000_000
    let c1 = 2.000001 * a[3] == -74 ~ .strong
    let c2 = 3 * a[3] - a[4] - a[0] == -700_000_000 ~ .weak
    let c3 = -2 * a[0] - 2 * a[5] >= -52 ~ .medium
    let c4 = 100_000_000 * a[5] + 0.000001 * a[3] == 99
    let s = Solver()
    var oracle = Oracle(variables: a)
    for c in [c0, c1, c2, c3] {
      try s.add(c)
      oracle.constraints.append(c)
    }
    do throws(SolverError) {
      try s.add(c4)
    } catch {
      #expect(error == .numericalFailure(.imprecise(c4)), "\(error)")
      #expect(!s.contains(c4) && [c0, c1, c2, c3].allSatisfy(s.contains))
      Self.expectRequiredHold(oracle, s)
      return
    }
    oracle.constraints.append(c4)
    Self.expectRequiredHold(oracle, s)
    let a3 = -74 / 2.000001
    let a5 = (99 - 0.000001 * a3) / 100_000_000
    let a4max = (-8_000_000 - a5) / 0.000001
    let a0max = 26 - a5
    #expect(Self.close(s.value(of: a[3]), a3), "a3 = \(s.value(of: a[3])), expected \(a3)")
    #expect(Self.close(s.value(of: a[5]), a5), "a5 = \(s.value(of: a[5])), expected \(a5)")
    Self.expectLevelErrors(oracle, s, [750: 0, 500: 0, 250: 3 * a3 + 700_000_000 - a4max - a0max])
  }

  // MARK: Not lexicographic

  /// The file of the issue: the solver left `2*a1 >= -82 @ 999` violated by 390 although all
  /// three level-999 constraints can hold together.
  ///
  /// Expected: every level's error equal to the exact reference's (all numbers are dyadic, so the
  /// reference sees the same system).
  @Test func levelErrorsAreLexicographicWithWeightsFarApart() throws {
    let a = (0..<4).map { Variable("a\($0)") }
    let s = Solver()
    var oracle = Oracle(variables: a)
    func add(_ c: Constraint) throws {
      try s.add(c)
      oracle.constraints.append(c)
    }
    try add(0.5 * a[2] + 3 * a[1] <= -45 ~ Strength(0.5, weight: 1024))
    try add(a[2] + 2 * a[0] <= -2 ~ Strength.medium.weighted(0.0009765625))
    try s.addEditVariable(a[0], strength: Strength.strong.weighted(1024))
    // The edit's target is a0's value when the edit began (the problem's input, not its answer).
    let target = try #require(s.suggestedValue(for: a[0]))
    #expect(target.isFinite)
    oracle.edits.append(
      Oracle.Edit(variable: a[0], strength: Strength.strong.weighted(1024), value: target))
    try add(a[0] + a[3] + a[2] <= -39 ~ Strength(999, weight: 1024))
    try add(0.5 * a[1] + 3 * a[3] >= -100 ~ Strength(999, weight: 1024))
    try add(-0.25 * a[1] - 0.25 * a[0] + a[2] == -34 ~ Strength(751, weight: 0.5))
    try add(-a[3] >= -6 ~ Strength(0.5, weight: 1_048_576))
    try add(2 * a[1] >= -82 ~ Strength(999, weight: 1_048_576))
    Self.expectReference(oracle, s)
    Self.expectLevelErrors(oracle, s, [999: 0].merging(Self.referenceErrors(oracle)) { $1 })
  }

  /// The reference's per-level errors (empty if it gives up).
  static func referenceErrors(_ oracle: Oracle) -> [Double: Double] {
    if case .optimal(let optimum) = oracle.reference() { return Oracle.levelErrors(of: optimum) }
    return [:]
  }

  // MARK: Weights below the tolerance

  /// `x == 10 @ strong 0.000000001` and `x == 20 @ medium` gave x = 20.
  ///
  /// By hand: a level outranks every lower level whatever its weight, so x = 10; in either order,
  /// and for the smallest weights the generators use (2^-30) and smaller.
  @Test(arguments: [1e-9, 0x1p-30, 1e-12, 1e-20])
  func tinyWeightStillCountsWithinItsLevel(weight: Double) throws {
    let x = Variable("x")
    for strongFirst in [true, false] {
      let s = Solver()
      let strong = x == 10 ~ Strength.strong.weighted(weight)
      let medium = x == 20 ~ .medium
      for c in strongFirst ? [strong, medium] : [medium, strong] { try s.add(c) }
      #expect(s.value(of: x) == 10, "weight \(weight), strong first: \(strongFirst)")
    }
  }

  /// A tiny weight also counts against a larger one of the same level: `x == 10 @ strong w` and
  /// `x == 20 @ strong 2w` (by hand: the heavier wins, x = 20), for w down to 2^-30.
  @Test(arguments: [1e-9, 0x1p-30, 1e-12])
  func tinyWeightsCompareWithinALevel(weight: Double) throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(x == 10 ~ Strength.strong.weighted(weight))
    try s.add(x == 20 ~ Strength.strong.weighted(2 * weight))
    // And a weak preference that only a tie at the strong level would let win.
    try s.add(x == y ~ .weak)
    try s.add(y == 10 ~ .weak)
    #expect(s.value(of: x) == 20, "weight \(weight)")
  }

  // MARK: False "unsatisfiable"

  /// `c3: 0.5*v3 - 64 <= 0` and `c14: -1000000000000*v4 - v5 == 0` (both required, v5 otherwise
  /// free) with eight strong constraints between them reported c14 unsatisfiable.
  ///
  /// The issue's strong constraints are not given; seeded ones like them (coefficients 1e12, 1e8,
  /// 1e-6 and small ones, over v0...v5). By hand: c14 can always hold (set v5 = -1e12 v4), so its
  /// add must succeed; then both required constraints hold and the levels match the reference.
  ///
  /// Seed 3 (level 750 at 32,411 against 9,951) passes since wide systems are refined after
  /// each call; seed 35 (6.4e10 against 20,481) since their rows are refactored.
  @Test(arguments: 0..<40)
  func requiredWithFreeVariableIsNeverUnsatisfiable(seed: UInt64) {
    Self.checkFreeVariable(seed: seed)
  }

  static func checkFreeVariable(seed: UInt64) {
    var g = SeededGenerator(seed: 16_000 + seed)
    let v = (0..<6).map { Variable("v\($0)") }
    let s = Solver()
    var oracle = Oracle(variables: v)
    let c3 = 0.5 * v[3] - 64 <= 0
    let c14 = -1_000_000_000_000 * v[4] - v[5] == 0
    for c in [c3]
      + (0..<8).map({ _ in
        ExtremeSystems.constraint(
          over: Array(v[0..<5]), strength: .strong, coefficients: [1e12, 1e8, 1, 0.5, 3, 1e-6],
          using: &g)
      }) + [c14]
    {
      do throws(SolverError) {
        try s.add(c)
        oracle.constraints.append(c)
      } catch {
        Issue.record("seed \(seed): '\(c)' threw \(error), but it can hold (v5 is free)")
      }
    }
    Self.expectRequiredHold(oracle, s, "seed \(seed): ")
    if case .wrong(let message) = oracle.strictVerdict(s) {
      Issue.record("seed \(seed): \(message)")
    }
  }

  /// The property run's `extreme:30006` up to its step 21: with x2 near 1e24 in the rows,
  /// phase 1 for `-0.009765625 * x0 == 21474836480` (x0 = -2.2e12, which c7 then needs x3 near
  /// 3e12 to follow) ended above its tolerance and reported a conflict that a fresh solve of the
  /// named constraints does not have.
  ///
  /// The add must succeed or be refused as a numerical failure (leaving the solver as it was),
  /// never called unsatisfiable.
  @Test func phaseOneRoundingIsNotAConflict() throws {
    let x0 = Variable("x0")
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let x4 = Variable("x4")
    let s = Solver()
    let c0 = 0.75 * x0 - x2 + 824_633_720_832 * x3 - 16 == 0 ~ Strength(751, weight: 0.001953125)
    try s.add(c0)
    try s.setConstant(24, of: c0)
    try s.add(21_474_836_480 * x4 + 0.00042724609375 == 0)
    let c2 =
      -98304 * x2 - 1_835_008 * x0 + 0.75 * x1 + 0.625 <= 0
      ~ Strength(750, weight: 4.76837158203125e-07)
    try s.add(c2)
    try s.setConstant(6_291_456, of: c0)
    try s.add(-131072 * x2 + 0.001953125 >= 0 ~ Strength(750, weight: 0.03125))
    try s.addEditVariable(x1, strength: Strength(500, weight: 536_870_912))
    try s.suggestValue(37, for: x1)
    try s.addEditVariable(x3, strength: Strength(750, weight: 536_870_912))
    try s.suggestValue(-23, for: x3)
    try s.removeEditVariable(x1)
    try s.add(83_886_080 * x4 + 1792 * x3 + 2560 * x0 + 14 >= 0)
    try s.suggestValue(-4096, for: x3)
    try s.setConstant(19, of: c2)
    try s.add(-0.00030517578125 * x1 - 137_438_953_472 == 0)
    try s.add(83_886_080 * x4 + 1792 * x3 + 2560 * x0 + 0.4375 >= 0)
    try s.suggestValue(-1.75, for: x3)
    try s.suggestValue(-0.0006103515625, for: x3)
    try s.add(83_886_080 * x4 + 1792 * x3 + 2560 * x0 + 12_582_912 >= 0)
    let c8 = -0.009765625 * x0 - 21_474_836_480 == 0
    let before = s.snapshot()
    do throws(SolverError) {
      try s.add(c8)
    } catch {
      if case .unsatisfiable = error {
        Issue.record("'\(c8)' called unsatisfiable, but x0 = -2.2e12 satisfies every required one")
      }
      #expect(s.snapshot() == before, "a refused add changed the solver")
    }
  }

  // MARK: Drift that never heals

  /// `x >= 0`, `edit x`, `suggest x = 1`, `suggest x = 1e17`, `suggest x = 1`, `y == x + 1`,
  /// `suggest x = 5` gave x = 4, y = 4.
  ///
  /// By hand: x follows the suggestion (x >= 0 holds), y = x + 1: x = 5, y = 6; and y == x + 1
  /// holds (1e-8 relative) after every suggestion of a longer drag.
  @Test func hugeSuggestionLeavesNoDrift() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(x >= 0)
    try s.addEditVariable(x, strength: .strong)
    try s.suggestValue(1, for: x)
    try s.suggestValue(1e17, for: x)
    try s.suggestValue(1, for: x)
    try s.add(y == x + 1)
    try s.suggestValue(5, for: x)
    #expect(s.value(of: x) == 5)
    #expect(s.value(of: y) == 6)
    for value in [1e17, 3, -1e17, 7, 1e15, 0.5, 1e-6, 2e16, 42] {
      try s.suggestValue(value, for: x)
      let expected = max(0, value)
      #expect(
        Self.close(s.value(of: x), expected), "after suggesting \(value): x = \(s.value(of: x))")
      #expect(
        Self.close(s.value(of: y), expected + 1), "after suggesting \(value): y = \(s.value(of: y))"
      )
    }
    #expect(s.value(of: x) == 42)
    #expect(s.value(of: y) == 43)
  }

  /// A soft constant change beside a large coefficient keeps its digits.
  ///
  /// `extreme:39743`: a soft equality `1e12·x1 - 1e12·x3 + k == 0` whose constant goes to
  /// 5.5e11 and back to 0.005859375 left x1 = -5.884e-15 (the rounding of the update from
  /// -0.55, 1e-17, is 0.4% of the new value), a residual of 2.5e-5 in a constraint of size
  /// 0.0117. By hand: x1 - x3 = -5.859375e-15 (x3 = 0, nothing else holds it); the constant
  /// is recomputed from the constraint's, so it holds to the last digit.
  @Test func softConstantChangeKeepsDigitsBesideALargeCoefficient() throws {
    let x1 = Variable("x1")
    let x3 = Variable("x3")
    let s = Solver()
    let c = 1e12 * x1 - 1e12 * x3 - 0.000213623046875 == 0 ~ Strength(0.001, weight: 32768)
    try s.add(c)
    for constant in [-8192, 549_755_813_888, 0.005859375] {
      try s.setConstant(constant, of: c)
    }
    #expect(s.value(of: x1) - s.value(of: x3) == -5.859375e-15)
  }

  /// The same through a suggestion (the edit's marker column, cached for a drag), in a system
  /// that is not numerically wide: `1e6·x == y` (medium), `edit y` (strong), suggestions 1e11
  /// and 1e-4 in turn.
  ///
  /// By hand: y = 1e-4 and x = y / 1e6 = 1e-10. The update of x's row from 1e5 rounds by up to
  /// 1.5e-11, below 1e-10 of x's units but 1.5e-5 in the constraint's, which the check against x's
  /// coefficient 1e6 catches: the constraint holds to 1e-10.
  @Test func suggestionKeepsDigitsBesideALargeCoefficient() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(1e6 * x == y ~ .medium)
    try s.addEditVariable(y, strength: .strong)
    for _ in 0..<3 {
      try s.suggestValue(1e11, for: y)
      try s.suggestValue(1e-4, for: y)
      #expect(Self.close(s.value(of: y), 1e-4))
      let residual = 1e6 * s.value(of: x) - s.value(of: y)
      #expect(abs(residual) <= 1e-10, "1e6·x - y = \(residual)")
    }
  }

  /// `hang:78485`: `1e-6·x0 + x2 + x1 - 2 >= 0` (required) was solved for `x0`, the first
  /// variable no other row held: `x0 = 2e6 - 1e6·x2 - 1e6·x1 + ...`.
  ///
  /// Once its constant was 481036337152, the add of `1e-6·x0 + x2 + x1 + 1 >= 0` met a row of
  /// 4.8e17 and was refused as imprecise, and the fresh solve that followed left x0 64 away from
  /// its suggestion of
  /// -8192. By hand: once `x0 == 0.5·x1 + 17` (level 999.999) is removed, `x1` and `x2` are
  /// free, so both constraints hold with x0 at -8192 exactly. A new row is now solved for the
  /// variable with the largest coefficient among those no other row holds (here `x2`), and
  /// keeps `x0` as a term.
  @Test func newRowIsSolvedForItsLargestFreshVariable() throws {
    let x = (0..<3).map { Variable("x\($0)") }
    let s = Solver()
    let c0 = 0.000001 * x[0] + x[2] + x[1] - 2 >= 0
    try s.add(c0)
    let c1 = -x[0] + 0.5 * x[1] - 17 == 0 ~ Strength(999.999, weight: 0x1p-18)
    try s.add(c1)
    try s.setConstant(-805_306_368, of: c0)
    try s.addEditVariable(x[0], strength: Strength(999.999, weight: 1))
    for value: Double in [15, 2_684_354_560, 34_359_738_368, 10] {
      try s.suggestValue(value, for: x[0])
    }
    try s.setConstant(5, of: c0)
    try s.suggestValue(0, for: x[0])
    try s.remove(c1)
    try s.setConstant(481_036_337_152, of: c0)
    try s.suggestValue(-8192, for: x[0])
    try s.add(0.000001 * x[0] + x[2] + x[1] + 1 >= 0)
    #expect(s.value(of: x[0]) == -8192)
    let sum = 0.000001 * s.value(of: x[0]) + s.value(of: x[2]) + s.value(of: x[1])
    #expect(sum + 1 >= -1e-9)
  }

  /// `extreme:33791`: the required constraints pin `x2` (and so `c0`, alone at level 751)
  /// through coefficients from 1e-6 to 1e12; giving up `x5`'s suggestion of -4.8e11 (level 750)
  /// lowers level 751 by 1.1e-17 per unit, 5.1e-6 in all.
  ///
  /// The objective summed in doubles from the refactored rows held 0 for that gain, and level 751
  /// stayed at 0.8172485 where the exact reference (the tests' rational solver, run on this
  /// program) reaches 0.8172434674. The refinement now checks its basis against the objective
  /// summed in double-double (``Tableau/improveOnPreciseObjective()``).
  @Test func objectiveSummedInDoubleDoubleFindsATinyGain() throws {
    let x = (0..<6).map { Variable("x\($0)") }
    let s = Solver()
    let c0 = 0.625 * x[2] + 0.0000133514404296875 == 0 ~ Strength(751, weight: 1024)
    try s.add(c0)
    let c1 = 0.0001220703125 * x[1] - 7168 * x[2] + 58_720_256 <= 0
    try s.add(c1)
    try s.addEditVariable(x[2], strength: Strength(750, weight: 0x1p-12))
    try s.suggestValue(4, for: x[2])
    try s.add(100_000_000 * x[2] - 1_000_000_000_000 * x[1] - x[5] + 19 == 0)
    try s.suggestValue(-64, for: x[2])
    try s.add(1_000_000_000_000 * x[4] + 512 <= 0)
    try s.addEditVariable(x[0], strength: Strength(750, weight: 0x1p25))
    try s.suggestValue(-32, for: x[0])
    try s.add(0.00341796875 * x[1] + 0.5 * x[5] + 0.109375 * x[3] + 7_516_192_768 == 0)
    try s.suggestValue(0.00006103515625, for: x[0])
    try s.suggestValue(0.0000114440917968750, for: x[2])
    try s.addEditVariable(x[5], strength: Strength(750, weight: 0x1p-12))
    try s.suggestValue(36, for: x[5])
    try s.setConstant(4, of: c1)
    try s.suggestValue(-13, for: x[2])
    try s.setConstant(9, of: c1)
    try s.suggestValue(-2048, for: x[0])
    let c5 = -28672 * x[5] - 4_294_967_296 >= 0 ~ Strength(999.999, weight: 1024)
    try s.add(c5)
    try s.add(0.000001 * x[5] + 32768 * x[4] + 68_719_476_736 >= 0)
    try s.suggestValue(25_165_824, for: x[2])
    try s.add(-2048 * x[2] - 65536 * x[3] - 640 <= 0)
    let c8 = 1_610_612_736 * x[4] + 28672 * x[1] + 9 == 0
    try s.add(c8)
    try s.removeEditVariable(x[2])
    try s.add(
      196_608 * x[5] + 14_680_064 * x[3] + 15 <= 0 ~ Strength(0.001, weight: 0x1p-14))
    try s.suggestValue(-85_899_345_920, for: x[5])
    try s.suggestValue(10, for: x[5])
    try s.setConstant(0.000244140625, of: c5)
    try s.suggestValue(-0.1875, for: x[0])
    try s.setConstant(131_072, of: c8)
    try s.suggestValue(-481_036_337_152, for: x[5])
    try s.remove(c5)
    try s.suggestValue(768, for: x[0])
    try s.add(-469_762_048 * x[3] - 8 <= 0)
    let level751 = 1024 * abs(0.625 * s.value(of: x[2]) + 0.0000133514404296875)
    #expect(abs(level751 - 0.8172434674127973) <= 1e-6, "level 751 at \(level751)")
  }

  /// Refactoring follows the triangle of the basis.
  ///
  /// `extreme:34084`, reduced: `x2` must reach 46.08 (where `c8` holds) by moving `x0` to
  /// -3.24e15 through the tiny coefficient of `c0`; the suggestion of 18 weighs far less than
  /// `c8`. Refactoring solved the constraints in order of addition, so the last one,
  /// `20·x1 == 201326592`, was solved for a slack whose coefficient was 2e-18 by then; the rows
  /// gave `x2` a coefficient of 3.7e-34 on `c0`'s slack (0 exactly), the simplex followed it
  /// to `x0` = -3e39, and `x2` stayed at 18 (level 750 at 4.7e9 against 460,062.72). The
  /// refactoring now solves the equations with the fewest unsolved basic symbols first
  /// (``Tableau/nextPivot(_:_:_:)``). The reference value is worked out by hand: `x1` =
  /// 10066329.6 exactly, `x2` = 0.005859375 · x1 / 1280, and the edit's error 16384 · 28.08.
  @Test func refactoringFollowsTheTriangleOfTheBasis() throws {
    let x0 = Variable("x0")
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let s = Solver()
    try s.add(-0.0000762939453125 * x0 - 5_368_709_120 * x2 - 7 >= 0)
    try s.add(
      (-42_949_672_960 * x1 - 30_064_771_072 * x0 - 3584 * x2 - 28 >= 0)
        ~ Strength(999.999, weight: 1024))
    try s.add((-0.005859375 * x1 + 1280 * x2 >= 0) ~ Strength(750, weight: 131_072))
    try s.add((20 * x1 - 201_326_592 == 0) ~ Strength(750, weight: 8_388_608))
    try s.add((x2 == 18) ~ Strength(750, weight: 16384))
    #expect(abs(s.value(of: x1) - 10_066_329.6) <= 1e-6)
    #expect(abs(s.value(of: x2) - 46.08) <= 1e-9, "x2 at \(s.value(of: x2))")
    #expect(s.value(of: x0) <= -3.2e15 && s.value(of: x0) >= -1e17, "x0 at \(s.value(of: x0))")
  }

  /// `hang:78972`, reduced: `d` is `c` with its constant 71 higher, so its new row is `71 + s_c`
  /// exactly.
  ///
  /// Adding `d` cancelled `x0`'s 0.5 against the 0.5 that `x3`'s row brings, then `x1`'s row
  /// brought 1e-30 into the emptied cell; the row was solved for `x0` by that 1e-30, `x0` went to
  /// -7.1e31, and from there a later edit of `x3` to -38 stayed at 2.56e20 although -38 is feasible
  /// (`x1` at -150.3). A new row now drops a cell below ``cancellation`` of the largest term summed
  /// into it (``Tableau/dropCancelledSums(from:terms:)``).
  @Test func sumOfSeveralTermsCancels() throws {
    let x = (0..<4).map { Variable("x\($0)") }
    let s = Solver()
    try s.add(-2 * x[3] - 1_000_000_000_000 * x[1] - 10_485_760 >= 0)
    try s.add(0.5 * x[0] - 1_000_000_000_000 * x[3] - 0.000001 * x[1] - 15 >= 0)
    try s.add(0.5 * x[0] - 1_000_000_000_000 * x[3] - 0.000001 * x[1] + 56 >= 0)
    #expect(abs(s.value(of: x[0])) < 1e3, "x0 at \(s.value(of: x[0]))")
    try s.add(0.5 * x[0] - 1_000_000_000_000 * x[3] - 0.000001 * x[1] - 512 >= 0)
    try s.add(x[3] - 100_000_000 * x[1] - 15_032_385_536 >= 0)
    try s.addEditVariable(x[3], strength: Strength(999.999, weight: 1))
    try s.suggestValue(-38, for: x[3])
    #expect(s.value(of: x[3]) == -38)
  }

  /// `extreme:40451`: with `x4` basic at 1.1e12 (held there by a required `x1 <= -5.5e12`
  /// through `-0.15625·x1 - 0.75·x4 + 20 <= 0` at level 751), the add of
  /// `40·x4 >= 0.0003662109375` (level 750) substitutes into `x4`'s row, whose constant
  /// cancels; while the constraint was being inserted the constant could not be recomputed,
  /// and it stayed 0 instead of 0.0003662109375 / 40 = 9.1552734375e-6: level 750 at
  /// 0.000366 · 2^26 = 24,576 where 0 is reachable (x4 is otherwise free).
  @Test func constantCancelledWhileAddingIsRecomputed() throws {
    let x = (0..<5).map { Variable("x\($0)") }
    let s = Solver()
    let c0 = -0.00006103515625 * x[1] + 20_971_520 >= 0
    try s.add(c0)
    try s.add(-0.00006103515625 * x[1] - 20 >= 0)
    try s.addEditVariable(x[1], strength: Strength(750, weight: 0x1p-28))
    try s.suggestValue(-18, for: x[1])
    try s.setConstant(-0.01171875, of: c0)
    try s.remove(c0)
    try s.removeEditVariable(x[1])
    try s.add(-x[0] + 40 * x[3] - 962_072_674_304 <= 0 ~ Strength(0.001, weight: 0x1p29))
    let c3 = -0.00006103515625 * x[1] - 0.0000019073486328125 >= 0
    try s.add(c3)
    try s.addEditVariable(x[3], strength: Strength(999.999, weight: 0x1p-30))
    try s.suggestValue(-19, for: x[3])
    try s.suggestValue(-4, for: x[3])
    try s.setConstant(-335_544_320, of: c3)
    try s.add(
      -0.15625 * x[1] + 0.00018310546875 * x[2] - 0.75 * x[4] + 20 <= 0
        ~ Strength(751, weight: 0x1p-29))
    try s.add(40 * x[4] - 0.0003662109375 >= 0 ~ Strength(750, weight: 0x1p26))
    let level750 = 40 * s.value(of: x[4]) - 0.0003662109375
    #expect(level750 >= 0, "40·x4 - 0.000366 = \(level750)")
  }

  // MARK: Hangs

  /// Issue #16: "a 14-line file mixing 1e12, 1e8 and unit coefficients at levels 999.999/1000
  /// makes `add` loop forever" (another with `--keep-going`); issue #10: "coefficients 1e12 next
  /// to 1e-6 and levels 999.999/1000/0.001 made `add` never return".
  ///
  /// The files are not given: seeded 14-call sequences like them (``ExtremeSystems/Profile/hang``:
  /// adds, some failing, removals, constant changes, edits and suggestions). Asserted: every call
  /// ends within ``SolverProperties/pivotBudget`` pivots, and after each call that succeeds every
  /// required constraint holds (1e-8 relative) with finite values; a call that fails throws a typed
  /// error that is not a misuse.
  @Test(arguments: 61_000..<61_040)
  func everyCallEndsWithCoefficientsFarApart(seed: UInt64) {
    let counts = SolverProperties.checkExtreme(.hang, seed: seed, full: false)
    #expect(counts.calls > 0, "seed \(seed)")
  }

  /// Issue #16: "one with only coefficients between 0.25 and 3 and many levels hangs after a
  /// `setConstant`".
  ///
  /// Seeded 40-call sequences like it (``ExtremeSystems/Profile/levels``: quarters 0.25...3, nine
  /// levels, constant changes); asserted as ``everyCallEndsWithCoefficientsFarApart(seed:)``.
  @Test(arguments: 51_000..<51_020)
  func everyCallEndsWithManyLevels(seed: UInt64) {
    let counts = SolverProperties.checkExtreme(.levels, seed: seed, full: false)
    #expect(counts.calls > 0, "seed \(seed)")
  }

  /// Sequences the property runs found (replay with `CASSOWARY_REPLAY=levels:50134` etc.), each
  /// checked in full by ``SolverProperties/checkExtreme(_:seed:checkEvery:full:)`` (twin,
  /// required constraints after every call, the reference every step where it applies).
  ///
  /// - `levels:50134`: a `setConstant` at level 500 left a slack improving the objective (the
  ///   dual ratio test broke a tie of 0.999999999997 against 0.999999999996 that the objective
  ///   then dropped as residue), which the invariant check stopped on.
  /// - `limits:40014`, `limits:40018`: a refused call whose fresh re-solve without it failed too
  ///   kept the refused call's tableau and suggestion; a later `setConstant` then reported
  ///   success with a required equality violated by 1.3e238 (40014), or the refused `add`
  ///   stayed in the solver (40018).
  /// - `limits:40022`: removing a required equality with a constant of 7.8e276 left a slack at
  ///   -4.2e240 (a primal pivot on a row rounding had left negative; its entering symbol was
  ///   not queued for the dual simplex), which the invariant check stopped on.
  /// - `hang:60081`, `hang:66324`: a substitution left x = 3.84e-10 with its last digits lost
  ///   beside a coefficient 1e12 (a level error 1.8e-6 of its size; a suggestion refused and a
  ///   required equality left off by 0.0017): the loss is now measured against the variable's
  ///   largest coefficient in a constraint, so the constant is recomputed exactly.
  /// - `extreme:30019`: parallel required equalities whose constants differ by 45 in terms of
  ///   4.7e16 hold to 1e-8 relative, feasible by the tolerance rule though not exactly: the
  ///   check now skips the reference's optimum there (``Oracle/strictVerdict(_:)``).
  /// - `limits:40034`: a refused add whose fresh re-solve without it rejected an earlier
  ///   required constraint stayed in the solver; it is now removed from the tableau that
  ///   holds it (``Tableau/withdraw(_:restoring:)``).
  /// - `hang:60030`, `hang:60035`: a level's error far above the optimum: the
  ///   objective dropped entries below 1e-11 of the level's largest weight as residue, so the
  ///   errors of a constraint weighted 2^-17 beside one of 2^22 (weights 1e11 and more apart)
  ///   never entered it; residue is now measured against the level's smallest weight, admitted
  ///   before the new errors enter.
  /// - `extreme:30104`: after a suggestion's dual simplex a symbol still improved level 500
  ///   (weights 2^23 and 2^-20 there: ratios tied within 1e-13 that differ); the primal
  ///   simplex now finishes after the dual one.
  /// - `extreme:30238`: a non-required constant change whose dual simplex could not clear a
  ///   row rounding left below -1e-8 hit an assertion; it now counts as stalled (fresh solve).
  /// - `hang:60195` (an add rejected as unsatisfiable that the reference finds feasible):
  ///   passes since the primal simplex prefers the newest symbol, which takes another pivot
  ///   path (what went wrong on the old one was not isolated).
  /// - `hang:60204`: a suggestion's dual pivots left a symbol improving the objective by 1e-15
  ///   (a ratio test tipped by rounding), which the invariant check stopped on; fixed with
  ///   `extreme:30104` (the primal simplex finishes after the dual one).
  /// - `hang:60346` (a level-999.999 improvement worth weights 1e-7 times a coefficient 5e-9,
  ///   an objective entry near 1e-15, not taken; level 0.001 then 429 off): passes on the
  ///   newest-first pivot path; an entry that small can still be lost on another.
  /// - `extreme:30006`: since the primal simplex prefers the newest symbol, step 21's required
  ///   `-0.009765625 * x0 == 21474836480` was rejected as unsatisfiable (terms near 1e24 spoil
  ///   phase 1); the conflict is now checked by a fresh solve and the add refused as imprecise.
  ///   Step 25 then left level 751 at 8e-6 where the reference has 0 (size 1), in the fresh
  ///   solve that replaced the tableau; a refused call now returns to the tableau it had.
  /// - `extreme:30132`: step 20's required add was refused as imprecise, and the fresh solve
  ///   of the constraints before it, which replaced the tableau, broke the required
  ///   `3.5 * x3 >= 0.3125` by 0.04 (the incremental tableau had held it). With coefficients
  ///   more than 1e6 apart, a call now keeps a snapshot and returns to it when refused.
  /// - `extreme:30015`: a suggestion that only shifted row constants was left for a later
  ///   batch verification, and its rounding beside a coefficient of 6.7e7 broke a required
  ///   constraint by 2e9 (size 8.8e10) that the shift's bound did not see. With coefficients
  ///   more than 1e6 apart every call is verified at once.
  /// - `extreme:30322` (see ``softErrorLostInASubstitutionIsSolvedAfresh()``) and
  ///   `extreme:30198` (see ``tinyObjectiveEntryOfWideCoefficientsCounts()``).
  /// - `hang:60161` (level 999.999 ended 7,823 above the optimum 0, size 1.3e7): passes since
  ///   the two changes of those tests; which of them mended it was not isolated.
  /// - `limits:46403`, `limits:41004`, `limits:46584` (three of the 128 sequences of 25,000 of
  ///   the `limits` profile that failed on 2026-11-26, all of which pass since): values near
  ///   1e260 with unit coefficients. A refused removal whose fresh solve failed too kept the
  ///   removal (the constraint, or an edit variable, gone although the call threw), and a
  ///   suggestion left to a batch verification broke a required constraint. A constant or
  ///   suggestion past 1e15 now makes the system numerically wide: every call is verified at
  ///   once and a refused one returns to its snapshot.
  /// - `extreme:30319`: removing an edit variable emptied its level, whose leftover rounding
  ///   entries were dropped; a slack whose sign such an entry had decided was left improving
  ///   a lower level, unqueued, so no simplex run took it (the invariant check stopped on it;
  ///   a release build kept a level 13,107 per unit above its optimum). The symbols that lose
  ///   an entry are now queued.
  /// - `extreme:30107` (level 999.999 at 5e7 where the reference has 0, size 4.4e9),
  ///   `extreme:30559`, `extreme:30182`, `hang:60272`, `hang:60555` (2026-11-26, second
  ///   round): a level above the reference's optimum after an incremental call, where a fresh
  ///   solve of the same constraints reaches the optimum. A numerically wide system now solves
  ///   afresh beside every call and keeps whichever solution has the lexicographically lower
  ///   level errors, evaluated from the constraints (``Tableau/settleAgainstFreshSolve()``).
  /// - `hang:60228` (level 999.999 at 1.1e13 where the reference has 0; was a known failure),
  ///   `hang:60231` (level 999.999 at 1.3e11, reference 0, size 1.7e16), `extreme:30120`
  ///   (level 999.999 at 1.4e17, reference 0), `extreme:30260` (level 0.001 at 76, reference
  ///   56), and `extreme:30215` (step 19's required add `-32768 * x2 + 12 >= 0` rejected as
  ///   unsatisfiable, which the reference finds feasible): the fresh solve in the order of
  ///   addition was no better. The comparison now also solves afresh with the required
  ///   constraints first and the others by level, highest first.
  /// - `extreme:30374` (level 999.999 at 2.97, reference 0: `x0` solved from a row where its
  ///   coefficient was 1.9e-5 beside 1310720, and its 4.3e-14 dependence on a slack lost),
  ///   `extreme:30123` (`1e12 * x0 + 17` off by 0.28 in the rows, then an objective entry of
  ///   5e-7 buried in residue), `extreme:30144`, `extreme:30295`, `hang:60135` (the known
  ///   failures of the second round), and, once the exact reference stopped giving up
  ///   (2026-11-26, third round), later steps of `extreme:30006`, `30319`, `30132`, `30260` and
  ///   `hang:60161`: a wide system now solves a new row for its largest external, and refines
  ///   the values and the objective from the constraints after each call
  ///   (``Tableau/refine()``).
  /// - `limits:43270`, `limits:52526` (found by the 100,000-sequence run of 2026-11-26): a
  ///   required add with a constant of 4e264, refused as unsatisfiable, had already raised the
  ///   largest constant past 1e15: the solver counted as numerically wide and its twin did
  ///   not, and they solved the next ambiguous add differently. A constant now marks the
  ///   system only once its call succeeds, and the snapshot compares the marks.
  /// - `extreme:53690`, `hang:80680` (same run): an add whose row came out as dummies and a
  ///   constant was rejected as unsatisfiable without the fresh solve that confirms phase 1's
  ///   conflicts; the two constraints it named hold together. It is now confirmed the same way.
  /// - `extreme:30083`, `30202`, `30315` (the known failures of 400 sequences on 2026-11-26),
  ///   `extreme:30405`, `30434`, `30441`, `30578`, `hang:61123` and `hang:61845` (of 2,000 a
  ///   profile, same day): a level above the optimum because a pivot had rounded away a
  ///   coefficient that the final basis can represent (see
  ///   ``refactoringRecoversADependenceLostOnThePath()``). The rows of a wide system are now
  ///   refactored from the constraints after every call (``Tableau/refactor(refreshingObjective:)``).
  /// - `extreme:31630` (same run): a removal left a soft error drifted from its constraint, and
  ///   the settling took the solve in order of addition, 491,520 above the optimum at level
  ///   999.999, without trying the solve by priority, which reaches it. Both are now weighed.
  /// - `extreme:30396` (same run): a soft add at 999.999 left the level at 9.3e19 against
  ///   3.5e6; the settling's solve in order of addition broke a required constraint, and the
  ///   settling gave up without trying the solve by priority, which is right. It is now tried.
  /// - `extreme:39743` (25,000 sequences, seventh session's code): a soft equality with 1e12
  ///   coefficients off by 2.5e-5 after its constant went to 5.5e11 and back (see
  ///   ``softConstantChangeKeepsDigitsBesideALargeCoefficient()``).
  /// - `extreme:30922` (same run): after a constant change level 750 stayed at 1.8e14 (size
  ///   1.8e14) where both fresh solves reach its optimum, 1,528, at a point whose terms are
  ///   1e24; within 1e-7 of the larger size the settling took the two for equal. A fresh solve
  ///   better at one level and worse at none, each within 1e-7 of the smaller size, is now kept
  ///   (``Tableau/dominates(_:_:)``).
  /// - `extreme:31623` (25,000 sequences, eighth session's code): level 0.001 stayed at 2.5e6
  ///   where moving `x4` to 1.8e20 takes it to 0; refactoring in doubles cancelled the one
  ///   coefficient that shows it (9.5e-25 = `1/112 - (1/112)(1 + 1e-22)`). Refactoring now
  ///   works in double-double arithmetic (``PreciseRow``).
  /// - `extreme:36057` (25,000 sequences, with that change): a suggestion that a required
  ///   constraint refuses failed verification, and the fresh solve in order of addition left
  ///   level 0.001 at 5e44 where the solve by priority reaches 636,002; a fresh solve after a
  ///   failed verification is now settled against the other like any call's.
  /// - `hang:84591` (100,000 sequences, eighth session's code): an add rejected as unsatisfiable
  ///   although the required constraints hold together (at values near 1e29); it passes since
  ///   the refactoring works in double-double arithmetic.
  /// - `hang:78485` (same run): an add refused as imprecise beside a row of 4.8e17, which
  ///   solving a new row for its largest coefficient avoids (see
  ///   ``newRowIsSolvedForItsLargestFreshVariable()``).
  /// - `extreme:40451` (25,000 sequences, with that rule): a row constant cancelled while a
  ///   constraint was inserted (see ``constantCancelledWhileAddingIsRecomputed()``); later in
  ///   the sequence the refactoring gave a basic dummy a slack's 4.4e-14 (a redundant
  ///   equality is exactly zero over dummies: such cells are now dropped).
  /// - `extreme:33791`, `36274`, `39068`, `50535` (known failures of 25,000 sequences, tenth
  ///   session): a level above the optimum although the refactored rows show the way down
  ///   (see ``objectiveSummedInDoubleDoubleFindsATinyGain()``).
  /// - `extreme:32720`, `34084`, `35457`, `37008`, `38391`, `39867`, `40397`, `41503`, `42096`,
  ///   `45010`, `46476`, `52497`, `54222`, `54283` (known failures of 25,000 sequences, eleventh
  ///   session): rows refactored in order of addition divided by coefficients that earlier
  ///   steps had made by cancellation (see ``refactoringFollowsTheTriangleOfTheBasis()``).
  /// - `hang:78972`, `extreme:52444` (found while the refactoring's order changed): a new row
  ///   solved for a sum of several terms that cancels (see ``sumOfSeveralTermsCancels()``).
  /// - `extreme:31411` (a known failure that passes once suggestions on a confirmed basis skip
  ///   the fresh solves, ``Tableau/needsSettling(since:)``), and `extreme:34188`, `36263`,
  ///   `43693`, `hang:65105`, which fail when adds and removals skip them too.
  /// - `extreme:31779` (a known failure): refactoring divided by a residue of a residue (see
  ///   ``PreciseRowTests/cancellationCountsEveryTermOfACell()``).
  /// - `extreme:47737`, `32383` (known failures, thirteenth session): a pivot on a residue left
  ///   a singular basis, which the refactoring now repairs (see
  ///   ``RefactoringTests/refactoringRepairsASingularBasis()``).
  /// - `extreme:40287` (a known failure): the exact optimum hinges on a difference of `x2` no
  ///   double holds, and the solver's point is better than that optimum rounded to doubles (see
  ///   ``Oracle/isBetterThanRounded(_:_:)``).
  @Test(arguments: [
    "levels:50134", "limits:40014", "limits:40018", "limits:40022", "hang:60081", "hang:66324",
    "extreme:30019", "limits:40034", "hang:60030", "hang:60035", "extreme:30104",
    "extreme:30238", "hang:60195", "hang:60204", "hang:60346", "extreme:30319",
    "extreme:30006", "extreme:30132", "extreme:30015", "extreme:30322", "extreme:30198",
    "hang:60161", "limits:46403", "limits:41004", "limits:46584", "extreme:30107",
    "extreme:30559", "extreme:30182", "hang:60272", "hang:60555", "hang:60228", "hang:60231",
    "extreme:30120", "extreme:30260", "extreme:30215", "extreme:30374", "extreme:30123",
    "extreme:30144", "extreme:30295", "hang:60135", "limits:43270", "limits:52526",
    "extreme:53690", "hang:80680", "extreme:30083", "extreme:30202", "extreme:30315",
    "extreme:30405", "extreme:30434", "extreme:30441", "extreme:30578", "hang:61123",
    "hang:61845", "extreme:31630", "extreme:30396", "extreme:39743",
    "extreme:30922", "extreme:31623", "extreme:36057", "hang:84591", "hang:78485",
    "extreme:40451", "extreme:33791", "extreme:36274", "extreme:39068", "extreme:50535",
    "extreme:32720", "extreme:34084", "extreme:35457", "extreme:37008", "extreme:38391",
    "extreme:39867", "extreme:40397", "extreme:41503", "extreme:42096", "extreme:45010",
    "extreme:46476", "extreme:52497", "extreme:54222", "extreme:54283", "hang:78972",
    "extreme:52444", "extreme:31411", "extreme:34188", "extreme:36263", "extreme:43693",
    "hang:65105", "extreme:31779", "extreme:47737", "extreme:32383", "extreme:40287",
  ])
  func sequenceFoundByPropertyRuns(_ name: String) throws {
    let parts = name.split(separator: ":")
    let profile = try #require(ExtremeSystems.Profile(rawValue: String(parts[0])))
    let seed = try #require(UInt64(parts[1]))
    let counts = SolverProperties.checkExtreme(profile, seed: seed, checkEvery: 1)
    #expect(counts.calls > 0, "\(name)")
  }

  // MARK: Objective and soft errors with coefficients far apart

  /// `extreme:30083`, reduced: with `x5` pinned by a strong edit, the path to the final basis
  /// passes through one where `x3`'s row holds `1 - 1.6e-18` (rounded to 1), and the next
  /// pivot cancels `x3`'s dependence on `x5` (4.3e-9 in the final basis) to zero: the
  /// objective then saw no way for `x3` to reach its suggestion, and `x3` stayed at 4e-7.
  ///
  /// By hand: level 999.999 comes first, and `x3 = 11` holds it at zero once
  /// `x5 >= (28672 · 11 - 0.01171875) / 0.0001220703125 = 2,583,691,168` (the strong edit of `x5`
  /// gives way), which the medium constraints below cannot outweigh.
  @Test func refactoringRecoversADependenceLostOnThePath() throws {
    let x = (0..<6).map { Variable("x\($0)") }
    let s = Solver()
    try s.add(100_000_000 * x[2] - 0.0546875 * x[3] - x[5] >= 9 ~ Strength(500, weight: 0x1p-22))
    try s.add(-2_684_354_560 * x[5] + x[3] >= -8192 ~ Strength(500, weight: 0.5))
    try s.add(
      -16_777_216 * x[5] + 0.0078125 * x[0] + 1_000_000_000_000 * x[1] == -4
        ~ Strength(999.999, weight: 0.0625))
    try s.add(
      -0.0001220703125 * x[5] + 28672 * x[3] <= 0.01171875 ~ Strength(999.999, weight: 4_194_304))
    try s.addEditVariable(x[5], strength: Strength(750, weight: 67_108_864))
    try s.suggestValue(0, for: x[5])
    try s.addEditVariable(x[3], strength: Strength(999.999, weight: 262_144))
    try s.suggestValue(11, for: x[3])
    #expect(s.value(of: x[3]) == 11)
    #expect(s.value(of: x[5]) == 2_583_691_168)
  }

  /// `extreme:30198`: the weak error of `-0.00244140625 * x1 + 16 <= 0` (weight 2^20) can only
  /// fall through the slack of `-1e8 * x3 + 2560 <= 0` (level 750), whose entry at level
  /// 999.999 is 2^20 · 0.00244 / (40 · 1e8) = 6.4e-7: below 1e-11 of the level's weight, it was
  /// dropped as residue, and the level stayed at 2^24.
  ///
  /// The residue threshold is now divided by the ratio of the largest to the smallest coefficient.
  @Test func tinyObjectiveEntryOfWideCoefficientsCounts() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let solver = Solver()
    let c0 = 1.52587890625e-05 * x2 - 13 >= 0 ~ Strength(500, weight: 0.0625)
    try solver.add(c0)
    try solver.add(-100_000_000 * x3 + 2560 <= 0 ~ Strength(750, weight: 3.725290298461914e-09))
    try solver.setConstant(0.01171875, of: c0)
    try solver.add(-x3 + 40 * x1 + 0.3125 <= 0)
    try solver.add(-0.00244140625 * x1 + 16 <= 0 ~ Strength(999.999, weight: 1_048_576))
    #expect(-0.00244140625 * solver.value(of: x1) + 16 <= 1e-9)
    #expect(
      -solver.value(of: x3) + 40 * solver.value(of: x1) + 0.3125 <= 1e-8 * solver.value(of: x3))
  }

  /// `extreme:30322`: removing `c0` substituted `37529.9968947541 - 0.34359738368 *
  /// 109226.66666666666` into `x1`'s row, truly -2.8e-11 (the trace of `28 * x2` through a
  /// coefficient of 1e12) but residue in doubles; the row lost `x2`, and `c1`'s error read 0
  /// while the values left it at 728 (level 5,824).
  ///
  /// Where coefficients span widely, each call now compares the soft errors with their constraints
  /// and solves afresh on a mismatch.
  @Test func softErrorLostInASubstitutionIsSolvedAfresh() throws {
    let x = (0..<4).map { Variable("x\($0)") }
    let solver = Solver()
    let c0 =
      0.0003662109375 * x[0] - 0.1875 * x[3] - 40 * x[2] - 1.9073486328125e-05 >= 0
      ~ Strength(750, weight: 3.814697265625e-06)
    try solver.add(c0)
    try solver.add(
      -343_597_383_680 * x[0] + 1_000_000_000_000 * x[1] + 28 * x[2] + 3072 <= 0
        ~ Strength(999.999, weight: 8))
    try solver.addEditVariable(x[2], strength: Strength(999.999, weight: 4))
    try solver.suggestValue(26, for: x[2])
    try solver.remove(c0)
    let v = x.map { solver.value(of: $0) }
    #expect(v[2] == 26)
    #expect(-343_597_383_680 * v[0] + 1_000_000_000_000 * v[1] + 28 * v[2] + 3072 <= 1e-3)
  }

  // MARK: Refused calls with coefficients far apart

  /// `extreme:30132`'s first twenty calls, coefficients 1e-6 to 1e12 apart.
  ///
  /// Step 20's required add was refused as imprecise (it holds since wide systems are refined after
  /// each call); refused, the solver must be exactly as it was (a fresh solve of the same
  /// constraints broke `3.5 * x3 >= 0.3125` by 0.04); either way a later call must still find every
  /// required constraint holding.
  @Test func requiredAddBesideWideRowsHoldsOrLeavesNoTrace() throws {
    let x = (0..<6).map { Variable("x\($0)") }
    let solver = Solver()
    let c4 = 3.5 * x[3] - 0.3125 >= 0
    try solver.add(-1_000_000_000_000.0 * x[2] - 917_504.0 * x[5] + 0.078125 == 0)
    try solver.add(
      -68_719_476_736.0 * x[5] + 15_032_385_536.0 * x[4] + 3.814697265625e-06 * x[1] - 458_752.0
        <= 0)
    try solver.add(
      (1e-06 * x[3] - 14336.0 * x[0] - 0.00341796875 * x[4] + 117_440_512.0 == 0)
        .withStrength(Strength(750, weight: 4)))
    let c3 =
      -68_719_476_736.0 * x[5] + 15_032_385_536.0 * x[4] + 3.814697265625e-06 * x[1] + 12.0 <= 0
    try solver.add(c3)
    try solver.add(c4)
    try solver.addEditVariable(x[3], strength: Strength(751, weight: 2.384185791015625e-07))
    try solver.suggestValue(-24, for: x[3])
    try solver.add(
      (-3.337860107421875e-06 * x[3] + 20_971_520.0 * x[5] + 1.0 >= 0)
        .withStrength(Strength(0.001, weight: 131072)))
    try solver.suggestValue(640, for: x[3])
    try solver.add(
      (1_000_000_000_000.0 * x[5] - 962_072_674_304.0 >= 0)
        .withStrength(Strength(750, weight: 536_870_912)))
    try solver.addEditVariable(x[4], strength: Strength(750, weight: 16_777_216))
    try solver.suggestValue(19, for: x[4])
    try solver.add(3.5 * x[3] + 20.0 >= 0)
    let c8 = (0.0003662109375 * x[3] + 28672.0 >= 0).withStrength(Strength(500, weight: 16384))
    try solver.add(c8)
    try solver.setConstant(393_216, of: c3)
    try solver.add(
      -68_719_476_736.0 * x[5] + 15_032_385_536.0 * x[4] + 3.814697265625e-06 * x[1] - 2_621_440.0
        <= 0)
    try solver.add(-687_194_767_360.0 * x[3] + 20_971_520.0 * x[0] - 15_032_385_536.0 == 0)
    try solver.setConstant(-1.1920928955078125e-06, of: c8)
    try solver.suggestValue(-16, for: x[3])
    try solver.add(
      (0.0006103515625 * x[2] - x[0] - x[4] + 6_442_450_944.0 >= 0)
        .withStrength(Strength(750, weight: 3.725290298461914e-09)))
    try solver.addEditVariable(x[5], strength: Strength(0.001, weight: 8192))
    try solver.suggestValue(3, for: x[5])
    let before = solver.snapshot()
    let values = x.map { solver.value(of: $0) }
    let c9 = 171_798_691_840.0 * x[2] + 1.25 * x[1] - 0.0625 * x[5] - 1.1444091796875e-05 >= 0
    do throws(SolverError) {
      // Accepted since wide systems are refined after each call; a refusal must change nothing.
      try solver.add(c9)
      let terms = c9.expression.terms.map { $0.coefficient * solver.value(of: $0.variable) }
      let size = terms.reduce(abs(c9.expression.constant)) { $0 + abs($1) }
      #expect(terms.reduce(c9.expression.constant, +) >= -1e-8 * size)
    } catch {
      #expect(error == .numericalFailure(.imprecise(c9)), "\(error)")
      #expect(solver.snapshot() == before)
      #expect(x.map { solver.value(of: $0) } == values)
    }
    #expect(3.5 * solver.value(of: x[3]) >= 0.3125 * (1 - 1e-8))
    try solver.suggestValue(-20, for: x[3])
    #expect(3.5 * solver.value(of: x[3]) >= 0.3125 * (1 - 1e-8))
  }

  // MARK: Overflow accepted

  /// `x == 1e300`, `y == 1e300 * x` gave y = inf.
  ///
  /// The second add must throw (any solver error: a result that is not finite is refused) and leave
  /// the solver unchanged (twin check).
  @Test func constraintWithInfiniteResultIsRefused() {
    let x = Variable("x")
    let y = Variable("y")
    let first = x == 1e300
    let second = y == 1e300 * x
    FailureCheck(constraints: [first, second], variables: [x, y])
      .run(
        setup: { s throws(SolverError) in try s.add(first) },
        failing: { s throws(SolverError) in try s.add(second) }, expected: nil)
    // The same through an inequality and a sum of huge terms.
    let third = y >= x + x + x
    let fourth = x == 1.7e308
    FailureCheck(constraints: [third, fourth], variables: [x, y])
      .run(
        setup: { s throws(SolverError) in try s.add(third) },
        failing: { s throws(SolverError) in try s.add(fourth) }, expected: nil)
  }

  /// A suggestion whose result is not finite (`y == 2 * x`, suggest x = 1e308) must throw and
  /// leave the solver unchanged (twin check).
  @Test func suggestionWithInfiniteResultIsRefused() {
    let x = Variable("x")
    let y = Variable("y")
    let c = y == 2 * x
    FailureCheck(constraints: [c], variables: [x, y])
      .run(
        setup: { s throws(SolverError) in
          try s.add(c)
          try s.addEditVariable(x, strength: .strong)
          try s.suggestValue(3, for: x)
        },
        failing: { s throws(SolverError) in try s.suggestValue(1e308, for: x) }, expected: nil,
        next: { s throws(SolverError) in try s.suggestValue(4, for: x) })
  }

  /// A constant change whose result is not finite (`x == 1` changed to `x == 1e220` under
  /// `y == 1e90 * x`) must throw and leave the solver unchanged (twin check).
  @Test func constantChangeWithInfiniteResultIsRefused() {
    let x = Variable("x")
    let y = Variable("y")
    let fix = x == 1
    let scale = y == 1e90 * x
    FailureCheck(constraints: [fix, scale], variables: [x, y])
      .run(
        setup: { s throws(SolverError) in
          try s.add(fix)
          try s.add(scale)
        },
        failing: { s throws(SolverError) in try s.setConstant(-1e220, of: fix) }, expected: nil,
        next: { s throws(SolverError) in try s.setConstant(-2, of: fix) })
  }

  /// Suggesting 1.7e308 then -1.7e308 left a variable at -inf for good.
  ///
  /// Both results are finite (`y == x + 1`), so each suggestion must give x = the value and y = x +
  /// 1 (1e-8 relative), or throw and leave the solver unchanged; and suggesting 5 afterwards gives
  /// x = 5, y = 6 (by hand).
  @Test func suggestionsAtTheLimitsNeverLeaveInfinities() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(y == x + 1)
    try s.addEditVariable(x, strength: .strong)
    for value in [1.7e308, -1.7e308, 1.7e308, -Double.greatestFiniteMagnitude] {
      let before = s.snapshot()
      do throws(SolverError) {
        try s.suggestValue(value, for: x)
        #expect(Self.close(s.value(of: x), value), "suggest \(value): x = \(s.value(of: x))")
        #expect(Self.close(s.value(of: y), value + 1), "suggest \(value): y = \(s.value(of: y))")
      } catch {
        #expect(!Numerics.isMisuse(error), "suggest \(value): \(error)")
        #expect(s.snapshot() == before, "suggest \(value) threw \(error) and changed the solver")
      }
      #expect(s.value(of: x).isFinite && s.value(of: y).isFinite, "after suggesting \(value)")
    }
    try s.suggestValue(5, for: x)
    #expect(s.value(of: x) == 5)
    #expect(s.value(of: y) == 6)
  }
}
