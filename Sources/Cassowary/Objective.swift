/// The lexicographic objective: the weighted errors of each non-required priority level, as one
/// dense coefficient array per level, indexed by symbol.
///
/// Levels are kept highest first, so a symbol's coefficient vector is compared level by level
/// from index 0: the first component that is not near zero decides its sign. Dense arrays make
/// reading or changing one coefficient O(1), so substituting a row into the objective costs
/// O(row) rather than O(objective).
///
/// While ``isJournaling`` is set, every change is logged so ``rollBack()`` can undo it.
struct Objective {
  /// Priority values of the levels in use, highest first.
  private(set) var levels: [Double] = []
  /// Constraints using each level.
  var use: [Int] = []
  /// `coefficients[level][symbol]`.
  private(set) var coefficients: [[Double]] = []
  private(set) var symbolCount = 0
  var isJournaling = false
  private var log: [(level: Int, symbol: Symbol, old: Double)] = []

  /// Makes room for one more symbol (coefficient 0 at every level).
  mutating func appendSymbol() {
    symbolCount += 1
    for level in coefficients.indices { coefficients[level].append(0) }
  }

  /// Drops the symbols from `count` on (a journal rollback).
  mutating func truncateSymbols(to count: Int) {
    symbolCount = count
    for level in coefficients.indices { coefficients[level].removeSubrange(count...) }
  }

  /// The coefficient of `symbol` at `level`. O(1).
  @inline(__always) func coefficient(_ level: Int, _ symbol: Symbol) -> Double {
    coefficients[level][Int(symbol)]
  }

  /// The sign of `symbol`'s coefficient vector: that of its first component not near zero.
  /// O(*L*).
  @inline(__always) func sign(of symbol: Symbol) -> Int {
    for level in coefficients.indices {
      let c = coefficients[level][Int(symbol)]
      if c < -epsilon { return -1 }
      if c > epsilon { return 1 }
    }
    return 0
  }

  /// Adds `amount` to a coefficient, flushing results near zero to exactly zero. O(1).
  @inline(__always) mutating func add(_ amount: Double, level: Int, symbol: Symbol) {
    let old = coefficients[level][Int(symbol)]
    if isJournaling { log.append((level, symbol, old)) }
    let sum = old + amount
    coefficients[level][Int(symbol)] = nearZero(sum) ? 0 : sum
  }

  /// Sets a symbol's coefficient to zero at every level. O(*L*).
  mutating func clear(_ symbol: Symbol) {
    for level in coefficients.indices where coefficients[level][Int(symbol)] != 0 {
      if isJournaling { log.append((level, symbol, coefficients[level][Int(symbol)])) }
      coefficients[level][Int(symbol)] = 0
    }
  }

  /// The index of a level, adding it (all coefficients zero) if it is new.
  ///
  /// - Complexity: O(*L*), plus O(*n*) for *n* symbols when the level is new.
  mutating func index(of level: Double) -> Int {
    var i = 0
    while i < levels.count && levels[i] > level { i += 1 }
    if i < levels.count && levels[i] == level { return i }
    precondition(!isJournaling, "levels are not added inside a journal")
    levels.insert(level, at: i)
    use.insert(0, at: i)
    coefficients.insert([Double](repeating: 0, count: symbolCount), at: i)
    return i
  }

  /// Forgets a level no constraint uses any more (its coefficients are zero up to rounding).
  mutating func removeLevel(at index: Int) {
    precondition(!isJournaling, "levels are not removed inside a journal")
    levels.remove(at: index)
    use.remove(at: index)
    coefficients.remove(at: index)
  }

  /// Starts logging changes.
  mutating func beginJournal() {
    isJournaling = true
  }

  /// Stops logging and keeps the changes.
  mutating func commit() {
    isJournaling = false
    log.removeAll(keepingCapacity: true)
  }

  /// Undoes every change logged since ``beginJournal()``, newest first.
  mutating func rollBack() {
    while let entry = log.popLast() {
      if Int(entry.symbol) < symbolCount {
        coefficients[entry.level][Int(entry.symbol)] = entry.old
      }
    }
    isJournaling = false
  }

  /// The non-zero coefficients of each level, as (symbol, coefficient) pairs.
  var nonZeroCells: [[Cell]] {
    coefficients.map { level in
      level.indices.compactMap {
        level[$0] != 0 ? Cell(symbol: Symbol($0), coefficient: level[$0]) : nil
      }
    }
  }
}
