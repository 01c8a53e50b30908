import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// What a list keeps per element, counted in bytes (the memory a list of a million rows holds
/// is measured by `autocell-bench --memory`).
@Suite("List memory")
struct ListMemoryTests {
  @Test("an element's kept heights are two widths and two heights, with no optional's padding")
  func heightCacheHoldsFourNumbers() {
    #expect(MemoryLayout<HeightCache>.size == 4 * MemoryLayout<CGFloat>.size)
  }

  @Test("an element in the tree is 8 bytes, also as an optional")
  func rowEntryIsEightBytes() {
    #expect(MemoryLayout<RowEntry>.size == 8)
    #expect(MemoryLayout<RowEntry?>.stride == 8)
  }

  @Test("a kept height is removed at its width, the other stays")
  func heightCacheRemovesOneWidth() {
    var cache = HeightCache()
    cache.insert(10, atWidth: 320)
    cache.insert(20, atWidth: 375)
    #expect(cache.removeHeight(atWidth: 414) == nil)
    #expect(cache.removeHeight(atWidth: 320) == 10)
    #expect(cache.count == 1)
    #expect(cache.height(atWidth: 375) == 20)
    cache.insert(10, atWidth: 320)
    #expect(cache.removeHeight(atWidth: 320) == 10)  // the most recent: the older one stays
    #expect(cache.height(atWidth: 375) == 20)
    cache.insert(10, atWidth: 320)
    cache.removeOlder()
    #expect(cache.count == 1)
    #expect(cache.height(atWidth: 320) == 10)
  }

  /// An item whose deinitialization is seen through a weak reference.
  final class Tracked: Identifiable, @unchecked Sendable {
    let id: Int
    init(id: Int) { self.id = id }
  }

  @Test("an item store hands out slots, reuses freed ones and keeps nothing it dropped")
  func itemStoreReleasesRemovedItems() {
    var store: TypedItemStore<Tracked>? = TypedItemStore<Tracked>()
    weak var first: Tracked?
    weak var kept: Tracked?
    var slots: [UInt32] = []
    do {
      let items = (0..<20).map(Tracked.init(id:))
      first = items[0]
      kept = items[19]
      for item in items { slots.append(store!.insert(item)) }
    }
    #expect(slots == (0..<20).map(UInt32.init))
    store!.remove(at: 0)
    store!.remove(at: 7)
    #expect(first == nil)  // dropped when removed, not when its slot is reused
    #expect(store!.count == 18)
    #expect(store!.insert(Tracked(id: 100)) == 7)  // the last freed first
    #expect(store!.insert(Tracked(id: 200)) == 0)
    for id in 201..<240 { _ = store!.insert(Tracked(id: id)) }  // grows: the items move
    store!.remove(at: 0)
    #expect((store!.item(at: 19) as! Tracked).id == 19)
    #expect(store!.identity(at: 7) == ItemIdentity(of: Tracked(id: 100)))
    #expect(store!.containsItem(with: ItemIdentity(of: Tracked(id: 5))))
    #expect(!store!.containsItem(with: ItemIdentity(of: Tracked(id: 0))))  // removed
    store!.replace(at: 19, with: Tracked(id: 19))
    #expect(kept == nil)
    #expect(store!.insert(Tracked(id: 101)) == 0)
    weak let last = store!.item(at: 19) as? Tracked
    store = nil
    #expect(last == nil)
  }

  @Test("identity hashes answer as a multiset of hashes", arguments: 0..<4)
  func identityHashesMatchAMultiset(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var hashes = ItemIdentityHashes()
    var present: [ItemIdentity] = []
    func identity(_ value: Int) -> ItemIdentity {
      // A third collide with each other (one hash); the rest are distinct.
      value % 3 == 0
        ? ItemIdentity(of: CollidingItem(id: CollidingID(value: value)))
        : ItemIdentity(of: Tracked(id: value))
    }
    for step in 0..<3000 {
      if present.isEmpty || Int.random(in: 0..<5, using: &random) < 3 {
        let new = identity(step)
        hashes.insert(new)
        present.append(new)
      } else {
        hashes.remove(present.remove(at: Int.random(in: 0..<present.count, using: &random)))
      }
      #expect(hashes.count == present.count)
      let probe = identity(Int.random(in: 0...step, using: &random))
      let expected = present.contains { $0.hashValue == probe.hashValue }
      #expect(hashes.mayContain(probe) == expected, "seed \(seed) step \(step)")
    }
    let rebuilt = ItemIdentityHashes(Set(present))
    #expect(present.allSatisfy(rebuilt.mayContain))
  }

  @Test("an element's heights at two widths read back, the oldest forgotten at a third")
  func heightCacheKeepsTwoWidths() {
    var cache = HeightCache()
    #expect(cache.count == 0)
    #expect(cache.height(atWidth: 0) == nil)
    cache.insert(10, atWidth: 320)
    cache.insert(20, atWidth: 375)
    #expect(cache.count == 2)
    #expect(cache.height(atWidth: 320) == 10)
    #expect(cache.height(atWidth: 375) == 20)
    cache.insert(21, atWidth: 375)  // the same width: replaced, nothing forgotten
    #expect(cache.height(atWidth: 320) == 10)
    cache.insert(30, atWidth: 414)
    #expect(cache.count == 2)
    #expect(cache.height(atWidth: 320) == nil)
    #expect(cache.height(atWidth: 375) == 21)
    #expect(cache.height(atWidth: 414) == 30)
    cache.removeAll()
    #expect(cache.count == 0)
    #expect(cache.height(atWidth: 414) == nil)
  }

  /// An id whose every value has the same hash: each item's identity collides with all others.
  struct CollidingID: Hashable, Sendable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  struct CollidingItem: Identifiable, Sendable {
    let id: CollidingID
  }

  @Test("identities kept as hashes: colliding ids are told apart and counted, duplicates refused")
  func collidingIdentityHashes() throws {
    let sizer = ListSizer(width: 320)
    sizer.register(CollidingItem.self) { _, _ in BoxContent(height: 10) }
    func item(_ value: Int) -> CollidingItem { CollidingItem(id: CollidingID(value: value)) }
    func insert(_ value: Int) throws(ListSizerError) {
      try sizer.performBatchUpdates {
        $0.insertRows([item(value)], at: [RowPath(section: 0, row: 0)])
      }
    }
    try sizer.setItems([item(1), item(2), item(3)])
    try insert(4)  // its hash is held by three other ids
    #expect(sizer.count == 4)
    #expect(throws: ListSizerError.self) { try insert(2) }
    // Rows are 4, 1, 2, 3: deleting 1 keeps the hash for the other three.
    try sizer.performBatchUpdates { $0.deleteRows(at: [RowPath(section: 0, row: 1)]) }
    #expect(throws: ListSizerError.self) { try insert(3) }
    try insert(1)
    #expect(sizer.count == 4)
    // Every id leaves, one by one: the hash is gone, and each id may come back.
    for _ in 0..<4 {
      try sizer.performBatchUpdates { $0.deleteRows(at: [RowPath(section: 0, row: 0)]) }
    }
    #expect(!sizer.registry.identities.mayContain(ItemIdentity(of: item(1))))
    try sizer.setItems([item(1), item(2)])
    #expect(throws: ListSizerError.self) { try sizer.setItems([item(5), item(5)]) }
  }
}
