import AutoCell
import Foundation
import InterfaceBuilder
import Testing

/// The issues Xcode reports: conflicts named by constraint id, ambiguous and misplaced views
/// (Issues.xib has one of each).
struct IssueTests {
  @Test func conflictingConstraintsAreAnIrreducibleSetNamedByIds() throws {
    let (object, report) = try Fixtures.report("Issues.xib", object: "root")
    let conflict = try #require(report.conflicts.first)
    #expect(report.conflicts.count == 1)
    // The one written later is broken, as UIKit breaks the one added last.
    #expect(conflict.broken == "width-200")
    #expect(conflict.others == ["width-100"])
    #expect(conflict.descriptions == ["\"Boxed\".width == 100", "\"Boxed\".width == 200"])
    #expect(conflict.line == object.view(withID: "boxed").map { $0.line + 5 })
    #expect(object.constraint(withID: "width-200")?.isBroken == true)
    #expect(report.view("boxed")?.frameInSuperview.width == 100)
  }

  @Test func ambiguousViewsAreReported() throws {
    let (_, report) = try Fixtures.report("Issues.xib", object: "root")
    #expect(report.ambiguousViews.map(\.view.id) == ["loose"])
    // An ambiguous view's saved frame is one of many: it is not called misplaced.
    #expect(report.view("loose")?.isMisplaced == false)
  }

  @Test func misplacedViewsCompareTheSavedFrameWithTheSolvedOne() throws {
    let (_, report) = try Fixtures.report("Issues.xib", object: "root")
    let moved = try #require(report.view("moved"))
    #expect(report.misplacedViews.map(\.view.id) == ["moved"])
    #expect(moved.view.savedFrame == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(moved.frameInSuperview == CGRect(x: 260, y: 140, width: 50, height: 50))
    #expect(moved.difference == 260)
    #expect(report.hasIssues)
  }

  @Test func descriptionsNameTheSuperviewAndTheLibrarysConstraints() throws {
    // A conflict with a frame held by an autoresizing mask: the document's constraint is
    // broken, the mask's constraint is described in words.
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="14113">
        <objects>
          <view id="root">
            <rect key="frame" x="0" y="0" width="200" height="100"/>
            <subviews>
              <view id="header">
                <rect key="frame" x="0" y="0" width="200" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                    <rect key="frame" x="10" y="0" width="180" height="50"/>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="inner" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="10" id="inner-leading"/>
                  <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="10" id="inner-trailing"/>
                  <constraint firstItem="inner" firstAttribute="width" relation="lessThanOrEqual" constant="100" id="inner-max"/>
                </constraints>
              </view>
            </subviews>
          </view>
        </objects>
      </document>
      """
    let document = try IBDocument(data: Data(text.utf8), name: "t.xib")
    let report = try #require(document.instantiate().first).layout()
    let conflict = try #require(report.conflicts.first)
    #expect(conflict.broken == "inner-max")
    #expect(Set(conflict.others) == ["inner-leading", "inner-trailing", "autoresizing@header"])
    #expect(conflict.descriptions.contains("view.leading == superview.leading + 10"))
    #expect(conflict.descriptions.contains("superview.trailing == view.trailing + 10"))
    #expect(conflict.descriptions.contains("view header.width == 200 (autoresizing mask)"))
    #expect(conflict.line == 17)
  }
}
