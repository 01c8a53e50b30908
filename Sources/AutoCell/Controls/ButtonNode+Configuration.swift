import Foundation

extension ButtonNode {
  /// Where a configured button puts its image relative to its title (UIKit's
  /// `NSDirectionalRectEdge`, for `UIButton.Configuration.imagePlacement`).
  public enum ImagePlacement: Sendable, Hashable {
    /// Before the title (the default).
    case leading
    /// After the title.
    case trailing
    /// Above the title.
    case top
    /// Below the title.
    case bottom
  }

  /// A button's content and its insets, like UIKit's `UIButton.Configuration` (iOS 15): with
  /// one set, the button measures its configuration's title and image inside
  /// ``contentInsets`` (default 7 points above and below, 12 at the sides:
  /// ``UIKitMetrics/buttonConfigurationInsets``), and ignores ``ButtonNode/contentEdgeInsets``.
  public struct Configuration: Hashable, Sendable {
    /// The title.
    public var title: String?
    /// The image.
    public var image: Image?
    /// The title's font (default ``Font/body``).
    public var titleFont = Font.body
    /// The space between the content and the button's edges.
    public var contentInsets = UIKitMetrics.buttonConfigurationInsets
    /// The space between the image and the title, when there are both (default 0).
    public var imagePadding: CGFloat = 0
    /// Where the image is relative to the title (default `.leading`).
    public var imagePlacement = ImagePlacement.leading

    /// A configuration with UIKit's defaults.
    public init() {}

    /// UIKit's plain style (for layout, every style is the same).
    public static func plain() -> Configuration { Configuration() }
    /// UIKit's gray style.
    public static func gray() -> Configuration { Configuration() }
    /// UIKit's tinted style.
    public static func tinted() -> Configuration { Configuration() }
    /// UIKit's filled style.
    public static func filled() -> Configuration { Configuration() }
  }
}
