/// For each symbol, the slots of the rows that hold it: the tableau's column index, so that a
/// pivot substitutes into exactly the rows that need it instead of scanning every row.
///
/// Each column is a singly linked list of *blocks* of ``blockSize`` entries, threaded through
/// one shared pool, so adding an entry usually writes one slot and one fill count, with no
/// per-symbol allocation, and an entry takes a little over 4 bytes (a slot, and an eighth of
/// a link): in a tableau of long rows the index is a third of the memory. A block is
/// ``blockStride`` consecutive words of the one pool array, its slots then its link, so the
/// pool grows as one allocation (two arrays growing side by side made the heap grow and
/// shrink twice as often). Only a column's first block (its newest) may be partly filled. A
/// column is walked newest entry first.
///
/// Entries are never removed one by one: a row that loses a symbol, or is dropped, leaves a
/// *stale* entry that readers skip (they check the row). ``clear(_:)`` frees a whole column
/// (after its symbol becomes basic), and ``rebuild(rows:basics:)`` drops every stale entry at
/// once. The owner reports entries it makes stale (``noteStale(_:)``) and rebuilds once they
/// are half the pool, so memory stays proportional to the tableau, and a tableau that only
/// grows is not walked again and again for nothing.
struct ColumnIndex {
  /// Entries per block (a power of two).
  static let blockSize = 8
  /// Words per block in the pool: ``blockSize`` slots, then the link to the next block.
  private static let blockStride = blockSize + 1

  /// First (newest) block of each symbol's column, -1 for none.
  private var heads: [Int32] = []
  /// The entries used in each symbol's first block (0 for an empty column).
  private var fills: [UInt8] = []
  /// Pool: per block, the slot of each of its entries, then the next block of the same
  /// column (-1 at the end; for a free block, the next free block).
  private var pool: [Int32] = []
  /// Blocks the pool holds (`pool.count / blockStride`).
  private var capacity = 0
  /// First free pool block, -1 for none.
  private var free: Int32 = -1
  /// Pool blocks ever handed out since the last rebuild: the pool is longer (``capacity``,
  /// grown by doubling), so that appending writes in place.
  private var used = 0
  /// Entries in use.
  private(set) var count = 0
  /// Entries reported stale since the last rebuild (an estimate: ``clear(_:)`` may free some
  /// of them without knowing).
  private(set) var stale = 0
  /// The entry count after the last rebuild.
  private var countAtRebuild = 0

  /// Whether changes are being recorded for ``rollBack()`` (see ``beginJournal()``).
  private(set) var isJournaling = false
  /// The block count, entry counts and number of columns at ``beginJournal()``.
  private var savedUsed = 0
  private var savedCount = 0
  private var savedStale = 0
  private var savedSymbols = 0
  /// Each change of a column's first block or fill while journaling, with the values before
  /// it (columns of symbols added since are dropped whole).
  private var savedHeads: [(symbol: Int32, head: Int32, fill: UInt8)] = []
  /// The first blocks of the columns cleared while journaling: freed at ``commit()``.
  private var detached: [Int32] = []

  /// Whether enough entries are stale to make ``rebuild(rows:basics:)`` worth its O(*n*):
  /// half of the pool (and more than 64), or, since the estimate may miss some, eight times the
  /// entries of the last rebuild (a backstop that costs a tableau that only grows one walk per
  /// eightfold growth).
  var needsRebuild: Bool {
    (stale > 64 && 2 * stale > count) || count > 8 * max(countAtRebuild, 1 << 13)
  }

  /// Records that `entries` entries no longer match their rows (a row lost symbols or was
  /// dropped).
  ///
  /// O(1).
  @inline(__always) mutating func noteStale(_ entries: Int) {
    stale += entries
  }

  /// Adds an empty column for a new symbol.
  mutating func appendSymbol() {
    heads.append(-1)
    fills.append(0)
  }

  /// A position in one column.
  ///
  /// Walk a column with `var c = columns.cursor(s); while let slot = columns.advance(&c) { ... }`;
  /// the index may be appended to during the walk (never cleared or rebuilt): the walk does not see
  /// the new entries, which go after the cursor's start in the first block or into a new block.
  struct Cursor {
    /// The block of the next entry, -1 at the end.
    fileprivate var block: Int32
    /// The position of the next entry in its block (entries are read from the last down).
    fileprivate var position: Int32
    /// The entries passed so far, stale ones included (the work a walk costs).
    fileprivate(set) var steps = 0
  }

  /// A cursor at the start of `symbol`'s column.
  @inline(__always) func cursor(_ symbol: Symbol) -> Cursor {
    Cursor(block: heads[Int(symbol)], position: Int32(fills[Int(symbol)]) &- 1)
  }

