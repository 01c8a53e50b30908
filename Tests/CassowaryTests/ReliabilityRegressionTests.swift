import Cassowary
import Testing

/// The solver items of issue #39 ("Reliability: a silent wrong optimum, traps, a race and limits
/// found by an outside fuzz campaign"), each with the sequence that found it: the right answer
/// or a typed error that leaves the solver as it was.
@Suite struct ReliabilityRegressionTests {
  /// Item 4: a subnormal coefficient (`5e-324`, whose reciprocal overflows) trapped in
  /// `PreciseRow.solve(for:)` when `v6` became an edit variable.
  ///
  /// The constraint holding it is refused as imprecise, leaving the solver as it was, and the rest
  /// of the sequence solves: `189 v0 - 106 v1 + 31 <= 0` alone, with `v6` edited at its value 0.
  @Test func subnormalCoefficientIsRefusedNotTrapped() throws {
    let v0 = Variable("v0")
    let v1 = Variable("v1")
    let v6 = Variable("v6")
    let tiny = Constraint(
      Expression(
        [
          Term(v1, coefficient: .leastNonzeroMagnitude), Term(v6, coefficient: 0.5),
          Term(v0, coefficient: .leastNonzeroMagnitude),
        ],
        constant: 1e15), .greaterThanOrEqual)
    let bound = 189 * v0 - 106 * v1 + 31 <= 0
    let s = Solver()
    let before = s.snapshot()
    #expect(throws: SolverError.numericalFailure(.imprecise(tiny))) { try s.add(tiny) }
    #expect(s.snapshot() == before)
    #expect(!s.contains(tiny))
    try s.add(bound)
    try s.addEditVariable(v6, strength: Strength(999))
    #expect(s.value(of: v6) == 0)
    #expect(189 * s.value(of: v0) - 106 * s.value(of: v1) + 31 <= 1e-8)
  }

  /// Item 4's coefficient anywhere in a constraint, through every call that adds one.
  @Test(arguments: [
    Double.leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0x1p-1030,
    Double.leastNormalMagnitude.nextDown,
  ])
  func everySubnormalCoefficientIsImprecise(coefficient: Double) {
    let x = Variable("x")
    let y = Variable("y")
    let c = Constraint(
      Expression([Term(x), Term(y, coefficient: coefficient)], constant: -1), .equal,
      strength: .strong)
    let s = Solver()
    #expect(throws: SolverError.numericalFailure(.imprecise(c))) { try s.add(c) }
    #expect(s.statistics == Solver().statistics)
  }
}

extension ReliabilityRegressionTests {
  /// A constraint `Σ coefficient · variable + constant (relation) 0`.
  static func constraint(
    _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
    _ strength: Strength = .required
  ) -> Constraint {
    Constraint(
      Expression(terms.map { Term($0.0, coefficient: $0.1) }, constant: constant), relation,
      strength: strength)
  }

  /// Runs `calls` on a solver and those that succeed on a twin, then checks that the two agree
  /// exactly: values, counters and state.
  ///
  /// Returns the errors of the calls that failed for a reason other than a misuse of the API.
  static func replayWithTwin(
    _ calls: [Operation], variables: [Variable],
    constraints: [Constraint], sourceLocation: SourceLocation = #_sourceLocation
  ) -> [SolverError] {
    let solver = Solver()
    let twin = Solver()
    var failures: [SolverError] = []
    for (step, call) in calls.enumerated() {
      let apply = { (s: Solver) throws(SolverError) in try call.apply(to: s) }
      if let error = FailureCheck.error(of: apply, on: solver) {
        if !Numerics.isMisuse(error) { failures.append(error) }
        continue
      }
      let twinError = FailureCheck.error(of: apply, on: twin)
      #expect(
        twinError == nil, "step \(step) succeeded, but not on the twin",
        sourceLocation: sourceLocation)
      #expect(
        variables.map { solver.value(of: $0) } == variables.map { twin.value(of: $0) },
        "step \(step)", sourceLocation: sourceLocation)
      #expect(solver.statistics == twin.statistics, "step \(step)", sourceLocation: sourceLocation)
      #expect(
        SolverProperties.sameState(solver.snapshot(), twin.snapshot(), constraints: constraints),
        "step \(step)", sourceLocation: sourceLocation)
    }
    return failures
  }

  /// Item 3: a required constraint refused as unsatisfiable left column entries behind that
  /// later walks counted, so `columnEntriesVisited` after the next constant change differed
  /// from a twin's that never saw the refused call (`SolverFuzzTests` seed 48).
  @Test func failedAddLeavesNoCountedWork() {
    let x0 = Variable("x0")
    let x1 = Variable("x1")
    let c = [
      Self.constraint([(x1, 1)], -2, .equal),
      Self.constraint([(x1, 0.75), (x0, 1.5)], -9.5, .lessThanOrEqual, Strength(749, weight: 2)),
      Self.constraint([(x1, 3), (x0, 2.5)], 85, .equal, Strength(750)),
      Self.constraint([(x1, 0.5), (x0, -2)], 64.75, .greaterThanOrEqual),
      Self.constraint([(x1, -0.5)], 76, .lessThanOrEqual),
      Self.constraint([(x0, -1)], 71, .equal),
      Self.constraint(
        [(x1, -1)], 6.5, .greaterThanOrEqual, Strength(0.5, weight: 0.000244140625)),
      Self.constraint([(x1, 4.5), (x0, 0.25)], 75, .equal),
    ]
    let calls: [Operation] = [
      .remove(c[0]),
      .add(c[1]),
      .add(c[2]),
      .add(c[3]),
      .suggest(10, x0),
      .add(c[4]),
      .suggest(45, x1),
      .add(c[5]),
      .add(c[6]),
      .add(c[7]),
      .removeEdit(x1),
      .removeEdit(x0),
      .setConstant(52, c[5]),
    ]
    let failures = Self.replayWithTwin(calls, variables: [x0, x1], constraints: c)
    #expect(failures.count == 1)
  }

  /// Items 2 and 4: coefficients 1e203 apart in magnitude made a row's constant NaN during an
  /// add, which neither refused the add nor left the solver as a twin's (`SolverFuzzTests`
  /// seed 15).
  ///
  /// The add is refused as imprecise and leaves no trace.
  @Test func coefficientsFarApartAreRefusedWithoutATrace() {
    let x0 = Variable("x0")
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let c = [
      Self.constraint([(x3, -2_621_440)], -1.7958932119522135e52, .equal),
      Self.constraint(
        [(x3, -3.245185536584267e33), (x0, 1.2912720851596686e20)], -1.3164036458569648e64,
        .lessThanOrEqual),
      Self.constraint([(x2, 6)], 5.623642243178996e160, .lessThanOrEqual),
      Self.constraint(
        [(x2, 9.797766621314685e202)], 1.2461512460483586e35, .lessThanOrEqual,
        Strength(0.5, weight: 0.5)),
    ]
    let calls: [Operation] = [
      .add(c[0]),
      .suggest(-5.1368514663558335e208, x1),
      .remove(c[0]),
      .add(c[1]),
      .setConstant(-8.22752278660603e63, c[1]),
      .add(c[2]),
      .add(c[3]),
      .add(Self.constraint([(x0, 1)], -3, .equal, .weak)),
    ]
    let failures = Self.replayWithTwin(calls, variables: [x0, x1, x2, x3], constraints: c)
    #expect(failures == [.numericalFailure(.imprecise(c[3]))])
  }
}
