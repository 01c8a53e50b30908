import Foundation

/// A typeface and a point size: what text is measured with.
///
/// The name is passed to the ``TextMeasurer`` as is; a host's own measurer may resolve it with
/// its real text engine. ``StandardTextMeasurer`` knows two faces, whose metrics it carries:
/// names containing "Bold" use Helvetica-Bold's metrics, every other name Helvetica's.
/// ``FontFileTextMeasurer`` picks one of its faces by PostScript or family name. The text
/// styles of Dynamic Type come from ``preferredFont(forTextStyle:compatibleWith:)``.
public struct Font: Hashable, Sendable {
  /// The typeface's name, e.g. "Helvetica".
  public var name: String {
    didSet { isBold = Font.namesBoldFace(name) }
  }
  /// The size in points (the em square).
  public var pointSize: CGFloat

  /// Creates a font from a typeface name and a point size.
  ///
  /// - Complexity: O(*n*) in the name's UTF-8 bytes (it is searched for "Bold" once).
  public init(name: String, size: CGFloat) {
    self.init(name: name, size: size, isBold: Font.namesBoldFace(name))
  }

  /// Creates a font whose name is known to contain "Bold" or not (no search).
  private init(name: String, size: CGFloat, isBold: Bool) {
    self.name = name
    self.pointSize = size
    self.isBold = isBold
  }

  /// Whether the name contains "Bold" (kept so measuring does not search the name).
  private(set) var isBold: Bool

  /// Whether `name`'s UTF-8 bytes contain those of "Bold" (case-sensitive, no Unicode
  /// normalization: a plain byte search, without Foundation's `range(of:)`). O(*n*).
  static func namesBoldFace(_ name: String) -> Bool {
    name.utf8.withContiguousStorageIfAvailable(containsBold) ?? containsBold(Array(name.utf8))
  }

  /// Whether `bytes` contain "Bold" (0x42 0x6F 0x6C 0x64).
  private static func containsBold<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool
  where Bytes.Index == Int {
    var index = bytes.startIndex
    while index + 4 <= bytes.endIndex {
      if bytes[index] == 0x42, bytes[index + 1] == 0x6F, bytes[index + 2] == 0x6C,
        bytes[index + 3] == 0x64
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// The regular system font at `size` points (Helvetica in ``StandardTextMeasurer``). O(1).
  public static func system(size: CGFloat) -> Font {
    Font(name: "Helvetica", size: size, isBold: false)
  }

  /// The bold system font at `size` points (Helvetica-Bold in ``StandardTextMeasurer``). O(1).
  public static func boldSystem(size: CGFloat) -> Font {
    Font(name: "Helvetica-Bold", size: size, isBold: true)
  }

  /// The body text style's font: the regular system font at 17 points, as in UIKit.
  public static let body = Font.system(size: 17)
}
