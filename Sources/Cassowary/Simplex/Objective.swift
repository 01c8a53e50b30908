/// The lexicographic objective: the weighted errors of each non-required priority level, kept
/// per symbol as a short list of `(level, coefficient)` entries, highest level first.
///
/// A symbol's coefficient vector is compared level by level from the highest, so its sign is
/// that of its first entry (entries whose coefficient cancels, see ``cancels(_:_:_:)``, are
/// dropped: a weight of any size counts within its level).
/// Storing only the non-zero entries keeps memory and time proportional to what the objective
/// holds, whatever the number of levels: one dense array per level would cost
/// O(levels × symbols), and creating a level would clear an array as long as the tableau.
///
/// Levels have stable ids (their order among themselves never changes when one is added), so
/// entries stay sorted when levels come and go. Each level counts its entries, so a level no
/// constraint uses any more is removed at once when it holds none, which is the rule; only
/// rounding residue left at it makes its removal scan the symbols.
///
/// While ``isJournaling`` is set, every change is logged so ``rollBack()`` can undo it.
struct Objective {
  struct Entry {
    var level: Int32
    var coefficient: Double
    /// The largest magnitude of the terms summed into the entry since it was created: its
    /// rounding is a few units in the last place of this, not of its last two operands.
    var scale: Double
  }

  /// Priority values of the levels in use, highest first, and the id of each.
  private(set) var levels: [Double] = []
  private var idsInOrder: [Int32] = []
  /// Per level id: its priority value, how many constraints use it, and how many entries it has.
  private var valueOfLevel: [Double] = []
  private var useOfLevel: [Int] = []
  private var entriesOfLevel: [Int] = []
  /// The smallest weight of the constraints at each level (0 before the first is counted;
  /// never raised while the level lives): the level's scale, against which an entry counts as
  /// rounding residue (see ``residue``).
  ///
  /// The smallest, not the largest, so that a weight of any size beside others at its level is
  /// never taken for residue.
  private var scaleOfLevel: [Double] = []
  private var freeLevels: [Int32] = []
  /// Per symbol: its non-zero entries, highest level first.
  private var entries: [[Entry]] = []
  var isJournaling = false
  private var log: [(level: Int32, symbol: Symbol, old: Double, scale: Double)] = []

  /// Makes room for one more symbol (no entries).
  ///
  /// O(1) amortised.
  mutating func appendSymbol() {
    entries.append([])
  }

  /// Drops the symbols from `count` on (a journal rollback).
  mutating func truncateSymbols(to count: Int) {
    for dropped in entries[count...] {
      for entry in dropped { entriesOfLevel[Int(entry.level)] -= 1 }
    }
    entries.removeSubrange(count...)
  }

  /// The non-zero entries of `symbol`, highest level first.
  @inline(__always) func entries(of symbol: Symbol) -> [Entry] {
    entries[Int(symbol)]
  }

  /// The sign of `symbol`'s coefficient vector: that of its highest non-zero entry.
  ///
  /// O(1).
  @inline(__always) func sign(of symbol: Symbol) -> Int {
    guard let first = entries[Int(symbol)].first else { return 0 }
    return first.coefficient < 0 ? -1 : 1
  }

  /// Whether level `a` is above level `b`.
  @inline(__always) private func isAbove(_ a: Int32, _ b: Int32) -> Bool {
    valueOfLevel[Int(a)] > valueOfLevel[Int(b)]
  }

  /// Adds `amount` to a coefficient, dropping the entry if the result is near zero: if it
  /// cancels against its operands, or against the largest term ever summed into the entry
  /// (`termScale`, the magnitude of `amount` unless the caller knows that `amount` carries
  /// the rounding of larger terms), or (with `dropsResidue`) if it is below ``residue`` of its
  /// level's scale.
  ///
  /// The absolute floor of ``cancels(_:_:_:floor:)`` is ``epsilon`` times the level's smallest
  /// weight: an entry is a weight times row coefficients.
  ///
  /// - Complexity: O(*e*) for the symbol's *e* entries (usually one or two).
  @inline(__always) mutating func add(
    _ amount: Double, level: Int32, symbol: Symbol, termScale: Double? = nil,
    dropsResidue: Bool = true
  ) {
    let s = Int(symbol)
    let (i, exists) = position(of: level, in: s)
    let old = exists ? entries[s][i].coefficient : 0
    let oldScale = exists ? entries[s][i].scale : 0
    if isJournaling { log.append((level, symbol, old, oldScale)) }
    let sum = old + amount
    let scale = max(oldScale, termScale ?? abs(amount))
    let levelScale = scaleOfLevel[Int(level)]
    let zero =
      abs(sum) <= cancellation * scale
      || cancels(sum, old, amount, floor: epsilon * levelScale)
      || (dropsResidue && abs(sum) <= residue * levelScale)
    set(zero ? 0 : sum, scale: scale, at: i, exists: exists, level: level, symbol: s)
  }

