import AutoCell
import InterfaceBuilder
import Testing

/// Stack views as UIKit arranges them (Stacks.xib, a 320-point view on an iPhone 8).
struct StackTests {
  @Test func distributionsAlignmentsAndSpacing() throws {
    let (object, report) = try Fixtures.report("Stacks.xib", object: "root")
    #expect(object.node(withID: "row") is StackNode)
    // Fill equally, spacing 10: (320 - 20) / 3 each; the row sits on the safe area (20 down).
    #expect(nearly(report.view("row-2")?.frame, CGRect(x: 110, y: 20, width: 100, height: 40)))
    // Equal spacing: the room left (220 - 60) is the one gap.
    #expect(
      nearly(
        report.view("right-box")?.frameInSuperview, CGRect(x: 190, y: 0, width: 30, height: 20)))
    #expect(report.misplacedViews.isEmpty && report.ambiguousViews.isEmpty)
  }

  @Test func aLayoutMarginsChildMakesTheArrangementMarginsRelative() throws {
    let (object, report) = try Fixtures.report("Stacks.xib", object: "root")
    let column = try #require(object.node(withID: "column") as? StackNode)
    #expect(column.isLayoutMarginsRelativeArrangement)
    #expect(column.layoutMargins == EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    let one = textSize("One", font: .system(size: 17))
    let two = textSize("Two", font: .system(size: 17))
    let width = pixelsUp(max(one.width, two.width)) + 20
    // Centered, as wide as its widest label plus margins; the hidden view takes no room and
    // the spacing around it collapses: 5 + line + 8 + line + 5.
    #expect(nearly(report.view("column")?.frameInSuperview.width, width))
    #expect(
      nearly(report.view("column")?.frameInSuperview.height, 5 + 2 * pixelsUp(one.height) + 8 + 5))
    #expect(nearly(report.view("two")?.frameInSuperview.minY, 5 + pixelsUp(one.height) + 8))
    #expect(object.node(withID: "hidden")?.isHidden == true)
  }

  @Test func firstBaselineAlignment() throws {
    let (_, report) = try Fixtures.report("Stacks.xib", object: "root")
    let big = try #require(report.view("big")?.frame)
    let small = try #require(report.view("small")?.frame)
    let ascender = CGFloat(FontMetrics.helvetica.ascender) / 1000
    #expect(abs((big.minY + ascender * 30) - (small.minY + ascender * 12)) <= 0.5)
    // A horizontal stack ignores baseline-relative arrangement, as UIKit's does.
    #expect(!report.unsupported.contains { $0.message.contains("stackView baselines") })
  }

  @Test func baselineRelativeArrangementSpacesBaselines() throws {
    let (object, report) = try Fixtures.report("Stacks.xib", object: "root")
    let heading = try #require(report.view("heading")?.frame)
    let detail = try #require(report.view("detail")?.frame)
    // 20 points from the heading's last baseline to the detail's first (to the pixel).
    let ascender = CGFloat(FontMetrics.helvetica.ascender) / 1000
    let gap = (detail.minY + ascender * 12) - (heading.minY + ascender * 17)
    #expect(abs(gap - 20) <= 0.5)
    // The outer views keep their edges at the stack's: noted as not applied.
    let stack = try #require(object.view(withID: "lines"))
    #expect(
      report.unsupported.contains {
        $0.line == stack.line && $0.message.contains("baseline-relative")
      })
  }

  @Test func aSpacingVariationAppliesOnRegularWidths() throws {
    let pad = try #require(IBDevice(id: "ipad9_7"))
    let object = try #require(try Fixtures.objects("Stacks.xib", device: pad).first)
    #expect((object.node(withID: "row") as? StackNode)?.spacing == 20)
    let phone = try #require(try Fixtures.objects("Stacks.xib").first)
    #expect((phone.node(withID: "row") as? StackNode)?.spacing == 10)
  }
}
