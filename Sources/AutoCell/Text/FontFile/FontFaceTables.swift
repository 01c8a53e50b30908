/// The tables of a ``FontFace`` that measuring reads for every character, in one immutable
/// object that copies of the face share, with a cache of the printable ASCII characters'
/// kerning (built once, so the common pairs cost one array read).
final class FontFaceTables: Sendable {
  /// Scalars to glyphs.
  let characters: CharacterMap
  /// The advance of each glyph, in font units.
  let advances: ReadOnlyTable<UInt16>
  /// Pair kerning.
  let pairs: GlyphKerning
  /// The positional forms of cursive scripts.
  let joiningForms: JoiningForms
  /// The ligatures of one grapheme cluster (emoji sequences, precomposed marks).
  let clusterLigatures: ClusterLigatures
  /// The kerning between the glyphs of printable ASCII characters (U+0020...U+007E), 95 x 95,
  /// row by left character.
  let asciiKerning: ReadOnlyTable<Int16>
  /// The advances of printable ASCII characters with their kerning after each other.
  let asciiPairs: ASCIIPairAdvances
  /// The advance in font units of the hyphen a line broken at a soft hyphen shows: the glyph
  /// of U+00AD if it has an advance (fonts that map it draw it as that hyphen), else U+2010's,
  /// else "-"'s; `nil` if the face has none of them.
  let hyphenAdvance: Int?
  /// The glyph of each printable ASCII character, in order (for ``asciiKerning``'s rows).
  private let asciiGlyphs: [UInt32]

  init(
    characters: CharacterMap, advances: [UInt16], kerning: GlyphKerning,
    joiningForms: JoiningForms = .none, clusterLigatures: ClusterLigatures = .none
  ) {
    self.characters = characters
    self.joiningForms = joiningForms
    self.clusterLigatures = clusterLigatures
    self.advances = ReadOnlyTable(advances)
    self.pairs = kerning
    var hyphen: Int?
    for scalar: UInt32 in [0xAD, 0x2010, 0x2D] where hyphen == nil {
      let glyph = Int(characters.glyph(for: scalar))
      if glyph != 0 && glyph < advances.count && (advances[glyph] > 0 || scalar == 0x2D) {
        hyphen = Int(advances[glyph])
      }
    }
    hyphenAdvance = hyphen
    let glyphs = (0x20..<0x7F).map { characters.glyph(for: UInt32($0)) }
    asciiGlyphs = glyphs
    var table = [Int16](repeating: 0, count: 95 * 95)
    if !kerning.lookups.isEmpty {
      for left in 0..<95 {
        for right in 0..<95 {
          let value = kerning.adjustment(glyphs[left], glyphs[right])
          table[left * 95 + right] = Int16(clamping: value)
        }
      }
    }
    asciiKerning = ReadOnlyTable(table)
    asciiPairs = ASCIIPairAdvances(
      advance: { scalar in
        let glyph = Int(glyphs[Int(scalar - 0x20)])
        return glyph == 0 ? nil : glyph < advances.count ? Int(advances[glyph]) : 0
      },
      kerning: { Int(table[Int($0 - 0x20) * 95 + Int($1 - 0x20)]) })
  }

  /// The advance of `glyph` in font units (0 past the last glyph).
  @inline(__always)
  func advance(of glyph: UInt32) -> Int {
    glyph < advances.count ? Int(advances[Int(glyph)]) : 0
  }

  /// The kerning between two glyphs (no cache: see ``asciiKerning(_:_:)``).
  func kerning(_ left: UInt32, _ right: UInt32) -> Int {
    pairs.adjustment(left, right)
  }

  /// The kerning between two printable ASCII scalars (U+0020...U+007E).
  @inline(__always)
  func asciiKerning(_ left: UInt32, _ right: UInt32) -> Int {
    Int(asciiKerning[Int(left - 0x20) * 95 + Int(right - 0x20)])
  }
}
