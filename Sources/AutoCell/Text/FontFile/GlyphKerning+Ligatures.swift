// Standard and required ligatures (the `liga` and `rlig` features of `GSUB`, as Core Text,
// TextKit and HarfBuzz apply by default), folded into pair kerning.
//
// The layout engine measures a line as the sum of its clusters' advances plus an adjustment
// between neighbours, so a two-glyph ligature `a b -> l` is exactly an adjustment of
// `advance(l) - advance(a) - advance(b)` between `a` and `b`, in place of their kerning; and,
// like kerning, it applies only between neighbours on one line, so a line broken between `a`
// and `b` shows the two glyphs, as a shaper would. A longer ligature (`ffi`) is measured as its
// overlapping two-glyph ligatures (`ff`, then `fi`), which in fonts built the usual way (the
// long ligature's advance is that of its parts) gives its width exactly; kerning between a
// ligature and its neighbours is that of the neighbouring component glyphs.

extension GlyphKerning {
  /// This kerning with the two-glyph standard ligatures of a `GSUB` table folded in as an
  /// extra lookup of pair adjustments (`advances`: each glyph's advance in font units).
  ///
  /// - Throws: ``FontFileError`` naming `GSUB` for truncated or impossible data.
  /// - Complexity: O(*l* · *s*) for *l* ligatures and *s* pair subtables, once per face.
  func addingLigatures(gsub: FontDataReader, advances: [UInt16]) throws(FontFileError)
    -> GlyphKerning
  {
    func advance(_ glyph: UInt16) -> Int {
      Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }
    var pairs: [(UInt32, Int16)] = []
    let ligatures =
      try GlyphKerning.standardLigatures(gsub: gsub)
      + GlyphKerning.requiredLigatures(gsub: gsub)
    for ligature in ligatures where ligature.components.count == 2 {
      let (first, second) = (ligature.components[0], ligature.components[1])
      let kerning = adjustment(UInt32(first), UInt32(second))
      let change = advance(ligature.glyph) - advance(first) - advance(second) - kerning
      guard change != 0, let value = Int16(exactly: change) else { continue }
      pairs.append((UInt32(first) << 16 | UInt32(second), value))
    }
    guard !pairs.isEmpty else { return self }
    return GlyphKerning(lookups: lookups + [[.pairs(PairKerning(sorting: pairs))]])
  }

  /// A ligature substitution: `components` (two or more glyphs, in order) become `glyph`.
  struct Ligature: Sendable, Hashable {
    var components: [UInt16]
    var glyph: UInt16
  }

  /// The ligatures of the `GSUB` lookups that the `liga` feature uses (lookup type 4, directly
  /// or through extension lookups), in lookup order.
  static func standardLigatures(gsub: FontDataReader) throws(FontFileError) -> [Ligature] {
    let features = gsub.at(Int(try gsub.uint16(6)))
    let lookupList = gsub.at(Int(try gsub.uint16(8)))
    var indices = Set<Int>()
    let featureCount = Int(try features.uint16(0))
    try features.require(2, 6 * featureCount)  // every count is bounded by the data's size
    for feature in 0..<featureCount {
      guard try features.tag(2 + 6 * feature) == "liga" else { continue }
      let table = features.at(Int(try features.uint16(6 + 6 * feature)))
      let lookups = Int(try table.uint16(2))
      try table.require(4, 2 * lookups)
      for lookup in 0..<lookups {
        indices.insert(Int(try table.uint16(4 + 2 * lookup)))
      }
    }
    let lookupCount = Int(try lookupList.uint16(0))
    try lookupList.require(2, 2 * lookupCount)
    var ligatures: [Ligature] = []
    for index in indices.sorted() where index < lookupCount {
      let lookup = lookupList.at(Int(try lookupList.uint16(2 + 2 * index)))
      let type = try lookup.uint16(0)
      guard type == 4 || type == 7 else { continue }
      let subtables = Int(try lookup.uint16(4))
      try lookup.require(6, 2 * subtables)
      for subtable in 0..<subtables {
        var reader = lookup.at(Int(try lookup.uint16(6 + 2 * subtable)))
        if type == 7 {  // extension: the real lookup type and a 32-bit offset
          guard try reader.uint16(2) == 4 else { continue }
          reader = reader.at(Int(try reader.uint32(4)))
        }
        try ligatures.append(contentsOf: ligatureSubstitution(reader))
      }
    }
    return ligatures
  }

  /// The ligatures of the `GSUB` lookups that the `rlig` feature of each script's default
  /// language uses (Arabic's lam-alef), in lookup order.
  ///
  /// They join glyphs in their positional forms (see ``JoiningForms``), which the shaper chose
  /// before.
  static func requiredLigatures(gsub: FontDataReader) throws(FontFileError) -> [Ligature] {
    var ligatures: [Ligature] = []
    for index in try GSUBFeatures(gsub: gsub, tags: ["rlig"]).lookups["rlig"] ?? [] {
      for (table, _) in try GSUBFeatures.subtables(gsub: gsub, lookup: index, type: 4) {
        try ligatures.append(contentsOf: ligatureSubstitution(table))
      }
    }
    return ligatures
  }

  /// A ligature substitution subtable (format 1): per covered first glyph, a set of
  /// ligatures, each with the glyphs that follow the first.
  static func ligatureSubstitution(_ table: FontDataReader) throws(FontFileError)
    -> [Ligature]
  {
    guard try table.uint16(0) == 1 else { return [] }
    let coverage = try glyphCoverage(table.at(Int(try table.uint16(2))))
    let setCount = Int(try table.uint16(4))
    try table.require(6, 2 * setCount)
    var ligatures: [Ligature] = []
    for set in 0..<min(setCount, coverage.count) {
      let ligatureSet = table.at(Int(try table.uint16(6 + 2 * set)))
      let count = Int(try ligatureSet.uint16(0))
      try ligatureSet.require(2, 2 * count)
      for entry in 0..<count {
        let ligature = ligatureSet.at(Int(try ligatureSet.uint16(2 + 2 * entry)))
        let componentCount = Int(try ligature.uint16(2))
        guard componentCount >= 2 else { continue }
        try ligature.require(4, 2 * (componentCount - 1))
        var components = [coverage[set]]
        for component in 1..<componentCount {
          components.append(try ligature.uint16(4 + 2 * (component - 1)))
        }
        ligatures.append(Ligature(components: components, glyph: try ligature.uint16(0)))
      }
    }
    return ligatures
  }
}
