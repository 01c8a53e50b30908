// Checking the result of an operation against the required constraints themselves.
//
// The tableau is a rewritten form of the constraints, and rounding in the rewriting can make it
// disagree with them (coefficients twelve orders of magnitude apart in one row). So after each
// operation the required constraints that hold a variable whose value moved are evaluated from
// their own terms, not from the tableau. A violation beyond 1e-8 relative (or a value that is
// not finite) makes the solver re-solve from its constraints; if the fresh solve fails too,
// the operation is undone (re-solving without it) and a typed error says why.

extension Verification {
  /// A required constraint as the verification evaluates it: its terms over external symbols
  /// (stable while the constraint is in the solver) and its current constant.
  struct RequiredCheck {
    var terms: [CheckTerm]
    var constant: Double
    /// The constraint's relation (kept here so that checking reads no object).
    var relation: Relation
    /// The constraint, or nil for a free index.
    var constraint: Constraint?
    /// The ``Verification/pass`` that last evaluated the check: one pass evaluates a
    /// check once, however many of its variables moved.
    var pass: UInt32 = 0
  }

  /// One term of a ``RequiredCheck``, with where the check is listed in its symbol's
  /// ``Verification/checksOfSymbol`` entry (so that removal finds it in O(1)).
  struct CheckTerm {
    var symbol: Symbol
    /// The index of this term's entry in `checksOfSymbol[symbol]`.
    var position: Int32
    var coefficient: Double
  }

  /// An entry of a symbol's list of checks: the check and which of its terms holds the symbol.
  struct CheckReference {
    var check: Int32
    var term: Int32
  }

  /// Why an operation's result was refused.
  enum Failure {
    case violated(Constraint)
    case notFinite
    case stalled
  }

  // MARK: Registering

  /// Registers a required constraint just inserted, for verification; `symbols` are the
  /// symbols of its terms, in order (as ``Tableau/createRow(for:constant:)`` leaves them in
  /// ``ScratchSpace/termSymbols``).
  ///
  /// O(*k*) for *k* terms.
  mutating func addCheck(for constraint: Constraint, constant: Double, symbols: [Symbol]) -> Int32 {
    let index = freeChecks.popLast() ?? Int32(checks.count)
    let terms = constraint.expression.terms
    var checkTerms: [CheckTerm] = []
    checkTerms.reserveCapacity(terms.count)
    for (i, term) in terms.enumerated() {
      let symbol = symbols[i]
      let s = Int(symbol)
      checkTerms.append(
        CheckTerm(
          symbol: symbol, position: Int32(checksOfSymbol[s].count),
          coefficient: term.coefficient))
      checksOfSymbol[s].append(CheckReference(check: index, term: Int32(i)))
      checkCoefficient[s] = max(
        checkCoefficient[s], abs(term.coefficient))
    }
    let check = RequiredCheck(
      terms: checkTerms, constant: constant, relation: constraint.relation, constraint: constraint)
    if Int(index) == checks.count {
      checks.append(check)
    } else {
      checks[Int(index)] = check
    }
    newChecks.append(index)
    return index
  }

  /// Forgets a check (before its variables are released).
  ///
  /// O(*k*) for *k* terms: each entry is removed from its symbol's list by moving that list's last
  /// entry into its place.
  mutating func removeCheck(_ index: Int32) {
    for i in checks[Int(index)].terms.indices {
      // Read live: moving an entry may have updated a later term of this same check (a
      // variable repeated in the expression).
      let term = checks[Int(index)].terms[i]
      let s = Int(term.symbol)
      let at = Int(term.position)
      let last = checksOfSymbol[s].removeLast()
      if at < checksOfSymbol[s].count {
        checksOfSymbol[s][at] = last
        checks[Int(last.check)].terms[Int(last.term)].position = Int32(at)
      }
    }
    checks[Int(index)] = RequiredCheck(
      terms: [], constant: 0, relation: .equal, constraint: nil)
    freeChecks.append(index)
  }

  // MARK: Checking

