import Cassowary
import Testing

/// ``Solver/replace(_:with:)``: the result of a removal and an add, in one substitution where
/// the replacement takes the removed constraint's place, and nothing changed when it fails.
@Suite struct SolverReplaceTests {
  // A row in a container from 0 to 300: a tag at the start, at least 40 wide and 40 if it can
  // be, then a body 8 after it, reaching the end. Hiding the tag swaps the body's link to the
  // tag (`link`) for a pin at the container's start (`pin`), as a stack does.
  let start = Variable("start")
  let end = Variable("end")
  let tagStart = Variable("tagStart")
  let tagEnd = Variable("tagEnd")
  let bodyStart = Variable("bodyStart")
  let bodyEnd = Variable("bodyEnd")
  let base: [Constraint]
  let link: Constraint
  let pin: Constraint

  init() {
    base = [
      start == 0, end == 300, tagStart == start, tagEnd - tagStart >= 40,
      tagEnd - tagStart == 40 ~ .strong, bodyEnd == end, bodyEnd - bodyStart >= 0,
    ]
    link = bodyStart == tagEnd + 8
    pin = bodyStart == start
  }

  var variables: [Variable] { [start, end, tagStart, tagEnd, bodyStart, bodyEnd] }

  /// A solver holding the base constraints and `extra`.
  func solver(_ extra: Constraint) throws(SolverError) -> Solver {
    let s = Solver()
    for c in base + [extra] { try s.add(c) }
    return s
  }

  @Test func givesTheResultOfARemovalAndAnAddWithLessWork() throws {
    let s = try solver(link)
    let twin = try solver(link)
    for (old, new) in [(link, pin), (pin, link), (link, pin)] {
      let before = s.statistics
      let twinBefore = twin.statistics
      try s.replace(old, with: new)
      try twin.remove(old)
      try twin.add(new)
      #expect(variables.map(s.value(of:)) == variables.map(twin.value(of:)))
      #expect(s.contains(new) && !s.contains(old))
      let after = s.statistics
      let twinAfter = twin.statistics
      #expect(after.constraints == twinAfter.constraints)
      #expect(after.constraintsAdded - before.constraintsAdded == 1)
      #expect(after.constraintsRemoved - before.constraintsRemoved == 1)
      // One substitution of the old marker, where the removal pivots it into a row (here the
      // body's width slack) and the add then finds no subject but through a phase-1 pivot.
      #expect(after.pivots == before.pivots, "\(old) -> \(new)")
      #expect(twinAfter.pivots > twinBefore.pivots, "\(old) -> \(new)")
      #expect(
        after.rowUpdates - before.rowUpdates <= twinAfter.rowUpdates - twinBefore.rowUpdates,
        "\(old) -> \(new)")
    }
    #expect(s.value(of: bodyStart) == 0)
  }

  @Test func replacingAConstraintByItselfResetsItsConstant() throws {
    let s = try solver(link)
    try s.setConstant(-20, of: link)
    #expect(s.value(of: bodyStart) == 60)
    try s.replace(link, with: link)
    #expect(s.value(of: bodyStart) == 48)
    #expect(s.constant(of: link) == -8)
  }

  @Test func aSoftOrNewVariableReplacementMatchesTheReferenceValues() throws {
    let s = try solver(link)
    let loose = bodyStart == 100 ~ .weak
    try s.replace(link, with: loose)
    #expect(s.value(of: bodyStart) == 100)
    let other = Variable("other")
    let moved = other == bodyStart + 1
    try s.replace(loose, with: moved)
    #expect(s.value(of: other) == s.value(of: bodyStart) + 1)
  }

  @Test func failsWithoutAChange() {
    let check = FailureCheck(constraints: base + [link, pin], variables: variables)
    let setup = { (s: Solver) throws(SolverError) in
      for c in base + [link] { try s.add(c) }
    }
    // Unknown old constraint; replacement already added; invalid replacement.
    check.run(
      setup: setup, failing: { s throws(SolverError) in try s.replace(pin, with: link) },
      expected: .unknownConstraint(pin))
    check.run(
      setup: setup, failing: { s throws(SolverError) in try s.replace(link, with: base[2]) },
      expected: .duplicateConstraint(base[2]))
    let bad = Constraint(Expression([Term(bodyStart)], constant: .infinity), .equal)
    check.run(
      setup: setup, failing: { s throws(SolverError) in try s.replace(link, with: bad) },
      expected: .nonFiniteNumber(.constant(.infinity, in: bad)))
    // The body cannot end before the tag's minimum: the old link stays.
    let squeezed = bodyStart == tagStart + 20
    let tooFar = bodyEnd == 10
    check.run(
      setup: setup, failing: { s throws(SolverError) in try s.replace(base[5], with: tooFar) },
      expected: nil,
      next: { s throws(SolverError) in try s.replace(link, with: squeezed) })
  }

  @Test func namesTheConflictWithoutTheReplacedConstraint() throws {
    let s = try solver(link)
    let before = s.snapshot()
    let tooFar = bodyStart == 400
    #expect {
      try s.replace(link, with: tooFar)
    } throws: { error in
      guard case .unsatisfiable(let refused, let conflicts) = error as? SolverError else {
        return false
      }
      return refused === tooFar && !conflicts.contains { $0 === link }
        && conflicts.contains { $0 === base[6] }
    }
    #expect(s.snapshot() == before)
    #expect(s.contains(link))
  }
}
