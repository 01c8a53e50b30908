/// For each symbol, the slots of the rows that hold it: the tableau's column index, so that a
/// pivot substitutes into exactly the rows that need it instead of scanning every row.
///
/// Each column is a singly linked list threaded through one shared pool of entries, so adding
/// an entry writes two pool cells and a head, with no per-symbol allocation. Entries are never
/// removed one by one: a row that loses a symbol, or is dropped, leaves a *stale* entry that
/// readers skip (they check the row). ``clear(_:)`` frees a whole column (after its symbol
/// becomes basic), and ``rebuild(rows:basics:)`` drops every stale entry at once. The owner
/// reports entries it makes stale (``noteStale(_:)``) and rebuilds once they are half the pool,
/// so memory stays proportional to the tableau, and a tableau that only grows is not walked
/// again and again for nothing.
struct ColumnIndex {
  /// First entry of each symbol's column, -1 for none.
  private var heads: [Int32] = []
  /// Pool: the slot of each entry.
  private var slots: [Slot] = []
  /// Pool: the next entry of the same column, -1 at the end (or the next free entry).
  private var links: [Int32] = []
  /// First free pool entry, -1 for none.
  private var free: Int32 = -1
  /// Pool entries ever handed out since the last rebuild: the pool arrays are longer (their
  /// count is the pool's capacity, grown by doubling), so that appending writes in place.
  private var used = 0
  /// Entries in use.
  private(set) var count = 0
  /// Entries reported stale since the last rebuild (an estimate: ``clear(_:)`` may free some
  /// of them without knowing).
  private(set) var stale = 0
  /// The entry count after the last rebuild.
  private var countAtRebuild = 0

  /// Whether enough entries are stale to make ``rebuild(rows:basics:)`` worth its O(*n*):
  /// half of the pool (and more than 64), or, since the estimate may miss some, eight times the
  /// entries of the last rebuild (a backstop that costs a tableau that only grows one walk per
  /// eightfold growth).
  var needsRebuild: Bool {
    (stale > 64 && 2 * stale > count) || count > 8 * max(countAtRebuild, 1 << 13)
  }

  /// Records that `entries` entries no longer match their rows (a row lost symbols or was
  /// dropped). O(1).
  @inline(__always) mutating func noteStale(_ entries: Int) {
    stale += entries
  }

  /// Adds an empty column for a new symbol.
  mutating func appendSymbol() {
    heads.append(-1)
  }

  /// Drops the columns of symbols from `count` on.
  mutating func truncateSymbols(to count: Int) {
    for symbol in count..<heads.count { clear(Symbol(symbol)) }
    heads.removeSubrange(count...)
  }

  /// A position in one column. Walk a column with
  /// `var c = columns.cursor(s); while let slot = columns.advance(&c) { ... }`; the index may
  /// be appended to during the walk (never cleared or rebuilt).
  struct Cursor {
    fileprivate var entry: Int32
    /// The entries passed so far, stale ones included (the work a walk costs).
    fileprivate(set) var steps = 0
  }

  /// A cursor at the start of `symbol`'s column.
  @inline(__always) func cursor(_ symbol: Symbol) -> Cursor { Cursor(entry: heads[Int(symbol)]) }

  /// The slot at the cursor, moving it on; nil at the end of the column. Slots may be stale
  /// (the row no longer holds the symbol, or is gone) or repeated: callers check.
  @inline(__always) func advance(_ cursor: inout Cursor) -> Slot? {
    guard cursor.entry >= 0 else { return nil }
    let slot = slots[Int(cursor.entry)]
    cursor.entry = links[Int(cursor.entry)]
    cursor.steps &+= 1
    return slot
  }

  /// The number of entries in `symbol`'s column (stale ones included), counting no further
  /// than `limit`. O(min(*c*, `limit`)).
  func length(of symbol: Symbol, upTo limit: Int) -> Int {
    var length = 0
    var entry = heads[Int(symbol)]
    while entry >= 0 && length < limit {
      length += 1
      entry = links[Int(entry)]
    }
    return length
  }

