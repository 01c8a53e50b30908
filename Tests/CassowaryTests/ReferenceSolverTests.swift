import TestSupport
import Testing

/// Tests of the test suite's own exact reference solver on hand-computed cases.
@Suite struct ReferenceSolverTests {
  typealias R = ReferenceSolver

  /// `Σ coefficient * x[variable] + constant relation 0`, with integer coefficients.
  static func c(
    _ terms: [(Int, Int64)], _ constant: Int64, _ relation: R.Relation, level: Double = 1000,
    weight: Int64 = 1
  ) -> R.Constraint {
    R.Constraint(
      terms: terms.map { (variable: $0.0, coefficient: Rational(Rational.Integer($0.1))) },
      constant: Rational(Rational.Integer(constant)),
      relation: relation, level: level, weight: Rational(Rational.Integer(weight)))
  }

  static func optimum(_ n: Int, _ constraints: [R.Constraint], ranges: [Int] = []) -> R.Optimum? {
    if case .optimal(let o) = R.solve(variableCount: n, constraints: constraints, rangesOf: ranges)
    {
      return o
    }
    return nil
  }

  static func isInfeasible(_ n: Int, _ constraints: [R.Constraint]) -> Bool {
    if case .infeasible = R.solve(variableCount: n, constraints: constraints) { return true }
    return false
  }

  @Test func rationalArithmeticIsExactAndReduced() {
    let half = Rational(2, 4)
    #expect(half.numerator == 1 && half.denominator == 2)
    let third = Rational(-1, -3)
    #expect(third == Rational(1, 3))
    #expect(half.adding(third) == Rational(5, 6))
    #expect(half.subtracting(third) == Rational(1, 6))
    #expect(half.multiplied(by: third) == Rational(1, 6))
    #expect(half.divided(by: Rational(-3)) == Rational(-1, 6))
    #expect(Rational(3, -6).description == "-1/2")
    #expect(Rational(1) > Rational(99, 100))
    #expect(Rational(-1, 2) < Rational.zero)
    #expect(Rational(1, 3).adding(Rational(2, 3)) == .one)
  }

  @Test func rationalArithmeticIsExactBeyond128Bits() {
    // 2^126 + 1 is past where the former Int128 parts overflowed.
    let big = Rational(Rational.Integer(Int128.max / 2 + 1) + 1)
    let doubled = big.adding(big)
    #expect(doubled.description == "170141183460469231731687303715884105730")
    #expect(doubled.subtracting(big) == big)
    #expect(big.multiplied(by: big).divided(by: big) == big)
    // (2^126 + 1) / (2^126 + 2): numerator and denominator are coprime.
    let nearOne = big.divided(by: big.adding(.one))
    #expect(nearOne.numerator == big.numerator && nearOne < .one)
    #expect(nearOne.doubleValue == 1)
    #expect(big.divided(by: big.adding(.one).negated()) > Rational(-1))
    // Consecutive ratios near 1: cross products have about 256 bits.
    let a = Rational(big.numerator - 1, big.numerator)
    let b = Rational(big.numerator - 2, big.numerator - 1)
    #expect(b < a && !(a < b))
  }

  @Test func rationalFromDoubleIsExactForEveryFiniteDouble() {
    #expect(Rational(exactly: 2.5) == Rational(5, 2))
    #expect(Rational(exactly: -0.375) == Rational(-3, 8))
    #expect(Rational(exactly: 1e15) == Rational(1_000_000_000_000_000))
    #expect(Rational(exactly: .nan) == nil)
    #expect(Rational(exactly: .infinity) == nil)
    #expect(Rational(exactly: -0.0) == .zero)
    // The double nearest 0.1 is a dyadic fraction with denominator 2^55.
    #expect(Rational(exactly: 0.1)?.denominator == Rational.Integer.one << 55)
    #expect(Rational(exactly: 0.1)?.doubleValue == 0.1)
    // Far beyond 128 bits: an integer of about 997 bits, and denominators up to 2^1074.
    #expect(Rational(exactly: 1e300)?.denominator == 1)
    #expect(Rational(exactly: 1e300)?.doubleValue == 1e300)
    #expect(Rational(exactly: 1e-30)?.doubleValue == 1e-30)
    #expect(Rational(exactly: -.leastNonzeroMagnitude)?.doubleValue == -.leastNonzeroMagnitude)
    #expect(Rational(exactly: .greatestFiniteMagnitude)?.doubleValue == .greatestFiniteMagnitude)
  }

  @Test func requiredEqualityIsFeasibleAndHasNoLevels() throws {
    let o = try #require(Self.optimum(1, [Self.c([(0, 1)], -5, .equal)]))
    #expect(o.levels.isEmpty)
    #expect(o.values == [Rational(5)])
  }

