import AutoCell

/// Which containers hold each view controller of a storyboard, found from its segues: the
/// root and pushed controllers of a navigation controller show its navigation bar (and its
/// toolbar when shown), the tabs of a tab bar controller its tab bar.
struct SceneGraph {
  /// The bars around a controller's view.
  struct Bars {
    /// The navigation bar's height, nil without one.
    var top: CGFloat?
    /// Whether the navigation bar is opaque (the view then starts below it).
    var topIsOpaque = false
    /// The toolbar's or tab bar's height, nil without one.
    var bottom: CGFloat?
  }

  private var bars: [String: Bars] = [:]

  /// Reads the relationships and segues of every controller under `scenes`.
  ///
  /// - Complexity: O(*n* + *c* · *s*) for *n* elements, *c* controllers and *s* segues.
  init(scenes: IBElement) {
    var controllers: [String: IBElement] = [:]
    for scene in scenes.children(named: "scene") {
      for object in scene.child("objects")?.children ?? [] {
        if let id = object["id"], object["sceneMemberID"] == "viewController" {
          controllers[id] = object
        }
      }
    }
    // Segues leaving each controller, wherever they are written inside it.
    var segues: [String: [(destination: String, kind: String, relationship: String?)]] = [:]
    for (id, controller) in controllers {
      var stack = [controller]
      while let element = stack.popLast() {
        if element.name == "segue", let destination = element["destination"] {
          segues[id, default: []].append(
            (destination, element["kind"] ?? "", element["relationship"]))
        }
        stack.append(contentsOf: element.children)
      }
    }
    // Containers first, then what they push, until nothing changes.
    for (id, controller) in controllers {
      for segue in segues[id] ?? [] where segue.kind == "relationship" {
        var inherited = bars[segue.destination] ?? Bars()
        if controller.name == "navigationController" {
          let bar = controller.child("navigationBar", key: "navigationBar")
          if controller["navigationBarHidden"] != "YES" {
            inherited.top = bar?.flag("largeTitles") == true ? 96 : 44
            inherited.topIsOpaque = bar?["translucent"] == "NO"
          }
          if controller["toolbarHidden"] == "NO" { inherited.bottom = 44 }
        } else if controller.name == "tabBarController" {
          inherited.bottom = 49
        }
        bars[segue.destination] = inherited
      }
    }
    var changed = true
    var rounds = 0
    while changed && rounds <= controllers.count {
      changed = false
      rounds += 1
      for (id, _) in controllers {
        guard let source = bars[id], source.top != nil else { continue }
        for segue in segues[id] ?? [] where ["show", "push"].contains(segue.kind) {
          let current = bars[segue.destination]
          if current?.top == nil {
            var pushed = current ?? Bars()
            pushed.top = source.top
            pushed.topIsOpaque = source.topIsOpaque
            pushed.bottom = pushed.bottom ?? source.bottom
            bars[segue.destination] = pushed
            changed = true
          }
        }
      }
    }
  }

  /// The bars around `controller`'s view, as its own simulated metrics may override them.
  func bars(of controller: IBElement) -> Bars {
    var result = controller["id"].flatMap { bars[$0] } ?? Bars()
    for metrics in controller.children {
      switch (metrics.name, metrics["key"]) {
      case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
        result.top = result.top ?? 44
      case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
        result.bottom = 44
      case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
        result.bottom = 49
      default: break
      }
    }
    return result
  }

  /// The view's size and safe area in a scene on `device` with `bars`.
  static func metrics(
    on device: IBDevice, bars: Bars, extendsUnderOpaqueBars: Bool
  ) -> SceneMetrics {
    let screen = device.screenSize
    let device = device.safeAreaInsets
    var top = device.top
    var viewTop: CGFloat = 0
    if let bar = bars.top {
      if bars.topIsOpaque && !extendsUnderOpaqueBars {
        viewTop = device.top + bar
        top = 0
      } else {
        top = device.top + bar
      }
    }
    let bottom = device.bottom + (bars.bottom ?? 0)
    return SceneMetrics(
      size: CGSize(width: screen.width, height: screen.height - viewTop),
      safeArea: EdgeInsets(top: top, left: device.left, bottom: bottom, right: device.right))
  }
}
