import Cassowary
import Testing

/// Edit variables and suggestions.
@Suite struct SolverEditTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func suggestMovesAnEditVariable() throws {
    let s = Solver()
    try s.addEditVariable(x, strength: .strong)
    #expect(s.hasEditVariable(x))
    #expect(!s.hasEditVariable(y))
    try s.suggestValue(42, for: x)
    #expect(s.value(of: x) == 42)
    #expect(s.suggestedValue(for: x) == 42)
    try s.suggestValue(-7.5, for: x)
    #expect(s.value(of: x) == -7.5)
  }

  @Test func theFirstSuggestionIsTheCurrentValue() throws {
    let s = Solver()
    try s.add(x == 7 ~ .weak)
    try s.addEditVariable(x, strength: .strong)
    #expect(s.suggestedValue(for: x) == 7)
    #expect(s.value(of: x) == 7)
    #expect(s.suggestedValue(for: y) == nil)
  }

  @Test func requiredConstraintsBoundSuggestions() throws {
    let s = Solver()
    try s.add(x <= 100)
    try s.add(x >= 0)
    try s.add(y == x + 10)
    try s.addEditVariable(x, strength: .strong)
    try s.suggestValue(150, for: x)
    #expect(s.value(of: x) == 100)
    #expect(s.value(of: y) == 110)
    try s.suggestValue(-20, for: x)
    #expect(s.value(of: x) == 0)
    try s.suggestValue(30, for: x)
    #expect(s.value(of: x) == 30)
    #expect(s.value(of: y) == 40)
  }

  @Test func editStrengthCompetesByLevel() throws {
    let s = Solver()
    try s.add(x == 10 ~ .medium)
    try s.addEditVariable(x, strength: .weak)
    try s.suggestValue(20, for: x)
    #expect(s.value(of: x) == 10, "a weak edit loses to a medium constraint")
    try s.removeEditVariable(x)
    try s.addEditVariable(x, strength: .strong)
    try s.suggestValue(20, for: x)
    #expect(s.value(of: x) == 20, "a strong edit wins")
    // Within a level, the weight decides.
    let t = Solver()
    try t.add(y == 10 ~ Strength(600, weight: 2))
    try t.addEditVariable(y, strength: Strength(600, weight: 3))
    try t.suggestValue(20, for: y)
    #expect(t.value(of: y) == 20)
  }

  @Test func removingAnEditVariableDropsItsSuggestion() throws {
    let s = Solver()
    try s.add(x == 10 ~ .weak)
    try s.addEditVariable(x, strength: .strong)
    try s.suggestValue(20, for: x)
    #expect(s.value(of: x) == 20)
    try s.removeEditVariable(x)
    #expect(!s.hasEditVariable(x))
    #expect(s.value(of: x) == 10)
    #expect(s.suggestedValue(for: x) == nil)
  }

  @Test func editConstraintsAreNotConstraints() throws {
    let s = Solver()
    try s.addEditVariable(x, strength: .strong)
    try s.suggestValue(5, for: x)
    let lookalike = x == 5 ~ .strong
    #expect(!s.contains(lookalike))
    #expect(throws: SolverError.unknownConstraint(lookalike)) { try s.remove(lookalike) }
    #expect(s.statistics.constraints == 1)
  }

  @Test func draggingTheWidthOfABox() throws {
    // A box between 0 and a draggable right edge, with a minimum width and a preferred one.
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let s = Solver()
    try s.add(left == 0)
    try s.add(right == left + width)
    try s.add(width >= 40)
    try s.add(width == 100 ~ .weak)
    try s.addEditVariable(right, strength: .strong)
    var seen: [Double] = []
    for target in [150.0, 20, 80, 300] {
      try s.suggestValue(target, for: right)
      let changed = s.updateVariables()
      #expect(changed.allSatisfy { $0 === width || $0 === right })
      seen.append(width.value)
    }
    #expect(seen == [150, 40, 80, 300])
  }

  @Test func suggestionsThenFreshSolveAgree() throws {
    let s = Solver()
    let constraints = [x >= 0, x + y == 100, y <= 80, x == 30 ~ .weak]
    for c in constraints { try s.add(c) }
    try s.addEditVariable(y, strength: .medium)
    for v in [10.0, 95, 50, 70] { try s.suggestValue(v, for: y) }
    let fresh = Solver()
    for c in constraints { try fresh.add(c) }
    try fresh.addEditVariable(y, strength: .medium)
    try fresh.suggestValue(70, for: y)
    #expect(s.value(of: x) == fresh.value(of: x))
    #expect(s.value(of: y) == fresh.value(of: y))
    #expect(s.value(of: y) == 70)
  }

  @Test func editVariableOfAnUnconstrainedVariable() throws {
    let s = Solver()
    let free = Variable("free")
    try s.addEditVariable(free, strength: .weak)
    try s.suggestValue(12, for: free)
    #expect(s.value(of: free) == 12)
    #expect(s.updateVariables().map(\.id) == [free.id])
    try s.removeEditVariable(free)
    #expect(s.statistics.constraints == 0)
  }
}