  @Test func contradictoryRequiredBoundsAreInfeasible() {
    #expect(
      Self.isInfeasible(
        1, [Self.c([(0, 1)], -10, .greaterThanOrEqual), Self.c([(0, 1)], -5, .lessThanOrEqual)]))
    // x + y == 1, x - y == 1 force x = 1, y = 0; x == 0 then fails.
    #expect(
      Self.isInfeasible(
        2,
        [
          Self.c([(0, 1), (1, 1)], -1, .equal), Self.c([(0, 1), (1, -1)], -1, .equal),
          Self.c([(0, 1)], 0, .equal),
        ]))
    #expect(
      R.isFeasible(variableCount: 2, constraints: [Self.c([(0, 1), (1, 1)], -1, .equal)]) == true)
  }

  @Test func redundantEqualitiesAreFeasible() throws {
    // x + y == 2, 2x + 2y == 4, x == 1: a redundant row whose artificial cannot leave.
    let o = try #require(
      Self.optimum(
        2,
        [
          Self.c([(0, 1), (1, 1)], -2, .equal), Self.c([(0, 2), (1, 2)], -4, .equal),
          Self.c([(0, 1)], -1, .equal),
        ]))
    #expect(o.values == [Rational(1), Rational(1)])
  }

  @Test func higherLevelWinsOverLowerLevel() throws {
    let o = try #require(
      Self.optimum(
        1, [Self.c([(0, 1)], -10, .equal, level: 750), Self.c([(0, 1)], -20, .equal, level: 250)]))
    #expect(o.levels == [750, 250])
    #expect(o.errors == [Rational(0), Rational(10)])
    #expect(o.values == [Rational(10)])
  }

  @Test func weightsTradeOffWithinALevel() throws {
    // |x - 10| + 2|x - 20| is smallest at x = 20: error 10.
    let o = try #require(
      Self.optimum(
        1,
        [
          Self.c([(0, 1)], -10, .equal, level: 250),
          Self.c([(0, 1)], -20, .equal, level: 250, weight: 2),
        ]))
    #expect(o.errors == [Rational(10)])
    #expect(o.values == [Rational(20)])
    // |x - 10| + |x - 20| + |x - 30|: the median, error 20.
    let m = try #require(
      Self.optimum(
        1,
        [
          Self.c([(0, 1)], -10, .equal, level: 250), Self.c([(0, 1)], -20, .equal, level: 250),
          Self.c([(0, 1)], -30, .equal, level: 250),
        ]))
    #expect(m.errors == [Rational(20)])
    #expect(m.values == [Rational(20)])
  }

  @Test func noWeightAtALowerLevelBuysHigherLevelError() throws {
    // x <= 0 medium, x >= 1 weak with weight 1000.
    let o = try #require(
      Self.optimum(
        1,
        [
          Self.c([(0, 1)], 0, .lessThanOrEqual, level: 500),
          Self.c([(0, 1)], -1, .greaterThanOrEqual, level: 250, weight: 1000),
        ]
      ))
    #expect(o.errors == [Rational(0), Rational(1000)])
  }

  @Test func adjacentLevelsAreDistinct() throws {
    let o = try #require(
      Self.optimum(
        1,
        [
          Self.c([(0, 1)], -3, .equal, level: 749), Self.c([(0, 1)], -1, .equal, level: 751),
          Self.c([(0, 1)], -2, .equal, level: 750),
        ]))
    #expect(o.levels == [751, 750, 749])
    #expect(o.errors == [Rational(0), Rational(1), Rational(2)])
    #expect(o.error(atLevel: 500) == .zero)
  }

  @Test func fractionalOptimumIsExact() throws {
    // x + y == 10, x == 2y (strong), x >= 8 (medium): x = 20/3, medium error 4/3.
    let o = try #require(
      Self.optimum(
        2,
        [
          Self.c([(0, 1), (1, 1)], -10, .equal), Self.c([(0, 1), (1, -2)], 0, .equal, level: 750),
          Self.c([(0, 1)], -8, .greaterThanOrEqual, level: 500),
        ]))
    #expect(o.errors == [Rational(0), Rational(4, 3)])
    #expect(o.values == [Rational(20, 3), Rational(10, 3)])
  }

  @Test func inequalityErrorsCountOnlyViolations() throws {
    // x <= 5 strong is satisfied by x == 3 weak; x >= 7 medium then pulls x up to 5 only.
    let o = try #require(
      Self.optimum(
        1,
        [
          Self.c([(0, 1)], -5, .lessThanOrEqual, level: 750),
          Self.c([(0, 1)], -7, .greaterThanOrEqual, level: 500),
          Self.c([(0, 1)], -3, .equal, level: 250),
        ]))
    #expect(o.errors == [Rational(0), Rational(2), Rational(2)])
    #expect(o.values == [Rational(5)])
  }

  @Test func rangesDescribeTheOptimalFace() throws {
    // x + y == 10 alone: both free. x >= 0 alone: x in [0, ∞).
    let free = try #require(
      Self.optimum(2, [Self.c([(0, 1), (1, 1)], -10, .equal)], ranges: [0, 1]))
    #expect(free.ranges.map(\.isAmbiguous) == [true, true])
    let half = try #require(
      Self.optimum(1, [Self.c([(0, 1)], 0, .greaterThanOrEqual)], ranges: [0]))
    #expect(half.ranges == [R.Range(lower: .zero, upper: nil)])
    // x == 5 pins x; a weak preference pins it too.
    let pinned = try #require(Self.optimum(1, [Self.c([(0, 1)], -5, .equal)], ranges: [0]))
    #expect(pinned.ranges == [R.Range(lower: Rational(5), upper: Rational(5))])
    let preferred = try #require(
      Self.optimum(
        2, [Self.c([(0, 1), (1, 1)], -10, .equal), Self.c([(0, 1)], -4, .equal, level: 250)],
        ranges: [0, 1]))
    #expect(preferred.ranges.map(\.isAmbiguous) == [false, false])
    // |x - 0| + |x - 10| at one level: any x in [0, 10] is optimal.
    let tie = try #require(
      Self.optimum(
        1, [Self.c([(0, 1)], 0, .equal, level: 250), Self.c([(0, 1)], -10, .equal, level: 250)],
        ranges: [0]))
    #expect(tie.ranges == [R.Range(lower: .zero, upper: Rational(10))])
  }

  @Test func hugeCoefficientsAreSolvedExactly() throws {
    // Huge coprime coefficients make the exact pivots outgrow 64 bits (the former Int128
    // arithmetic gave up here).
    let p: [Int64] = [1_000_000_007, 998_244_353, 1_000_000_009]
    let constraints = (0..<3).map { k in
      Self.c((0..<3).map { i in (i, p[(i + k) % 3] * (i == k ? 7 : 3) + Int64(k)) }, -p[k], .equal)
    }
    let o = try #require(Self.optimum(3, constraints))
    #expect(o.values.contains { $0.denominator > Rational.Integer(Int64.max) })
    #expect(R.evaluate(constraints, at: o.values).requiredHold)
  }
}

