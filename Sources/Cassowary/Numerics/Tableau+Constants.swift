// Row constants recomputed exactly when an update loses them to rounding.
//
// The constant of every row is a linear function of the constraints' constants, read off the
// row itself: a constraint `expression + k relation 0` with marker `m` (coefficient `μ` in its
// original row) contributes `a · k / μ` to a row that holds `m` with coefficient `a`, and
// `-k / μ` to the row of `m` when `m` is basic; nothing else in the system has a constant. An
// update `c + δ` whose operands are far larger than the result (a value dragged to 1e17 and
// back) or that overflows would leave an error that every later update carries along; the row
// is then recomputed from that formula instead, with a compensated sum, so it does not drift.

extension Tableau {
  // MARK: Hooks of the simplex

  /// The constant of the row in `slot`, of `basic`, just became `before + added`: if that lost
  /// digits (``Verification/losesDigits(_:_:_:of:)``), it is recomputed, at once or, while a constraint is
  /// being inserted, once it is recorded (see ``ConstantRefreshes``).
  ///
  /// O(1), or the recomputation's O(*k*) for *k* cells.
  @inline(__always) mutating func refreshIfImprecise(
    _ slot: Slot, of basic: Symbol, from before: Double, by added: Double
  ) {
    let i = Int(slot)
    guard verification.losesDigits(rows[i].constant, before, added, of: basic) else { return }
    if refreshes.isAvailable {
      refreshConstant(slot)
      verification.noteRowConstant(rows[i].constant)
    } else {
      refreshes.postpone(slot)
    }
  }

  /// The constraint being inserted is recorded: recomputes the constants its insertion spoiled
  /// (a constant 0.000366 beside a row of 1.1e12 left 0 where 9.2e-6 is right), now that the
  /// formula has its constant, and queues the rows that became infeasible.
  ///
  /// - Complexity: O(Σ *k*) over the cells of the postponed rows.
  mutating func refreshPostponedConstants() {
    refreshes.resume()
    for slot in refreshes.postponed where liveBasic(slot) >= 0 {
      let basic = basicOfSlot[Int(slot)]
      let constant = refreshConstant(slot)
      verification.noteRowConstant(constant)
      if constant < 0 && symbols.kinds[Int(basic)].isRestricted { infeasible.append(basic) }
    }
  }

  /// Recomputes the constant of the row in `slot` from the constraints' constants, exactly up
  /// to one rounding (a compensated sum), and returns it.
  ///
  /// Only valid between operations' steps where every marker's constraint is recorded (not while a
  /// constraint is being inserted).
  ///
  /// - Complexity: O(*k*) for the row's *k* cells, with a table lookup per marker.
  @discardableResult
  mutating func refreshConstant(_ slot: Slot) -> Double {
    let i = Int(slot)
    if markerless.count > 0 {
      // A marker-less constraint's constant reaches rows through no marker: the formula would
      // miss it. Solve afresh once the operation ends instead.
      verification.needsFreshSolve = true
      return rows[i].constant
    }
    let basic = basicOfSlot[i]
    var sum = CompensatedSum()
    // A basic dummy (a redundant equality) is exactly zero.
    if symbols.kinds[Int(basic)] != .dummy {
      let owners = symbols.owners
      if let shift = records.markerShift(of: basic, owner: owners[Int(basic)]) { sum.add(-shift) }
      for cell in rows[i].cells where cell.coefficient != 0 {
        if let shift = records.markerShift(of: cell.symbol, owner: owners[Int(cell.symbol)]) {
          sum.add(cell.coefficient * shift)
        }
      }
    }
    let value = sum.value
    rows[i].constant = value
    counters.constantRefreshes += 1
    return value
  }
}

extension Records {
  /// `k / μ` for the constraint whose marker is `symbol` (`owner` is the symbol's owner, see
  /// ``SymbolTable/owners``), or nil if `symbol` is no recorded constraint's marker.
  ///
  /// O(1).
  func markerShift(of symbol: Symbol, owner: Constraint?) -> Double? {
    guard let owner, let record = constraints[ObjectIdentifier(owner)],
      record.marker == symbol
    else { return nil }
    return record.constant / owner.markerSign
  }
}
