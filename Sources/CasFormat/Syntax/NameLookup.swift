/// Finds the id of a name by its bytes in the file, without making a `String`: an
/// open-addressing hash table of ids, each id standing for the name that starts at
/// `starts[id]` in the file.
///
/// A name's end is not stored: a name runs to the first byte that cannot be part of one
/// (`[A-Za-z0-9_.]`), so comparing the bytes and that the stored name ends there suffices.
/// The table is kept at most half full, so a lookup probes about two slots; each slot keeps
/// the name's hash, so the file's bytes are compared only on a likely match and growing the
/// table reads no name again.
struct NameLookup: Sendable {
  /// An id and its name's hash; id -1 for an empty slot.
  private struct Slot: Sendable {
    var id: Int32
    var hash: UInt32
    static let empty = Slot(id: -1, hash: 0)
  }

  /// The file's bytes (shared with the ``SourceFile``, not copied).
  private let bytes: [UInt8]
  /// Where each name starts in ``bytes``, by id.
  private(set) var starts: [Int] = []
  /// The count is a power of two.
  private var slots = [Slot](repeating: .empty, count: 1024)

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The number of names.
  var count: Int { starts.count }

  /// The id of the name `bytes[start..<end]`, creating the next id at its first appearance.
  ///
  /// - Complexity: O(*w*) expected for a name of *w* bytes; amortized, for the table's growth.
  mutating func id(from start: Int, to end: Int) -> Int32 {
    precondition(!slots.isEmpty, "names are looked up only while the file is read")
    let mask = slots.count - 1
    let hash = self.hash(from: start, to: end)
    var slot = Int(hash) & mask
    while true {
      let found = slots[slot]
      if found.id < 0 { break }
      if found.hash == hash, matches(Int(found.id), from: start, to: end) { return found.id }
      slot = (slot + 1) & mask
    }
    let id = Int32(starts.count)
    starts.append(start)
    slots[slot] = Slot(id: id, hash: hash)
    if starts.count * 2 > slots.count { grow() }
    return id
  }

  /// Frees the hash table once the file is read (ids and ``starts`` stay; ``id(from:to:)``
  /// may no longer be called).
  ///
  /// For a million names that is 16 MB less while the solver runs.
  mutating func finishLookups() {
    slots = []
  }

  /// The name's length in bytes.
  ///
  /// - Complexity: O(*w*) in its length.
  func length(of id: Int32) -> Int {
    let start = starts[Int(id)]
    var end = start + 1
    while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
    return end - start
  }

  /// Whether the name with this id is `bytes[start..<end]`.
  private func matches(_ id: Int, from start: Int, to end: Int) -> Bool {
    let other = starts[id]
    let length = end - start
    if other + length > bytes.count { return false }
    for offset in 0..<length where bytes[other + offset] != bytes[start + offset] {
      return false
    }
    return other + length == bytes.count || !isNameByte(bytes[other + length])
  }

  /// FNV-1a over the name's bytes, folded to 32 bits.
  private func hash(from start: Int, to end: Int) -> UInt32 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for offset in start..<end { hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01B3 }
    return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
  }

  /// Doubles the table and puts every slot back.
  ///
  /// - Complexity: O(*n*) in the number of names.
  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: .empty, count: old.count * 2)
    let mask = slots.count - 1
    for entry in old where entry.id >= 0 {
      var slot = Int(entry.hash) & mask
      while slots[slot].id >= 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}

/// Whether a byte may continue a name: `[A-Za-z0-9_.]`.
@inline(__always) func isNameByte(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
    return true
  default:
    return false
  }
}
