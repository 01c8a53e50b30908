import Foundation

/// A typeface and a point size: what text is measured with.
///
/// The name is passed to the ``TextMeasurer`` as is; a host's own measurer may resolve it with
/// its real text engine. ``StandardTextMeasurer`` knows two faces, whose metrics it carries:
/// names containing "Bold" use Helvetica-Bold's metrics, every other name Helvetica's.
public struct Font: Hashable, Sendable {
  /// The typeface's name, e.g. "Helvetica".
  public var name: String {
    didSet { isBold = Font.namesBoldFace(name) }
  }
  /// The size in points (the em square).
  public var pointSize: CGFloat

  /// Creates a font from a typeface name and a point size.
  public init(name: String, size: CGFloat) {
    self.name = name
    self.pointSize = size
    self.isBold = Font.namesBoldFace(name)
  }

  /// Whether the name contains "Bold" (kept so measuring does not search the name).
  private(set) var isBold: Bool

  /// Whether `name` contains "Bold".
  private static func namesBoldFace(_ name: String) -> Bool { name.contains("Bold") }

  /// The regular system font at `size` points (Helvetica in ``StandardTextMeasurer``).
  public static func system(size: CGFloat) -> Font {
    Font(name: "Helvetica", size: size)
  }

  /// The bold system font at `size` points (Helvetica-Bold in ``StandardTextMeasurer``).
  public static func boldSystem(size: CGFloat) -> Font {
    Font(name: "Helvetica-Bold", size: size)
  }

  /// The body text style's font: the regular system font at 17 points, as in UIKit.
  public static let body = Font.system(size: 17)
}
