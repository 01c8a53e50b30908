import AutoCell

/// A top-level object as read for a device: its view tree and the place it is laid out in.
struct ObjectSpec {
  /// Where the object lives, which decides its safe area and default margins.
  enum Context {
    /// A top-level view of a `.xib` (safe area insets of the device from Xcode 12 on).
    case view(safeArea: EdgeInsets)
    /// A table or collection view cell, or a collection reusable view; `listWidth` is the
    /// width of the list that holds it, if any.
    case cell(listWidth: CGFloat?)
    /// A view controller's view, with the bars and insets of its scene.
    case scene(SceneMetrics)
  }

  /// The views, parents before children (siblings in document order); the root first.
  var views: [ViewSpec]
  var context: Context
  /// The top and bottom `viewControllerLayoutGuide` ids of the scene's controller, if any.
  var layoutGuideIDs: (top: String?, bottom: String?) = (nil, nil)
  /// What the object's elements hold that is not applied.
  var notes: [IBNote] = []
  /// Whether the document predates iOS 11's margins (saved by Xcode 8 or earlier).
  var usesLegacyMargins = false

  /// The object's root view.
  var root: ViewSpec { views[0] }

  /// The element name of the object's root (`tableViewCell`, `view`, ...).
  var kind: String { root.element }
}

/// The frame and insets of a view controller's view in its scene, as Interface Builder
/// simulates them: the screen, less opaque bars; the safe area within, past the status bar,
/// translucent bars and the home indicator.
struct SceneMetrics {
  /// The view's size.
  var size: CGSize
  /// The view's safe area insets.
  var safeArea: EdgeInsets
}
