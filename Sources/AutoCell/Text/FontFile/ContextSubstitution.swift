/// A `GSUB` contextual substitution (lookup type 5, format 2: rules by glyph class) applied
/// inside one grapheme cluster, with the single (type 1), multiple (type 2) and ligature
/// (type 4) lookups its rules call: how emoji fonts draw a sequence they have no ligature for
/// (Noto Color Emoji draws two regional indicators that are no flag as one glyph).
struct ContextSubstitution: Sendable {
  /// A lookup a rule calls.
  enum Nested: Sendable {
    case single([SingleSubstitution])
    case multiple([MultipleSubstitution])
    case ligatures(ClusterLigatures.Lookup)
  }

  /// A rule: the classes of the glyphs after the first, and the lookups to apply at
  /// positions of the matched glyphs, in order.
  struct Rule: Sendable {
    var classes: [UInt16]
    var actions: [(position: Int, lookup: Int)]
  }

  /// The first glyphs the subtable covers, ascending.
  let coverage: [UInt16]
  /// The glyphs' classes.
  let classes: GlyphClasses
  /// The rules of each class of first glyph.
  let rules: [[Rule]]
  /// The lookups the rules call, by lookup index.
  let nested: [Int: Nested]

  /// Reads a contextual substitution subtable; `nil` for formats other than 2.
  ///
  /// - Throws: ``FontFileError`` naming `GSUB` for truncated or impossible data.
  init?(_ table: FontDataReader, gsub: FontDataReader) throws(FontFileError) {
    guard try table.uint16(0) == 2 else { return nil }
    coverage = try GlyphKerning.glyphCoverage(table.at(Int(try table.uint16(2)))).sorted()
    classes = try GlyphKerning.classDefinition(table.at(Int(try table.uint16(4))))
    let setCount = Int(try table.uint16(6))
    try table.require(8, 2 * setCount)
    var rules: [[Rule]] = []
    var called = Set<Int>()
    for set in 0..<setCount {
      let offset = Int(try table.uint16(8 + 2 * set))
      guard offset != 0 else {
        rules.append([])
        continue
      }
      let ruleSet = table.at(offset)
      let count = Int(try ruleSet.uint16(0))
      try ruleSet.require(2, 2 * count)
      var setRules: [Rule] = []
      for entry in 0..<count {
        let rule = ruleSet.at(Int(try ruleSet.uint16(2 + 2 * entry)))
        let glyphCount = Int(try rule.uint16(0))
        let actionCount = Int(try rule.uint16(2))
        guard glyphCount >= 1 else { continue }
        try rule.require(4, 2 * (glyphCount - 1) + 4 * actionCount)
        var ruleClasses: [UInt16] = []
        for index in 1..<glyphCount { ruleClasses.append(try rule.uint16(4 + 2 * (index - 1))) }
        var actions: [(Int, Int)] = []
        let records = 4 + 2 * (glyphCount - 1)
        for action in 0..<actionCount {
          let position = Int(try rule.uint16(records + 4 * action))
          let lookup = Int(try rule.uint16(records + 4 * action + 2))
          guard position < glyphCount else { continue }
          actions.append((position, lookup))
          called.insert(lookup)
        }
        setRules.append(Rule(classes: ruleClasses, actions: actions))
      }
      rules.append(setRules)
    }
    self.rules = rules
    var nested: [Int: Nested] = [:]
    for index in called {
      if let lookup = try ContextSubstitution.nestedLookup(gsub: gsub, index: index) {
        nested[index] = lookup
      }
    }
    self.nested = nested
  }

  /// Lookup `index` of `gsub` if it is of a type a rule may call here (1, 2 or 4).
  private static func nestedLookup(gsub: FontDataReader, index: Int) throws(FontFileError)
    -> Nested?
  {
    let single = try GSUBFeatures.subtables(gsub: gsub, lookup: index, type: 1)
    if !single.isEmpty {
      var substitutions: [SingleSubstitution] = []
      for (table, _) in single { substitutions.append(try SingleSubstitution(table)) }
      return .single(substitutions)
    }
    let multiple = try GSUBFeatures.subtables(gsub: gsub, lookup: index, type: 2)
    if !multiple.isEmpty {
      var substitutions: [MultipleSubstitution] = []
      for (table, _) in multiple { substitutions.append(try MultipleSubstitution(table)) }
      return .multiple(substitutions)
    }
    var ligatures: [GlyphKerning.Ligature] = []
    for (table, _) in try GSUBFeatures.subtables(gsub: gsub, lookup: index, type: 4) {
      ligatures += try GlyphKerning.ligatureSubstitution(table)
    }
    return ligatures.isEmpty ? nil : .ligatures(ClusterLigatures.Lookup(ligatures))
  }

