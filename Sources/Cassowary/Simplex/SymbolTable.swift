/// What each symbol id stands for: its kind, the constraint that created a marker or error, the
/// variable of an external, and the ids released for reuse.
///
/// Invariant: `kinds`, `owners` and `externals` have one entry per id; an id is in `free`
/// exactly when its kind is ``SymbolKind/free``, and then it has no owner and no variable.
struct SymbolTable {
  /// The kind of each symbol.
  var kinds: [SymbolKind] = []
  /// The constraint that created a marker or error symbol.
  var owners: [Constraint?] = []
  /// The variable of an external symbol.
  var externals: [Variable?] = []
  /// Released ids, reused last in, first out.
  var free: [Symbol] = []

  /// The number of ids, in use or free.
  @inline(__always) var count: Int { kinds.count }

  /// Takes a released id for a symbol of `kind`, or returns nil if there is none.
  ///
  /// O(1).
  mutating func reuse(_ kind: SymbolKind, owner: Constraint?) -> Symbol? {
    guard let symbol = free.popLast() else { return nil }
    kinds[Int(symbol)] = kind
    owners[Int(symbol)] = owner
    return symbol
  }

  /// A new id for a symbol of `kind`, after every existing one.
  ///
  /// O(1) amortized.
  mutating func append(_ kind: SymbolKind, owner: Constraint?) -> Symbol {
    let symbol = Symbol(kinds.count)
    kinds.append(kind)
    owners.append(owner)
    externals.append(nil)
    return symbol
  }

  /// Marks `symbol` free for reuse.
  ///
  /// O(1) amortized.
  mutating func release(_ symbol: Symbol) {
    let s = Int(symbol)
    kinds[s] = .free
    owners[s] = nil
    externals[s] = nil
    free.append(symbol)
  }

  /// Undoes the allocations of a journal: the released ids it took (`allocated`, in order) go
  /// back to the free list so that it is as it was, and the ids from `count` on are dropped.
  ///
  /// O(*a*) for *a* allocated symbols, plus the ids dropped.
  mutating func rollBack(allocated: [Symbol], to count: Int) {
    for symbol in allocated.reversed() where Int(symbol) < count { release(symbol) }
    kinds.removeSubrange(count...)
    owners.removeSubrange(count...)
    externals.removeSubrange(count...)
  }

  /// Whether the row holds more than `limit` dummies (its own included).
  ///
  /// O(*k*) for *k* cells.
  func holdsMoreDummies(than limit: Int, _ row: Row) -> Bool {
    var count = 0
    for cell in row.cells where cell.coefficient != 0 && kinds[Int(cell.symbol)] == .dummy {
      count += 1
      if count > limit { return true }
    }
    return false
  }

  /// Whether every symbol of the row is a dummy.
  ///
  /// O(*k*) for *k* cells.
  func holdsOnlyDummies(_ row: Row) -> Bool {
    row.cells.allSatisfy { $0.coefficient == 0 || kinds[Int($0.symbol)] == .dummy }
  }
}
