/// The ligatures a face draws one grapheme cluster as: emoji ZWJ sequences, keycaps, flags and
/// tag sequences in colour fonts, precomposed marks.
///
/// The `GSUB` ligature lookups (type 4) and class-based contextual lookups (type 5, format 2) of
/// the `ccmp`, `liga`, `clig` and `rlig` features of every script's default language, applied to a
/// cluster's glyphs in lookup order, as HarfBuzz applies them. Chaining contextual lookups (type 6)
/// and the other contextual formats are not read.
struct ClusterLigatures: Sendable {
  /// One lookup: its ligatures grouped by first glyph, in the order the font lists them.
  struct Lookup: Sendable {
    /// The first glyphs, ascending.
    let firsts: [UInt16]
    /// Where each first glyph's ligatures start in ``ligatures`` (one more entry than
    /// ``firsts``: the end).
    let starts: [Int32]
    /// The ligatures.
    let ligatures: [GlyphKerning.Ligature]

    init(_ list: [GlyphKerning.Ligature]) {
      let ordered = list.enumerated().sorted {
        ($0.element.components[0], $0.offset) < ($1.element.components[0], $1.offset)
      }.map(\.element)
      var firsts: [UInt16] = []
      var starts: [Int32] = []
      for (index, ligature) in ordered.enumerated() where firsts.last != ligature.components[0] {
        firsts.append(ligature.components[0])
        starts.append(Int32(index))
      }
      starts.append(Int32(ordered.count))
      self.firsts = firsts
      self.starts = starts
      self.ligatures = ordered
    }
  }

  /// One lookup a cluster goes through.
  enum Step: Sendable {
    /// Ligature substitutions.
    case ligatures(Lookup)
    /// Contextual substitutions (format 2), in subtable order.
    case context([ContextSubstitution])
  }

  /// The lookups, in lookup order.
  let lookups: [Step]

  /// No ligatures.
  static let none = ClusterLigatures(lookups: [])

  /// Whether there are none.
  var isEmpty: Bool { lookups.isEmpty }

  private init(lookups: [Step]) {
    self.lookups = lookups
  }

  /// Reads the lookups of `gsub`: ligature lookups (type 4) and contextual ones (type 5,
  /// format 2, see ``ContextSubstitution``).
  ///
  /// - Throws: ``FontFileError`` naming `GSUB` for truncated or impossible data.
  init(gsub: FontDataReader) throws(FontFileError) {
    let tags: Set<String> = ["ccmp", "liga", "clig", "rlig"]
    let features = try GSUBFeatures(gsub: gsub, tags: tags)
    var indices = Set<Int>()
    for tag in tags { indices.formUnion(features.lookups[tag] ?? []) }
    var lookups: [Step] = []
    for index in indices.sorted() {
      var list: [GlyphKerning.Ligature] = []
      for (table, _) in try GSUBFeatures.subtables(gsub: gsub, lookup: index, type: 4) {
        list += try GlyphKerning.ligatureSubstitution(table)
      }
      if !list.isEmpty {
        lookups.append(.ligatures(Lookup(list)))
        continue
      }
      var contexts: [ContextSubstitution] = []
      for (table, _) in try GSUBFeatures.subtables(gsub: gsub, lookup: index, type: 5) {
        if let context = try ContextSubstitution(table, gsub: gsub) { contexts.append(context) }
      }
      if !contexts.isEmpty { lookups.append(.context(contexts)) }
    }
    self.lookups = lookups
  }

  /// Applies the lookups to `glyphs` (a cluster's, in order), each lookup from the first glyph
  /// to the last: at each glyph, the first of its ligatures whose components follow replaces
  /// them (or a contextual rule calls its lookups).
  ///
  /// `isBlank` says of each glyph whether it draws nothing and takes no advance (a ligature is
  /// blank only if all its components were).
  ///
  /// - Complexity: O(*l* · *g* · *c*) in the lookups, the glyphs and the components compared,
  ///   with a binary search per glyph and lookup.
  func apply(to glyphs: inout [UInt32], isBlank: inout [Bool]) {
    for step in lookups {
      switch step {
      case .ligatures(let lookup):
        var position = 0
        while position < glyphs.count {
          ClusterLigatures.apply(lookup, at: position, to: &glyphs, isBlank: &isBlank)
          position += 1
        }
      case .context(let subtables):
        for subtable in subtables { subtable.apply(to: &glyphs, isBlank: &isBlank) }
      }
    }
  }

  /// The first of `lookup`'s ligatures starting at `position` whose components follow,
  /// replacing them; nothing if none does.
  static func apply(
    _ lookup: Lookup, at position: Int, to glyphs: inout [UInt32], isBlank: inout [Bool]
  ) {
    let glyph = glyphs[position]
    guard glyph < 0x10000, let found = GlyphClasses.binarySearch(lookup.firsts, UInt16(glyph))
    else { return }
    candidates: for index in Int(lookup.starts[found])..<Int(lookup.starts[found + 1]) {
      let ligature = lookup.ligatures[index]
      let count = ligature.components.count
      guard position + count <= glyphs.count else { continue }
      for component in 1..<count
      where glyphs[position + component] != UInt32(ligature.components[component]) {
        continue candidates
      }
      glyphs.replaceSubrange(position..<position + count, with: [UInt32(ligature.glyph)])
      let blank = isBlank[position..<position + count].allSatisfy { $0 }
      isBlank.replaceSubrange(position..<position + count, with: [blank])
      return
    }
  }
}
