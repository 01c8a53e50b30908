/// ``StandardTextMeasurer``'s glyphs: one ``FontMetrics`` table, scalars as glyphs.
struct MetricsGlyphSource: GlyphSource {
  let metrics: FontMetrics
  let pointSize: Double
  var unitsPerEm: Double { 1000 }

  var asciiPairs: ASCIIPairAdvances { metrics.asciiPairs }

  var hyphenAdvance: Int { FixedUnits.from(metrics.advance(of: 0x2D)) }

  var primaryMetrics: LineMetrics {
    LineMetrics(
      ascent: Double(metrics.ascender), below: Double(metrics.lineGap - metrics.descender))
  }

  /// One face: the same metrics.
  func lineMetrics(ofFace face: Int) -> LineMetrics { primaryMetrics }

  /// The sum of the advances of the cluster's scalars that are not zero width (marks and
  /// format characters, such as a soft hyphen), except that an emoji sequence (a cluster starting with
  /// an Extended_Pictographic scalar or a regional indicator) is one emoji.
  @inline(__always)
  func cluster(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, first: UInt32,
    properties: UnicodeProperties
  ) -> ClusterGlyphs {
    if end - start == 1 {
      return ClusterGlyphs(
        advance: FixedUnits.from(metrics.advance(of: first)), face: 0, firstGlyph: first,
        lastGlyph: first,
        firstScalar: first, lastScalar: first)
    }
    if properties.isPictographic || properties.lineBreakClass == .RI {
      return ClusterGlyphs(
        advance: FixedUnits.from(FontMetrics.emojiAdvance), face: 0, firstGlyph: first,
        lastGlyph: first,
        firstScalar: first, lastScalar: first)
    }
    var advance = 0
    var index = start
    var last = first
    while index < end {
      let (scalar, length) = UTF8Scalars.scalar(in: bytes, at: index)
      index += length
      if UnicodeProperties(scalar).isZeroWidth { continue }  // marks, format characters
      advance += metrics.advance(of: scalar)
      last = scalar
    }
    return ClusterGlyphs(
      advance: FixedUnits.from(advance), face: 0, firstGlyph: first, lastGlyph: last,
      firstScalar: first,
      lastScalar: last)
  }

  @inline(__always)
  func kerning(_ left: ClusterGlyphs, _ right: ClusterGlyphs) -> Int {
    FixedUnits.from(metrics.kerning(left.lastGlyph, right.firstGlyph))
  }
}
