import Foundation

/// The package's text measurer: realistic Latin metrics without a text engine.
///
/// Advances come from the PDF standard fonts' published metrics (``FontMetrics/helvetica`` and
/// ``FontMetrics/helveticaBold``; a font whose name contains "Bold" uses the bold one), lines
/// from ``LineBreaker``'s greedy word wrapping, line height from the font's ascender,
/// descender and line gap. No kerning or ligatures; scalars outside the tables get the
/// documented fallbacks of ``FontMetrics/advance(of:)``.
///
/// A cut last line (``LineBreakMode/byTruncatingTail`` with more text than lines) measures as
/// wide as the available width, where the ellipsis would go.
///
/// - Complexity: O(*n*) in the text's unicode scalars, one table lookup each, no allocation.
public struct StandardTextMeasurer: TextMeasurer {
  /// Creates the measurer.
  public init() {}

  /// The metrics used for `font`.
  public func metrics(for font: Font) -> FontMetrics {
    font.name.contains("Bold") ? .helveticaBold : .helvetica
  }

  /// See ``TextMeasurer/size(of:font:width:numberOfLines:lineBreakMode:)``. A width that is
  /// not a number or negative is treated as zero.
  public func size(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> CGSize {
    guard !text.isEmpty, font.pointSize > 0, font.pointSize.isFinite else { return .zero }
    let metrics = metrics(for: font)
    let unitsPerPoint = 1000 / font.pointSize
    // A thousandth of a unit of slack so a width measured by this type always fits again.
    let limitUnits = max(0, width * unitsPerPoint + 0.001)
    let limit = limitUnits < CGFloat(Int32.max) ? Int(limitUnits) : Int(Int32.max)
    var breaker = LineBreaker(
      limit: limit, maxLines: numberOfLines > 0 ? numberOfLines : .max,
      breaksAnywhere: lineBreakMode == .byCharWrapping)
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      breaker.append(scalar.value, advance: metrics.advance(of: scalar.value))
      if breaker.isFull { break }
    }
    breaker.finish()
    var widthUnits = CGFloat(breaker.widest)
    let isCut = breaker.droppedText || (breaker.isFull && scalars.next() != nil)
    if lineBreakMode == .byTruncatingTail, isCut, width.isFinite {
      widthUnits = max(widthUnits, min(limitUnits, CGFloat(limit)))
    }
    return CGSize(
      width: widthUnits * font.pointSize / 1000,
      height: CGFloat(breaker.lines) * (CGFloat(metrics.lineHeight) * font.pointSize / 1000))
  }

  /// The font's line height in points: (ascender - descender + line gap) / 1000 x point size.
  public func lineHeight(of font: Font) -> CGFloat {
    CGFloat(metrics(for: font).lineHeight) * font.pointSize / 1000
  }
}
