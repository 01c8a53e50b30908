import Foundation

/// One face of a TrueType or OpenType font file (`.ttf`, `.otf` with TrueType or CFF outlines,
/// a face of a `.ttc` collection): what measuring text needs from it, read from its tables
/// as the OpenType specification lays them out.
///
/// Read: `cmap` (formats 4 and 12), `head`, `hhea`, `hmtx`, `maxp`, `OS/2` (weight, and the
/// typographic line metrics when its `USE_TYPO_METRICS` flag asks for them), `name`
/// (PostScript and family names) and pair kerning, from the `GPOS` lookups of the `kern`
/// feature (pair adjustment formats 1 and 2, also through extension lookups) or else from the
/// `kern` table (format 0), and the standard ligatures of the `GSUB` `liga` feature (lookup type
/// 4, also through extension lookups), which measure as pair adjustments: see
/// ``kerning(_:_:)``; and for the joining scripts, the positional forms (the single
/// substitutions of `isol`, `init`, `medi`, `fina`, `fin2`, `fin3`, `med2`) and required
/// ligatures (`rlig`) of each script's default language. Outlines are not read.
///
/// A value type: copies share the tables. Immutable, so it is `Sendable`.
public struct FontFace: Sendable {
  /// The PostScript name (`name` ID 6), such as "DejaVuSans-Bold"; empty if the face has none.
  public let postScriptName: String
  /// The family name: the typographic family (`name` ID 16) if present, else ID 1.
  public let familyName: String
  /// The font units per em (`head`).
  public let unitsPerEm: Int
  /// The ascender above the baseline in font units (zero or more: a negative value in the file
  /// counts as its magnitude, as in HarfBuzz).
  public let ascender: Int
  /// The descender in font units (zero or less, below the baseline: a positive value in the
  /// file counts as its negation, as in HarfBuzz).
  public let descender: Int
  /// The gap between lines in font units (zero or more: a negative value in the file counts as
  /// zero, as browsers clamp it).
  public let lineGap: Int
  /// The weight class (`OS/2` `usWeightClass`, clamped to 1...1000): 400 regular, 700 bold;
  /// 400 without `OS/2`.
  public let weight: Int
  /// Whether the face is italic or oblique (`OS/2` `fsSelection`, else `head` `macStyle`).
  public let isItalic: Bool
  /// The number of glyphs (`maxp`).
  public let numberOfGlyphs: Int
  /// Whether the face draws colour glyphs: it has colour bitmaps (`CBDT`, `sbix`) or colour
  /// layers (`COLR`), as emoji fonts do.
  ///
  /// A grapheme cluster that asks for emoji presentation is measured with the first such face that
  /// has it (see ``FontFileTextMeasurer``).
  public let hasColorGlyphs: Bool

  /// The tables measuring reads, shared by copies.
  let tables: FontFaceTables

  /// Reads face `index` (0 for a single-face file) of the font file at `url`.
  ///
  /// - Throws: ``FontFileError``: `.unreadable` if the file cannot be read, else what
  ///   ``init(data:index:)`` throws.
  /// - Complexity: O(*b*) in the file's bytes.
  public init(contentsOf url: URL, index: Int = 0) throws(FontFileError) {
    let data: Data
    do {
      data = try Data(contentsOf: url, options: .mappedIfSafe)
    } catch {
      throw .unreadable(path: url.path)
    }
    try self.init(data: data, index: index)
  }

