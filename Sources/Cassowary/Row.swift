/// One cell of a sparse row: a symbol and its coefficient.
struct Cell {
  var symbol: Symbol
  var coefficient: Double
}

/// A sparse linear row: `constant + Σ coefficient · symbol`, cells sorted by symbol.
///
/// As an equation the row reads `0 = constant + Σ cells`; once it is in the tableau with a
/// basic symbol `b`, it reads `b = constant + Σ cells` (and `b` itself is not among the cells).
/// Cells whose coefficient falls below ``epsilon`` in magnitude are dropped.
struct Row {
  var cells: [Cell]
  var constant: Double

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The index of `symbol`'s cell, or where it would be inserted (as a negative `-(i + 1)`).
  ///
  /// - Complexity: O(log *n*).
  @inline(__always) func index(of symbol: Symbol) -> Int {
    var low = 0
    var high = cells.count
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

  /// The coefficient of `symbol` (0 if absent). O(log *n*).
  @inline(__always) func coefficient(of symbol: Symbol) -> Double {
    let i = index(of: symbol)
    return i >= 0 ? cells[i].coefficient : 0
  }

  /// Adds `coefficient · symbol`. Returns true if the symbol was not in the row before and is now.
  ///
  /// - Complexity: O(*n*) worst case (insertion).
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
    let i = index(of: symbol)
    if i >= 0 {
      let sum = cells[i].coefficient + coefficient
      if nearZero(sum) {
        cells.remove(at: i)
      } else {
        cells[i].coefficient = sum
      }
      return false
    }
    if nearZero(coefficient) { return false }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(i + 1))
    return true
  }

  /// Removes `symbol`'s cell, if any.
  mutating func remove(_ symbol: Symbol) {
    let i = index(of: symbol)
    if i >= 0 { cells.remove(at: i) }
  }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func multiply(by factor: Double) {
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// Solves `0 = constant + a·symbol + rest` for `symbol`: the row becomes
  /// `symbol = -constant/a - rest/a`, without `symbol`'s own cell.
  mutating func solve(for symbol: Symbol) {
    let i = index(of: symbol)
    precondition(i >= 0, "solving a row for a symbol it does not hold")
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
  /// Merges the two sorted cell arrays into `scratch` (which only grows, by doubling), then
  /// copies the result back into this row's own storage, which is reused when large enough.
  /// Large temporary buffers are thus never freed and reallocated, which on Linux would map
  /// and unmap fresh pages for every big row.
  ///
  /// - Complexity: O(*n* + *m*).
  mutating func add(
    _ other: Row, times factor: Double, scratch: inout [Cell], gained: inout [Symbol]
  ) {
    constant += factor * other.constant
    scratch.removeAll(keepingCapacity: true)
    let needed = cells.count + other.cells.count
    if scratch.capacity < needed { scratch.reserveCapacity(max(needed, 2 * scratch.capacity)) }
    cells.withUnsafeBufferPointer { a in
      other.cells.withUnsafeBufferPointer { b in
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
          if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
            scratch.append(a[i])
            i += 1
          } else if i == a.count || b[j].symbol < a[i].symbol {
            let c = factor * b[j].coefficient
            if !nearZero(c) {
              scratch.append(Cell(symbol: b[j].symbol, coefficient: c))
              gained.append(b[j].symbol)
            }
            j += 1
          } else {
            let c = a[i].coefficient + factor * b[j].coefficient
            if !nearZero(c) { scratch.append(Cell(symbol: a[i].symbol, coefficient: c)) }
            i += 1
            j += 1
          }
        }
      }
    }
    cells.removeAll(keepingCapacity: true)
    cells.append(contentsOf: scratch)
  }
}