  /// The slot at the cursor, moving it on; nil at the end of the column.
  ///
  /// Slots may be stale (the row no longer holds the symbol, or is gone) or repeated: callers
  /// check.
  @inline(__always) func advance(_ cursor: inout Cursor) -> Slot? {
    guard cursor.block >= 0 else { return nil }
    let base = Int(cursor.block) &* Self.blockStride
    let slot = pool[base &+ Int(cursor.position)]
    if cursor.position > 0 {
      cursor.position &-= 1
    } else {
      cursor.block = pool[base &+ Self.blockSize]
      cursor.position = Int32(Self.blockSize &- 1)
    }
    cursor.steps &+= 1
    return slot
  }

  /// The number of entries in `symbol`'s column (stale ones included), counting no further
  /// than `limit`.
  ///
  /// O(min(*c*, `limit`) / ``blockSize``).
  func length(of symbol: Symbol, upTo limit: Int) -> Int {
    var length = Int(fills[Int(symbol)])
    var block = heads[Int(symbol)]
    while block >= 0 && length < limit {
      block = pool[Self.linkIndex(block)]
      if block >= 0 { length += Self.blockSize }
    }
    return min(length, limit)
  }

  /// Records that the row in `slot` holds `symbol`.
  ///
  /// O(1) amortised.
  @inline(__always) mutating func append(_ symbol: Symbol, _ slot: Slot) {
    reserve(1)
    if isJournaling { saveHead(symbol) }
    let reuses = !isJournaling
    withPool { Self.link(symbol, slot, reuses, &$0, &$1, $2, $3, $4) }
    count += 1
  }

  /// Makes room for `n` more entries (in as many new blocks, at worst) beyond the free list.
  ///
  /// O(1) amortised: the pool arrays grow by at least 64 blocks, and their storage by doubling
  /// (only written blocks take memory).
  @inline(__always) private mutating func reserve(_ n: Int) {
    guard used + n > capacity else { return }
    let grow = max(used + n - capacity, 64)
    pool.append(contentsOf: repeatElement(-1, count: grow &* Self.blockStride))
    capacity += grow
  }

  /// The pool index of `block`'s link.
  @inline(__always) private static func linkIndex(_ block: Int32) -> Int {
    Int(block) &* blockStride &+ blockSize
  }

  /// Records that the row in `slot` holds each of `cells`' symbols (tombstones, cells whose
  /// coefficient is zero, skipped).
  ///
  /// O(*k*) amortised, through pointers.
  mutating func append(_ cells: [Cell], _ slot: Slot) {
    reserve(cells.count)
    if isJournaling {
      for cell in cells where cell.coefficient != 0 { saveHead(cell.symbol) }
    }
    let reuses = !isJournaling
    var added = 0
    withPool { free, used, pool, heads, fills in
      for cell in cells where cell.coefficient != 0 {
        Self.link(cell.symbol, slot, reuses, &free, &used, pool, heads, fills)
        added += 1
      }
    }
    count += added
  }

  /// Records that the row in `slot` holds each of `symbols` (the symbols a substitution added
  /// to it).
  ///
  /// O(*k*) amortised, through pointers.
  mutating func append(_ symbols: [Symbol], _ slot: Slot) {
    reserve(symbols.count)
    if isJournaling {
      for symbol in symbols { saveHead(symbol) }
    }
    let reuses = !isJournaling
    withPool { free, used, pool, heads, fills in
      for symbol in symbols {
        Self.link(symbol, slot, reuses, &free, &used, pool, heads, fills)
      }
    }
    count += symbols.count
  }

  /// Runs `body` on the free list's head, the used block count and the index's buffers (the
  /// arrays' uniqueness checked once, not at every write), then stores the first two back.
  ///
  /// The caller has reserved the room `body` uses.
  @inline(__always) private mutating func withPool(
    _ body: (
      inout Int32, inout Int, UnsafeMutableBufferPointer<Int32>,
      UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<UInt8>
    ) -> Void
  ) {
    var free = self.free
    var used = self.used
    pool.withUnsafeMutableBufferPointer { pool in
      heads.withUnsafeMutableBufferPointer { heads in
        fills.withUnsafeMutableBufferPointer { fills in
          body(&free, &used, pool, heads, fills)
        }
      }
    }
    self.free = free
    self.used = used
  }

