import Testing

@testable import Cassowary

/// ``DoubleDouble`` and ``PreciseRow``: results that doubles round away, against values derived
/// by hand.
@Suite struct PreciseRowTests {
  /// `1/3` as a double, `0x1.5555555555555p-2`, is `(2^54 - 1) / 3 · 2^-54`: three times it is
  /// `1 - 2^-54` exactly, which rounds to 1 in doubles.
  static let third = 1.0 / 3.0

  /// (1 + 2^-60) - 1: doubles lose the 2^-60 in the first addition.
  @Test func sumKeepsTheLowPart() {
    let x = DoubleDouble(1) + DoubleDouble(0x1p-60) - DoubleDouble(1)
    #expect(x.high == 0x1p-60)
    #expect(x.low == 0)
    #expect(1 + 0x1p-60 - 1 == 0)
  }

  /// (1 + 2^-30)(1 - 2^-30) = 1 - 2^-60: the high part is 1, the low part -2^-60.
  @Test func productKeepsItsRounding() {
    let x = DoubleDouble(1 + 0x1p-30) * DoubleDouble(1 - 0x1p-30)
    #expect(x.high == 1)
    #expect(x.low == -0x1p-60)
  }

  /// 1/3 in double-double: the high part is the double 1/3, the low part the rest,
  /// `1/3 - (1 - 2^-54)/3 = 2^-54/3`, to about 1e-32 of the value.
  @Test func quotientHasThirtyTwoDigits() {
    let x = DoubleDouble(1) / DoubleDouble(3)
    #expect(x.high == Self.third)
    #expect(abs(x.low - 0x1p-54 / 3) <= 1e-33)
    let back = x * DoubleDouble(3) - DoubleDouble(1)
    #expect(abs(back.high) <= 1e-31)
  }

  /// Solving `2·s1 + 6·s2 - s3 = 0` for `s1` gives `s1 = -3·s2 + 0.5·s3`.
  @Test func solvesForASymbol() {
    var row = PreciseRow(Row(cells: [cell(1, 2), cell(2, 6), cell(3, -1)]))
    row.solve(for: 1)
    #expect(row.symbols == [2, 3])
    #expect(row.coefficients.map(\.high) == [-3, 0.5])
  }

  /// `s3 - 3·s4` with `s4 = (1/3)·s3 + s5` (1/3 as a double): `s3`'s coefficient is
  /// `1 - 3 · (1/3)`, which is 2^-54 exactly (see ``third``).
  ///
  /// In doubles the product rounds to 1 and the coefficient cancels to nothing; the precise row
  /// keeps it, and adds `-3·s5`.
  @Test func keepsACoefficientThatDoublesCancel() {
    var row = PreciseRow(Row(cells: [cell(3, 1), cell(4, -3)]))
    var scratch = PreciseRow.Scratch()
    row.substitute(
      4, with: PreciseRow(Row(cells: [cell(3, Self.third), cell(5, 1)])), scratch: &scratch)
    #expect(row.symbols == [3, 5])
    #expect(row.coefficients.map(\.high) == [0x1p-54, -3])
    #expect(1 - 3 * Self.third == 0)
  }

  /// A sum is judged against the terms summed into its cell over every substitution, not only
  /// the last two operands.
  ///
  /// `s1 + s2`, with `s2 = -(1 - 2^-52)·s1 + s3`, leaves `s1` the residue 2^-52 of terms of size 1;
  /// with `s3 = -2^-52(1 + 2^-52)·s1` it is then `-2^-104`, 2.2e-16 of the last operands (kept by
  /// that measure) but 4.9e-32 of the terms of size 1 it came from, below 1e-28: the cell goes.
  @Test func cancellationCountsEveryTermOfACell() {
    var row = PreciseRow(Row(cells: [cell(1, 1), cell(2, 1)]))
    var scratch = PreciseRow.Scratch()
    row.substitute(
      2, with: PreciseRow(Row(cells: [cell(1, -(1 - 0x1p-52)), cell(3, 1)])), scratch: &scratch)
    #expect(row.symbols == [1, 3])
    #expect(row.coefficients.map(\.high) == [0x1p-52, 1])
    row.substitute(
      3, with: PreciseRow(Row(cells: [cell(1, -0x1p-52 * (1 + 0x1p-52))])), scratch: &scratch)
    #expect(row.symbols.isEmpty)
  }

  /// A sum that cancels exactly, or to below 1e-28 of its operands, loses its cell; symbols
  /// of the substituted expression merge in order on both sides of the one replaced.
  ///
  /// With `a = 1 + 2^-50`: `a·s2 + a·s5 + s9`, and `s5 = 0.125·s1 - s2 + s7 - (1 - 2^-50)·s9`.
  @Test func dropsCancelledCellsAndMergesInOrder() {
    let a = 1 + 0x1p-50
    var row = PreciseRow(Row(cells: [cell(2, a), cell(5, a), cell(9, 1)]))
    var scratch = PreciseRow.Scratch()
    let expression = PreciseRow(
      Row(cells: [cell(1, 0.125), cell(2, -1), cell(7, 1), cell(9, -(1 - 0x1p-50))]))
    row.substitute(5, with: expression, scratch: &scratch)
    // s2: a - a = 0 exactly. s9: 1 - (1 - 2^-100) = 2^-100, below 1e-28 of 1.
    #expect(row.symbols == [1, 7])
    #expect(row.coefficients.map(\.high) == [0.125 + 0x1p-53, a])
  }

  /// Substituting a symbol the row does not hold changes nothing.
  @Test func substitutingAnAbsentSymbolChangesNothing() {
    var row = PreciseRow(Row(cells: [cell(2, 1)]))
    var scratch = PreciseRow.Scratch()
    row.substitute(3, with: PreciseRow(Row(cells: [cell(4, 1)])), scratch: &scratch)
    #expect(row.symbols == [2])
    #expect(row.rounded.cells.map(\.coefficient) == [1])
  }

  private func cell(_ symbol: Symbol, _ coefficient: Double) -> Cell {
    Cell(symbol: symbol, coefficient: coefficient)
  }
}
