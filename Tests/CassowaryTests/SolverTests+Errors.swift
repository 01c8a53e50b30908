import Cassowary
import Testing

/// Every error, each with the guarantee that the failed call leaves the solver as it was.
@Suite struct SolverErrorTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")
  let w = Variable("w")
  let base: [Constraint]

  init() {
    base = [x >= 0, y == x + 10, x == 5 ~ .weak, z <= 100 ~ .strong, z == 2 * y ~ .medium, w >= y]
  }

  /// The base constraints plus an edit variable on `w` with a suggestion.
  func setup(_ s: Solver) throws(SolverError) {
    for c in base { try s.add(c) }
    try s.addEditVariable(w, strength: Strength(600))
    try s.suggestValue(40, for: w)
  }

  func check(
    _ extra: [Constraint] = [], prepare: ((Solver) throws(SolverError) -> Void)? = nil,
    failing: (Solver) throws(SolverError) -> Void, expected: SolverError,
    next: ((Solver) throws(SolverError) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    FailureCheck(constraints: base + extra, variables: [x, y, z, w])
      .run(
        setup: { s throws(SolverError) in
          try setup(s)
          try prepare?(s)
        }, failing: failing, expected: expected, next: next, sourceLocation: sourceLocation)
  }

  @Test func duplicateConstraint() {
    check(
      failing: { s throws(SolverError) in try s.add(base[1]) },
      expected: .duplicateConstraint(base[1]))
    // A non-required one too; and an equal-looking but distinct object is not a duplicate.
    check(
      failing: { s throws(SolverError) in try s.add(base[2]) },
      expected: .duplicateConstraint(base[2]))
    let s = Solver()
    #expect(throws: Never.self) {
      try s.add(x == 1)
      try s.add(x == 1)
    }
  }

  @Test func unknownConstraint() {
    let other = x <= 50
    check(
      [other], failing: { s throws(SolverError) in try s.remove(other) },
      expected: .unknownConstraint(other))
    check(
      [other], failing: { s throws(SolverError) in try s.setConstant(1, of: other) },
      expected: .unknownConstraint(other))
    // Removing twice: the second call fails and changes nothing.
    let once = x <= 60
    check(
      [once],
      prepare: { s throws(SolverError) in
        try s.add(once)
        try s.remove(once)
      },
      failing: { s throws(SolverError) in try s.remove(once) }, expected: .unknownConstraint(once),
      next: { s throws(SolverError) in try s.add(once) })
  }

  @Test func duplicateEditVariable() {
    check(
      failing: { [w] s throws(SolverError) in try s.addEditVariable(w, strength: .strong) },
      expected: .duplicateEditVariable(w))
    // Even at the same strength; the suggestion stays.
    check(
      failing: { [w] s throws(SolverError) in try s.addEditVariable(w, strength: Strength(600)) },
      expected: .duplicateEditVariable(w),
      next: { [w] s throws(SolverError) in try s.suggestValue(55, for: w) })
  }

  @Test func unknownEditVariable() {
    check(
      failing: { [x] s throws(SolverError) in try s.removeEditVariable(x) },
      expected: .unknownEditVariable(x))
    check(
      failing: { [x] s throws(SolverError) in try s.suggestValue(3, for: x) },
      expected: .unknownEditVariable(x))
    let stranger = Variable("stranger")
    check(
      failing: { s throws(SolverError) in try s.suggestValue(3, for: stranger) },
      expected: .unknownEditVariable(stranger))
    // After removal it is unknown again.
    check(
      prepare: { [w] s throws(SolverError) in try s.removeEditVariable(w) },
      failing: { [w] s throws(SolverError) in try s.suggestValue(1, for: w) },
      expected: .unknownEditVariable(w),
      next: { [w] s throws(SolverError) in try s.addEditVariable(w, strength: .weak) })
  }

  @Test func requiredEditVariable() {
    check(
      failing: { [x] s throws(SolverError) in try s.addEditVariable(x, strength: .required) },
      expected: .requiredEditVariable(x))
    check(
      failing: { [x] s throws(SolverError) in
        try s.addEditVariable(x, strength: Strength(1000, weight: 3))
      },
      expected: .requiredEditVariable(x))
  }

  @Test(arguments: [
    Strength(0), Strength(-1), Strength(1000.5), Strength(2000), Strength(500, weight: 0),
    Strength(500, weight: -2),
    Strength(250, weight: -0.0),
  ])
  func invalidStrength(_ strength: Strength) {
    let c = x == 7 ~ strength
    check(
      [c], failing: { s throws(SolverError) in try s.add(c) }, expected: .invalidStrength(strength))
    check(
      failing: { [x] s throws(SolverError) in try s.addEditVariable(x, strength: strength) },
      expected: .invalidStrength(strength))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbers(_ bad: Double) {
    let coefficient = Constraint(
      Expression([Term(y, coefficient: 1), Term(x, coefficient: bad)], constant: 1), .equal)
    check(
      [coefficient], failing: { s throws(SolverError) in try s.add(coefficient) },
      expected: .nonFiniteNumber(.coefficient(x, in: coefficient)))
    let divided = (x + y) / 0 == 1
    check(
      [divided], failing: { s throws(SolverError) in try s.add(divided) },
      expected: .nonFiniteNumber(.coefficient(divided.expression.terms[0].variable, in: divided)))
    let constant = Constraint(
      Expression([Term(x)], constant: bad), .lessThanOrEqual, strength: .weak)
    check(
      [constant], failing: { s throws(SolverError) in try s.add(constant) },
      expected: .nonFiniteNumber(.constant(constant.expression.constant, in: constant)))
    let weight = x == 1 ~ Strength(500, weight: bad)
    check(
      [weight], failing: { s throws(SolverError) in try s.add(weight) },
      expected: .nonFiniteNumber(.strength(weight.strength)))
    let level = x == 1 ~ Strength(bad)
    check(
      [level], failing: { s throws(SolverError) in try s.add(level) },
      expected: .nonFiniteNumber(.strength(level.strength)))
    check(
      failing: { [x] s throws(SolverError) in
        try s.addEditVariable(x, strength: Strength(500, weight: bad))
      },
      expected: .nonFiniteNumber(.strength(Strength(500, weight: bad))))
    check(
      failing: { [w] s throws(SolverError) in try s.suggestValue(bad, for: w) },
      expected: .nonFiniteNumber(.suggestedValue(bad, for: w)))
    check(
      failing: { [base] s throws(SolverError) in try s.setConstant(bad, of: base[1]) },
      expected: .nonFiniteNumber(.constant(bad, in: base[1])))
  }

  @Test func unsatisfiableRequiredConstraint() {
    // x is at least 0; x <= -1 conflicts with exactly that.
    let c = x <= -1
    check(
      [c], failing: { s throws(SolverError) in try s.add(c) },
      expected: .unsatisfiable(c, conflicts: [base[0]]))
    // Through a chain: y == x + 10 and x >= 0 force y >= 10.
    let d = y <= 9
    check(
      [d], failing: { s throws(SolverError) in try s.add(d) },
      expected: .unsatisfiable(d, conflicts: [base[0], base[1]]))
    // A required constraint without variables that does not hold conflicts with nothing.
    let never = Constraint(Expression(constant: 5), .equal)
    check(
      [never], failing: { s throws(SolverError) in try s.add(never) },
      expected: .unsatisfiable(never, conflicts: []))
    // Non-required constraints never conflict.
    let s = Solver()
    #expect(throws: Never.self) {
      try setup(s)
      try s.add(x <= -1 ~ .strong)
      try s.add(Constraint(Expression(constant: 5), .equal, strength: .weak))
    }
  }

  @Test func unsatisfiableConstantChangeRollsBack() {
    let pinned = x == 10
    let cap = x <= 50
    check(
      [pinned, cap],
      prepare: { s throws(SolverError) in
        try s.add(cap)
        try s.add(pinned)
      },
      failing: { s throws(SolverError) in try s.setConstant(-60, of: pinned) },
      expected: .unsatisfiable(pinned, conflicts: [cap]),
      next: { s throws(SolverError) in try s.setConstant(-40, of: pinned) })
    let s = Solver()
    #expect(throws: Never.self) {
      try s.add(cap)
      try s.add(pinned)
    }
    #expect(throws: SolverError.unsatisfiable(pinned, conflicts: [cap])) {
      try s.setConstant(-60, of: pinned)
    }
    #expect(s.constant(of: pinned) == -10)
    #expect(s.value(of: x) == 10)
  }

  /// The conflict list is irreducible: dropping any one of them (and keeping the rest and the
  /// rejected constraint) is satisfiable, checked with fresh solvers; unrelated constraints
  /// are not listed.
  @Test func conflictsAreIrreducible() throws {
    let v = (0..<6).map { Variable("v\($0)") }
    let chain = (0..<5).map { v[$0 + 1] == v[$0] + 1 }
    let unrelated = [v[0] >= -100, v[5] <= 1000, v[2] + v[3] >= -50, v[0] == 3 ~ .strong]
    let start = v[0] >= 0
    let s = Solver()
    for c in unrelated + chain + [start] { try s.add(c) }
    let bad = v[5] <= 4
    var conflicts: [Constraint] = []
    do throws(SolverError) {
      try s.add(bad)
      Issue.record("v5 <= 4 should be unsatisfiable")
    } catch .unsatisfiable(let c, let list) {
      #expect(c === bad)
      conflicts = list
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(Set(conflicts) == Set(chain + [start]))
    for dropped in conflicts {
      let fresh = Solver()
      #expect(throws: Never.self, "without '\(dropped)'") {
        for c in conflicts where c !== dropped { try fresh.add(c) }
        try fresh.add(bad)
      }
    }
    let all = Solver()
    #expect(throws: SolverError.self) {
      for c in conflicts { try all.add(c) }
      try all.add(bad)
    }
  }

  /// Beyond ``Solver/explanationLimit`` the set is reported unshrunk, but it still conflicts.
  @Test func largeConflictSetsStillConflict() throws {
    let count = Solver.explanationLimit + 6
    let v = (0...count).map { Variable("v\($0)") }
    let chain = (0..<count).map { v[$0 + 1] == v[$0] + 1 }
    let s = Solver()
    for c in chain { try s.add(c) }
    try s.add(v[0] >= 0)
    try s.add(v[3] <= 1000)  // not part of the conflict
    let bad = v[count] <= 5
    var conflicts: [Constraint] = []
    do throws(SolverError) {
      try s.add(bad)
    } catch {
      if case .unsatisfiable(_, let list) = error { conflicts = list }
    }
    #expect(Set(conflicts).isSuperset(of: chain), "every link is needed")
    let fresh = Solver()
    #expect(throws: SolverError.self) {
      for c in conflicts { try fresh.add(c) }
      try fresh.add(bad)
    }
  }

  /// A failed add in the middle of edits and suggestions changes nothing later on.
  @Test func failedAddDoesNotDisturbLaterSuggestions() {
    let c = w <= 5
    check(
      [c], failing: { s throws(SolverError) in try s.add(c) },
      expected: .unsatisfiable(c, conflicts: [base[0], base[1], base[5]]),
      next: { [w] s throws(SolverError) in
        try s.suggestValue(80, for: w)
        try s.suggestValue(-5, for: w)
        try s.suggestValue(30, for: w)
      })
  }

  @Test func errorsDescribeThemselves() {
    let c = x <= -1
    #expect(SolverError.unsatisfiable(c, conflicts: [base[0]]).description.contains("x >= 0"))
    #expect(SolverError.duplicateConstraint(c).description.contains("already"))
    #expect(SolverError.unknownEditVariable(x).description.contains("'x'"))
    #expect(SolverError.nonFiniteNumber(.suggestedValue(.nan, for: x)).description.contains("nan"))
  }
}
