import Foundation

/// The package's text measurer: realistic Latin metrics without a text engine.
///
/// Advances come from the PDF standard fonts' published metrics (``FontMetrics/helvetica`` and
/// ``FontMetrics/helveticaBold``; a font whose name contains "Bold" uses the bold one), lines
/// from greedy word wrapping, line height from the font's ascender,
/// descender and line gap. No kerning or ligatures; scalars outside the tables get the
/// documented fallbacks of ``FontMetrics/advance(of:)``.
///
/// A cut last line (``LineBreakMode/byTruncatingTail`` with more text than lines) measures as
/// wide as the available width, where the ellipsis would go.
///
/// - Complexity: O(*n*) in the text's UTF-8 bytes, one table lookup per scalar, no allocation
///   (a bridged string is made native first).
public struct StandardTextMeasurer: TextMeasurer {
  /// Creates the measurer.
  public init() {}

  /// The metrics used for `font`.
  public func metrics(for font: Font) -> FontMetrics {
    font.isBold ? .helveticaBold : .helvetica
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
    var text = text
    let isCut = text.withUTF8 { breakLines(utf8: $0, metrics: metrics, into: &breaker) }
    breaker.finish()
    var widthUnits = CGFloat(breaker.widest)
    if lineBreakMode == .byTruncatingTail, isCut, width.isFinite {
      widthUnits = max(widthUnits, min(limitUnits, CGFloat(limit)))
    }
    return CGSize(
      width: widthUnits * font.pointSize / 1000,
      height: CGFloat(breaker.lines) * (CGFloat(metrics.lineHeight) * font.pointSize / 1000))
  }

  /// Feeds the scalars of valid UTF-8 `bytes` to `breaker` until it is full; returns whether
  /// text was left over (the last line is cut). ASCII takes one branch per byte.
  private func breakLines(
    utf8 bytes: UnsafeBufferPointer<UInt8>, metrics: FontMetrics, into breaker: inout LineBreaker
  ) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      if breaker.isFull { return true }
      let lead = UInt32(bytes[index])
      var scalar = lead
      if lead < 0x80 {
        index += 1
      } else if lead < 0xE0 {
        scalar = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        index += 2
      } else if lead < 0xF0 {
        scalar =
          (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
          | UInt32(bytes[index + 2] & 0x3F)
        index += 3
      } else {
        scalar =
          (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
          | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
        index += 4
      }
      breaker.append(scalar, advance: metrics.advance(of: scalar))
    }
    return breaker.droppedText
  }

  /// The font's line height in points: (ascender - descender + line gap) / 1000 x point size.
  public func lineHeight(of font: Font) -> CGFloat {
    CGFloat(metrics(for: font).lineHeight) * font.pointSize / 1000
  }
}
