// Checking the result of an operation against the required constraints themselves.
//
// The tableau is a rewritten form of the constraints, and rounding in the rewriting can make it
// disagree with them (coefficients twelve orders of magnitude apart in one row). So after each
// operation the required constraints that hold a variable whose value moved are evaluated from
// their own terms, not from the tableau. A violation beyond 1e-8 relative (or a value that is
// not finite) makes the solver re-solve from its constraints; if the fresh solve fails too,
// the operation is undone (re-solving without it) and a typed error says why.

extension Tableau {
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
  enum VerificationFailure {
    case violated(Constraint)
    case notFinite
    case stalled
  }

  // MARK: Registering

  /// Registers a required constraint just inserted, for verification; `symbols` are the
  /// symbols of its terms, in order (as ``createRow(for:constant:)`` leaves them in
  /// ``ScratchSpace/termSymbols``).
  ///
  /// O(*k*) for *k* terms.
  mutating func addCheck(for constraint: Constraint, constant: Double, symbols: [Symbol]) -> Int32 {
    let index = verification.freeChecks.popLast() ?? Int32(verification.checks.count)
    let terms = constraint.expression.terms
    var checkTerms: [CheckTerm] = []
    checkTerms.reserveCapacity(terms.count)
    for (i, term) in terms.enumerated() {
      let symbol = symbols[i]
      let s = Int(symbol)
      checkTerms.append(
        CheckTerm(
          symbol: symbol, position: Int32(verification.checksOfSymbol[s].count),
          coefficient: term.coefficient))
      verification.checksOfSymbol[s].append(CheckReference(check: index, term: Int32(i)))
      verification.checkCoefficient[s] = max(
        verification.checkCoefficient[s], abs(term.coefficient))
    }
    let check = RequiredCheck(
      terms: checkTerms, constant: constant, relation: constraint.relation, constraint: constraint)
    if Int(index) == verification.checks.count {
      verification.checks.append(check)
    } else {
      verification.checks[Int(index)] = check
    }
    verification.newChecks.append(index)
    return index
  }

  /// Forgets a check (before its variables are released).
  ///
  /// O(*k*) for *k* terms: each entry is removed from its symbol's list by moving that list's last
  /// entry into its place.
  mutating func removeCheck(_ index: Int32) {
    for i in verification.checks[Int(index)].terms.indices {
      // Read live: moving an entry may have updated a later term of this same check (a
      // variable repeated in the expression).
      let term = verification.checks[Int(index)].terms[i]
      let s = Int(term.symbol)
      let at = Int(term.position)
      let last = verification.checksOfSymbol[s].removeLast()
      if at < verification.checksOfSymbol[s].count {
        verification.checksOfSymbol[s][at] = last
        verification.checks[Int(last.check)].terms[Int(last.term)].position = Int32(at)
      }
    }
    verification.checks[Int(index)] = RequiredCheck(
      terms: [], constant: 0, relation: .equal, constraint: nil)
    verification.freeChecks.append(index)
  }

  // MARK: Checking

