// Invariant checks after every public mutation, in debug builds only (CASSOWARY_CHECKS).

extension Tableau {
  #if CASSOWARY_CHECKS
    /// Checks the tableau's invariants; skipped for large tableaus (by rows or column entries)
    /// to keep debug runs fast.
    @inline(never) func checkInvariants() {
      precondition(!journal.isActive, "journal left open")
      guard rows.count <= 600, columns.count <= 4_000 else { return }
      var entries = Set<Int64>()
      for symbol in symbols.kinds.indices {
        var cursor = columns.cursor(Symbol(symbol))
        while let slot = columns.advance(&cursor) {
          entries.insert(Int64(symbol) << 32 | Int64(slot))
        }
      }
      let largest = rows.reduce(1.0) { max($0, abs($1.constant)) }
      let slack = Tolerance.invariantSlack * largest
      for (i, row) in rows.enumerated() {
        let basic = basicOfSlot[i]
        guard basic >= 0 else {
          precondition(row.isEmpty, "free slot \(i) holds cells")
          continue
        }
        precondition(slotOfBasic[Int(basic)] == Slot(i), "basic \(basic) not linked to slot \(i)")
        if symbols.kinds[Int(basic)] == .dummy {
          precondition(
            row.cells.allSatisfy { $0.coefficient == 0 || symbols.kinds[Int($0.symbol)] == .dummy }
              && abs(row.constant) < slack,
            "basic dummy \(basic) must be 0 over dummies only")
        }
        if symbols.kinds[Int(basic)].isRestricted {
          precondition(row.constant > -slack, "row of \(basic) infeasible: \(row.constant)")
        }
        var previous: Symbol = -1
        var zeros = 0
        for cell in row.cells {
          precondition(cell.symbol > previous, "row of \(basic) not sorted")
          previous = cell.symbol
          if cell.coefficient == 0 {
            zeros += 1
            continue
          }
          precondition(
            slotOfBasic[Int(cell.symbol)] < 0, "basic \(cell.symbol) inside row of \(basic)")
          precondition(
            symbols.kinds[Int(cell.symbol)] != .free, "released symbol \(cell.symbol) in a row")
          precondition(
            entries.contains(Int64(cell.symbol) << 32 | Int64(i)),
            "column of \(cell.symbol) misses slot \(i)")
        }
        precondition(zeros == row.zeros, "row of \(basic) miscounts its tombstones")
      }
      for (symbol, kind) in symbols.kinds.enumerated() where kind != .free {
        let sign = objective.sign(of: Symbol(symbol))
        if slotOfBasic[symbol] >= 0 {
          precondition(sign == 0, "basic \(symbol) in the objective")
        } else if kind != .dummy {
          // Optimal: no symbol improves the objective (so none is missing from objectiveChanged).
          let improving = kind == .external ? sign != 0 : sign < 0
          precondition(
            artificial != nil || !improving, "objective not optimal: \(symbol) improves it")
        }
      }
      var listed = 0
      for (index, check) in verification.checks.enumerated() where check.constraint != nil {
        for (t, term) in check.terms.enumerated() {
          let entry = verification.checksOfSymbol[Int(term.symbol)][Int(term.position)]
          precondition(
            entry.check == Int32(index) && entry.term == Int32(t),
            "check \(index) term \(t) not listed at its position")
          listed += 1
        }
      }
      precondition(
        listed == verification.checksOfSymbol.reduce(0) { $0 + $1.count },
        "stale entries in checksOfSymbol")
      precondition(artificial == nil, "phase-1 objective left behind")
      precondition(objective.countsMatchEntries, "objective level counts out of step")
    }
  #else
    @inline(__always) func checkInvariants() {}
  #endif
}
