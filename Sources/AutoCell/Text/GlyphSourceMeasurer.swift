import Foundation

/// A measurer that sets text with the package's own line breaker and a glyph source per font:
/// what ``StandardTextMeasurer`` and ``FontFileTextMeasurer`` share (they differ in where the
/// advances come from).
protocol GlyphSourceMeasurer: TextMeasurer {
  /// The advances, kerning and line metrics of one font.
  associatedtype Source: GlyphSource

  /// The screen scale sizes are rounded up to, or `nil` for exact sizes.
  var displayScale: CGFloat? { get }

  /// The glyph source for `font` (a point size that is not positive and finite measures
  /// nothing).
  func glyphSource(for font: Font) -> Source
}

extension GlyphSourceMeasurer {
  /// See ``TextMeasurer/size(of:font:width:numberOfLines:lineBreakMode:)``.
  ///
  /// A width that is not a number or negative counts as zero; a point size that is not positive
  /// measures zero.
  public func size(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> CGSize {
    TextLayoutEngine.layout(
      text, source: glyphSource(for: font), width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, displayScale: displayScale, keepsLines: false
    ).size
  }

  /// See ``TextMeasurer/layout(of:font:width:numberOfLines:lineBreakMode:)``: the lines
  /// ``size(of:font:width:numberOfLines:lineBreakMode:)`` measures.
  public func layout(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> TextLayout {
    TextLayoutEngine.layout(
      text, source: glyphSource(for: font), width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, displayScale: displayScale, keepsLines: true)
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
      keepsLines: false, source: { glyphSource(for: $0) }
    ).size
  }

  /// See ``TextMeasurer/layout(of:font:width:numberOfLines:)``.
  public func layout(of text: AttributedText, font: Font, width: CGFloat, numberOfLines: Int)
    -> TextLayout
  {
    text.layout(
      font: font, width: width, numberOfLines: numberOfLines, displayScale: displayScale,
      keepsLines: true, source: { glyphSource(for: $0) })
  }
}