  /// The value of a symbol in the current solution.
  @inline(__always) func solvedValue(_ symbol: Symbol) -> Double {
    let slot = slotOfBasic[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  /// Whether the required constraint of check `index` holds at the current values, to 1e-8
  /// relative to its size.
  ///
  /// O(*k*); reads the check in place (no copy, no reference counting).
  func holds(check index: Int32) -> Bool {
    verification.checks.withUnsafeBufferPointer { all in
      let check = UnsafePointer(all.baseAddress! + Int(index))
      var sum = check.pointee.constant
      var scale = abs(sum)
      check.pointee.terms.withUnsafeBufferPointer { terms in
        for term in terms {
          let product = term.coefficient * solvedValue(term.symbol)
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
  /// Clears both lists.
  ///
  /// - Complexity: O(Σ *k*) over the required constraints of the variables that moved and the
  ///   new ones.
  mutating func verifyTouched() -> VerificationFailure? {
    var failure: VerificationFailure? =
      verification.constantNotFinite
      ? .notFinite : stalled || verification.needsFreshSolve ? .stalled : nil
    stalled = false
    verification.needsFreshSolve = false
    verification.constantNotFinite = false
    let pass = nextVerificationPass()
    for index in verification.newChecks where failure == nil {
      if verification.checks[Int(index)].constraint != nil {
        verification.checks[Int(index)].pass = pass
        counters.requiredTermsChecked += verification.checks[Int(index)].terms.count
        if !holds(check: index) { failure = self.failure(of: index) }
      }
    }
    verification.newChecks.removeAll(keepingCapacity: true)
    for symbol in verification.touched.symbols {
      let s = Int(symbol)
      guard failure == nil, s < kinds.count, kinds[s] == .external else { continue }
      let value = solvedValue(symbol)
      if !value.isFinite {
        failure = .notFinite
        continue
      }
      // A constraint none of whose variables moved still holds.
      guard value != verification.verifiedValue[s] || verification.verifiedValue[s].isNaN else {
        continue
      }
      verification.verifiedValue[s] = value
      for reference in verification.checksOfSymbol[s]
      where verification.checks[Int(reference.check)].pass != pass {
        verification.checks[Int(reference.check)].pass = pass
        counters.requiredTermsChecked += verification.checks[Int(reference.check)].terms.count
        if !holds(check: reference.check) {
          failure = self.failure(of: reference.check)
          break
        }
      }
    }
    verification.touched.removeAll()
    return failure
  }

  /// Starts a verification pass: a new ``Verification/pass``, so that every check counts as not
  /// yet evaluated (on wrapping around, the checks' marks are cleared).
  ///
  /// O(1), amortised.
  mutating func nextVerificationPass() -> UInt32 {
    verification.pass &+= 1
    if verification.pass == 0 {
      for i in verification.checks.indices { verification.checks[i].pass = 0 }
      verification.pass = 1
    }
    return verification.pass
  }

  /// Why a check that does not hold fails: a value that is not finite, or a violation.
  func failure(of index: Int32) -> VerificationFailure {
    let check = verification.checks[Int(index)]
    return check.terms.allSatisfy { solvedValue($0.symbol).isFinite }
      ? .violated(check.constraint!) : .notFinite
  }

  /// Every required constraint and every value, after a fresh solve.
  ///
  /// O(size of the system).
  func verifyAll() -> VerificationFailure? {
    for (index, check) in verification.checks.enumerated()
    where check.constraint != nil && !holds(check: Int32(index)) {
      return .violated(check.constraint!)
    }
    for row in rows where !row.constant.isFinite { return .notFinite }
    return nil
  }

  /// A constraint's residual from its own terms at the current values, `constant + Σ a · x`
  /// (with the record's current constant), exact up to one rounding (``CompensatedSum``), and
  /// its size, `|constant| + Σ |a · x|`.
  ///
  /// Where terms of 1e24 leave a residual of 1,528, plain sums keep none of its digits; iterative
  /// refinement gains only the digits its residuals hold. O(*k*).
  func evaluate(_ record: ConstraintRecord) -> (residual: Double, size: Double) {
    var residual = CompensatedSum(record.constant)
    var size = abs(record.constant)
    for term in record.constraint.expression.terms {
      guard let variable = records.variables[term.variable.id] else { continue }
      let x = solvedValue(variable.symbol)
      residual.add(term.coefficient, times: x)
      size += abs(term.coefficient * x)
    }
    return (residual.value, size)
  }

  /// The first non-required constraint whose error, evaluated from its own terms at the
  /// current values, differs from the error its slack and error symbols hold in the tableau by
  /// more than ``softTolerance`` of its size (at least 1), or nil.
  ///
  /// The objective sees a constraint only through those symbols. Where coefficients span
  /// widely, a substitution can cancel a coefficient whose true value is below the rounding of
  /// its operands (`37529.9968947541 - 0.34359738368 * 109226.66666666666`, truly -2.8e-11, is
  /// residue in doubles), and the row then carries the constraint's error no more: the level
  /// would report 0 where the values leave 5,824. Only checked where coefficients span more
  /// than ``wideSpread``; a fresh solve computes such a row from the constraints directly.
  ///
  /// - Complexity: O(total terms of the non-required constraints).
  func inconsistentSoftConstraint() -> Constraint? {
    for i in 0..<records.constraints.count {
      let record = records.constraints[at: i]
      let constraint = record.constraint
      if constraint.strength.isRequired { continue }
      let (residual, size) = evaluate(record)
      // The row reads `residual + sign·(marker - other) = 0`: `<=` adds its slack (marker)
      // and subtracts its error (other); `>=` and `==` the other way round.
      let held = solvedValue(record.marker) - solvedValue(record.other)
      let error = constraint.relation == .lessThanOrEqual ? residual + held : residual - held
      if !(abs(error) <= Tableau.softTolerance * max(1, size, abs(held))) { return constraint }
    }
    return nil
  }
}