  /// Records that the row in `slot` holds `symbol`. O(1) amortised.
  @inline(__always) mutating func append(_ symbol: Symbol, _ slot: Slot) {
    reserve(1)
    let entry: Int32
    if free >= 0 {
      entry = free
      free = links[Int(entry)]
    } else {
      entry = Int32(used)
      used += 1
    }
    slots[Int(entry)] = slot
    links[Int(entry)] = heads[Int(symbol)]
    heads[Int(symbol)] = entry
    count += 1
  }

  /// Makes room for `n` more entries beyond the free list. O(1) amortised: the pool arrays
  /// grow by at least 64 entries, and their storage by doubling (only written entries take
  /// memory).
  @inline(__always) private mutating func reserve(_ n: Int) {
    guard used + n > slots.count else { return }
    let grow = max(used + n - slots.count, 64)
    slots.append(contentsOf: repeatElement(-1, count: grow))
    links.append(contentsOf: repeatElement(-1, count: grow))
  }

  /// Records that the row in `slot` holds each of `cells`' symbols (tombstones, cells whose
  /// coefficient is zero, skipped). O(*k*) amortised, through pointers.
  mutating func append(_ cells: [Cell], _ slot: Slot) {
    reserve(cells.count)
    var free = self.free
    var used = self.used
    var added = 0
    slots.withUnsafeMutableBufferPointer { slots in
      links.withUnsafeMutableBufferPointer { links in
        heads.withUnsafeMutableBufferPointer { heads in
          for cell in cells where cell.coefficient != 0 {
            Self.link(cell.symbol, slot, &free, &used, slots, links, heads)
            added += 1
          }
        }
      }
    }
    self.free = free
    self.used = used
    count += added
  }

  /// Records that the row in `slot` holds each of `symbols` (the symbols a substitution added
  /// to it). O(*k*) amortised, through pointers.
  mutating func append(_ symbols: [Symbol], _ slot: Slot) {
    reserve(symbols.count)
    var free = self.free
    var used = self.used
    slots.withUnsafeMutableBufferPointer { slots in
      links.withUnsafeMutableBufferPointer { links in
        heads.withUnsafeMutableBufferPointer { heads in
          for symbol in symbols {
            Self.link(symbol, slot, &free, &used, slots, links, heads)
          }
        }
      }
    }
    self.free = free
    self.used = used
    count += symbols.count
  }

  /// Links one entry (a free one if any, else the next unused one) at the head of `symbol`'s
  /// column: the inner step of the bulk appends, on the pool's buffers. O(1).
  @inline(__always) private static func link(
    _ symbol: Symbol, _ slot: Slot, _ free: inout Int32, _ used: inout Int,
    _ slots: UnsafeMutableBufferPointer<Slot>, _ links: UnsafeMutableBufferPointer<Int32>,
    _ heads: UnsafeMutableBufferPointer<Int32>
  ) {
    let entry: Int
    if free >= 0 {
      entry = Int(free)
      free = links[entry]
    } else {
      entry = used
      used += 1
    }
    let s = Int(symbol)
    slots[entry] = slot
    links[entry] = heads[s]
    heads[s] = Int32(entry)
  }

  /// Frees every entry of a column. O(*c*) for *c* entries.
  mutating func clear(_ symbol: Symbol) {
    var entry = heads[Int(symbol)]
    while entry >= 0 {
      let next = links[Int(entry)]
      links[Int(entry)] = free
      free = entry
      count -= 1
      entry = next
    }
    heads[Int(symbol)] = -1
  }

  /// Rebuilds every column from the live rows, dropping stale entries. O(*n* + *s*) for *n*
  /// live cells, *s* symbols.
  mutating func rebuild(rows: [Row], basics: [Symbol]) {
    for i in heads.indices { heads[i] = -1 }
    used = 0
    free = -1
    count = 0
    for (slot, row) in rows.enumerated() where basics[slot] >= 0 {
      append(row.cells, Slot(slot))
    }
    stale = 0
    countAtRebuild = count
  }
}
