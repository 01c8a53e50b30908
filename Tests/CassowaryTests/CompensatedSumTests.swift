import Testing

@testable import Cassowary

/// ``CompensatedSum``: results far smaller than their terms, against values derived by hand.
@Suite struct CompensatedSumTests {
  /// 1e16 + 1 - 1e16: plain doubles give 0 (1e16 + 1 rounds to 1e16); the sum keeps the 1.
  @Test func keepsWhatAnAdditionRoundsAway() {
    var sum = CompensatedSum()
    for x in [1e16, 1, -1e16] { sum.add(x) }
    #expect(sum.value == 1)
    #expect(1e16 + 1 - 1e16 == 0)
  }

  /// (1 + 2^-30)(1 - 2^-30) - 1 = -2^-60 exactly; the product rounds to 1 in doubles, so a
  /// plain sum gives 0.
  @Test func keepsWhatAProductRoundsAway() {
    let a = 1 + 0x1p-30
    let b = 1 - 0x1p-30
    var sum = CompensatedSum(-1)
    sum.add(a, times: b)
    #expect(sum.value == -0x1p-60)
    #expect(a * b - 1 == 0)
  }
}
