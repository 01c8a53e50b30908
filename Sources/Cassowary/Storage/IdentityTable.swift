/// A hash table from object identities to values: the solver's records of its variables,
/// constraints and edit variables.
///
/// `Dictionary` hashes every key with SipHash, and growing it copies every value (with its
/// references); on a large system that costs more per constraint than the rest of adding it.
/// This table multiplies the object's address by a Fibonacci constant and probes linearly in a
/// small index of plain `(key, position)` pairs, while the values stay in a dense array that
/// grows by appending. Removal moves the last value into the gap and shifts the following index
/// entries back instead of leaving tombstones, so lookups never slow down after churn.
///
/// The table is never iterated by the solver (addresses differ between runs, so an order of
/// iteration would not be deterministic); ``mapValues(_:)`` exists for tests.
///
/// - Complexity: Lookup, insertion and removal are O(1) on average; the index doubles when it
///   is half full, so insertion is amortised O(1).
struct IdentityTable<Value> {
  private struct IndexEntry {
    /// The key, or nil for an empty entry.
    var key: ObjectIdentifier?
    /// The key's position in `values`.
    var position: Int
  }

  private var index: [IndexEntry]
  /// `index.count - 1`; the count is a power of two.
  private var mask: Int
  /// 64 minus the base-2 logarithm of the index's capacity.
  private var shift: UInt
  private var values: [Value] = []
  /// The key of each value.
  private var keys: [ObjectIdentifier] = []

  /// An empty table.
  init() {
    (index, mask, shift) = Self.emptyIndex(capacity: 8)
  }

  /// The number of keys in the table.
  var count: Int { values.count }

  private static func emptyIndex(capacity: Int) -> ([IndexEntry], Int, UInt) {
    (
      Array(repeating: IndexEntry(key: nil, position: 0), count: capacity), capacity - 1,
      UInt(64 - capacity.trailingZeroBitCount)
    )
  }

  /// The home bucket of `key`: the top bits of its address times a Fibonacci constant, which
  /// spreads neighbouring objects over the whole table. (A hash that kept neighbours together
  /// to share cache lines made runs of occupied buckets that other keys then probed through:
  /// solve times on one file varied fivefold with the memory layout.)
  @inline(__always) private func bucket(_ key: ObjectIdentifier) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The bucket holding `key`, or nil if the key is absent.
  @inline(__always) private func bucket(holding key: ObjectIdentifier) -> Int? {
    var i = bucket(key)
    while true {
      guard let found = index[i].key else { return nil }
      if found == key { return i }
      i = (i + 1) & mask
    }
  }

  /// The position of `key`'s value, or nil if the key is absent.
  ///
  /// Positions stay valid until the next removal.
  @inline(__always) func position(of key: ObjectIdentifier) -> Int? {
    bucket(holding: key).map { index[$0].position }
  }

  /// The value at a position returned by ``position(of:)``.
  subscript(at position: Int) -> Value {
    get { values[position] }
    _modify { yield &values[position] }
  }

  /// The value of `key`, or nil; assigning nil removes the key.
  subscript(key: ObjectIdentifier) -> Value? {
    get { position(of: key).map { values[$0] } }
    set {
      if let newValue {
        insert(newValue, for: key)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// Sets the value of `key`, adding the key if it is absent.
  mutating func insert(_ value: Value, for key: ObjectIdentifier) {
    if let position = position(of: key) {
      values[position] = value
      return
    }
    if 2 * (values.count + 1) > index.count { grow() }
    index[emptyBucket(for: key)] = IndexEntry(key: key, position: values.count)
    values.append(value)
    keys.append(key)
  }

  /// Removes `key` and returns its value, or returns nil if it is absent.
  @discardableResult
  mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
    guard var hole = bucket(holding: key) else { return nil }
    let position = index[hole].position
    // Backward-shift deletion: move each following entry of the probe run into the hole if
    // the hole lies between the entry's own bucket and where it sits.
    var j = hole
    while true {
      j = (j + 1) & mask
      guard let k = index[j].key else { break }
      if (j - bucket(k)) & mask >= (j - hole) & mask {
        index[hole] = index[j]
        hole = j
      }
    }
    index[hole] = IndexEntry(key: nil, position: 0)
    // Fill the value's gap with the last value.
    let last = values.count - 1
    if position != last {
      values.swapAt(position, last)
      keys[position] = keys[last]
      index[bucket(holding: keys[position])!].position = position
    }
    keys.removeLast()
    return values.removeLast()
  }

  /// The keys, in the order of their values' positions.
  var orderedKeys: [ObjectIdentifier] { keys }

  /// The values, in the order of their positions.
  var orderedValues: [Value] { values }

  /// The same table under new keys: `newKeys[i]` for the `i`-th of ``orderedKeys``, each value
  /// kept at its position (shared until written) or, with `newValues`, replaced by
  /// `newValues[i]`.
  ///
  /// The new keys must be distinct. O(*n*).
  func rekeyed(to newKeys: [ObjectIdentifier], values newValues: [Value]? = nil) -> IdentityTable {
    precondition(newKeys.count == keys.count, "rekeyed(to:): one key per value")
    precondition(
      newValues.map { $0.count == values.count } ?? true, "rekeyed(to:): one value per key")
    var table = IdentityTable()
    (table.index, table.mask, table.shift) = Self.emptyIndex(capacity: index.count)
    table.values = newValues ?? values
    table.keys = newKeys
    for (position, key) in newKeys.enumerated() {
      table.index[table.emptyBucket(for: key)] = IndexEntry(key: key, position: position)
    }
    return table
  }

  /// The table as a dictionary of transformed values (for tests).
  func mapValues<T>(_ transform: (Value) -> T) -> [ObjectIdentifier: T] {
    Dictionary(uniqueKeysWithValues: zip(keys, values.map(transform)))
  }

  private mutating func grow() {
    (index, mask, shift) = Self.emptyIndex(capacity: index.count * 2)
    for (position, key) in keys.enumerated() {
      index[emptyBucket(for: key)] = IndexEntry(key: key, position: position)
    }
  }

  /// The first empty bucket of `key`'s probe run (the key is absent).
  @inline(__always) private func emptyBucket(for key: ObjectIdentifier) -> Int {
    var i = bucket(key)
    while index[i].key != nil { i = (i + 1) & mask }
    return i
  }
}
