/// Finds the id of a name by its bytes in the file, without making a `String`: an
/// open-addressing hash table of ids, each id standing for the name that starts at
/// `starts[id]` in the file.
///
/// A name's end is not stored: a name runs to the first byte that cannot be part of one
/// (`[A-Za-z0-9_.]`), so comparing the bytes and that the stored name ends there suffices.
/// The table is kept at most half full, so a lookup probes about two slots.
struct NameLookup: Sendable {
  /// The file's bytes (shared with the ``SourceFile``, not copied).
  private let bytes: [UInt8]
  /// Where each name starts in ``bytes``, by id.
  private(set) var starts: [Int] = []
  /// Ids, or -1 for an empty slot; the count is a power of two.
  private var slots = [Int32](repeating: -1, count: 1024)

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The number of names.
  var count: Int { starts.count }

  /// The id of the name `bytes[start..<end]`, creating the next id at its first appearance.
  ///
  /// - Complexity: O(*w*) expected for a name of *w* bytes; amortized, for the table's growth.
  mutating func id(from start: Int, to end: Int) -> Int32 {
    let mask = slots.count - 1
    var slot = hash(from: start, to: end) & mask
    while true {
      let id = slots[slot]
      if id < 0 { break }
      if matches(Int(id), from: start, to: end) { return id }
      slot = (slot + 1) & mask
    }
    let id = Int32(starts.count)
    starts.append(start)
    slots[slot] = id
    if starts.count * 2 > slots.count { grow() }
    return id
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

  /// FNV-1a over the name's bytes.
  private func hash(from start: Int, to end: Int) -> Int {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for offset in start..<end { hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01B3 }
    return Int(truncatingIfNeeded: hash ^ (hash >> 32))
  }

  /// Doubles the table and puts every id back.
  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for id in starts.indices {
      let start = starts[id]
      var slot = hash(from: start, to: start + length(of: Int32(id))) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(id)
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
