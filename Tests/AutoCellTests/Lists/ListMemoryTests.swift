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
}
