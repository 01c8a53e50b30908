import Cassowary
import Testing

/// Issue #36 item 6: one required constraint of many terms, `x == v0 + v1 + ... + v(n-1)`.
///
/// Work is counted (``Solver/Statistics``), never timed.
@Suite struct WideRowTests {
  /// The work of adding `x == v0 + ... + v(n-1)` to an empty solver: row updates, column entries
  /// walked and terms of required constraints evaluated by the verification.
  static func workOfAdding(terms n: Int) throws -> Int {
    let x = Variable("x")
    let v = (0..<n).map { Variable("v\($0)") }
    let s = Solver()
    let sum = Constraint(
      Expression(v.map { Term($0) } + [Term(x, coefficient: -1)], constant: 0), .equal)
    try s.add(sum)
    try s.add(v[n / 2] == 7)
    #expect(s.value(of: x) == v.reduce(0) { $0 + s.value(of: $1) })
    #expect(s.value(of: v[n / 2]) == 7)
    let work = s.statistics
    return work.rowUpdates + work.columnEntriesVisited + work.requiredTermsChecked
  }

  /// Doubling the terms at most (a little more than) doubles the work: a verification that
  /// re-evaluated the long constraint once for each of its variables quadrupled it.
  @Test func workGrowsLinearlyWithTheTerms() throws {
    let small = try Self.workOfAdding(terms: 1_000)
    let large = try Self.workOfAdding(terms: 2_000)
    #expect(large <= small * 5 / 2, "\(small) for 1,000 terms, \(large) for 2,000")
  }
}