  /// Adds one entry at the front of `symbol`'s column: into its first block if that has room,
  /// else into a new first block (a free one if any and `reuses`, else the next unused one).
  ///
  /// The inner step of every append, on the pool's buffers. O(1).
  @inline(__always) private static func link(
    _ symbol: Symbol, _ slot: Slot, _ reuses: Bool, _ free: inout Int32, _ used: inout Int,
    _ pool: UnsafeMutableBufferPointer<Int32>, _ heads: UnsafeMutableBufferPointer<Int32>,
    _ fills: UnsafeMutableBufferPointer<UInt8>
  ) {
    let s = Int(symbol)
    let head = heads[s]
    let fill = Int(fills[s])
    if head >= 0 && fill < blockSize {
      pool[Int(head) &* blockStride &+ fill] = slot
      fills[s] = UInt8(truncatingIfNeeded: fill &+ 1)
      return
    }
    let block: Int
    if free >= 0 && reuses {
      block = Int(free)
      free = pool[linkIndex(free)]
    } else {
      block = used
      used += 1
    }
    let base = block &* blockStride
    pool[base] = slot
    pool[base &+ blockSize] = head
    heads[s] = Int32(block)
    fills[s] = 1
  }

  /// Frees every block of a column (while journaling, at ``commit()``).
  ///
  /// O(*c* / ``blockSize``) for *c* entries.
  mutating func clear(_ symbol: Symbol) {
    let s = Int(symbol)
    let head = heads[s]
    guard head >= 0 else { return }
    let blocks: Int
    if isJournaling {
      saveHead(symbol)
      detached.append(head)
      blocks = blockCount(from: head)
    } else {
      blocks = freeBlocks(from: head)
    }
    count -= Int(fills[s]) + (blocks - 1) * Self.blockSize
    heads[s] = -1
    fills[s] = 0
  }

  /// The number of blocks of the chain that starts at `block`.
  ///
  /// O(blocks).
  private func blockCount(from block: Int32) -> Int {
    var block = block
    var blocks = 0
    while block >= 0 {
      blocks += 1
      block = pool[Self.linkIndex(block)]
    }
    return blocks
  }

  /// Puts the blocks of the chain that starts at `block` on the free list and returns how many
  /// there were.
  ///
  /// O(blocks).
  private mutating func freeBlocks(from block: Int32) -> Int {
    var block = block
    var blocks = 0
    while block >= 0 {
      let next = pool[Self.linkIndex(block)]
      pool[Self.linkIndex(block)] = free
      free = block
      blocks += 1
      block = next
    }
    return blocks
  }

  /// Rebuilds every column from the live rows, dropping stale entries.
  ///
  /// O(*n* + *s*) for *n* live cells, *s* symbols.
  mutating func rebuild(rows: [Row], basics: [Symbol]) {
    precondition(!isJournaling, "columns are not rebuilt inside a journal")
    for i in heads.indices {
      heads[i] = -1
      fills[i] = 0
    }
    used = 0
    free = -1
    count = 0
    for (slot, row) in rows.enumerated() where basics[slot] >= 0 {
      append(row.cells, Slot(slot))
    }
    stale = 0
    countAtRebuild = count
  }

  // MARK: Journal

  /// Starts recording changes, so that ``rollBack()`` can return the index to exactly this
  /// state (the same blocks, free list and counts: the walks that follow cost the same steps
  /// and see the same lengths as if nothing had happened).
  ///
  /// While journaling, new blocks come from the unused part of the pool, never from the free list,
  /// and cleared columns keep their blocks until ``commit()``. O(1).
  mutating func beginJournal() {
    precondition(!isJournaling, "journals do not nest")
    isJournaling = true
    savedUsed = used
    savedCount = count
    savedStale = stale
    savedSymbols = heads.count
  }

  /// Records a column's first block and fill before its first change.
  ///
  /// O(1) amortised.
  @inline(__always) private mutating func saveHead(_ symbol: Symbol) {
    let s = Int(symbol)
    guard s < savedSymbols else { return }
    savedHeads.append((symbol, heads[s], fills[s]))
  }

  /// Keeps the changes: frees the blocks of the columns cleared since ``beginJournal()``.
  ///
  /// O(those blocks).
  mutating func commit() {
    isJournaling = false
    for head in detached { _ = freeBlocks(from: head) }
    detached.removeAll(keepingCapacity: true)
    savedHeads.removeAll(keepingCapacity: true)
  }

  /// Returns to the state of ``beginJournal()``.
  ///
  /// O(changes recorded).
  mutating func rollBack() {
    isJournaling = false
    while let saved = savedHeads.popLast() {
      heads[Int(saved.symbol)] = saved.head
      fills[Int(saved.symbol)] = saved.fill
    }
    heads.removeSubrange(savedSymbols...)
    fills.removeSubrange(savedSymbols...)
    used = savedUsed
    count = savedCount
    stale = savedStale
    detached.removeAll(keepingCapacity: true)
  }
}
