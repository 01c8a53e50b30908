import AutoCell
import Foundation
import InterfaceBuilder
import Testing

/// UIKit's controls with their intrinsic sizes (Controls.xib: each at the left of a 375-point
/// view, 10 points in).
struct ControlTests {
  private func frame(_ id: String) throws -> CGRect {
    let (_, report) = try Fixtures.report("Controls.xib", object: "root")
    return try #require(report.view(id)?.frameInSuperview)
  }

  @Test func buttonsAreTheirTitleImageAndInsets() throws {
    // A title alone: its width, 6 points above and below (15-point system font).
    let tap = textSize("Tap", font: .system(size: 15))
    #expect(
      try frame("plain-button").size
        == CGSize(width: tap.width.rounded(.up), height: (tap.height + 12).rounded(.up)))
    // Image (24 x 24) beside the title, inside contentEdgeInsets of 4 and 6.
    let star = textSize("Star", font: .system(size: 15))
    #expect(
      try frame("image-button").size
        == CGSize(width: (24 + star.width + 12).rounded(.up), height: 32))
    // A configuration: 17-point title, 12 points at the sides, 7 above and below, in whole
    // pixels.
    let go = textSize("Go", font: .system(size: 17))
    #expect(
      try frame("config-button").size
        == CGSize(width: pixelsUp(go.width + 24), height: pixelsUp(go.height + 14)))
  }

  @Test func imagesTakeTheirSizeFromTheResources() throws {
    #expect(try frame("photo").size == CGSize(width: 60, height: 40))
    // An image the resources do not size (an SF Symbol) is noted, not guessed.
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
        <objects>
          <imageView id="symbol" image="xmark">
            <rect key="frame" x="0" y="0" width="20" height="20"/>
          </imageView>
        </objects>
        <resources><systemImage name="xmark"/></resources>
      </document>
      """
    let document = try IBDocument(data: Data(text.utf8), name: "t.xib")
    let report = try #require(document.instantiate().first).layout()
    #expect(report.unsupported.map(\.line) == [3])
    #expect(report.unsupported.first?.message.contains("'xmark' has no size") == true)
  }

  @Test func controlsWithFixedSizes() throws {
    #expect(try frame("toggle").size == CGSize(width: 51, height: 31))
    #expect(try frame("spinner").size == CGSize(width: 20, height: 20))
    #expect(try frame("big-spinner").size == CGSize(width: 37, height: 37))
    #expect(try frame("stepper").size == CGSize(width: 94, height: 32))
    #expect(try frame("progress") == CGRect(x: 10, y: 290, width: 355, height: 4))
    // A slider's frame is 2 points wider than its track at each side and 31 tall.
    #expect(try frame("slider") == CGRect(x: 8, y: 300, width: 359, height: 31))
    // Two segments as wide as the wider title plus 16, a point between them.
    let widest = max(
      textSize("One", font: .system(size: 13)).width, textSize("Two", font: .system(size: 13)).width
    )
    #expect(
      try frame("segments").size == CGSize(width: pixelsUp(2 * (widest + 16) + 1), height: 32))
  }

  @Test func textFieldsAndTextViews() throws {
    // A rounded field: 7 points around its placeholder, at least 34 tall.
    let name = textSize("Name", font: .system(size: 14))
    #expect(try frame("name-field").size == CGSize(width: pixelsUp(name.width + 14), height: 34))
    // A text view with scrolling off wraps at its width less 10 (line fragment padding), and
    // adds 8 above and below.
    let text = "A text view that sizes itself because scrolling is off."
    let wrapped = textSize(
      text, font: .system(size: 14), width: 355 - 10, lines: 0, lineBreakMode: .byWordWrapping)
    #expect(try frame("notes").height == pixelsUp(wrapped.height + 16))
    // With scrolling on it has no intrinsic size: its constraints size it.
    #expect(try frame("scrolling-notes").height == 40)
  }

  @Test func designablesFixedFramesAndAutoresizingMasks() throws {
    #expect(try frame("badge").size == CGSize(width: 44, height: 22))
    // A view without constraints that Xcode keeps at its frame.
    #expect(try frame("pinned") == CGRect(x: 200, y: 0, width: 100, height: 30))
    // A view placed by its frame and autoresizing mask (flexible width, flexible top margin)
    // follows its superview's width.
    let (object, _) = try Fixtures.report("Controls.xib", object: "root")
    let narrow = object.layout(width: 320)
    #expect(narrow.size == CGSize(width: 320, height: 700))
    #expect(nearly(narrow.view("stretchy")?.frame, CGRect(x: 10, y: 660, width: 300, height: 10)))
  }

  @Test func everySavedFrameIsTheOneComputed() throws {
    let (_, report) = try Fixtures.report("Controls.xib", object: "root")
    #expect(report.misplacedViews.isEmpty && report.ambiguousViews.isEmpty)
  }
}
