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
    let constraint: Constraint
  }

  /// One term of a ``RequiredCheck``, with where the check is listed in its symbol's
  /// ``Tableau/checksOfSymbol`` entry (so that removal finds it in O(1)).
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
  /// ``termSymbols``). O(*k*) for *k* terms.
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
          symbol: symbol, position: Int32(checksOfSymbol[s].count), coefficient: term.coefficient))
      checksOfSymbol[s].append(CheckReference(check: index, term: Int32(i)))
    }
    let check = RequiredCheck(terms: checkTerms, constant: constant, constraint: constraint)
    if Int(index) == checks.count { checks.append(check) } else { checks[Int(index)] = check }
    newChecks.append(index)
    return index
  }

  /// Forgets a check (before its variables are released). O(*k*) for *k* terms: each entry is
  /// removed from its symbol's list by moving that list's last entry into its place.
  mutating func removeCheck(_ index: Int32) {
    for i in checks[Int(index)]!.terms.indices {
      // Read live: moving an entry may have updated a later term of this same check (a
      // variable repeated in the expression).
      let term = checks[Int(index)]!.terms[i]
      let s = Int(term.symbol)
      let at = Int(term.position)
      let last = checksOfSymbol[s].removeLast()
      if at < checksOfSymbol[s].count {
        checksOfSymbol[s][at] = last
        checks[Int(last.check)]!.terms[Int(last.term)].position = Int32(at)
      }
    }
    checks[Int(index)] = nil
    freeChecks.append(index)
  }

  // MARK: Checking

  /// The value of a symbol in the current solution.
  @inline(__always) func solvedValue(_ symbol: Symbol) -> Double {
    let slot = slotOfBasic[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  /// Whether a required constraint holds at the current values, to 1e-8 relative to its size.
  /// O(*k*).
  func holds(_ check: RequiredCheck) -> Bool {
    var sum = check.constant
    var scale = abs(check.constant)
    for cell in check.terms {
      let term = cell.coefficient * solvedValue(cell.symbol)
      sum += term
      scale += abs(term)
    }
    guard sum.isFinite, scale.isFinite else { return false }
    let tolerance = feasibilityTolerance(scale: scale)
    switch check.constraint.relation {
    case .equal: return abs(sum) <= tolerance
    case .lessThanOrEqual: return sum <= tolerance
    case .greaterThanOrEqual: return sum >= -tolerance
    }
  }

  /// Checks the variables whose rows changed since the last check: each value is finite and,
  /// if it moved, each required constraint holding it holds; and checks the constraints added
  /// since. Clears both lists.
  ///
  /// - Complexity: O(Σ *k*) over the required constraints of the variables that moved and the
  ///   new ones.
  mutating func verifyTouched() -> VerificationFailure? {
    var failure: VerificationFailure? = stalled ? .stalled : nil
    stalled = false
    for index in newChecks where failure == nil {
      if let check = checks[Int(index)], !holds(check) { failure = self.failure(of: check) }
    }
    newChecks.removeAll(keepingCapacity: true)
    for symbol in touched {
      let s = Int(symbol)
      guard s < isTouched.count else { continue }
      isTouched[s] = false
      guard failure == nil, kinds[s] == .external else { continue }
      let value = solvedValue(symbol)
      if !value.isFinite {
        failure = .notFinite
        continue
      }
      // A constraint none of whose variables moved still holds.
      guard value != verifiedValue[s] || verifiedValue[s].isNaN else { continue }
      verifiedValue[s] = value
      for reference in checksOfSymbol[s] {
        let check = checks[Int(reference.check)]!
        if !holds(check) {
          failure = self.failure(of: check)
          break
        }
      }
    }
    touched.removeAll(keepingCapacity: true)
    return failure
  }

  /// Why a check that does not hold fails: a value that is not finite, or a violation.
  func failure(of check: RequiredCheck) -> VerificationFailure {
    check.terms.allSatisfy { solvedValue($0.symbol).isFinite }
      ? .violated(check.constraint) : .notFinite
  }

  /// Every required constraint and every value, after a fresh solve. O(size of the system).
  func verifyAll() -> VerificationFailure? {
    for case let check? in checks where !holds(check) { return .violated(check.constraint) }
    for row in rows where !row.constant.isFinite { return .notFinite }
    return nil
  }

  // MARK: Recovering

  /// Verifies what the last operation changed; on a failure re-solves from the constraints,
  /// and if that fails too, re-solves without the operation (`undo` edits the records and edit
  /// records back to what they were before it) and throws.
  ///
  /// - Parameter before: The counters before the operation, restored if it is undone.
  /// - Throws: ``SolverError/numericalFailure(_:)``; the solver then holds the constraints and
  ///   suggestions it held before the operation, solved afresh, and its counters as they were.
  mutating func verify(
    from before: Solver.Statistics,
    undoing undo: (inout [ConstraintRecord], inout IdentityTable<EditRecord>) -> Void
  ) throws(SolverError) {
    guard let failure = verifyTouched() else { return }
    var list = (0..<records.count).map { records[at: $0] }
    var editList = edits
    if rebuild(from: list, edits: editList) { return }
    undo(&list, &editList)
    _ = rebuild(from: list, edits: editList)
    counters = before
    switch failure {
    case .violated(let constraint): throw .numericalFailure(.imprecise(constraint))
    case .notFinite: throw .numericalFailure(.overflow)
    case .stalled: throw .numericalFailure(.stalled)
    }
  }

  /// Replaces the tableau by a fresh solve of `list` (in their order of addition) with `edits`,
  /// and returns true, if that solve holds every required constraint with finite values;
  /// otherwise leaves the tableau as it is and returns false. Counters carry over.
  ///
  /// - Complexity: a solve from scratch.
  mutating func rebuild(from list: [ConstraintRecord], edits: IdentityTable<EditRecord>) -> Bool {
    var fresh = Tableau()
    fresh.explainsConflicts = explainsConflicts
    for record in list.sorted(by: { $0.order < $1.order }) {
      do throws(SolverError) {
        try fresh.insert(record.constraint, constant: record.constant, isEdit: record.isEdit)
      } catch {
        return false
      }
    }
    if fresh.stalled || fresh.verifyAll() != nil { return false }
    fresh.edits = edits
    fresh.touched.removeAll()
    fresh.newChecks.removeAll()
    for i in fresh.isTouched.indices { fresh.isTouched[i] = false }
    fresh.counters = counters
    fresh.counters.rebuilds += 1
    self = fresh
    return true
  }
}
