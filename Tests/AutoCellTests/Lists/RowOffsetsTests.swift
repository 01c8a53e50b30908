import AutoCell
import Foundation
import TestSupport
import Testing

@Suite("Row offsets")
struct RowOffsetsTests {
  /// The exact offsets of `units` (heights in 2⁻³² point) as a reference: integer prefix sums,
  /// converted once (a `Double` from an `Int` is correctly rounded).
  static func referenceOffsets(_ units: [Int]) -> [Double] {
    var sums = [0.0]
    var sum = 0
    for unit in units {
      sum += unit
      sums.append(Double(sum) / 0x1p32)
    }
    return sums
  }

  /// After random height changes, insertions and removals, offsets, the total and row lookups
  /// agree with exact prefix sums over a plain array of the same heights.
  @Test(arguments: [UInt64(1), 2, 3, 0xDEAD_BEEF])
  func offsetsStayExactAfterRandomEdits(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    // Heights with 32 fractional bits (kept as given), up to 256 points.
    func randomUnits() -> Int { Int.random(in: 0..<(1 << 40), using: &random) }
    var units = (0..<Int.random(in: 1...2000, using: &random)).map { _ in randomUnits() }
    var offsets = RowOffsets(heights: units.map { Double($0) / 0x1p32 })
    for step in 0..<1500 {
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where !units.isEmpty:
        let row = Int.random(in: 0..<units.count, using: &random)
        let lower = Int.random(in: 0...row, using: &random)
        units.removeSubrange(lower...row)
        offsets.removeSubrange(lower..<(row + 1))
      case 1:
        let row = Int.random(in: 0...units.count, using: &random)
        let new = (0..<Int.random(in: 1...5, using: &random)).map { _ in randomUnits() }
        units.insert(contentsOf: new, at: row)
        offsets.insert(contentsOf: new.map { Double($0) / 0x1p32 }, at: row)
      default:
        guard !units.isEmpty else { continue }
        let row = Int.random(in: 0..<units.count, using: &random)
        units[row] = randomUnits()
        offsets.setHeight(Double(units[row]) / 0x1p32, ofRow: row)
      }
      guard step % 100 == 0 || step == 1499 else { continue }
      let reference = Self.referenceOffsets(units)
      #expect(offsets.count == units.count, "seed \(seed), step \(step)")
      for row in units.indices {
        guard offsets.offset(ofRow: row) == reference[row],
          offsets.height(ofRow: row) == Double(units[row]) / 0x1p32
        else {
          Issue.record("seed \(seed), step \(step): row \(row) is off")
          return
        }
        if reference[row + 1] > reference[row], offsets.row(atOffset: reference[row]) != row {
          Issue.record("seed \(seed), step \(step): row at the top of row \(row) is not \(row)")
          return
        }
      }
      #expect(offsets.totalHeight == reference.last!, "seed \(seed), step \(step)")
    }
  }

  /// Issue #17: the row at a row's own offset is that row, for heights whose float sums round
  /// (sevenths), in every row of a long list.
  @Test func theRowAtARowsOffsetIsThatRow() {
    let issue = RowOffsets(heights: [
      9.142857142857142, 81.71428571428571, 29.142857142857142, 32.714285714285715,
    ])
    #expect(issue.row(atOffset: issue.offset(ofRow: 3)) == 3)
    var random = SeededGenerator(seed: 17)
    let heights = (0..<30_000).map { _ in Double(Int.random(in: 1...700, using: &random)) / 7 }
    let offsets = RowOffsets(heights: heights)
    var wrong = 0
    for row in heights.indices where offsets.row(atOffset: offsets.offset(ofRow: row)) != row {
      wrong += 1
    }
    #expect(wrong == 0, "seed 17")
  }

  /// Issue #17: a huge height set and then set back leaves the offsets exactly as before.
  @Test(arguments: [1e12, 1e15, 1e300])
  func hugeHeightsLeaveNoDrift(huge: Double) {
    var offsets = RowOffsets(count: 1000, height: 10.1)
    let before = (0...1000).map(offsets.offset(ofRow:))
    for row in stride(from: 0, to: 1000, by: 7) {
      offsets.setHeight(huge, ofRow: row)
      #expect(offsets.height(ofRow: row) == min(huge, 0x1p40))  // the documented cap
      #expect(offsets.offset(ofRow: 1000) >= min(huge, 0x1p40))
      offsets.setHeight(10.1, ofRow: row)
    }
    #expect((0...1000).map(offsets.offset(ofRow:)) == before)
  }

  @Test func rowAtOffsetSkipsZeroHeightRowsAndClamps() {
    let offsets = RowOffsets(heights: [10, 0, 5, 0])
    #expect(offsets.row(atOffset: -3) == 0)
    #expect(offsets.row(atOffset: 9.5) == 0)
    #expect(offsets.row(atOffset: 10) == 2)
    #expect(offsets.row(atOffset: 15) == 3)
    #expect(offsets.row(atOffset: 1000) == 3)
    #expect(offsets.row(atOffset: .nan) == 0)
    #expect(RowOffsets(heights: []).row(atOffset: 0) == nil)
  }

  @Test func appendMatchesBuilding() {
    var random = SeededGenerator(seed: 7)
    let heights = (0..<500).map { _ in Double(Int.random(in: 0...100, using: &random)) }
    var appended = RowOffsets(heights: [])
    for height in heights { appended.append(height) }
    let built = RowOffsets(heights: heights)
    for row in 0...heights.count {
      #expect(appended.offset(ofRow: row) == built.offset(ofRow: row), "row \(row)")
    }
  }

  @Test func badHeightsCountAsZeroAndHugeOnesAreCapped() {
    var offsets = RowOffsets(heights: [10, .nan, -5, .infinity, -.infinity])
    #expect(offsets.totalHeight == 10)
    offsets.setHeight(.nan, ofRow: 0)
    #expect(offsets.totalHeight == 0)
    offsets.setHeight(.greatestFiniteMagnitude, ofRow: 1)
    #expect(offsets.height(ofRow: 1) == 0x1p40)
    #expect(offsets.totalHeight == 0x1p40)
    offsets.setHeight(0x1p-60, ofRow: 2)  // below the resolution of 2^-52
    #expect(offsets.height(ofRow: 2) == 0)
  }

  @Test func aMillionRows() {
    var offsets = RowOffsets(count: 1_000_000, height: 44)
    #expect(offsets.totalHeight == 44_000_000)
    offsets.setHeight(100, ofRow: 10)
    #expect(offsets.offset(ofRow: 11) == 11 * 44 + 56)
    #expect(offsets.offset(ofRow: 999_999) == 999_999 * 44 + 56)
    #expect(offsets.row(atOffset: 11 * 44 + 56) == 11)
    #expect(offsets.row(atOffset: 44_000_056 - 1) == 999_999)
    offsets.removeSubrange(1000..<2000)
    offsets.insert(contentsOf: [1, 2], at: 0)
    #expect(offsets.count == 999_002)
    #expect(offsets.totalHeight == 3 + 999_000 * 44 + 56)
  }
}
