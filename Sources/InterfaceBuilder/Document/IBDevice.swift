import AutoCell
import Foundation

/// A device Interface Builder lays documents out for: its screen in points, its scale, the
/// insets of its status bar or sensor housing and home indicator, and its size classes.
///
/// Documents name theirs in `<device id="retina6_1" orientation="portrait">`; a document
/// without one (saved by Xcode 8 or earlier) is laid out on ``defaultID``. The figures are
/// those of the simulated devices of Interface Builder (iPhone insets as Xcode 12 and later
/// simulate them: 44 points at the top of notched iPhones, 34 at the bottom).
public struct IBDevice: Hashable, Sendable {
  /// A width or height size class (UIKit's `UIUserInterfaceSizeClass`).
  public enum SizeClass: String, Hashable, Sendable {
    case compact, regular
  }

  /// The device's identifier as documents write it (`retina4_7`, `ipad9_7`, ...).
  public let id: String
  /// Whether the screen is turned on its side.
  public let isLandscape: Bool
  /// The screen's size in points, as oriented.
  public let screenSize: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// The insets of the area free of the status bar, sensor housing and home indicator, as
  /// oriented (no bars of a view controller included).
  public let safeAreaInsets: EdgeInsets
  /// The horizontal size class.
  public let horizontalSizeClass: SizeClass
  /// The vertical size class.
  public let verticalSizeClass: SizeClass

  /// The device of documents that name none.
  public static let defaultID = "retina4_7"

  /// One row of the table: portrait width and height, scale, top and bottom insets, and
  /// whether landscape keeps a regular width (the 414-point-wide iPhones) or is an iPad.
  private struct Model {
    let width: CGFloat
    let height: CGFloat
    let scale: CGFloat
    let top: CGFloat
    let bottom: CGFloat
    let kind: Kind
    enum Kind { case phone, widePhone, pad }
  }

  private static let models: [String: Model] = [
    "retina3_5": Model(width: 320, height: 480, scale: 2, top: 20, bottom: 0, kind: .phone),
    "retina4_0": Model(width: 320, height: 568, scale: 2, top: 20, bottom: 0, kind: .phone),
    "retina4_7": Model(width: 375, height: 667, scale: 2, top: 20, bottom: 0, kind: .phone),
    "retina5_5": Model(width: 414, height: 736, scale: 3, top: 20, bottom: 0, kind: .widePhone),
    "retina5_4": Model(width: 375, height: 812, scale: 3, top: 50, bottom: 34, kind: .phone),
    "retina5_9": Model(width: 375, height: 812, scale: 3, top: 44, bottom: 34, kind: .phone),
    "retina6_1": Model(width: 414, height: 896, scale: 2, top: 44, bottom: 34, kind: .widePhone),
    "retina6_5": Model(width: 414, height: 896, scale: 3, top: 44, bottom: 34, kind: .widePhone),
    "retina6_12": Model(width: 390, height: 844, scale: 3, top: 47, bottom: 34, kind: .phone),
    "retina6_0": Model(width: 390, height: 844, scale: 3, top: 47, bottom: 34, kind: .phone),
    "retina6_7": Model(width: 428, height: 926, scale: 3, top: 47, bottom: 34, kind: .widePhone),
    "ipad9_7": Model(width: 768, height: 1024, scale: 2, top: 20, bottom: 0, kind: .pad),
    "ipad10_2": Model(width: 810, height: 1080, scale: 2, top: 20, bottom: 0, kind: .pad),
    "ipad10_5": Model(width: 834, height: 1112, scale: 2, top: 20, bottom: 0, kind: .pad),
    "ipad10_9rounded": Model(
      width: 820, height: 1180, scale: 2, top: 24, bottom: 20, kind: .pad),
    "ipad11": Model(width: 834, height: 1194, scale: 2, top: 24, bottom: 20, kind: .pad),
    "ipad12_9": Model(width: 1024, height: 1366, scale: 2, top: 20, bottom: 0, kind: .pad),
    "ipad12_9rounded": Model(
      width: 1024, height: 1366, scale: 2, top: 24, bottom: 20, kind: .pad),
  ]

  /// The identifiers this table knows, sorted.
  public static var knownIDs: [String] { models.keys.sorted() }

  /// The device `id` in an orientation, or nil for an identifier the table does not know.
  public init?(id: String, landscape: Bool = false) {
    guard let model = IBDevice.models[id] else { return nil }
    self.id = id
    isLandscape = landscape
    scale = model.scale
    let notched = model.bottom > 0
    if landscape {
      screenSize = CGSize(width: model.height, height: model.width)
      switch model.kind {
      case .pad:
        safeAreaInsets = EdgeInsets(top: model.top, left: 0, bottom: model.bottom, right: 0)
      case .phone, .widePhone:
        // iPhones hide the status bar in landscape; notched ones keep the housing's side.
        safeAreaInsets =
          notched
          ? EdgeInsets(top: 0, left: 44, bottom: 21, right: 44) : EdgeInsets(all: 0)
      }
    } else {
      screenSize = CGSize(width: model.width, height: model.height)
      safeAreaInsets = EdgeInsets(top: model.top, left: 0, bottom: model.bottom, right: 0)
    }
    switch model.kind {
    case .pad:
      horizontalSizeClass = .regular
      verticalSizeClass = .regular
    case .widePhone:
      horizontalSizeClass = landscape ? .regular : .compact
      verticalSizeClass = landscape ? .compact : .regular
    case .phone:
      horizontalSizeClass = .compact
      verticalSizeClass = landscape ? .compact : .regular
    }
  }

  /// The status bar's height (or the housing's inset) at the top of the screen.
  public var statusBarHeight: CGFloat { safeAreaInsets.top }
}
