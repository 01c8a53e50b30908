/// ``FontFileTextMeasurer``'s glyphs: a primary face and its fallbacks.
///
/// A cluster comes from the first face that has a glyph for its first scalar (the primary face if
/// none has), measured with that face's advances scaled to the primary face's units.
struct FaceGlyphSource: GlyphSource {
  /// The fallbacks: face *i* > 0 is `fallbacks[i - 1]`.
  let fallbacks: [FontFace]
  /// The primary face (face 0).
  let primaryFace: FontFace
  let pointSize: Double
  let unitsPerEm: Double
  let hyphenAdvance: Int
  let primaryMetrics: LineMetrics
  var asciiPairs: ASCIIPairAdvances { primary.asciiPairs }
  /// The primary face's tables (read for every character).
  private let primary: FontFaceTables

  init(primary: FontFace, fallbacks: [FontFace], pointSize: Double) {
    self.primaryFace = primary
    self.fallbacks = fallbacks
    self.pointSize = pointSize
    self.primary = primary.tables
    unitsPerEm = Double(primary.unitsPerEm)
    hyphenAdvance = FaceGlyphSource.hyphenAdvance(primary: primary, fallbacks: fallbacks)
    primaryMetrics = FaceGlyphSource.lineMetrics(of: primary, scale: 1)
  }

  /// The advance of the hyphen shown where a line breaks at a soft hyphen, in fixed units: the
  /// primary face's (see ``FontFaceTables/hyphenAdvance``), else the first fallback's that has
  /// one, scaled; 0 if no face has one.
  static func hyphenAdvance(primary: FontFace, fallbacks: [FontFace]) -> Int {
    if let units = primary.tables.hyphenAdvance { return FixedUnits.from(units) }
    for face in fallbacks {
      if let units = face.tables.hyphenAdvance {
        return FixedUnits.from(Double(units * primary.unitsPerEm) / Double(face.unitsPerEm))
      }
    }
    return 0
  }

  /// A face's metrics in layout units (`scale`: the primary face's units per this face's).
  static func lineMetrics(of face: FontFace, scale: Double) -> LineMetrics {
    LineMetrics(
      ascent: Double(face.ascender) * scale, below: Double(face.lineGap - face.descender) * scale)
  }

  func lineMetrics(ofFace face: Int) -> LineMetrics {
    FaceGlyphSource.lineMetrics(of: self.face(face), scale: scale(ofFace: face))
  }

  /// The primary face's units per unit of face `face`.
  @inline(__always)
  func scale(ofFace face: Int) -> Double {
    face == 0 ? 1 : unitsPerEm / Double(fallbacks[face - 1].unitsPerEm)
  }

  /// Face `index`: 0 the primary face, then the fallbacks.
  @inline(__always)
  func face(_ index: Int) -> FontFace {
    index == 0 ? primaryFace : fallbacks[index - 1]
  }

  @inline(__always)
  func cluster(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, first: UInt32,
    properties: UnicodeProperties
  ) -> ClusterGlyphs {
    if end - start == 1 {  // ASCII: the primary face almost always has it
      let glyph = primary.characters.glyph(for: first)
      if glyph != 0 || first < 0x20 || first == 0x7F {
        return ClusterGlyphs(
          advance: properties.isZeroWidth ? 0 : FixedUnits.from(primary.advance(of: glyph)),
          face: 0,
          firstGlyph: glyph, lastGlyph: glyph, firstScalar: first, lastScalar: first)
      }
    }
    return measureCluster(bytes, start: start, end: end, first: first, properties: properties)
  }

  /// Any cluster: the face (a cluster that asks for emoji presentation comes from the first
  /// colour face that has its first scalar, see ``asksForEmoji(_:start:end:properties:)``),
  /// then the sum of the advances of its scalars that are not zero width.
  ///
  /// A cluster of several scalars in a face with ligatures is measured as the face draws it (see
  /// ``ligatedCluster(_:start:end:face:firstGlyph:)``); in a face without, an emoji sequence or
  /// flag is its first scalar's glyph. A letter of a cursive script takes the face's glyph for its
  /// positional form (``CursiveJoining``).
  private func measureCluster(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, first: UInt32,
    properties: UnicodeProperties
  ) -> ClusterGlyphs {
    var face = 0
    var firstGlyph = primary.characters.glyph(for: first)
    if FaceGlyphSource.asksForEmoji(bytes, start: start, end: end, properties: properties),
      let (colorFace, glyph) = colorFace(for: first)
    {
      (face, firstGlyph) = (colorFace, glyph)
    } else if firstGlyph == 0 && !properties.isZeroWidth {
      for (position, fallback) in fallbacks.enumerated() {
        let glyph = fallback.tables.characters.glyph(for: first)
        if glyph != 0 {
          face = position + 1
          firstGlyph = glyph
          break
        }
      }
    }
    let tables = face == 0 ? primary : fallbacks[face - 1].tables
    let firstLength = UTF8Scalars.length(of: bytes[start])
    let joining = properties.joiningType
    if joining.hasForms, !tables.joiningForms.isEmpty,
      let form = CursiveJoining.form(bytes, start: start, length: firstLength, type: joining)
    {
      firstGlyph = tables.joiningForms.glyph(firstGlyph, in: form)
    }
    if end - start > firstLength && !tables.clusterLigatures.isEmpty {
      return ligatedCluster(bytes, start: start, end: end, face: face, firstGlyph: firstGlyph)
    }
    var units = properties.isZeroWidth ? 0 : tables.advance(of: firstGlyph)
    var lastGlyph = firstGlyph
    var last = first
    if !(properties.isPictographic || properties.lineBreakClass == .RI) {
      var index = start + UTF8Scalars.scalar(in: bytes, at: start).1
      while index < end {
        let (scalar, length) = UTF8Scalars.scalar(in: bytes, at: index)
        index += length
        if UnicodeProperties(scalar).isZeroWidth { continue }
        let glyph = tables.characters.glyph(for: scalar)
        units += tables.advance(of: glyph)
        lastGlyph = glyph
        last = scalar
      }
    }
    let advance =
      face == 0 ? FixedUnits.from(units) : FixedUnits.from(Double(units) * scale(ofFace: face))
    return ClusterGlyphs(
      advance: advance, face: face, firstGlyph: firstGlyph,
      lastGlyph: lastGlyph, firstScalar: first, lastScalar: last)
  }

  @inline(__always)
  func kerning(_ left: ClusterGlyphs, _ right: ClusterGlyphs) -> Int {
    if left.face == 0, left.lastScalar &- 0x20 < 95, right.firstScalar &- 0x20 < 95 {
      return FixedUnits.from(primary.asciiKerning(left.lastScalar, right.firstScalar))
    }
    let tables = left.face == 0 ? primary : fallbacks[left.face - 1].tables
    let value = tables.kerning(left.lastGlyph, right.firstGlyph)
    if value == 0 { return 0 }
    return left.face == 0
      ? FixedUnits.from(value) : FixedUnits.from(Double(value) * scale(ofFace: left.face))
  }
}
