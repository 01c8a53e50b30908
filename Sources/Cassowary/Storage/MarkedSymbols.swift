/// A work list of symbols without repeats: a flag per symbol id, and the flagged symbols in the
/// order they were first marked.
///
/// Marking, and the membership test, are O(1); clearing is O(*k*) for *k* marked symbols, not
/// O(symbol ids), so a work list that is drained at every call costs only what was queued.
///
/// Invariant: a symbol is marked exactly when it is listed in ``symbols``, and listed once. The
/// owner gives the set one flag per symbol id (``appendSymbol()``, ``truncateSymbols(to:)``), so
/// the flags and the owner's per-symbol arrays stay the same length; a listed symbol beyond that
/// length (none while the owner keeps the rule) is dropped without a flag to clear.
struct MarkedSymbols {
  /// The marked symbols, in the order they were first marked (since the last removal).
  private(set) var symbols: [Symbol] = []
  /// Whether each symbol id is marked.
  private var isMarked: [Bool] = []

  /// The number of marked symbols.
  var count: Int { symbols.count }
  var isEmpty: Bool { symbols.isEmpty }

  /// Adds a flag, unmarked, for a new symbol id (the next one).
  ///
  /// O(1) amortized.
  @inline(__always) mutating func appendSymbol() {
    isMarked.append(false)
  }

  /// Drops the flags of the symbol ids from `count` on (the list is left alone: see
  /// ``removeSymbols(from:)``).
  ///
  /// O(*n*) for *n* dropped ids.
  mutating func truncateSymbols(to count: Int) {
    isMarked.removeSubrange(count...)
  }

  /// Marks `symbol`, listing it at the end unless it is marked already.
  ///
  /// O(1) amortized.
  @inline(__always) mutating func insert(_ symbol: Symbol) {
    let s = Int(symbol)
    if !isMarked[s] {
      isMarked[s] = true
      symbols.append(symbol)
    }
  }

  /// Unmarks every symbol, keeping the list's capacity.
  ///
  /// O(*k*) for *k* marked symbols.
  @inline(__always) mutating func removeAll() {
    for symbol in symbols where Int(symbol) < isMarked.count {
      isMarked[Int(symbol)] = false
    }
    symbols.removeAll(keepingCapacity: true)
  }

  /// Unmarks the symbols listed from `position` on (those marked since the list was `position`
  /// long: it only grows between removals), keeping those before.
  ///
  /// O(*k*) for *k* unmarked symbols.
  mutating func removeSymbols(from position: Int) {
    for symbol in symbols[position...] where Int(symbol) < isMarked.count {
      isMarked[Int(symbol)] = false
    }
    symbols.removeSubrange(position...)
  }

  /// Unmarks the symbols for which `shouldRemove` is true, keeping the order of the others.
  ///
  /// O(*k*) for *k* marked symbols, plus the calls of `shouldRemove`.
  @inline(__always) mutating func removeAll(where shouldRemove: (Symbol) -> Bool) {
    var kept = 0
    for read in symbols.indices {
      let symbol = symbols[read]
      if shouldRemove(symbol) {
        if Int(symbol) < isMarked.count { isMarked[Int(symbol)] = false }
      } else {
        symbols[kept] = symbol
        kept += 1
      }
    }
    symbols.removeSubrange(kept...)
  }

  /// Unmarks every symbol, then marks `symbols` (a list saved from ``symbols`` earlier, while
  /// its ids were all below the flags' length).
  ///
  /// O(*k* + *j*) for *k* marked symbols and *j* restored ones.
  mutating func replace(with symbols: [Symbol]) {
    removeAll()
    self.symbols = symbols
    for symbol in symbols { isMarked[Int(symbol)] = true }
  }
}
