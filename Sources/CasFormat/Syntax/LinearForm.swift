/// A linear expression as parsed: terms over name ids plus a constant.
///
/// Terms are kept as written (the same name may appear twice; the solver adds them up), so
/// `hasVariable` is syntactic: `(x - x) * y` is still a product of two terms that hold a
/// variable.
struct LinearForm: Sendable {
  /// A name id times a coefficient.
  struct Term: Sendable, Hashable {
    var name: Int32
    var coefficient: Double
  }

  var terms: [Term] = []
  var constant: Double = 0

  /// Whether a name occurs in the expression.
  var hasVariable: Bool { !terms.isEmpty }

  /// Whether every coefficient and the constant are finite.
  ///
  /// - Complexity: O(*t*) in the number of terms.
  var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

  /// `self + other * sign` (sign is 1 or -1).
  ///
  /// - Complexity: O(*t*) in the terms of `other`.
  mutating func add(_ other: LinearForm, sign: Double) {
    constant += sign * other.constant
    terms.reserveCapacity(terms.count + other.terms.count)
    for term in other.terms {
      terms.append(Term(name: term.name, coefficient: sign * term.coefficient))
    }
  }

  /// Multiplies every coefficient and the constant by `factor`.
  ///
  /// - Complexity: O(*t*) in the number of terms.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in terms.indices { terms[index].coefficient *= factor }
  }
}
