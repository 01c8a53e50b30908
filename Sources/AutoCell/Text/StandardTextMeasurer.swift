import Foundation

/// The package's zero-configuration text measurer: Helvetica's metrics without font files or a
/// text engine.
///
/// Advances come from the PDF standard fonts' published metrics (``FontMetrics/helvetica`` and
/// ``FontMetrics/helveticaBold``; a font whose name contains "Bold" uses the bold one), with
/// their pair kerning applied, and the family's one line height (1.2 em). Scalars outside the
/// tables get the documented estimates of ``FontMetrics/estimatedAdvance(of:)`` (ideographs 1
/// em, marks 0, emoji 1.25 em); an emoji sequence (ZWJ family, skin tone, flag) measures as one
/// emoji. Lines break as ``FontFileTextMeasurer``'s do (UAX #14, by grapheme cluster; see
/// ``LineBreakMode``).
///
/// A cut last line (a truncating ``LineBreakMode`` with more text than lines) measures as wide
/// as the available width, where the ellipsis would go.
///
/// - Complexity: O(*n*) in the text's UTF-8 bytes: one table lookup per ASCII byte, a binary
///   search per other scalar; no allocation for ``size(of:font:width:numberOfLines:lineBreakMode:)``
///   (a bridged string is made native first).
public struct StandardTextMeasurer: TextMeasurer {
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

  /// See ``TextMeasurer/size(of:font:width:numberOfLines:lineBreakMode:)``.
  ///
  /// A width that is not a number or negative is treated as zero.
  public func size(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> CGSize {
    TextLayoutEngine.layout(
      text, source: source(for: font), width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, displayScale: displayScale, keepsLines: false
    ).size
  }

  /// See ``TextMeasurer/layout(of:font:width:numberOfLines:lineBreakMode:)``: the lines
  /// ``size(of:font:width:numberOfLines:lineBreakMode:)`` measures, each 1.2 em high with its
  /// baseline 0.729 em below its top.
  public func layout(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> TextLayout {
    TextLayoutEngine.layout(
      text, source: source(for: font), width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, displayScale: displayScale, keepsLines: true)
  }

  /// The font's line height in points: (ascender - descender + line gap) / 1000 x point size.
  public func lineHeight(of font: Font) -> CGFloat {
    CGFloat(metrics(for: font).lineHeight) * font.pointSize / 1000
  }

  /// See ``TextMeasurer/size(of:font:width:numberOfLines:)``: each run measured as
  /// ``size(of:font:width:numberOfLines:lineBreakMode:)`` measures text in its font.
  ///
  /// - Complexity: O(*n*) in the text's UTF-8 bytes, plus a binary search over the runs per
  ///   grapheme cluster.
  public func size(of text: AttributedText, font: Font, width: CGFloat, numberOfLines: Int)
    -> CGSize
  {
    text.layout(
      font: font, width: width, numberOfLines: numberOfLines, displayScale: displayScale,
      keepsLines: false, source: { source(for: $0) }
    ).size
  }

  /// See ``TextMeasurer/layout(of:font:width:numberOfLines:)``.
  public func layout(of text: AttributedText, font: Font, width: CGFloat, numberOfLines: Int)
    -> TextLayout
  {
    text.layout(
      font: font, width: width, numberOfLines: numberOfLines, displayScale: displayScale,
      keepsLines: true, source: { source(for: $0) })
  }

  /// The glyph source for `font` (a size that is not positive and finite measures nothing).
  private func source(for font: Font) -> MetricsGlyphSource {
    let size = font.pointSize.isFinite && font.pointSize > 0 ? Double(font.pointSize) : 0
    return MetricsGlyphSource(metrics: metrics(for: font), pointSize: size)
  }
}
