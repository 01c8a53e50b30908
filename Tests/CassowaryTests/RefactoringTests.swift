import Testing

@testable import Cassowary

/// Refactoring a numerically wide system's rows from its constraints
/// (``Tableau/refactor(refreshingObjective:)``), on tableaus put by hand into the state a
/// property run reached.
@Suite struct RefactoringTests {
  /// `extreme:47737`, by hand: a pivot on a residue leaves a basis that holds no symbol of one
  /// constraint's equation.
  ///
  /// Here `x`'s row gets a residue of 1e-20 on `z`'s slack, and the pivot on it takes `x` out of
  /// the basis: `pin`'s equation `x - 2 = 0` (with its error symbols) then holds no basic symbol,
  /// and the rows say `x` = 0 and `z` = -2e20. In the property run the residue made `x2` the
  /// subject of a level-751 equation `x2` is not in, and that level stayed 0.38 above its optimum.
  /// The refactoring solves such an equation for its largest symbol, and the basic symbol that no
  /// equation was solved for leaves the basis (``Tableau/repairingPivot(_:)``).
  @Test func refactoringRepairsASingularBasis() throws {
    let x = Variable("x")
    let z = Variable("z")
    let s = Solver()
    let pin = (x == 2) ~ Strength.strong
    try s.add(pin)
    let floor = z >= 5
    try s.add(floor)
    var t = s.tableau
    let xs = try #require(t.records.variables[x.id]).symbol
    let zs = try #require(t.records.variables[z.id]).symbol
    let slack = try #require(t.records.constraints[ObjectIdentifier(floor)]).marker
    let slot = t.slotOfBasic[Int(xs)]
    try #require(slot >= 0 && t.slotOfBasic[Int(slack)] < 0)
    _ = t.rows[Int(slot)].insert(slack, 1e-20, floor: 0)
    t.columns.append(slack, slot)
    t.pivot(slack, slot)
    #expect(t.solvedValues[xs] == 0, "x = \(t.solvedValues[xs])")
    #expect(t.solvedValues[zs] < -1e19, "z = \(t.solvedValues[zs])")
    let refactored = t.refactor()
    #expect(refactored, "the singular basis was not repaired")
    #expect(t.counters.basisRepairs == 1)
    #expect(t.solvedValues[xs] == 2, "x = \(t.solvedValues[xs])")
    #expect(t.solvedValues[zs] == 5, "z = \(t.solvedValues[zs])")
    t.refine()
    #expect(t.solvedValues[xs] == 2 && t.solvedValues[zs] == 5)
  }
}