extension ReferenceSolverTests {
  /// One-variable systems against brute force: a lexicographic optimum of piecewise-linear
  /// convex errors over an interval is attained at a breakpoint, so the best breakpoint is it.
  @Test(arguments: 0..<4) func oneVariableSystemsMatchBruteForce(batch: Int) throws {
    for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
      var g = SeededGenerator(seed: seed)
      let levels: [Double] = [1000, 751, 750, 749, 250]
      let constraints = (0..<Int.random(in: 1...6, using: &g)).map { _ in
        Self.c(
          [(0, Int64.random(in: 1...3, using: &g) * (Bool.random(using: &g) ? 1 : -1))],
          Int64.random(in: -20...20, using: &g),
          [R.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!,
          level: levels.randomElement(using: &g)!, weight: Int64.random(in: 1...3, using: &g))
      }
      var best: [Rational]? = nil
      let softLevels = Array(Set(constraints.filter { !$0.isRequired }.map(\.level))).sorted(by: >)
      for b in constraints {
        let x = b.constant.negated().divided(by: b.terms[0].coefficient)
        guard
          constraints.filter(\.isRequired).allSatisfy({
            $0.weightedError(at: [x]).isZero
          })
        else { continue }
        var vector: [Rational] = []
        for level in softLevels {
          var sum = Rational.zero
          for c in constraints where c.level == level {
            sum = sum.adding(c.weightedError(at: [x]))
          }
          vector.append(sum)
        }
        if best == nil || vector.lexicographicallyPrecedes(best!) { best = vector }
      }
      switch R.solve(variableCount: 1, constraints: constraints) {
      case .infeasible: #expect(best == nil, "seed \(seed): \(constraints)")
      case .optimal(let o):
        #expect(o.errors == best, "seed \(seed): \(constraints)")
        let (hold, errors) = R.evaluate(constraints, at: o.values)
        #expect(
          hold && o.levels.map { errors[$0] } == o.errors,
          "seed \(seed): the optimal point does not match")
      case .gaveUp: Issue.record("seed \(seed): gave up on a tiny system")
      }
    }
  }
}
