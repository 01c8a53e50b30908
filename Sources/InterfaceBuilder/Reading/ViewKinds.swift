import AutoCell

/// The view elements the reader knows, and the fixed metrics of UIKit's controls.
enum ViewKinds {
  /// Elements that are views laid out as plain rectangles (their content has no intrinsic
  /// size, or it is set by constraints in every use).
  static let plain: Set<String> = [
    "view", "containerView", "tableView", "collectionView", "scrollView", "mapView", "wkWebView",
    "webView", "visualEffectView", "mtkView", "glkView", "sceneKitView", "arscnView", "skView",
    "arView", "tableViewCell", "tableViewCellContentView", "collectionViewCell",
    "collectionViewCellContentView",
    "collectionReusableView", "navigationBar", "toolbar", "tabBar", "searchBar", "datePicker",
    "pickerView", "pageControl", "stepper", "switch", "activityIndicatorView", "progressView",
    "slider",
  ]

  /// Elements read with their own content.
  static let content: Set<String> = [
    "label", "imageView", "button", "textField", "textView", "stackView", "segmentedControl",
  ]

  /// Whether `name` is a view element the reader knows.
  static func isView(_ name: String) -> Bool { plain.contains(name) || content.contains(name) }

  /// Child elements of a view that hold no layout (colors, connections, accessibility, ...):
  /// read past without a note.
  static let ignoredChildren: Set<String> = [
    "color", "nil", "connections", "accessibility", "userDefinedRuntimeAttributes",
    "gestureRecognizers", "textInputTraits", "point", "animations", "freeformSimulatedSizeMetrics",
    "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics",
    "simulatedTabBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
    "simulatedMetricsContainer", "navigationItem", "items", "segments", "attributedString",
    "string", "state", "inset", "fontDescription", "rect", "autoresizingMask", "subviews",
    "constraints", "variation", "edgeInsets", "directionalEdgeInsets", "viewLayoutGuide",
    "size", "prototypes", "cells", "sections", "collectionViewLayout", "collectionViewFlowLayout",
    "buttonConfiguration", "imageReference", "preferredSymbolConfiguration", "real", "integer",
    "bool", "backgroundConfiguration", "contentConfiguration", "mutableString", "date", "locale",
    "calendar", "timeZone", "textAttributes", "navigationBarAppearance", "toolbarAppearance",
    "tabBarAppearance", "offsetWrapper", "dataDetectorType", "action", "outlet",
    "segue", "scopeButtonTitles", "mapCamera", "wkWebViewConfiguration",
    "audiovisualMediaTypes", "wkPreferences", "mutableArray", "tabBarItem", "barButtonItem",
    "toolbarItems", "cellLayoutConfiguration", "collectionViewCompositionalLayout",
  ]

  /// The intrinsic size of a control with a fixed one that the library has no node for (UIKit's
  /// metrics on iOS 13 and later); nil for other elements.
  ///
  /// `element` is the control's element.
  static func controlSize(of element: IBElement) -> CGSize? {
    let none = LayoutNode.noIntrinsicMetric
    switch element.name {
    case "stepper":
      return CGSize(width: 94, height: 32)
    case "pageControl":
      let pages = element.number("numberOfPages") ?? 3
      return CGSize(width: pages * 16 + 24, height: 26)
    case "searchBar":
      return CGSize(width: none, height: 56)
    case "navigationBar", "toolbar":
      return CGSize(width: none, height: 44)
    case "tabBar":
      return CGSize(width: none, height: 49)
    case "pickerView":
      return CGSize(width: none, height: 216)
    case "datePicker":
      if element["style"] == "compact" {
        return CGSize(width: none, height: 34)
      }
      return CGSize(width: 320, height: 216)
    default:
      return nil
    }
  }
}
