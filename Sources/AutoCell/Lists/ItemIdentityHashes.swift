/// The identities of a list's items, kept as their hash values: what the list needs to refuse
/// a duplicate `id` cheaply, at 8 bytes a slot instead of the 48 of an ``ItemIdentity`` (a
/// 1,000,000-item list keeps about 17 MB instead of 100).
///
/// A hash only says that an identity *may* be present; ``ListSizer/containsItem(with:)``
/// confirms it by comparing the items, which happens for a true duplicate or a collision of
/// 64-bit hashes. Distinct identities with one hash are counted, so removing one of them keeps
/// the others.
struct ItemIdentityHashes {
  /// The hashes held by at least one identity.
  private var hashes = Set<Int>()
  /// For a hash held by more than one identity, how many.
  private var shared: [Int: Int] = [:]

  /// No identities.
  init() {}

  /// The hashes of `identities` (distinct identities).
  ///
  /// O(*n*) expected.
  init(_ identities: Set<ItemIdentity>) {
    hashes.reserveCapacity(identities.count)
    for identity in identities { insert(identity) }
  }

  /// Whether an identity with the hash of `identity` is present.
  ///
  /// O(1) expected.
  func mayContain(_ identity: ItemIdentity) -> Bool { hashes.contains(identity.hashValue) }

  /// Adds `identity` (not present).
  ///
  /// O(1) expected.
  mutating func insert(_ identity: ItemIdentity) {
    let hash = identity.hashValue
    if !hashes.insert(hash).inserted { shared[hash, default: 1] += 1 }
  }

  /// Removes `identity` (present).
  ///
  /// O(1) expected.
  mutating func remove(_ identity: ItemIdentity) {
    let hash = identity.hashValue
    guard let count = shared[hash] else {
      hashes.remove(hash)
      return
    }
    shared[hash] = count > 2 ? count - 1 : nil
  }
}
