import Foundation

/// A typeface and a point size: what text is measured with.
///
/// The name is passed to the ``TextMeasurer`` as is; a host's own measurer may resolve it with
/// its real text engine. ``StandardTextMeasurer`` knows two faces, whose metrics it carries:
/// names containing "Bold" use Helvetica-Bold's metrics, every other name Helvetica's.
/// ``FontFileTextMeasurer`` picks one of its faces by PostScript or family name. The text
/// styles of Dynamic Type come from ``preferredFont(forTextStyle:compatibleWith:)``.
public struct Font: Hashable, Sendable {
  /// The typeface's name, such as "Helvetica".
  public var name: String {
    get { FontName.name(nameNumber) }
    set {
      nameNumber = FontName.number(of: newValue)
      isBold = Font.namesBoldFace(newValue)
      textStyle = nil
    }
  }
  /// The size in points (the em square).
  ///
  /// Setting it makes the font one of fixed size (no ``textStyle``).
  public var pointSize: CGFloat {
    didSet { textStyle = nil }
  }
  /// The Dynamic Type text style whose size the font follows in hosted content (``Font/body``,
  /// ``Font/headline``, ...; see ``DynamicTypeSize``), or nil for a font of fixed size.
  ///
  /// A ``TextNode`` measures any font at its ``pointSize``.
  public internal(set) var textStyle: TextStyle?

  /// The name's number (see `FontName`): a font holds no reference, so copying one is
  /// copying its bits.
  ///
  /// Equal names have equal numbers.
  private var nameNumber: UInt32

  /// Creates a font from a typeface name and a point size.
  ///
  /// - Complexity: O(*n*) in the name's UTF-8 bytes (it is searched for "Bold" once, and
  ///   numbered; see `FontName`).
  public init(name: String, size: CGFloat) {
    self.init(
      nameNumber: FontName.number(of: name), size: size, isBold: Font.namesBoldFace(name))
  }

  /// Creates a font whose name's number is known, and whether it contains "Bold" (no search).
  private init(nameNumber: UInt32, size: CGFloat, isBold: Bool) {
    self.nameNumber = nameNumber
    self.pointSize = size
    self.isBold = isBold
  }

  /// Whether the name contains "Bold" (kept so measuring does not search the name).
  private(set) var isBold: Bool

  /// Whether `name`'s UTF-8 bytes contain those of "Bold" (case-sensitive, no Unicode
  /// normalization: a plain byte search, without Foundation's `range(of:)`).
  ///
  /// O(*n*).
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

  /// The regular system font at `size` points (Helvetica in ``StandardTextMeasurer``).
  ///
  /// O(1).
  public static func system(size: CGFloat) -> Font {
    Font(nameNumber: FontName.helvetica, size: size, isBold: false)
  }

  /// The bold system font at `size` points (Helvetica-Bold in ``StandardTextMeasurer``).
  ///
  /// O(1).
  public static func boldSystem(size: CGFloat) -> Font {
    Font(nameNumber: FontName.helveticaBold, size: size, isBold: true)
  }

  /// The body text style's font: the regular system font at 17 points, as in UIKit, following
  /// the Dynamic Type size in hosted content (``textStyle`` ``TextStyle/body``).
  public static let body = Font.following(.body)

  /// The font of `style` at the default Dynamic Type size
  /// (``preferredFont(forTextStyle:compatibleWith:)``), following the Dynamic Type size in
  /// hosted content.
  static func following(_ style: TextStyle) -> Font {
    var font = preferredFont(forTextStyle: style)
    font.textStyle = style
    return font
  }
}

extension Font: CustomReflectable {
  /// The name, the size and the boldness, printed as they were before names were kept as
  /// numbers: `Font(name: "Helvetica", pointSize: 17.0, isBold: false)`.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["name": name, "pointSize": pointSize, "isBold": isBold],
      displayStyle: .struct)
  }
}
