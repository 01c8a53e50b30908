import Cassowary

/// The item of each node variable an engine holds, so that a layout pass finds the nodes whose
/// variables changed (see ``LayoutEngine/writeChangedFrames()``).
///
/// A `Dictionary` hashes every key with SipHash, a hundred instructions a lookup; this table
/// multiplies the variable's address by a Fibonacci constant and probes linearly, as the
/// solver's own identity table does (which is internal to Cassowary). Removal shifts the
/// following entries of a probe run back, so lookups never slow down after churn.
///
/// - Complexity: lookup, insertion and removal O(1) on average; the table doubles when half
///   full.
struct VariableItems {
  private struct Entry {
    /// The variable's identity, or nil for an empty entry.
    var key: ObjectIdentifier?
    var item: LayoutItem?
  }

  private var entries = [Entry](repeating: Entry(), count: 16)
  private var shift: UInt = 60
  private(set) var count = 0

  private var mask: Int { entries.count - 1 }

  @inline(__always) private func home(_ key: ObjectIdentifier) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The item of `variable`, or nil.
  @inline(__always) func item(of variable: Variable) -> LayoutItem? {
    let key = variable.id
    var i = home(key)
    while let found = entries[i].key {
      if found == key { return entries[i].item }
      i = (i + 1) & mask
    }
    return nil
  }

  /// Lists the four variables of `item`.
  mutating func insert(_ item: LayoutItem) {
    if 2 * (count + 4) > entries.count { grow() }
    insert(item, for: item.minX.id)
    insert(item, for: item.minY.id)
    insert(item, for: item.width.id)
    insert(item, for: item.height.id)
  }

  /// Unlists the four variables of `item`.
  mutating func remove(_ item: LayoutItem) {
    remove(item.minX.id)
    remove(item.minY.id)
    remove(item.width.id)
    remove(item.height.id)
  }

  private mutating func insert(_ item: LayoutItem, for key: ObjectIdentifier) {
    var i = home(key)
    while let found = entries[i].key {
      if found == key {
        entries[i].item = item
        return
      }
      i = (i + 1) & mask
    }
    entries[i] = Entry(key: key, item: item)
    count += 1
  }

  private mutating func remove(_ key: ObjectIdentifier) {
    var hole = home(key)
    while true {
      guard let found = entries[hole].key else { return }
      if found == key { break }
      hole = (hole + 1) & mask
    }
    // Backward-shift deletion: an entry further along the run moves into the hole when the
    // hole lies between its home and where it sits.
    var j = hole
    while true {
      j = (j + 1) & mask
      guard let k = entries[j].key else { break }
      if (j - home(k)) & mask >= (j - hole) & mask {
        entries[hole] = entries[j]
        hole = j
      }
    }
    entries[hole] = Entry()
    count -= 1
  }

  /// Makes room for `itemCount` more items' variables at once (one rehash instead of one per
  /// doubling).
  mutating func reserveCapacity(forMoreItems itemCount: Int) {
    var size = entries.count
    var shift = self.shift
    while 2 * (count + 4 * itemCount) > size {
      size *= 2
      shift -= 1
    }
    if size > entries.count { rehash(size: size, shift: shift) }
  }

  private mutating func grow() {
    rehash(size: entries.count * 2, shift: shift - 1)
  }

  private mutating func rehash(size: Int, shift: UInt) {
    let old = entries
    entries = [Entry](repeating: Entry(), count: size)
    self.shift = shift
    count = 0
    for entry in old {
      if let key = entry.key, let item = entry.item { insert(item, for: key) }
    }
  }
}
