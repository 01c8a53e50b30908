import Foundation

/// The package's zero-configuration text measurer: Helvetica's metrics without font files or a
/// text engine.
///
/// Advances come from the PDF standard fonts' published metrics (``FontMetrics/helvetica`` and
/// ``FontMetrics/helveticaBold``; a font whose name contains "Bold" uses the bold one), with
/// their pair kerning applied, and the family's one line height (1.2 em), each line's baseline
/// 0.729 em below its top. Scalars outside the tables get the documented estimates of
/// ``FontMetrics/estimatedAdvance(of:)`` (ideographs 1 em, marks 0, emoji 1.25 em); an emoji
/// sequence (ZWJ family, skin tone, flag) measures as one emoji. Lines break as
/// ``FontFileTextMeasurer``'s do (UAX #14, by grapheme cluster; see ``LineBreakMode``).
///
/// A cut last line (a truncating ``LineBreakMode`` with more text than lines) measures as wide
/// as the available width, where the ellipsis would go.
///
/// A width that is not a number or negative counts as zero; a point size that is not positive
/// measures zero.
///
/// - Complexity: O(*n*) in the text's UTF-8 bytes: one table lookup per ASCII byte, a binary
///   search per other scalar; no allocation for
///   ``TextMeasurer/size(of:font:width:numberOfLines:lineBreakMode:)`` (a bridged string is made
///   native first).
public struct StandardTextMeasurer: TextMeasurer, GlyphSourceMeasurer {
  /// The screen scale sizes are rounded up to (2: half points), or `nil` (the default) for
  /// exact sizes.
  ///
  /// See ``FontFileTextMeasurer/displayScale``.
  public var displayScale: CGFloat?

  /// Creates the measurer; `displayScale` (1, 2 or 3) rounds sizes up to whole pixels as
  /// `UILabel` does, `nil` keeps them exact.
  public init(displayScale: CGFloat? = nil) {
    self.displayScale = displayScale
  }

  /// The metrics used for `font`.
  public func metrics(for font: Font) -> FontMetrics {
    font.isBold ? .helveticaBold : .helvetica
  }

  /// The font's line height in points: (ascender - descender + line gap) / 1000 x point size.
  public func lineHeight(of font: Font) -> CGFloat {
    CGFloat(metrics(for: font).lineHeight) * font.pointSize / 1000
  }

  /// The glyph source for `font` (a size that is not positive and finite measures nothing).
  func glyphSource(for font: Font) -> MetricsGlyphSource {
    let size = font.pointSize.isFinite && font.pointSize > 0 ? Double(font.pointSize) : 0
    return MetricsGlyphSource(metrics: metrics(for: font), pointSize: size)
  }
}