  /// Applies the subtable to `glyphs` from the first to the last (see
  /// ``ClusterLigatures/apply(to:isBlank:)`` for `isBlank`): at each covered glyph, the first
  /// rule whose classes follow calls its lookups.
  ///
  /// - Complexity: O(*g* · *r* · *c*) in the glyphs, the rules tried and their classes.
  func apply(to glyphs: inout [UInt32], isBlank: inout [Bool]) {
    var position = 0
    while position < glyphs.count {
      defer { position += 1 }
      let glyph = glyphs[position]
      guard glyph < 0x10000, GlyphClasses.binarySearch(coverage, UInt16(glyph)) != nil else {
        continue
      }
      let first = classes.classOf(glyph)
      guard first < rules.count else { continue }
      candidates: for rule in rules[first] {
        guard position + rule.classes.count < glyphs.count else { continue }
        for (offset, wanted) in rule.classes.enumerated()
        where classes.classOf(glyphs[position + 1 + offset]) != Int(wanted) {
          continue candidates
        }
        // Apply from the last action's position down, so earlier positions stay put.
        for action in rule.actions.sorted(by: { $0.position > $1.position }) {
          guard let lookup = nested[action.lookup] else { continue }
          apply(lookup, at: position + action.position, to: &glyphs, isBlank: &isBlank)
        }
        break
      }
    }
  }

  /// A called lookup at one glyph.
  private func apply(
    _ lookup: Nested, at position: Int, to glyphs: inout [UInt32], isBlank: inout [Bool]
  ) {
    guard position < glyphs.count else { return }
    switch lookup {
    case .single(let substitutions):
      for substitution in substitutions { glyphs[position] = substitution.apply(glyphs[position]) }
    case .multiple(let substitutions):
      for substitution in substitutions {
        guard let sequence = substitution.sequence(for: glyphs[position]) else { continue }
        let blank = isBlank[position]
        glyphs.replaceSubrange(position...position, with: sequence.map(UInt32.init))
        isBlank.replaceSubrange(
          position...position, with: [Bool](repeating: blank, count: sequence.count))
        return
      }
    case .ligatures(let ligatures):
      ClusterLigatures.apply(ligatures, at: position, to: &glyphs, isBlank: &isBlank)
    }
  }
}

/// A `GSUB` multiple substitution subtable (lookup type 2, format 1): a glyph becomes a
/// sequence of glyphs (none: it is deleted).
struct MultipleSubstitution: Sendable {
  /// The glyphs substituted, ascending.
  private let from: [UInt16]
  /// Each one's sequence.
  private let to: [[UInt16]]

  init(_ table: FontDataReader) throws(FontFileError) {
    guard try table.uint16(0) == 1 else {
      throw .unsupportedFormat(table: table.table, format: Int(try table.uint16(0)))
    }
    let coverage = try GlyphKerning.glyphCoverage(table.at(Int(try table.uint16(2))))
    let count = Int(try table.uint16(4))
    try table.require(6, 2 * count)
    var pairs: [(UInt16, [UInt16])] = []
    for index in 0..<min(count, coverage.count) {
      let sequence = table.at(Int(try table.uint16(6 + 2 * index)))
      let length = Int(try sequence.uint16(0))
      try sequence.require(2, 2 * length)
      var glyphs: [UInt16] = []
      for glyph in 0..<length { glyphs.append(try sequence.uint16(2 + 2 * glyph)) }
      pairs.append((coverage[index], glyphs))
    }
    pairs.sort { $0.0 < $1.0 }
    from = pairs.map(\.0)
    to = pairs.map(\.1)
  }

  /// The sequence `glyph` becomes, or `nil` if the subtable does not cover it.
  func sequence(for glyph: UInt32) -> [UInt16]? {
    guard glyph < 0x10000, let index = GlyphClasses.binarySearch(from, UInt16(glyph)) else {
      return nil
    }
    return to[index]
  }
}
