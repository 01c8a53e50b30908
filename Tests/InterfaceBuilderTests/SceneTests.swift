import AutoCell
import InterfaceBuilder
import Testing

/// A storyboard's scenes as Interface Builder simulates them on an iPhone 8 (a 20-point status
/// bar, no home indicator).
struct SceneTests {
  private func scene(_ id: String, device: IBDevice? = nil) throws -> (IBObject, IBLayoutReport) {
    let object = try #require(
      try Fixtures.objects("Scenes.storyboard", device: device).first { $0.id == id })
    return (object, object.layout())
  }

  @Test func aTranslucentNavigationBarInsetsTheSafeArea() throws {
    // The view spans the screen; its safe area starts under the status bar and the bar (64).
    let (object, report) = try scene("home-view")
    #expect(object.size == CGSize(width: 375, height: 667) && report.fittingHeight == nil)
    #expect(report.view("banner")?.frame == CGRect(x: 16, y: 72, width: 343, height: 50))
    #expect(report.misplacedViews.isEmpty)
  }

  @Test func aPushedSceneHasTheBarAndIOS10sLayoutGuides() throws {
    // Pushed from the navigation controller's root: top layout guide 64 points long, bottom
    // one 0; the scroll view sits 10 points inside them.
    let (_, report) = try scene("legacy-view")
    #expect(report.view("scroller")?.frame == CGRect(x: 0, y: 74, width: 375, height: 583))
    // Edges tied to the scroll view from inside it are its content's: the page is 800 tall
    // in a 583-point scroll view, at its top.
    #expect(report.view("page")?.frameInSuperview == CGRect(x: 0, y: 0, width: 375, height: 800))
    #expect(report.misplacedViews.isEmpty && report.ambiguousViews.isEmpty)
  }

  @Test func anOpaqueBarShortensTheViewAndAMisplacedRootTakesItsScenesSize() throws {
    // Saved 375 x 667 and flagged misplaced: laid out at the scene's 667 - 64.
    let (object, report) = try scene("under-bar-view")
    #expect(object.size == CGSize(width: 375, height: 603))
    #expect(report.view("filler")?.frame == CGRect(x: 0, y: 0, width: 375, height: 603))
  }

  @Test func aTabBarInsetsTheBottom() throws {
    let (_, report) = try scene("tab-view")
    #expect(report.view("footer")?.frame == CGRect(x: 0, y: 578, width: 375, height: 40))
  }

  @Test func subviewsMaskedForOtherSizeClassesAreNotInstalled() throws {
    #expect(try scene("home-view").0.view(withID: "wide-only") == nil)
    let pad = try #require(IBDevice(id: "ipad11"))
    let (object, report) = try scene("home-view", device: pad)
    #expect(object.view(withID: "wide-only") != nil)
    // On another device a scene is the device's screen, with its insets (24 at the top of an
    // 11-inch iPad, 44 of bar).
    #expect(object.size == CGSize(width: 834, height: 1194))
    #expect(nearly(report.view("banner")?.frame.minY, CGFloat(24 + 44 + 8)))
  }

  @Test func devicesInTheirOrientations() throws {
    let phone = try #require(IBDevice(id: "retina5_9", landscape: true))
    #expect(phone.screenSize == CGSize(width: 812, height: 375))
    #expect(phone.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .compact)
    #expect(IBDevice(id: "retina5_5", landscape: true)?.horizontalSizeClass == .regular)
    #expect(IBDevice(id: "nonsense") == nil)
    #expect(IBDevice.knownIDs.contains(IBDevice.defaultID))
  }
}
