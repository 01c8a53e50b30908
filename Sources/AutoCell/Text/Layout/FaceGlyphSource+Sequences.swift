/// Clusters of several scalars as a face draws them: emoji sequences from colour fonts
/// through their ligatures, falling back to their parts where the face has no ligature.
extension FaceGlyphSource {
  /// Whether the cluster `bytes[start..<end]` asks to be shown as an emoji (UTS #51): it holds
  /// the emoji variation selector U+FE0F, the keycap U+20E3, a tag (U+E0020...U+E007F) or a
  /// skin tone modifier, or its first scalar is shown as an emoji by default (or is a
  /// regional indicator) and no text variation selector U+FE0E follows.
  ///
  /// Core Text and browsers take such a cluster from a colour emoji font before the text's own
  /// font.
  ///
  /// - Complexity: O(*k*) in the cluster's bytes (none for one scalar).
  static func asksForEmoji(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, properties: UnicodeProperties
  ) -> Bool {
    var asks = properties.hasEmojiPresentation || properties.lineBreakClass == .RI
    var index = start + UTF8Scalars.length(of: bytes[start])
    while index < end {
      let (scalar, length) = UTF8Scalars.scalar(in: bytes, at: index)
      index += length
      switch scalar {
      case 0xFE0E: return false
      case 0xFE0F, 0x20E3, 0xE0020...0xE007F, 0x1F3FB...0x1F3FF: asks = true
      default: break
      }
    }
    return asks
  }

  /// The first face, primary then fallbacks, with colour glyphs (``FontFace/hasColorGlyphs``)
  /// and a glyph for `scalar`, and that glyph; `nil` if none has.
  ///
  /// - Complexity: O(*f*) in the faces.
  func colorFace(for scalar: UInt32) -> (face: Int, glyph: UInt32)? {
    for index in 0...fallbacks.count {
      let face = face(index)
      guard face.hasColorGlyphs else { continue }
      let glyph = face.tables.characters.glyph(for: scalar)
      if glyph != 0 { return (index, glyph) }
    }
    return nil
  }

  /// A cluster of several scalars measured as face `face` draws it: each scalar's glyph (a
  /// zero-width scalar the face has no glyph for, such as U+FE0F in most emoji fonts, is left
  /// out, as HarfBuzz skips it), through the face's ``ClusterLigatures``; the advances of the
  /// glyphs left, except those only of zero-width scalars (an unjoined ZWJ, a tag).
  ///
  /// A sequence the face has no ligature for so measures as its parts. The last glyph that is not
  /// blank kerns with the next cluster.
  ///
  /// - Complexity: O(*k*) in the cluster's scalars, times the ligature lookups.
  func ligatedCluster(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, face: Int, firstGlyph: UInt32
  ) -> ClusterGlyphs {
    let tables = self.face(face).tables
    var glyphs: [UInt32] = []
    var isBlank: [Bool] = []
    var index = start
    var first: UInt32 = 0
    var last: UInt32 = 0
    while index < end {
      let (scalar, length) = UTF8Scalars.scalar(in: bytes, at: index)
      let glyph = index == start ? firstGlyph : tables.characters.glyph(for: scalar)
      if index == start { first = scalar }
      index += length
      let isZeroWidth = UnicodeProperties(scalar).isZeroWidth
      if !isZeroWidth || last == 0 { last = scalar }
      if glyph == 0 && isZeroWidth && !glyphs.isEmpty { continue }
      glyphs.append(glyph)
      isBlank.append(isZeroWidth)
    }
    tables.clusterLigatures.apply(to: &glyphs, isBlank: &isBlank)
    var units = 0
    var lastGlyph = glyphs.first ?? firstGlyph
    for (glyph, blank) in zip(glyphs, isBlank) where !blank {
      units += tables.advance(of: glyph)
      lastGlyph = glyph
    }
    let advance =
      face == 0 ? FixedUnits.from(units) : FixedUnits.from(Double(units) * scale(ofFace: face))
    return ClusterGlyphs(
      advance: advance, face: face, firstGlyph: glyphs.first ?? firstGlyph,
      lastGlyph: lastGlyph, firstScalar: first, lastScalar: last)
  }
}
