import AutoCell
import Foundation
import Testing

@Suite("Scrolling to a row")
struct ScrollToRowTests {
  /// 10,000 tiles of 20 to 119 points, estimated at 44 until measured.
  func list() throws -> ListSizer {
    let sizer = ListSizer.tiles(strategy: .estimated(rowHeight: 44))
    try sizer.setItems((0..<10_000).map { Tile(id: $0, height: 20 + ($0 * 37) % 100) })
    return sizer
  }

  /// UIKit's `scrollToRow(at:at: .bottom, animated:)` on the last row ends with its bottom at
  /// the viewport's bottom.
  ///
  /// Measuring the last screen once at its estimated offset does not: the rows measured there grow,
  /// the offsets move, and the last row is left unmeasured below the screen. Measuring what the new
  /// offset shows until nothing is estimated there does.
  @Test func theLastRowLandsExactlyAtTheBottom() throws {
    let viewport: CGFloat = 600
    let naive = try list()
    let last = naive.count - 1
    let estimatedOffset = naive.totalHeight - viewport
    naive.measureRows(inOffsets: estimatedOffset...(estimatedOffset + viewport))
    let missed = naive.offset(ofRow: last) + naive.height(ofRow: last) - estimatedOffset
    #expect(missed != viewport, "the one-pass approach misses: \(missed)")

    let sizer = try list()
    let offset = sizer.offset(scrollingToRow: last, at: .bottom, viewportHeight: viewport)
    #expect(sizer.isMeasured(row: last))
    #expect(sizer.offset(ofRow: last) + sizer.height(ofRow: last) - offset == viewport)
    #expect(offset == sizer.totalHeight - viewport)
    let first = sizer.row(atOffset: offset)!
    for row in first...last { #expect(sizer.isMeasured(row: row), "row \(row) is on screen") }
    #expect(sizer.height(ofRow: last) == CGFloat(20 + (last * 37) % 100))
    #expect(!sizer.isMeasured(row: 9_000), "rows above keep their estimates")
  }

  /// `.top` puts the row's top at the offset, `.middle` its centre at the viewport's centre;
  /// both measure what they show.
  ///
  /// Near the end the offset is clamped to the content.
  @Test func topAndMiddlePlaceTheRowAndClampToTheContent() throws {
    let sizer = try list()
    let top = sizer.offset(scrollingToRow: 5_000, at: .top, viewportHeight: 400)
    #expect(top == sizer.offset(ofRow: 5_000))
    for row in 5_000...sizer.row(atOffset: top + 399)! { #expect(sizer.isMeasured(row: row)) }
    let middle = sizer.offset(scrollingToRow: 7_000, at: .middle, viewportHeight: 400)
    let centre = sizer.offset(ofRow: 7_000) + sizer.height(ofRow: 7_000) / 2
    #expect(abs(middle + 200 - centre) < 1e-9)
    let clamped = sizer.offset(scrollingToRow: 9_999, at: .top, viewportHeight: 400)
    #expect(clamped == sizer.totalHeight - 400)
    #expect(sizer.offset(scrollingToRow: 0, at: .bottom, viewportHeight: 400) == 0)
  }

  /// `.none` scrolls as little as shows the row whole: not at all when it is shown.
  @Test func noneScrollsAsLittleAsItCan() throws {
    let sizer = ListSizer.tiles()
    try sizer.setItems((0..<100).map { Tile(id: $0, height: 50) })
    #expect(
      sizer.offset(scrollingToRow: 10, at: .none, viewportHeight: 200, currentOffset: 450) == 450)
    #expect(
      sizer.offset(scrollingToRow: 5, at: .none, viewportHeight: 200, currentOffset: 450) == 250)
    #expect(
      sizer.offset(scrollingToRow: 20, at: .none, viewportHeight: 200, currentOffset: 450) == 850)
  }
}
