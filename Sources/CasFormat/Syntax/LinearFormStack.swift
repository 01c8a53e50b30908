/// A name id times a coefficient: one term of a parsed linear expression.
struct NameTerm: Sendable, Hashable {
  var name: Int32
  var coefficient: Double
}

/// The operand stack of the expression parser: linear expressions (terms over name ids plus
/// a constant) whose terms lie end to end in one array, ``terms``, which ends up as the
/// program's pool of constraint terms.
///
/// Each operand's terms run from its `first` to the next operand's `first` (the top's to the
/// end of ``terms``). So adding the top two operands only combines their constants and
/// (for `-`) negates the top's terms in place, and no operand allocates.
///
/// Terms are kept as written (the same name may appear twice; the solver adds them up), so
/// "holds a variable" is syntactic: `(x - x) * y` is still a product of two terms that hold a
/// variable.
///
/// Every operand is finite: the operations that combine them report whether what they
/// computed is, looking only at the numbers they changed, so that a sum of *t* terms costs
/// O(*t*), not O(*t*²).
struct LinearFormStack: Sendable {
  private struct Operand: Sendable {
    var first: Int
    var constant: Double
  }

  /// The terms of every finished expression, then those of the operands.
  private(set) var terms: [NameTerm] = []
  private var operands: [Operand] = []

  /// The number of operands.
  var count: Int { operands.count }

  /// Pushes a number.
  mutating func push(constant: Double) {
    operands.append(Operand(first: terms.count, constant: constant))
  }

  /// Pushes the expression holding just one name.
  mutating func push(name: Int32) {
    operands.append(Operand(first: terms.count, constant: 0))
    terms.append(NameTerm(name: name, coefficient: 1))
  }

  /// The index just past the terms of the operand at `index`.
  private func end(of index: Int) -> Int {
    index + 1 < operands.count ? operands[index + 1].first : terms.count
  }

  /// Whether the operand `depth` below the top (0 for the top) holds a name.
  func hasVariable(depth: Int) -> Bool {
    let index = operands.count - 1 - depth
    return end(of: index) > operands[index].first
  }

  /// The constant of the operand `depth` below the top.
  func constant(depth: Int) -> Double { operands[operands.count - 1 - depth].constant }

  /// Coefficients scaled so far: the parser's work on expressions, for tests that check it
  /// is linear in the input.
  private(set) var coefficientsScaled = 0

  /// Multiplies the top's coefficients and constant by `factor`; returns whether they are all
  /// still finite.
  ///
  /// - Complexity: O(*t*) in the top's terms.
  @discardableResult
  mutating func scaleTop(by factor: Double) -> Bool {
    let top = operands.count - 1
    operands[top].constant *= factor
    var isFinite = operands[top].constant.isFinite
    coefficientsScaled += terms.count - operands[top].first
    for index in operands[top].first..<terms.count {
      terms[index].coefficient *= factor
      isFinite = isFinite && terms[index].coefficient.isFinite
    }
    return isFinite
  }

  /// Replaces the top two operands by `second + top * sign` (sign is 1 or -1); returns whether
  /// the result is finite.
  ///
  /// - Complexity: O(*t*) in the top's terms (for `-`; O(1) for `+`).
  mutating func combineTopTwo(sign: Double) -> Bool {
    if sign != 1 { scaleTop(by: sign) }  // a sign change cannot overflow
    let top = operands.removeLast()
    operands[operands.count - 1].constant += top.constant
    return operands[operands.count - 1].constant.isFinite
  }

  /// Replaces the top two operands by their product: the one that holds a name (or the top,
  /// if neither does) scaled by the other's constant.
  ///
  /// The caller checks that not both hold a name. Returns whether the product is finite.
  ///
  /// - Complexity: O(*t*) in the result's terms.
  mutating func multiplyTopTwo() -> Bool {
    let top = operands.removeLast()
    let second = operands.count - 1
    if top.first > operands[second].first {
      // The second holds the names (all terms from its first on; the top has none).
      return scaleTop(by: top.constant)
    } else {
      // The second has no terms, so the top's start where the second starts.
      let factor = operands[second].constant
      operands[second].constant = top.constant
      return scaleTop(by: factor)
    }
  }

  /// Replaces the top two operands by the second divided by the top's constant.
  ///
  /// The caller checks that the top holds no name and is not zero. Returns whether the quotient is
  /// finite.
  ///
  /// - Complexity: O(*t*) in the second's terms.
  mutating func divideTopTwo() -> Bool {
    let divisor = operands.removeLast().constant
    return scaleTop(by: 1 / divisor)
  }

  /// Pops the top operand and returns its terms' range in ``terms`` and its constant (the
  /// terms stay in ``terms``).
  mutating func popFinished() -> TermSpan {
    let top = operands.removeLast()
    return TermSpan(first: top.first, count: Int32(terms.count - top.first), constant: top.constant)
  }

  /// Drops the operands and every term from `termCount` on (after an error).
  mutating func discard(downTo termCount: Int) {
    operands.removeAll(keepingCapacity: true)
    terms.removeSubrange(termCount...)
  }

  /// Reserves room for about `count` more terms.
  mutating func reserveCapacity(_ count: Int) {
    terms.reserveCapacity(count)
  }
}
