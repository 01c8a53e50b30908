/// One cell of a sparse row: a symbol and its coefficient.
///
/// The coefficient is stored as two 32-bit halves of its bit pattern, so that a cell takes 12
/// bytes instead of the 16 that a `Double`'s alignment would pad it to: long rows are most of
/// a large tableau's memory. Reading or writing it is one unaligned 8-byte access.
struct Cell {
  var symbol: Symbol
  /// The low and high halves of the coefficient's bit pattern.
  private var low: UInt32
  private var high: UInt32

  @inline(__always) init(symbol: Symbol, coefficient: Double) {
    self.symbol = symbol
    let bits = coefficient.bitPattern
    low = UInt32(truncatingIfNeeded: bits)
    high = UInt32(truncatingIfNeeded: bits &>> 32)
  }

  /// The coefficient.
  ///
  /// O(1).
  var coefficient: Double {
    @inline(__always) get { Double(bitPattern: UInt64(high) &<< 32 | UInt64(low)) }
    @inline(__always) set {
      let bits = newValue.bitPattern
      low = UInt32(truncatingIfNeeded: bits)
      high = UInt32(truncatingIfNeeded: bits &>> 32)
    }
  }
}

/// A sparse linear row: `constant + Σ coefficient · symbol`, cells sorted by symbol.
///
/// As an equation the row reads `0 = constant + Σ cells`; once it is in the tableau with a
/// basic symbol `b`, it reads `b = constant + Σ cells` (and `b` itself is not among the cells).
/// Cells whose coefficient cancels in an addition (see ``cancels(_:_:_:)``) are dropped.
///
/// A cell whose coefficient is exactly zero is a *tombstone*: a symbol the row no longer holds,
/// kept in its sorted place so that a substitution need not shift the cells after it (see
/// ``substitute(cellAt:with:scratch:gained:)``). Readers of ``cells`` skip tombstones; they
/// count as absent everywhere, and an operation that adds the symbol again revives them.
struct Row {
  var cells: [Cell]
  var constant: Double
  /// The number of tombstones among the cells.
  var zeros = 0

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The index of `symbol`'s cell, or where it would be inserted (as a negative `-(i + 1)`).
  ///
  /// - Complexity: O(log *n*).
  @inline(__always) func index(of symbol: Symbol) -> Int {
    index(of: symbol, from: 0)
  }

  /// As ``index(of:)``, searching only from position `start` on (every cell before it holds a
  /// lower symbol).
  @inline(__always) func index(of symbol: Symbol, from start: Int) -> Int {
    index(of: symbol, between: start, and: cells.count)
  }

  /// Binary search for `symbol` among the cells at positions `low..<high` (every cell before
  /// `low` holds a lower symbol, every cell from `high` on a higher one).
  @inline(__always) private func index(of symbol: Symbol, between low: Int, and high: Int)
    -> Int
  {
    var low = low
    var high = high
    while low < high {
      let mid = (low + high) &>> 1
      let s = cells[mid].symbol
      if s < symbol {
        low = mid + 1
      } else if s > symbol {
        high = mid
      } else {
        return mid
      }
    }
    return -(low + 1)
  }

  /// As ``index(of:from:)``, searching outward from position `hint` first (galloping), so that
  /// a symbol near the hint costs a few reads of neighbouring cells instead of a binary search
  /// across the row (whose reads of a long row miss the cache).
  ///
  /// - Complexity: O(log *d*) for a symbol *d* cells away from `hint`.
  @inline(__always) func index(of symbol: Symbol, near hint: Int, from start: Int) -> Int {
    let count = cells.count
    guard hint >= start && hint < count else { return index(of: symbol, from: start) }
    let s = cells[hint].symbol
    if s == symbol { return hint }
    var low: Int
    var high: Int
    if s < symbol {
      // Gallop forward: find a cell at or past `symbol`.
      var step = 1
      low = hint + 1
      high = hint + 1
      while high < count && cells[high].symbol < symbol {
        low = high + 1
        high = hint + step * 2
        step *= 2
      }
      high = min(high + 1, count)
    } else {
      // Gallop backward: find a cell below `symbol`, not before `start`.
      var step = 1
      high = hint
      low = hint - 1
      while low >= start && cells[low].symbol > symbol {
        high = low
        low = hint - step * 2
        step *= 2
      }
      low = max(low, start)
    }
    return index(of: symbol, between: low, and: high)
  }

