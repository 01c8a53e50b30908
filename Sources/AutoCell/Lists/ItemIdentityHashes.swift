/// The identities of a list's items, kept as their hash values: what the list needs to refuse
/// a duplicate `id` cheaply, in one open-addressed table of 64-bit hashes (about 11 bytes an
/// identity when built, instead of the 48 of an ``ItemIdentity``).
///
/// A hash only says that an identity *may* be present; ``ListSizer/containsItem(with:)``
/// confirms it by comparing the items, which happens for a true duplicate or a collision of
/// 64-bit hashes. The table is a multiset: distinct identities with one hash each take a
/// place, so removing one of them keeps the others.
///
/// Places are found by linear probing from a hash's home place (the hash scaled to the table,
/// so the table need not be a power of two); a removal shifts the places after it back, so
/// there are no tombstones.
struct ItemIdentityHashes {
  /// The table: 0 marks an empty place (a hash of 0 is kept as 1).
  private var places: [Int] = []
  /// The number of identities.
  private(set) var count = 0

  /// No identities.
  init() {}

  /// The hashes of `identities` (distinct identities).
  ///
  /// O(*n*) expected.
  init(_ identities: Set<ItemIdentity>) {
    places = [Int](repeating: 0, count: ItemIdentityHashes.placeCount(for: identities.count))
    for identity in identities { insert(identity) }
  }

  /// Whether an identity with the hash of `identity` is present.
  ///
  /// O(1) expected.
  func mayContain(_ identity: ItemIdentity) -> Bool {
    guard !places.isEmpty else { return false }
    let key = ItemIdentityHashes.key(of: identity)
    var place = home(of: key)
    while places[place] != 0 {
      if places[place] == key { return true }
      place = next(after: place)
    }
    return false
  }

  /// Adds `identity` (not present).
  ///
  /// O(1) expected (amortized).
  mutating func insert(_ identity: ItemIdentity) {
    if (count + 1) * 5 > places.count * 4 {  // more than four fifths full: twice the size
      rehash(placeCount: max(ItemIdentityHashes.placeCount(for: count + 1), places.count * 2))
    }
    add(ItemIdentityHashes.key(of: identity))
    count += 1
  }

  /// Removes `identity` (present).
  ///
  /// O(1) expected.
  mutating func remove(_ identity: ItemIdentity) {
    let key = ItemIdentityHashes.key(of: identity)
    var hole = home(of: key)
    while places[hole] != key {
      precondition(places[hole] != 0, "ItemIdentityHashes: removing an absent identity")
      hole = next(after: hole)
    }
    // Shift back each later place of the run that may sit in the hole: one whose home is not
    // cyclically within (hole, place].
    var place = next(after: hole)
    while places[place] != 0 {
      let home = home(of: places[place])
      let stays = hole < place ? (hole < home && home <= place) : (hole < home || home <= place)
      if !stays {
        places[hole] = places[place]
        hole = place
      }
      place = next(after: place)
    }
    places[hole] = 0
    count -= 1
  }

  /// A table size that holds `count` identities three quarters full, so a built table takes
  /// many insertions before it grows.
  private static func placeCount(for count: Int) -> Int { max(8, count + count / 3 + 1) }

  /// What the table keeps for `identity`: its hash, never 0.
  private static func key(of identity: ItemIdentity) -> Int {
    let hash = identity.hashValue
    return hash == 0 ? 1 : hash
  }

  /// The place probing for `key` starts at: the hash scaled to the table size.
  @inline(__always)
  private func home(of key: Int) -> Int {
    Int(UInt64(bitPattern: Int64(key)).multipliedFullWidth(by: UInt64(places.count)).high)
  }

  @inline(__always)
  private func next(after place: Int) -> Int { place + 1 == places.count ? 0 : place + 1 }

  /// Puts `key` in the first empty place of its run (the table has one).
  private mutating func add(_ key: Int) {
    var place = home(of: key)
    while places[place] != 0 { place = next(after: place) }
    places[place] = key
  }

  /// Moves every key to a table of `placeCount` places.
  ///
  /// O(*n*).
  private mutating func rehash(placeCount: Int) {
    let old = places
    places = [Int](repeating: 0, count: placeCount)
    for key in old where key != 0 { add(key) }
  }
}
