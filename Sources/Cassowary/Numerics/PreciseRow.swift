/// A sparse row without a constant, `Σ coefficient · symbol`, whose coefficients are
/// ``DoubleDouble``s: the working row of ``Tableau/refactor(refreshingObjective:)``, which solves a
/// wide system's constraints afresh for the current basis and must keep a coefficient that is the
/// small difference of larger ones.
///
/// Symbols are sorted and every coefficient is non-zero. A cell counts as cancelled, and goes,
/// when it is below ``cancellation`` of the terms summed into it over every substitution (its
/// *scale*: a product's is the product of its operands' scales, a sum's the larger of theirs):
/// the rounding of a few operations in double-double arithmetic, with a margin for the residue
/// of earlier ones. Judged against the last two operands only, a residue of a residue passes
/// (`1 - (1 - 2^-52) - 2^-52(1 + 2^-52)` is -2^-104, 2.2e-16 of the last operands but 4.9e-32
/// of the terms it came from), so every term counts.
struct PreciseRow {
  private(set) var symbols: [Symbol] = []
  private(set) var coefficients: [DoubleDouble] = []
  /// Per cell, the size of the terms summed into it (products of their operands' sizes): the
  /// coefficient's own magnitude unless a sum cancelled on the way.
  private(set) var scales: [Double] = []

  /// The row's non-zero cells, exactly (its constant is ignored).
  init(_ row: Row) {
    for cell in row.cells where cell.coefficient != 0 {
      symbols.append(cell.symbol)
      coefficients.append(DoubleDouble(cell.coefficient))
      scales.append(abs(cell.coefficient))
    }
  }

  /// The position of `symbol`, or nil.
  ///
  /// O(log *n*).
  func index(of symbol: Symbol) -> Int? {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) / 2
      if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    return low < symbols.count && symbols[low] == symbol ? low : nil
  }

  /// The cells, in order of symbol.
  var cells: Zip2Sequence<[Symbol], [DoubleDouble]> { zip(symbols, coefficients) }

  /// Solves `0 = a · symbol + rest` for `symbol`: the row becomes `-rest / a`, the
  /// expression of `symbol`.
  ///
  /// The row must hold `symbol`. O(*n*).
  mutating func solve(for symbol: Symbol) {
    guard let i = index(of: symbol) else {
      preconditionFailure("solving a row for a symbol it does not hold")
    }
    let factor = -(DoubleDouble(1) / coefficients[i])
    let size = abs(factor.high) * scales[i] / abs(coefficients[i].high)
    symbols.remove(at: i)
    coefficients.remove(at: i)
    scales.remove(at: i)
    for k in coefficients.indices {
      coefficients[k] = coefficients[k] * factor
      scales[k] *= size
    }
  }

  /// Buffers for ``substitute(_:with:scratch:)``'s merge, kept by the caller so that their
  /// capacity is reused across substitutions.
  struct Scratch {
    var symbols: [Symbol] = []
    var coefficients: [DoubleDouble] = []
    var scales: [Double] = []
  }

  /// Replaces `symbol` by `expression` (a row that does not hold `symbol`): adds its
  /// coefficient times `expression` and drops its cell.
  ///
  /// Nothing changes if the row lacks it. The merge is written into `scratch`, whose arrays then
  /// trade places with the row's.
  ///
  /// - Complexity: O(*n* + *m*) for the two rows' cells.
  mutating func substitute(_ symbol: Symbol, with expression: PreciseRow, scratch: inout Scratch) {
    guard let at = index(of: symbol) else { return }
    let factor = coefficients[at]
    let factorScale = scales[at]
    scratch.symbols.removeAll(keepingCapacity: true)
    scratch.coefficients.removeAll(keepingCapacity: true)
    scratch.scales.removeAll(keepingCapacity: true)
    var i = 0
    var j = 0
    while i < symbols.count || j < expression.symbols.count {
      if i == at {
        i += 1
        continue
      }
      let s: Symbol
      let c: DoubleDouble
      let scale: Double
      if j == expression.symbols.count
        || (i < symbols.count && symbols[i] < expression.symbols[j])
      {
        s = symbols[i]
        c = coefficients[i]
        scale = scales[i]
        i += 1
      } else if i == symbols.count || expression.symbols[j] < symbols[i] {
        s = expression.symbols[j]
        c = factor * expression.coefficients[j]
        scale = factorScale * expression.scales[j]
        j += 1
      } else {
        let old = coefficients[i]
        let added = factor * expression.coefficients[j]
        s = symbols[i]
        c = old + added
        scale = max(scales[i], factorScale * expression.scales[j])
        i += 1
        j += 1
      }
      if c.high == 0 || abs(c.high) <= PreciseRow.cancellation * scale { continue }
      scratch.symbols.append(s)
      scratch.coefficients.append(c)
      scratch.scales.append(scale)
    }
    swap(&symbols, &scratch.symbols)
    swap(&coefficients, &scratch.coefficients)
    swap(&scales, &scratch.scales)
  }

  /// Whether every coefficient is finite.
  var isFinite: Bool { coefficients.allSatisfy(\.isFinite) }

  /// The row in doubles (each coefficient rounded once: the high part, cells whose high part
  /// is zero left out), with a zero constant.
  var rounded: Row {
    Row(cells: cells.compactMap { $1.high != 0 ? Cell(symbol: $0, coefficient: $1.high) : nil })
  }
}
