import AutoCell

/// A font as a document describes it (`<fontDescription>`, or an attributed string's
/// `NSFont`), before it is mapped to faces the library can measure (see ``IBFonts``).
struct FontSpec: Hashable {
  enum Face: Hashable {
    /// The system font; `bold` for semibold and heavier weights.
    case system(bold: Bool)
    /// A Dynamic Type style at the default content size.
    case textStyle(Font.TextStyle, bold: Bool)
    /// A named face: its PostScript name and family.
    case named(String, family: String?)
  }

  var face: Face
  var size: CGFloat

  /// The regular system font at `size`.
  static func system(_ size: CGFloat) -> FontSpec {
    FontSpec(face: .system(bold: false), size: size)
  }
}

extension FontSpec {
  /// Weights IB writes that UIKit draws with a bold face (semibold and heavier).
  static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

  /// IB's text style names (`UICTFontTextStyleBody`, ...): the style and whether it is bold.
  static func textStyle(named name: String) -> (Font.TextStyle, bold: Bool)? {
    let styles: [String: Font.TextStyle] = [
      "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3,
      "Headline": .headline, "Body": .body, "Callout": .callout, "Subhead": .subheadline,
      "Footnote": .footnote, "Caption1": .caption1, "Caption2": .caption2,
    ]
    var rest = name
    guard rest.hasPrefix("UICTFontTextStyle") else { return nil }
    rest.removeFirst("UICTFontTextStyle".count)
    var bold = false
    if rest.hasPrefix("Emphasized") {
      bold = true
      rest.removeFirst("Emphasized".count)
    }
    if rest.hasPrefix("Short") { rest.removeFirst("Short".count) }
    guard let style = styles[rest] else { return nil }
    return (style, bold || style == .headline)
  }

  /// The point size of a text style at the default content size category.
  static func pointSize(of style: Font.TextStyle) -> CGFloat {
    Font.preferredFont(forTextStyle: style).pointSize
  }

  /// Whether a face name reads as a bold weight (`Avenir-Heavy`, `.SFUI-Semibold`).
  static func namesBoldWeight(_ name: String) -> Bool {
    let lower = name.lowercased()
    return ["bold", "heavy", "black", "semibold", "demi"].contains { lower.contains($0) }
  }
}