  /// Whether the required constraint of check `index` holds at the current values, to 1e-8
  /// relative to its size.
  ///
  /// O(*k*); reads the check in place (no copy, no reference counting).
  func holds(check index: Int32, in values: SolvedValues) -> Bool {
    checks.withUnsafeBufferPointer { all in
      let check = UnsafePointer(all.baseAddress! + Int(index))
      var sum = check.pointee.constant
      var scale = abs(sum)
      check.pointee.terms.withUnsafeBufferPointer { terms in
        for term in terms {
          let product = term.coefficient * values[term.symbol]
          sum += product
          scale += abs(product)
        }
      }
      guard sum.isFinite, scale.isFinite else { return false }
      let tolerance = feasibilityTolerance(scale: scale)
      switch check.pointee.relation {
      case .equal: return abs(sum) <= tolerance
      case .lessThanOrEqual: return sum <= tolerance
      case .greaterThanOrEqual: return sum >= -tolerance
      }
    }
  }

  /// Checks the variables whose rows changed since the last check: each value is finite and,
  /// if it moved, each required constraint holding it holds; and checks the constraints added
  /// since.
  ///
  /// A call whose simplex runs gave up (`stalled`), whose constants could not be recomputed
  /// (``needsFreshSolve``) or that left a constant that is not finite (``constantNotFinite``)
  /// fails whatever the checks say. Clears both lists and those flags; adds the terms it
  /// evaluates to `counters`.
  ///
  /// - Complexity: O(Σ *k*) over the required constraints of the variables that moved and the
  ///   new ones.
  mutating func verifyTouched(
    _ values: SolvedValues, kinds: [SymbolKind], stalled: Bool,
    counters: inout Solver.Statistics
  ) -> Failure? {
    var failure: Failure? =
      constantNotFinite
      ? .notFinite : stalled || needsFreshSolve ? .stalled : nil
    needsFreshSolve = false
    constantNotFinite = false
    let pass = nextPass()
    for index in newChecks where failure == nil {
      if checks[Int(index)].constraint != nil {
        checks[Int(index)].pass = pass
        counters.requiredTermsChecked += checks[Int(index)].terms.count
        if !holds(check: index, in: values) { failure = self.failure(of: index, in: values) }
      }
    }
    newChecks.removeAll(keepingCapacity: true)
    for symbol in touched.symbols {
      let s = Int(symbol)
      guard failure == nil, s < kinds.count, kinds[s] == .external else { continue }
      let value = values[symbol]
      if !value.isFinite {
        failure = .notFinite
        continue
      }
      // A constraint none of whose variables moved still holds.
      guard value != verifiedValue[s] || verifiedValue[s].isNaN else {
        continue
      }
      verifiedValue[s] = value
      for reference in checksOfSymbol[s]
      where checks[Int(reference.check)].pass != pass {
        checks[Int(reference.check)].pass = pass
        counters.requiredTermsChecked += checks[Int(reference.check)].terms.count
        if !holds(check: reference.check, in: values) {
          failure = self.failure(of: reference.check, in: values)
          break
        }
      }
    }
    touched.removeAll()
    return failure
  }

  /// Starts a verification pass: a new ``pass``, so that every check counts as not yet evaluated
  /// (on wrapping around, the checks' marks are cleared).
  ///
  /// O(1), amortised.
  private mutating func nextPass() -> UInt32 {
    pass &+= 1
    if pass == 0 {
      for i in checks.indices { checks[i].pass = 0 }
      pass = 1
    }
    return pass
  }

  /// Why a check that does not hold fails: a value that is not finite, or a violation.
  private func failure(of index: Int32, in values: SolvedValues) -> Failure {
    let check = checks[Int(index)]
    return check.terms.allSatisfy { values[$0.symbol].isFinite }
      ? .violated(check.constraint!) : .notFinite
  }

  /// Every required constraint and every value, after a fresh solve.
  ///
  /// O(size of the system).
  func verifyAll(_ values: SolvedValues) -> Failure? {
    for (index, check) in checks.enumerated()
    where check.constraint != nil && !holds(check: Int32(index), in: values) {
      return .violated(check.constraint!)
    }
    for row in values.rows where !row.constant.isFinite { return .notFinite }
    return nil
  }
}
