import AutoCell
import Foundation
import Testing

@testable import InterfaceBuilder

/// Constraints read as UIKit reads them (Constraints.xib: a 414-point view on an iPhone 11,
/// whose safe area starts 44 points down and whose margins are 20 points at the sides).
struct ConstraintTests {
  @Test func everyFormOfConstraintPlacesItsViews() throws {
    let (_, report) = try Fixtures.report("Constraints.xib", object: "root")
    func frame(_ id: String) -> CGRect? { report.view(id)?.frameInSuperview }
    // a: leading = safeArea.leading + 10; top = topMargin (44: the safe area, a root view has
    // no top margin of its own); width 100 (a constraint without firstItem is its owner's);
    // height = width * 1:2.
    #expect(frame("a") == CGRect(x: 10, y: 44, width: 100, height: 50))
    // b: leading = a.trailing + 8 (symbolic); centerY = a.centerY; width = a.width * 3/4;
    // height 40; its placeholder width of 999 is removed at build time.
    #expect(frame("b") == CGRect(x: 118, y: 49, width: 75, height: 40))
    // c: top = a.bottom (no constant: 0); leading >= b.trailing + 10 beats leading ==
    // b.trailing at 750; width = b.width * 0.5; height 30 (60 only in compact heights).
    #expect(frame("c") == CGRect(x: 203, y: 94, width: 37.5, height: 30))
    // d: centerX = centerXWithinMargins (20 and 20: 207); bottom = bottomMargin (300 - 34).
    #expect(frame("d") == CGRect(x: 187, y: 246, width: 40, height: 20))
    // e: its required width of 300 is only installed for regular widths: 200 at 999 holds.
    #expect(frame("e") == CGRect(x: 20, y: 270, width: 200, height: 10))
    #expect(report.misplacedViews.isEmpty && report.ambiguousViews.isEmpty)
    #expect(report.conflicts.isEmpty)
  }

  @Test func baselinesAreTheFontsBaselines() throws {
    let (_, report) = try Fixtures.report("Constraints.xib", object: "root")
    let l1 = try #require(report.view("l1")?.frameInSuperview)
    let l2 = try #require(report.view("l2")?.frameInSuperview)
    // l1's first baseline is on c's bottom (124): its top is the library's Helvetica ascender
    // (0.729 em) above, rounded to the pixel.
    let ascender = CGFloat(FontMetrics.helvetica.ascender) / 1000 * 17
    #expect(l1.minY == (2 * (124 - ascender)).rounded() / 2)
    // `baseline` is the last baseline: one line each, the same font, so the same top.
    #expect(l2.minY == l1.minY)
    #expect(l2.minX == l1.maxX + 8)
  }

  @Test func placeholderConstraintsAreRemovedAndIdentifiersAreIBIds() throws {
    let object = try #require(try Fixtures.objects("Constraints.xib").first)
    #expect(object.constraint(withID: "c9") == nil)
    #expect(object.constraint(withID: "c8")?.identifier == "c8")
    #expect(object.constraint(withID: "c12")?.priority == LayoutPriority(750))
    #expect(object.constraint(withID: "c11")?.relation == .greaterThanOrEqual)
  }

  @Test func sizeClassesPickVariationsForTheNamedDevice() throws {
    let landscape = try #require(IBDevice(id: "retina6_1", landscape: true))
    #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .compact)
    let object = try #require(try Fixtures.objects("Constraints.xib", device: landscape).first)
    let report = object.layout()
    // heightClass=compact: c's height constant is 60; widthClass=regular: e's width 300 is
    // installed. The safe area of a landscape iPhone 11 is 44 points in at the sides.
    #expect(report.view("c")?.frameInSuperview.height == 60)
    #expect(report.view("e")?.frameInSuperview.width == 300)
    #expect(report.view("a")?.frameInSuperview.minX == 54)
    // Saved frames were for the document's device: they are not compared here.
    #expect(!report.comparesSavedFrames && report.misplacedViews.isEmpty)
  }

  @Test func multipliersAreDecimalsOrRatios() {
    #expect(ViewReader.multiplier("0.5") == 0.5)
    #expect(ViewReader.multiplier("1:2") == 0.5)
    #expect(ViewReader.multiplier("16/9") == 16.0 / 9)
    #expect(ViewReader.multiplier("3:0") == nil)
    #expect(ViewReader.multiplier("wide") == nil)
  }

  @Test func unreadableConstraintsAreLeftOutWithANote() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
        <objects>
          <view id="v">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="w">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="w" firstAttribute="width" constant="10" multiplier="x" id="bad-multiplier"/>
              <constraint firstItem="w" firstAttribute="depth" constant="10" id="bad-attribute"/>
              <constraint firstItem="w" firstAttribute="top" secondItem="elsewhere" secondAttribute="top" id="bad-item"/>
              <constraint firstItem="w" firstAttribute="top" secondItem="v" secondAttribute="leading" id="bad-axes"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let document = try IBDocument(data: Data(text.utf8), name: "t.xib")
    let object = try #require(document.instantiate().first)
    let report = object.layout()
    #expect(object.constraints.isEmpty)
    #expect(report.unsupported.map(\.line) == [11, 12, 13, 14])
    #expect(report.unsupported[2].message.contains("'elsewhere'"))
    #expect(report.unsupported[3].message.contains("UIKit rejects"))
  }
}
