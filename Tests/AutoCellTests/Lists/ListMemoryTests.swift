import Foundation
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
    #expect(!sizer.identities.mayContain(ItemIdentity(of: item(1))))
    try sizer.setItems([item(1), item(2)])
    #expect(throws: ListSizerError.self) { try sizer.setItems([item(5), item(5)]) }
  }
}
