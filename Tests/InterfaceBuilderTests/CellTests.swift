import AutoCell
import InterfaceBuilder
import Testing

/// Cells: their content view follows them, their margins are UIKit's, and they are measured
/// at their fitting height.
struct CellTests {
  @Test func aTableCellsContentViewHasUIKitsMargins() throws {
    // On a 375-point-wide table: 16 points at the sides, 11 above and below.
    let (object, report) = try Fixtures.report("Cells.xib", object: "title-cell")
    #expect(
      object.node(withID: "title-content")?.layoutMargins
        == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    #expect(report.view("title")?.frameInSuperview == CGRect(x: 16, y: 11, width: 343, height: 38))
  }

  @Test func aPrototypeCellsSidesFollowItsTablesWidth() throws {
    // 16 points in a 375-point table; from 400 points wide, 20 (a 414-point iPhone's).
    let narrow = try #require(
      try Fixtures.objects("Scenes.storyboard").first { $0.id == "row-cell" })
    #expect(narrow.node(withID: "row-content")?.layoutMargins.left == 16)
    let device = try #require(IBDevice(id: "retina6_1"))
    let wide = try #require(
      try Fixtures.objects("Scenes.storyboard", device: device).first { $0.id == "row-cell" })
    #expect(
      wide.node(withID: "row-content")?.layoutMargins
        == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
  }

  @Test func aCellAsXcode8SavedItHasMarginsOfEight() throws {
    let (object, report) = try Fixtures.report("LegacyCell.xib", object: "old-cell")
    #expect(object.node(withID: "old-content")?.layoutMargins == EdgeInsets(all: 8))
    #expect(
      report.view("old-box")?.frameInSuperview == CGRect(x: 8, y: 8, width: 304, height: 27.5))
    #expect(report.misplacedViews.isEmpty)
  }

  @Test func aCollectionCellHasAPlainViewsMargins() throws {
    let (_, report) = try Fixtures.report("Cells.xib", object: "tile-cell")
    #expect(report.view("tile-box")?.frameInSuperview == CGRect(x: 8, y: 8, width: 84, height: 34))
    #expect(
      report.view("tile-cell#contentView")?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func theFittingHeightIsTheContentsPlusTheSeparator() throws {
    let (object, report) = try Fixtures.report("Cells.xib", object: "body-cell")
    // Two lines of 17-point body text (a newline splits them), 11 points above and below,
    // and the half-point separator the saved content view leaves under itself.
    let text = pixelsUp(2 * textSize("A", font: .system(size: 17)).height)
    #expect(nearly(report.fittingHeight, 11 + text + 11 + 0.5))
    // The content view keeps the room of the disclosure indicator at any width.
    let narrow = object.layout(width: 320)
    #expect(narrow.size.width == 320 && nearly(narrow.size.height, 11 + text + 11 + 0.5))
    #expect(nearly(narrow.view("body-content")?.frame.width, CGFloat(320 - 34)))
    #expect(nearly(narrow.view("body")?.frame.width, CGFloat(320 - 34 - 32)))
    #expect(!narrow.comparesSavedFrames && narrow.misplacedViews.isEmpty)
  }

  @Test func theTitleCellsMinimumHeightHolds() throws {
    let (_, report) = try Fixtures.report("Cells.xib", object: "title-cell")
    #expect(report.fittingHeight == 60)
  }
}
