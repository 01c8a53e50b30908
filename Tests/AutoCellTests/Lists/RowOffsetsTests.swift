import AutoCell
import Foundation
import Testing

@Suite("Row offsets")
struct RowOffsetsTests {
  /// After random height updates, offsets, the total and row lookups agree with a plain
  /// prefix sum over the same heights.
  @Test(arguments: [UInt64(1), 2, 3, 0xDEAD_BEEF])
  func offsetsStayRightAfterRandomUpdates(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let count = Int.random(in: 1...3000, using: &random)
    var heights = (0..<count).map { _ in Double(Int.random(in: 0...200, using: &random)) / 4 }
    var offsets = RowOffsets(heights: heights)
    for step in 0..<2000 {
      let row = Int.random(in: 0..<count, using: &random)
      let height = Double(Int.random(in: 0...400, using: &random)) / 8
      heights[row] = height
      offsets.setHeight(height, ofRow: row)
      if step % 100 == 0 || step == 1999 {
        var prefix = 0.0
        for index in 0..<count {
          guard offsets.offset(ofRow: index) == prefix else {
            Issue.record(
              "seed \(seed), step \(step): offset of row \(index) is \(offsets.offset(ofRow: index)), expected \(prefix)"
            )
            return
          }
          if heights[index] > 0, offsets.row(atOffset: prefix + heights[index] / 2) != index {
            Issue.record(
              "seed \(seed), step \(step): row at offset \(prefix + heights[index] / 2) is not \(index)"
            )
            return
          }
          prefix += heights[index]
        }
        #expect(offsets.totalHeight == prefix, "seed \(seed), step \(step)")
        #expect(offsets.offset(ofRow: count) == prefix, "seed \(seed), step \(step)")
      }
    }
  }

  @Test func rowAtOffsetSkipsZeroHeightRowsAndClamps() {
    let offsets = RowOffsets(heights: [10, 0, 5, 0])
    #expect(offsets.row(atOffset: -3) == 0)
    #expect(offsets.row(atOffset: 9.5) == 0)
    #expect(offsets.row(atOffset: 10) == 2)
    #expect(offsets.row(atOffset: 15) == 3)
    #expect(offsets.row(atOffset: 1000) == 3)
    #expect(RowOffsets(heights: []).row(atOffset: 0) == nil)
  }

  @Test func appendMatchesBuilding() {
    var random = SplitMix64(seed: 7)
    let heights = (0..<500).map { _ in Double(Int.random(in: 0...100, using: &random)) }
    var appended = RowOffsets(heights: [])
    for height in heights { appended.append(height) }
    let built = RowOffsets(heights: heights)
    for row in 0...heights.count {
      #expect(appended.offset(ofRow: row) == built.offset(ofRow: row), "row \(row)")
    }
  }

  @Test func badHeightsCountAsZero() {
    var offsets = RowOffsets(heights: [10, .nan, -5, .infinity])
    #expect(offsets.totalHeight == 10)
    offsets.setHeight(.nan, ofRow: 0)
    #expect(offsets.totalHeight == 0)
  }

  @Test func aMillionRows() {
    var offsets = RowOffsets(count: 1_000_000, height: 44)
    #expect(offsets.totalHeight == 44_000_000)
    offsets.setHeight(100, ofRow: 10)
    #expect(offsets.offset(ofRow: 11) == 11 * 44 + 56)
    #expect(offsets.offset(ofRow: 999_999) == 999_999 * 44 + 56)
    #expect(offsets.row(atOffset: 11 * 44 + 56) == 11)
    #expect(offsets.row(atOffset: 44_000_056 - 1) == 999_999)
  }
}