  /// Where `level`'s entry of symbol `s` is, or would be inserted, and whether it exists.
  @inline(__always) private func position(of level: Int32, in s: Int) -> (Int, exists: Bool) {
    var i = 0
    while i < entries[s].count && isAbove(entries[s][i].level, level) { i += 1 }
    return (i, i < entries[s].count && entries[s][i].level == level)
  }

  /// Writes a coefficient and its scale at the entry position found by `position(of:in:)`.
  @inline(__always) private mutating func set(
    _ value: Double, scale: Double, at i: Int, exists: Bool, level: Int32, symbol s: Int
  ) {
    if value == 0 {
      if exists {
        entries[s].remove(at: i)
        entriesOfLevel[Int(level)] -= 1
      }
    } else if exists {
      entries[s][i].coefficient = value
      entries[s][i].scale = scale
    } else {
      let entry = Entry(level: level, coefficient: value, scale: scale)
      if i == entries[s].count {  // the usual case, and cheaper than a general insertion
        entries[s].append(entry)
      } else {
        entries[s].insert(entry, at: i)
      }
      entriesOfLevel[Int(level)] += 1
    }
  }

  /// Removes every entry of a symbol.
  ///
  /// O(*e*).
  mutating func clear(_ symbol: Symbol) {
    let s = Int(symbol)
    for entry in entries[s] {
      if isJournaling { log.append((entry.level, symbol, entry.coefficient, entry.scale)) }
      entriesOfLevel[Int(entry.level)] -= 1
    }
    entries[s].removeAll(keepingCapacity: true)
  }

  // MARK: Levels

  /// The id of the level with priority `value`, adding the level if it is new.
  ///
  /// - Complexity: O(log *L*) for *L* levels, O(*L*) when the level is new.
  mutating func level(_ value: Double) -> Int32 {
    var low = 0
    var high = levels.count
    while low < high {  // levels are sorted highest first
      let mid = (low + high) / 2
      if levels[mid] > value { low = mid + 1 } else { high = mid }
    }
    if low < levels.count && levels[low] == value { return idsInOrder[low] }
    precondition(!isJournaling, "levels are not added inside a journal")
    let id: Int32
    if let free = freeLevels.popLast() {
      id = free
      valueOfLevel[Int(id)] = value
    } else {
      id = Int32(valueOfLevel.count)
      valueOfLevel.append(value)
      useOfLevel.append(0)
      entriesOfLevel.append(0)
      scaleOfLevel.append(0)
      largestOfLevel.append(0)
    }
    levels.insert(value, at: low)
    idsInOrder.insert(id, at: low)
    return id
  }

  /// How small an entry must be, relative to its level's smallest weight, to count as the
  /// residue of rounding over many substitutions (a cancellation can leave 1e-13 of its
  /// operands, and those errors add up): such an entry would otherwise decide the sign of a
  /// symbol's vector at a level where it means nothing.
  ///
  /// ``unitResidue`` divided by the ratio of the largest to the smallest coefficient magnitude of the
  /// constraints (see ``spread(_:)``): an entry is a weight times a product of row
  /// coefficients, and where those span widely a true entry is that much smaller (a weight of
  /// 2^20 times `0.00244 / (40 · 1e8)` is 6.4e-7, and the only way to satisfy its constraint).
  private(set) var residue = Objective.unitResidue

  /// Lowers ``residue`` for constraints whose coefficient magnitudes span `ratio` (largest
  /// over smallest).
  ///
  /// O(1).
  mutating func spread(_ ratio: Double) {
    residue = min(residue, Objective.unitResidue / max(1, ratio))
  }

  /// Counts one more constraint, of the given weight, at a level.
  mutating func retain(_ level: Int32, weight: Double) {
    useOfLevel[Int(level)] += 1
    admit(weight, level: level)
    largestOfLevel[Int(level)] = max(largestOfLevel[Int(level)], weight)
    weightSpread = max(weightSpread, largestOfLevel[Int(level)] / scaleOfLevel[Int(level)])
  }

  /// The largest weight of the constraints counted at each level (never lowered while the level
  /// lives).
  private var largestOfLevel: [Double] = []

  /// The largest ratio of two weights counted at one level (never lowered): where it is large,
  /// an entry summed from the larger weight carries rounding that hides the smaller one.
  private(set) var weightSpread = 1.0

  /// ``weightSpread`` once a constraint of `weight` at the level of priority `value` is counted.
  ///
  /// O(log *L*) for *L* levels.
  func weightSpread(adding weight: Double, at value: Double) -> Double {
    guard let at = levels.firstIndex(of: value) else { return weightSpread }
    let l = Int(idsInOrder[at])
    let largest = max(largestOfLevel[l], weight)
    let smallest = scaleOfLevel[l] == 0 ? weight : min(scaleOfLevel[l], weight)
    return max(weightSpread, largest / smallest)
  }

  /// Lowers the level's scale to `weight` if it is smaller: called before a constraint's
  /// errors enter the objective, so that its own weight is never taken for residue.
  mutating func admit(_ weight: Double, level: Int32) {
    let scale = scaleOfLevel[Int(level)]
    scaleOfLevel[Int(level)] = scale == 0 ? weight : min(scale, weight)
  }

