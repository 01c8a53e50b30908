import AutoCell
import InterfaceBuilder
import Testing

/// The fixtures' saved frames are the ones worked out in the other tests: every one is laid
/// out within half a point (text included: the fixtures were measured with the library's
/// fonts), and text dependence is found where text is.
struct SavedFrameTests {
  @Test(arguments: [
    "Cells.xib", "Constraints.xib", "Controls.xib", "Labels.xib", "LegacyCell.xib",
    "Scenes.storyboard", "Stacks.xib",
  ])
  func everySavedFrameIsLaidOutWithinHalfAPoint(_ name: String) throws {
    for object in try Fixtures.objects(name) {
      let report = object.layout()
      for layout in report.views where !layout.isAmbiguous {
        let saved = try #require(layout.view.savedFrame, "\(name): \(layout.view.id)")
        let difference = try #require(layout.difference)
        #expect(
          difference <= 0.5,
          "\(name): \(layout.view.id) saved \(saved), laid out \(layout.frameInSuperview)")
      }
    }
  }

  @Test func framesThatDependOnTextAreFound() throws {
    let (_, stacks) = try Fixtures.report("Stacks.xib", object: "root")
    let (_, constraints) = try Fixtures.report("Constraints.xib", object: "root")
    // Labels, the stacks sized by them, and views placed after them depend on text; boxes
    // sized and placed by constants do not.
    #expect(stacks.view("one")?.dependsOnText == true)
    #expect(stacks.view("column")?.dependsOnText == true)
    #expect(stacks.view("small")?.dependsOnText == true)
    #expect(stacks.view("row-1")?.dependsOnText == false)
    #expect(stacks.view("right-box")?.dependsOnText == false)
    #expect(constraints.view("l2")?.dependsOnText == true)
    #expect(constraints.view("a")?.dependsOnText == false)
    #expect(constraints.view("c")?.dependsOnText == false)
  }

  @Test func withoutTheTextCheckDependenceIsUnknown() throws {
    let object = try #require(try Fixtures.objects("Stacks.xib").first)
    let report = object.layout(checkingTextDependence: false)
    #expect(report.views.allSatisfy { $0.dependsOnText == nil })
    // The text check leaves the layout as it found it.
    let checked = object.layout()
    #expect(zip(report.views, checked.views).allSatisfy { $0.frame == $1.frame })
  }
}
