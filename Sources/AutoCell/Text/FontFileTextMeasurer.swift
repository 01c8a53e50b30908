import Foundation

/// A text measurer over font files: advances, kerning and line metrics from ``FontFace``s,
/// lines broken as ``StandardTextMeasurer``'s are (UAX #14, by grapheme cluster).
///
/// ``Font/name`` picks the face: the face whose PostScript name it is, else a face of the
/// family it names ("DejaVu Sans", or "DejaVu Sans Bold" for the family's boldest face; without
/// "Bold", the face closest to regular weight; upright before italic), else the first face. A character that
/// face lacks comes from the first fallback that has it, measured with that face's metrics;
/// a line is as tall as the tallest face on it (the largest ascent plus the largest descent
/// and gap), and never shorter than the font's own line height.
///
/// Standard ligatures (`GSUB` `liga`) measure as adjustments between their component glyphs
/// (see ``FontFace/kerning(_:_:)``). A letter of a joining script (Arabic, Syriac, N'Ko,
/// Mongolian) takes its face's positional form (`isol`, `init`, `medi`, `fina`, and Syriac's
/// `fin2`, `fin3`, `med2`) from the nearest letters around it that are not transparent (marks
/// are; ZWJ and tatweel join, ZWNJ does not), as Unicode's joining types and HarfBuzz's
/// Arabic shaper choose them; lam-alef and the other required ligatures (`rlig`) measure as
/// adjustments between those forms. A grapheme cluster of several scalars is measured as its
/// face draws it, through the ligatures of its `ccmp`, `liga`, `clig` and `rlig` features: an
/// emoji ZWJ sequence, keycap, flag or tag sequence is the font's one glyph, and falls back to
/// its parts where the font has none. A cluster that asks for emoji presentation (U+FE0F, a
/// keycap, a tag, a skin tone, or an emoji shown as such by default) comes from the first face
/// with colour glyphs (``FontFace/hasColorGlyphs``: `CBDT`, `sbix` or `COLR`) that has it, as
/// Core Text and browsers take it from the emoji font. The rest of shaping is left out: no
/// mark positioning or other contextual substitution (see the README's list of scripts).
///
/// A width that is not a number or negative counts as zero; a point size that is not positive
/// measures zero.
///
/// - Complexity: O(*n*) in the text's UTF-8 bytes, an array read per ASCII character and a
///   binary search per other scalar; picking the face is O(*f*) in the faces.
public struct FontFileTextMeasurer: TextMeasurer, GlyphSourceMeasurer {
  /// The faces ``Font/name`` chooses from.
  public let faces: [FontFace]
  /// The faces asked, in order, for characters the chosen face lacks.
  public let fallbacks: [FontFace]
  /// The screen scale sizes round up to, as `UILabel` rounds its sizes: 1, 2 or 3 make sizes
  /// whole points, half points or thirds of points; `nil` (the default) keeps them exact.
  public var displayScale: CGFloat?

  /// Creates a measurer over `faces` (at least one), with `fallbacks` for missing characters.
  public init(faces: [FontFace], fallbacks: [FontFace] = [], displayScale: CGFloat? = nil) {
    precondition(!faces.isEmpty, "FontFileTextMeasurer needs at least one face")
    self.faces = faces
    self.fallbacks = fallbacks
    self.displayScale = displayScale
  }

  /// The face `font` is measured with (see the type's rules), or
  /// ``FontFileError/unknownFont(name:)`` if no face has its name.
  ///
  /// - Complexity: O(*f*) in the faces.
  public func face(for font: Font) throws(FontFileError) -> FontFace {
    guard let face = matchingFace(font) else { throw .unknownFont(name: font.name) }
    return face
  }

  /// The face `font` names, or `nil`.
  private func matchingFace(_ font: Font) -> FontFace? {
    var best: FontFace?
    let name = font.name
    for face in faces {
      if face.postScriptName == name { return face }
      if names(name, family: face.familyName),
        best.map({ rank(face, bold: font.isBold) < rank($0, bold: font.isBold) }) ?? true
      {
        best = face
      }
    }
    return best
  }

  /// Whether `name` is `family`, or `family` followed by " Bold" or "-Bold".
  private func names(_ name: String, family: String) -> Bool {
    guard name.hasPrefix(family) else { return false }
    let rest = name.dropFirst(family.count)
    return rest.isEmpty || rest == " Bold" || rest == "-Bold"
  }

  /// How far a face is from what a bold or regular font asks for (lower is closer).
  private func rank(_ face: FontFace, bold: Bool) -> Int {
    let weight = bold ? 1000 - face.weight : abs(face.weight - 400)
    return weight * 2 + (face.isItalic ? 1 : 0)
  }

  /// The chosen face's line height in points: (ascender - descender + line gap) / units per em
  /// x point size.
  public func lineHeight(of font: Font) -> CGFloat {
    let face = matchingFace(font) ?? faces[0]
    let size = font.pointSize.isFinite && font.pointSize > 0 ? font.pointSize : 0
    return CGFloat(face.lineHeight) * size / CGFloat(face.unitsPerEm)
  }

  func glyphSource(for font: Font) -> FaceGlyphSource {
    let size = font.pointSize.isFinite && font.pointSize > 0 ? Double(font.pointSize) : 0
    return FaceGlyphSource(
      primary: matchingFace(font) ?? faces[0], fallbacks: fallbacks, pointSize: size)
  }
}