  /// Counts one constraint less at a level, removing the level and its leftover entries when
  /// none is left.
  ///
  /// - Returns: The symbols that lost a leftover entry. Their lower levels now decide their
  ///   sign, so one that did not improve the objective may now (the caller queues them for the
  ///   primal simplex).
  /// - Complexity: O(*L*) when the level goes, plus O(*n*) for *n* symbols in the rare case
  ///   that rounding left entries at it; else O(1).
  mutating func release(_ level: Int32) -> [Symbol] {
    let l = Int(level)
    useOfLevel[l] -= 1
    guard useOfLevel[l] == 0 else { return [] }
    precondition(!isJournaling, "levels are not removed inside a journal")
    var changed: [Symbol] = []
    if entriesOfLevel[l] > 0 {
      for s in entries.indices where entries[s].contains(where: { $0.level == level }) {
        entries[s].removeAll { $0.level == level }
        changed.append(Symbol(s))
      }
      entriesOfLevel[l] = 0
    }
    let at = idsInOrder.firstIndex(of: level)!
    levels.remove(at: at)
    idsInOrder.remove(at: at)
    scaleOfLevel[l] = 0
    largestOfLevel[l] = 0
    freeLevels.append(level)
    return changed
  }

  // MARK: Comparing

  /// Whether `a`'s coefficient vector times `scaleA` is lexicographically below `b`'s times
  /// `scaleB`, treating differences that cancel (see ``cancels(_:_:_:)``) as ties (the dual ratio
  /// test).
  ///
  /// The tie rule is the one ``add(_:level:symbol:)`` drops residue by: a difference it would drop
  /// after the pivot must not decide the choice, or the lower levels of the symbol not chosen are
  /// left improving (ratios 0.999999999997 and 0.999999999996 of unit-sized entries are both 1).
  ///
  /// - Complexity: O(*e*) for the two symbols' entries.
  func isLess(_ a: Symbol, scaledBy scaleA: Double, than b: Symbol, scaledBy scaleB: Double)
    -> Bool
  {
    let x = entries[Int(a)]
    let y = entries[Int(b)]
    var i = 0
    var j = 0
    while i < x.count || j < y.count {
      let d: Double
      if j == y.count || (i < x.count && isAbove(x[i].level, y[j].level)) {
        d = x[i].coefficient * scaleA
        i += 1
      } else if i == x.count || isAbove(y[j].level, x[i].level) {
        d = -y[j].coefficient * scaleB
        j += 1
      } else {
        let p = x[i].coefficient * scaleA
        let q = y[j].coefficient * scaleB
        d = p - q
        let scale = max(x[i].scale * abs(scaleA), y[j].scale * abs(scaleB))
        let floor = epsilon * scaleOfLevel[Int(x[i].level)]
        i += 1
        j += 1
        if abs(d) <= cancellation * scale || cancels(d, p, q, floor: floor) { continue }
      }
      if d < 0 { return true }
      if d > 0 { return false }
    }
    return false
  }

  // MARK: Journal

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
    isJournaling = false
    while let change = log.popLast() {
      let s = Int(change.symbol)
      guard s < entries.count else { continue }
      let (i, exists) = position(of: change.level, in: s)
      set(change.old, scale: change.scale, at: i, exists: exists, level: change.level, symbol: s)
    }
  }

  /// Whether each level's entry count matches its entries, and entries are sorted by level
  /// (for invariant checks; O(entries + *L*)).
  var countsMatchEntries: Bool {
    var counts = [Int](repeating: 0, count: entriesOfLevel.count)
    for list in entries {
      for (i, entry) in list.enumerated() {
        counts[Int(entry.level)] += 1
        if i > 0 && !isAbove(list[i - 1].level, entry.level) { return false }
      }
    }
    return counts == entriesOfLevel
  }

  /// The non-zero coefficients of each level, highest first, as (symbol, coefficient) pairs
  /// (for tests).
  var nonZeroCells: [[Cell]] {
    idsInOrder.map { level in
      entries.indices.compactMap { s in
        entries[s].first { $0.level == level }.map {
          Cell(symbol: Symbol(s), coefficient: $0.coefficient)
        }
      }
    }
  }
}

extension Objective {
  /// Removes every entry and returns them, per symbol, for ``symbols(changedSince:)``.
  ///
  /// O(symbols + entries).
  mutating func removeAllEntries() -> [[Entry]] {
    assert(!isJournaling, "refined between operations only")
    var old: [[Entry]] = []
    old.reserveCapacity(entries.count)
    for s in entries.indices {
      old.append(entries(of: Symbol(s)))
      clear(Symbol(s))
    }
    return old
  }

  /// The symbols whose entries differ from `old` (from ``removeAllEntries()``), in order.
  ///
  /// O(symbols + entries).
  func symbols(changedSince old: [[Entry]]) -> [Symbol] {
    var changed: [Symbol] = []
    for s in entries.indices {
      let now = entries(of: Symbol(s))
      if now.count != old[s].count
        || zip(now, old[s]).contains(where: {
          $0.level != $1.level || $0.coefficient != $1.coefficient
        })
      {
        changed.append(Symbol(s))
      }
    }
    return changed
  }
}