  /// Reads face `index` of font file data.
  ///
  /// - Throws: ``FontFileError``: the table and offset of data that is truncated or
  ///   impossible, a missing required table, a face index past a collection's faces.
  /// - Complexity: O(*b*) in the data's bytes.
  public init(data: Data, index: Int = 0) throws(FontFileError) {
    let bytes = [UInt8](data)
    let directory = try TableDirectory(bytes, index: index)
    let head = try directory.required("head", in: bytes)
    guard try head.uint32(12) == 0x5F0F_3CF5 else { throw head.invalid(12) }
    let unitsPerEm = Int(try head.uint16(18))
    guard (16...16384).contains(unitsPerEm) else { throw head.invalid(18) }
    let macStyle = try head.uint16(44)

    let hhea = try directory.required("hhea", in: bytes)
    var ascender = Int(try hhea.int16(4))
    var descender = Int(try hhea.int16(6))
    var lineGap = Int(try hhea.int16(8))
    let metricCount = Int(try hhea.uint16(34))

    var weight = 400
    var isItalic = macStyle & 2 != 0
    if let os2 = try directory.reader("OS/2", in: bytes) {
      weight = Int(try os2.uint16(4))
      let selection = try os2.uint16(62)
      isItalic = selection & 0x201 != 0
      if selection & 0x80 != 0 {  // USE_TYPO_METRICS
        ascender = Int(try os2.int16(68))
        descender = Int(try os2.int16(70))
        lineGap = Int(try os2.int16(72))
      }
    }

    // Sane whatever the file says (a corrupted one could make a line's height negative): an
    // ascender counts as its magnitude above the baseline and a descender as its magnitude
    // below it, as HarfBuzz reads them; a negative line gap counts as none, as browsers clamp
    // it (OpenType Sanitizer, WebKit on Core Text); a weight outside 1...1000, OpenType's
    // range, is clamped into it.
    ascender = abs(ascender)
    descender = -abs(descender)
    lineGap = max(0, lineGap)
    weight = min(max(weight, 1), 1000)

    let maxp = try directory.required("maxp", in: bytes)
    let glyphCount = Int(try maxp.uint16(4))
    guard metricCount >= 1, metricCount <= glyphCount else { throw hhea.invalid(34) }
    let hmtx = try directory.required("hmtx", in: bytes)
    try hmtx.require(0, 4 * metricCount)
    var advances = [UInt16](repeating: 0, count: glyphCount)
    for glyph in 0..<metricCount { advances[glyph] = try hmtx.uint16(4 * glyph) }
    for glyph in metricCount..<glyphCount { advances[glyph] = advances[metricCount - 1] }

    let characters = try CharacterMap(try directory.required("cmap", in: bytes))
    var kerning = GlyphKerning.none
    if let gpos = try directory.reader("GPOS", in: bytes),
      let fromGPOS = try GlyphKerning.reading(gpos: gpos)
    {
      kerning = fromGPOS
    } else if let kern = try directory.reader("kern", in: bytes) {
      kerning = try GlyphKerning.reading(kern: kern)
    }
    var joiningForms = JoiningForms.none
    var clusterLigatures = ClusterLigatures.none
    if let gsub = try directory.reader("GSUB", in: bytes) {
      kerning = try kerning.addingLigatures(gsub: gsub, advances: advances)
      joiningForms = try JoiningForms(gsub: gsub)
      clusterLigatures = try ClusterLigatures(gsub: gsub)
    }
    var hasColorGlyphs = false
    for tag in ["CBDT", "sbix", "COLR"] where try directory.reader(tag, in: bytes) != nil {
      hasColorGlyphs = true
    }
    self.hasColorGlyphs = hasColorGlyphs
    let names = try directory.reader("name", in: bytes).map(FaceNames.init) ?? FaceNames()

    self.postScriptName = names.postScriptName
    self.familyName = names.familyName
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.weight = weight
    self.isItalic = isItalic
    self.numberOfGlyphs = glyphCount
    self.tables = FontFaceTables(
      characters: characters, advances: advances, kerning: kerning, joiningForms: joiningForms,
      clusterLigatures: clusterLigatures)
  }

  /// The line height in font units: ascender minus descender plus line gap.
  public var lineHeight: Int { ascender - descender + lineGap }

  /// Whether the face is bold: a weight of 600 (semibold) or more.
  public var isBold: Bool { weight >= 600 }

  /// The glyph id of `scalar`, or `nil` if the face has no glyph for it.
  ///
  /// - Complexity: O(1) for ASCII, O(log *r*) in the `cmap`'s runs otherwise.
  public func glyph(for scalar: Unicode.Scalar) -> Int? {
    let glyph = tables.characters.glyph(for: scalar.value)
    return glyph == 0 ? nil : Int(glyph)
  }

  /// The advance of glyph `glyph` in font units (0 for an id the face does not have).
  public func advance(ofGlyph glyph: Int) -> Int {
    glyph >= 0 && glyph < tables.advances.count ? Int(tables.advances[glyph]) : 0
  }

  /// The kerning between two glyphs that follow each other, in font units (negative: closer).
  ///
  /// For a pair that a two-glyph standard ligature replaces (`f` `i`), it is the ligature's advance
  /// less the two glyphs' advances, so the pair measures as the ligature does.
  ///
  /// - Complexity: O(*s* log *g*) in the pair subtables and their glyphs (measuring caches
  ///   the pairs of printable ASCII characters).
  public func kerning(_ left: Int, _ right: Int) -> Int {
    guard left >= 0, right >= 0 else { return 0 }
    return tables.kerning(UInt32(left), UInt32(right))
  }
}