  /// The coefficient of `symbol` (0 if absent).
  ///
  /// O(log *n*).
  @inline(__always) func coefficient(of symbol: Symbol) -> Double {
    let i = index(of: symbol)
    return i >= 0 ? cells[i].coefficient : 0
  }

  /// Adds `coefficient · symbol`.
  ///
  /// Returns true if the symbol was not in the row before and is now.
  ///
  /// - Complexity: O(*n*) worst case (insertion).
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double, floor: Double = epsilon) -> Bool {
    let i = index(of: symbol)
    if i >= 0 {
      let old = cells[i].coefficient
      let sum = old + coefficient
      if old == 0 { zeros -= 1 }
      if sum == 0 || cancels(sum, old, coefficient, floor: floor) {
        cells.remove(at: i)
        return false
      }
      cells[i].coefficient = sum
      return old == 0
    }
    if coefficient == 0 { return false }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(i + 1))
    return true
  }

  /// Removes `symbol`'s cell, if any.
  mutating func remove(_ symbol: Symbol) {
    let i = index(of: symbol)
    if i >= 0 {
      if cells[i].coefficient == 0 { zeros -= 1 }
      cells.remove(at: i)
    }
  }

  /// Whether the row holds no symbol (tombstones aside).
  var isEmpty: Bool { cells.count == zeros }

  /// The symbols the row holds, in order (tombstones skipped).
  ///
  /// O(*n*).
  var symbols: [Symbol] { cells.compactMap { $0.coefficient != 0 ? $0.symbol : nil } }

  /// Multiplies the constant and every coefficient by `factor`.
  ///
  /// A product that underflows to zero leaves a tombstone; tombstones stay tombstones (even for an
  /// infinite factor).
  mutating func multiply(by factor: Double) {
    constant *= factor
    for i in cells.indices {
      let c = cells[i].coefficient
      if c == 0 { continue }
      let product = c * factor
      cells[i].coefficient = product
      if product == 0 { zeros += 1 }
    }
  }

  /// Solves `0 = constant + a·symbol + rest` for `symbol`: the row becomes
  /// `symbol = -constant/a - rest/a`, without `symbol`'s own cell.
  mutating func solve(for symbol: Symbol) {
    let i = index(of: symbol)
    precondition(i >= 0 && cells[i].coefficient != 0, "solving a row for a symbol it does not hold")
    let a = cells[i].coefficient
    cells.remove(at: i)
    multiply(by: -1 / a)
  }

  /// Re-solves the basic row `lhs = constant + rest` for `rhs` (a symbol of `rest`): the row
  /// becomes `rhs = …` with `lhs` among its cells.
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Adds `factor · other` to this row and appends to `gained` every symbol this row did not
  /// hold before.
  ///
  /// - Complexity: O(*m* log *n* + *s*) when `other`'s *m* cells are few against this row's *n*
  ///   (see ``substitute(cellAt:with:scratch:gained:)``), else O(*n* + *m*).
  @inline(__always)
  mutating func add(
    _ other: Row, times factor: Double, floor: Double, scratch: inout [Cell],
    gained: inout [Symbol]
  ) {
    constant += factor * other.constant
    combine(
      other, times: factor, dropping: -1, floor: floor, scratch: &scratch, gained: &gained)
  }

  /// Replaces the cell at `position` (symbol `x`, coefficient `c`) by `c · other`, where
  /// `x = other` (a row solved for `x`): the row becomes `constant + c·other.constant + rest +
  /// c·Σ other.cells`.
  ///
  /// Appends to `gained` every symbol the row did not hold before.
  ///
  /// This is the substitution step of a pivot, and its cost follows the short row: the cells
  /// of `other` are looked up and updated in place, and only the stretch of cells between the
  /// first and the last cell that appears or disappears is rewritten. In a dense tableau the
  /// pivot row is usually short and its symbols were created together (a constraint's marker
  /// and errors), so that stretch is a few cells, where a merge would rewrite the whole row.
  ///
  /// - Complexity: O(*m* log *n* + *s*) for *m* cells in `other`, *n* in this row and a
  ///   stretch of *s* cells (plus a shift of the cells after it when the count changes);
  ///   O(*n* + *m*) when `other` is not short.
  @inline(__always)
  mutating func substitute(
    cellAt position: Int, with other: Row, floor: Double, scratch: inout [Cell],
    gained: inout [Symbol]
  ) {
    let c = cells[position].coefficient
    constant += c * other.constant
    combine(
      other, times: c, dropping: position, floor: floor, scratch: &scratch, gained: &gained)
  }

  /// Adds `factor · other`'s cells, removing the cell at `dropped` (-1: none) in the same pass.
  private mutating func combine(
    _ other: Row, times factor: Double, dropping dropped: Int, floor: Double,
    scratch: inout [Cell], gained: inout [Symbol]
  ) {
    if other.cells.count &* 8 < cells.count {
      combineInPlace(
        other, times: factor, dropping: dropped, floor: floor, scratch: &scratch,
        gained: &gained)
    } else if !updateInPlace(other, times: factor, dropping: dropped, floor: floor) {
      merge(
        other, times: factor, dropping: dropped, floor: floor, scratch: &scratch,
        gained: &gained)
    }
  }

  /// The path of ``combine`` for two long rows when this one already holds every symbol of
  /// `other` (dense rows of one chain do): one pass in step through both, writing only the
  /// coefficients that change and leaving cancelled cells as tombstones.
  ///
  /// Returns false, having changed nothing, if `other` holds a symbol this row lacks. O(*n* + *m*).
  private mutating func updateInPlace(
    _ other: Row, times factor: Double, dropping dropped: Int, floor: Double
  ) -> Bool {
    let fits = cells.withUnsafeBufferPointer { a in
      other.cells.withUnsafeBufferPointer { b in
        var i = 0
        for cell in b where cell.coefficient != 0 {
          while i < a.count && a[i].symbol < cell.symbol { i += 1 }
          if i == a.count || a[i].symbol != cell.symbol || a[i].coefficient == 0 { return false }
          i += 1
        }
        return true
      }
    }
    guard fits else { return false }
    var zeroed = 0
    cells.withUnsafeMutableBufferPointer { a in
      other.cells.withUnsafeBufferPointer { b in
        if dropped >= 0 {
          a[dropped].coefficient = 0
          zeroed += 1
        }
        var i = 0
        for cell in b where cell.coefficient != 0 {
          while a[i].symbol < cell.symbol { i += 1 }
          let old = a[i].coefficient
          let c = factor * cell.coefficient
          let sum = old + c
          if cancels(sum, old, c, floor: floor) {
            a[i].coefficient = 0
            zeroed += 1
          } else {
            a[i].coefficient = sum
          }
          i += 1
        }
      }
    }
    zeros += zeroed
    if zeros > 8 && zeros > cells.count &>> 2 { compact() }
    return true
  }

  /// The short-row path of ``combine``: updates cells in place, zeroes those that cancel (and
  /// the dropped one), collects new cells in `scratch`, then rewrites only the stretch of
  /// positions they span.
  ///
  /// Zeroed cells in the stretch stay as tombstones where the new cells do not take their place, so
  /// the cells after the stretch do not move; a row whose tombstones pass a quarter of its cells is
  /// compacted.
  private mutating func combineInPlace(
    _ other: Row, times factor: Double, dropping dropped: Int, floor: Double,
    scratch: inout [Cell], gained: inout [Symbol]
  ) {
    scratch.removeAll(keepingCapacity: true)
    var low = Int.max  // first position of the stretch
    var end = Int.min  // one past its last position
    var zeroed = 0
    if dropped >= 0 {
      cells[dropped].coefficient = 0
      low = dropped
      end = dropped + 1
      zeroed = 1
    }
    var from = 0  // other's cells are sorted: each search starts where the last one ended
    for cell in other.cells where cell.coefficient != 0 {
      let c = factor * cell.coefficient
      let at =
        dropped >= 0
        ? index(of: cell.symbol, near: max(dropped, from), from: from)
        : index(of: cell.symbol, from: from)
      if at >= 0 {
        from = at + 1
        let old = cells[at].coefficient
        let sum = old + c
        if old == 0 {  // a tombstone: revived unless the sum is zero too
          if sum == 0 { continue }
          cells[at].coefficient = sum
          zeros -= 1
          gained.append(cell.symbol)
        } else if cancels(sum, old, c, floor: floor) {
          cells[at].coefficient = 0
          zeroed += 1
          low = min(low, at)
          end = max(end, at + 1)
        } else {
          cells[at].coefficient = sum
        }
      } else {
        let insertion = -(at + 1)
        from = insertion
        if c == 0 { continue }
        scratch.append(Cell(symbol: cell.symbol, coefficient: c))
        gained.append(cell.symbol)
        low = min(low, insertion)
        end = max(end, insertion)
      }
    }
    zeros += zeroed
    let inserted = scratch.count
    guard inserted > 0 || zeroed > 0 else { return }
    // Tombstones in the stretch, and how many of them the new cells cannot replace.
    var tombstones = 0
    for i in low..<end where cells[i].coefficient == 0 { tombstones += 1 }
    var kept = max(0, tombstones - inserted)
    zeros -= tombstones - kept
    // Merge the stretch [low, end) with the new cells, in order, keeping `kept` tombstones.
    var k = 0
    for i in low..<end {
      let cell = cells[i]
      while k < inserted && scratch[k].symbol < cell.symbol {
        scratch.append(scratch[k])
        k += 1
      }
      if cell.coefficient != 0 {
        scratch.append(cell)
      } else if kept > 0 {
        scratch.append(cell)
        kept -= 1
      }
    }
    while k < inserted {
      scratch.append(scratch[k])
      k += 1
    }
    if scratch.count - inserted == end - low {
      for i in low..<end { cells[i] = scratch[inserted + i - low] }
    } else {
      cells.replaceSubrange(low..<end, with: scratch[inserted...])
    }
    if zeros > 8 && zeros > cells.count &>> 2 { compact() }
  }

  /// Gives the cells storage of their own size when the array holds more than a quarter again
  /// as much room as cells (an array grows by doubling while a row is built), so that a
  /// tableau of long rows takes the memory of its cells.
  ///
  /// O(*n*) when it copies, else O(1).
  mutating func trimStorage() {
    let count = cells.count
    guard cells.capacity > count + count / 4 + 8 else { return }
    cells = [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
      cells.withUnsafeBufferPointer { source in
        _ = buffer.initialize(fromContentsOf: source)
      }
      initialized = count
    }
  }

  /// Removes every tombstone.
  ///
  /// O(*n*).
  mutating func compact() {
    cells.removeAll { $0.coefficient == 0 }
    zeros = 0
  }

  /// The general path of ``combine``: merges the two sorted cell arrays into `scratch` (whose
  /// capacity only grows), then copies the result back into this row's own storage, which
  /// is reused when large enough.
  ///
  /// Large temporary buffers are thus never freed and reallocated, which on Linux would map and
  /// unmap fresh pages for every big row. The merge writes through a pointer into `scratch`'s
  /// existing cells (its count only grows), so the inner loop makes no capacity or uniqueness
  /// checks.
  private mutating func merge(
    _ other: Row, times factor: Double, dropping dropped: Int, floor: Double,
    scratch: inout [Cell], gained: inout [Symbol]
  ) {
    let needed = cells.count + other.cells.count
    if scratch.count < needed {
      scratch.append(
        contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: needed - scratch.count))
    }
    // New symbols are written past `gained`'s current end through a pointer, then kept.
    let gainedBase = gained.count
    gained.append(contentsOf: repeatElement(0, count: other.cells.count))
    var g = gainedBase
    var k = 0
    scratch.withUnsafeMutableBufferPointer { out in
      cells.withUnsafeBufferPointer { a in
        other.cells.withUnsafeBufferPointer { b in
          gained.withUnsafeMutableBufferPointer { news in
            var i = 0
            for j in 0..<b.count {
              let cell = b[j]
              if cell.coefficient == 0 { continue }
              // The run of this row's cells below the other's symbol, tombstones and the
              // dropped cell left out (written anyway, and counted only when live).
              while i < a.count && a[i].symbol < cell.symbol {
                out[k] = a[i]
                k &+= (a[i].coefficient != 0 && i != dropped) ? 1 : 0
                i &+= 1
              }
              if i < a.count && a[i].symbol == cell.symbol && a[i].coefficient != 0 && i != dropped
              {
                let x = a[i].coefficient
                let y = factor * cell.coefficient
                let c = x + y
                if !cancels(c, x, y, floor: floor) {
                  out[k] = Cell(symbol: cell.symbol, coefficient: c)
                  k &+= 1
                }
                i &+= 1
              } else {
                if i < a.count && a[i].symbol == cell.symbol { i &+= 1 }  // a tombstone, or dropped
                let c = factor * cell.coefficient
                if c != 0 {
                  out[k] = Cell(symbol: cell.symbol, coefficient: c)
                  k &+= 1
                  news[g] = cell.symbol
                  g &+= 1
                }
              }
            }
            while i < a.count {
              out[k] = a[i]
              k &+= (a[i].coefficient != 0 && i != dropped) ? 1 : 0
              i &+= 1
            }
          }
        }
      }
    }
    gained.removeSubrange(g...)
    cells.removeAll(keepingCapacity: true)
    scratch.withUnsafeBufferPointer {
      cells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<k]))
    }
    zeros = 0
  }

}
