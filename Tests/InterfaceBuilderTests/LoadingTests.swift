import AutoCell
import Foundation
import InterfaceBuilder
import Testing

/// Reading documents: errors as data with their line, the objects a document holds, and the
/// notes about what is not applied.
struct LoadingTests {
  private func load(_ text: String, name: String = "t.xib") throws(IBLoadError) -> IBDocument {
    try IBDocument(data: Data(text.utf8), name: name)
  }

  @Test func malformedXMLIsAnErrorAtItsLine() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
          <objects>
              <view id="a">
          </objects>
      </document>
      """
    #expect(throws: IBLoadError.self) { try load(text) }
    do {
      _ = try load(text)
    } catch {
      #expect(error.line == 5)
      #expect(error.description.hasPrefix("t.xib:5: error: the XML is not well-formed"))
    }
  }

  @Test func otherDocumentsAreRefusedWithAReason() throws {
    let cases: [(String, String)] = [
      ("", "t.xib:1: error: the file holds no XML element"),
      (
        "<plist version=\"1.0\"/>",
        "t.xib:1: error: not an Interface Builder document: the root element is <plist>, not <document>"
      ),
      (
        "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>",
        "t.xib:1: error: 'com.apple.InterfaceBuilder3.Cocoa.XIB' is not an iOS document (only CocoaTouch documents are read)"
      ),
    ]
    for (text, message) in cases {
      #expect(throws: IBLoadError.self) { try load(text) }
      do {
        _ = try load(text)
      } catch {
        #expect(error.description == message)
      }
    }
  }

  @Test func anUnreadableFileIsAnErrorNamingIt() {
    let url = URL(fileURLWithPath: "/nonexistent/Missing.xib")
    #expect(throws: IBLoadError(file: "Missing.xib", line: 1, message: "the file cannot be read")) {
      try IBDocument(contentsOf: url)
    }
  }

  @Test func cellsReusableViewsAndIdLessContentViewsAreObjects() throws {
    let document = try Fixtures.document("Cells.xib")
    #expect(!document.isStoryboard)
    #expect(document.device.id == "retina4_7")
    let objects = document.instantiate()
    #expect(objects.map(\.id) == ["title-cell", "body-cell", "tile-cell", "section-header"])
    #expect(
      objects.map(\.kind) == [
        "tableViewCell", "tableViewCell", "collectionViewCell", "collectionReusableView",
      ])
    #expect(objects.allSatisfy { $0.isCell })
    let tile = objects[2]
    #expect(tile.views.map(\.id) == ["tile-cell", "tile-cell#contentView", "tile-box"])
    #expect(tile.view(withID: "tile-cell#contentView")?.superviewIndex == 0)
  }

  @Test func storyboardScenesAndTheirCellsAreObjectsOfTheirOwn() throws {
    let document = try Fixtures.document("Scenes.storyboard")
    #expect(document.isStoryboard)
    let objects = document.instantiate()
    #expect(
      objects.map(\.id) == [
        "home-view", "legacy-view", "list-table", "row-cell", "static-cell", "under-bar-view",
        "tab-view",
      ])
    #expect(objects.filter(\.isSceneView).count == 5)
    let list = objects[2]
    // The cells are not views of the table view's scene.
    #expect(list.views.map(\.id) == ["list-table"])
  }

  @Test func nodesAreFoundByIdAndUserLabelAndConstraintsKeepTheirIds() throws {
    let objects = try Fixtures.objects("Constraints.xib")
    let root = try #require(objects.first)
    #expect(root.node(withUserLabel: "Square") === root.node(withID: "a"))
    #expect(root.node(withID: "nothing") == nil)
    let constraint = try #require(root.constraint(withID: "c8"))
    #expect(constraint.identifier == "c8")
    #expect(constraint.isActive)
    #expect(
      root.constraints.allSatisfy { $0.identifier.map { root.constraint(withID: $0) } != nil })
    #expect(root.guide(withID: "safe")?.owningView === root.root)
  }

  @Test func anUnknownElementIsAPlainViewNotedWithItsLine() throws {
    let (object, report) = try Fixtures.report("Controls.xib", object: "root")
    let widget = try #require(object.view(withID: "widget"))
    #expect(type(of: widget.node) == LayoutNode.self)
    #expect(report.view("widget")?.frameInSuperview == CGRect(x: 300, y: 40, width: 50, height: 50))
    let note = try #require(report.unsupported.first { $0.message.contains("fancyWidget") })
    #expect(note.line == widget.line)
    #expect(
      note.description
        == "line \(widget.line): <fancyWidget> is not a view this loader knows: laid out as a plain view"
    )
  }

  @Test func anUnknownDeviceIsNotedAndTheDefaultUsed() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
        <device id="retina9_9" orientation="portrait"/>
        <objects><view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view></objects>
      </document>
      """
    let document = try load(text)
    #expect(document.device.id == IBDevice.defaultID)
    #expect(document.notes.map(\.line) == [2])
    let report = try #require(document.instantiate().first).layout()
    #expect(report.unsupported.contains { $0.message.contains("retina9_9") })
  }

  @Test func placeholderIntrinsicSizesAreReportedAndNotUsed() throws {
    let (object, report) = try Fixtures.report("Controls.xib", object: "root")
    let label = try #require(object.view(withID: "sized-label"))
    let note = try #require(report.notes.first { $0.kind == .designTime })
    #expect(note.line == label.line)
    #expect(note.message.contains("200 x 40"))
    // The real size of "Real" in 17-point text, not 200 by 40.
    let real = textSize("Real", font: .system(size: 17))
    #expect(
      report.view("sized-label")?.frameInSuperview.size
        == CGSize(width: pixelsUp(real.width), height: pixelsUp(real.height)))
  }
}
