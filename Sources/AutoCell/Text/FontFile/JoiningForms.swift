/// A face's positional forms for the cursive scripts: the `GSUB` single substitutions of the
/// `isol`, `init`, `medi`, `fina`, `fin2`, `fin3` and `med2` features (HarfBuzz's Arabic shaper
/// applies them, one feature at a time, before `rlig` and the other ligatures).
struct JoiningForms: Sendable {
  /// The single substitutions of each form's lookups, in lookup order, by ``JoiningForm`` raw
  /// value.
  private let forms: [[SingleSubstitution]]

  /// No forms (a face without cursive scripts).
  static let none = JoiningForms(forms: [])

  /// Whether the face has no forms at all.
  var isEmpty: Bool { forms.isEmpty }

  private init(forms: [[SingleSubstitution]]) {
    self.forms = forms
  }

  /// Reads the forms of `gsub` (the default language of every script).
  ///
  /// - Throws: ``FontFileError`` naming `GSUB` for truncated or impossible data.
  init(gsub: FontDataReader) throws(FontFileError) {
    let features = try GSUBFeatures(gsub: gsub, tags: Set(JoiningForm.allCases.map(\.tag)))
    var forms: [[SingleSubstitution]] = []
    var any = false
    for form in JoiningForm.allCases {
      var substitutions: [SingleSubstitution] = []
      for index in features.lookups[form.tag] ?? [] {
        for (table, _) in try GSUBFeatures.subtables(gsub: gsub, lookup: index, type: 1) {
          substitutions.append(try SingleSubstitution(table))
        }
      }
      any = any || !substitutions.isEmpty
      forms.append(substitutions)
    }
    self.forms = any ? forms : []
  }

  /// `glyph` in `form` (unchanged where the face has no such form for it).
  ///
  /// - Complexity: O(*l* log *g*) in the form's lookups and the glyphs each covers.
  func glyph(_ glyph: UInt32, in form: JoiningForm) -> UInt32 {
    var glyph = glyph
    for substitution in forms[Int(form.rawValue)] { glyph = substitution.apply(glyph) }
    return glyph
  }
}

/// A letter's place in a word of a cursive script, which chooses its glyph.
enum JoiningForm: UInt8, CaseIterable, Sendable {
  case isolated, initial, medial, final, final2, final3, medial2

  /// The `GSUB` feature of the form.
  var tag: String {
    switch self {
    case .isolated: "isol"
    case .initial: "init"
    case .medial: "medi"
    case .final: "fina"
    case .final2: "fin2"
    case .final3: "fin3"
    case .medial2: "med2"
    }
  }

  /// The form of a letter joining as `type` between the nearest letters before and after it
  /// that are not transparent (`nil` at the text's ends), as Unicode's chapter 9 and
  /// HarfBuzz's Arabic shaper choose it; `nil` for a type without forms.
  init?(_ type: JoiningType, after before: JoiningType?, before after: JoiningType?) {
    let joinsBefore = type.joinsPreceding && (before?.joinsFollowing ?? false)
    let joinsAfter = type.joinsFollowing && (after?.joinsPreceding ?? false)
    switch type {
    case .dual:
      self = joinsBefore ? (joinsAfter ? .medial : .final) : (joinsAfter ? .initial : .isolated)
    case .right, .dalathRish:
      self = joinsBefore ? .final : .isolated
    case .left:
      self = joinsAfter ? .initial : .isolated
    case .alaph:
      // Syriac Alaph joins only the letter before; after a letter that does not join it, it
      // still takes a final form of its own (fin3 after Dalath or Rish, fin2 after others),
      // and joined, before another letter, the second medial form.
      if joinsBefore {
        self = (after?.joinsPreceding ?? false) ? .medial2 : .final
      } else if before == .dalathRish {
        self = .final3
      } else if before == .right || before == .alaph {
        self = .final2
      } else {
        self = .isolated
      }
    case .nonJoining, .transparent, .joinCausing:
      return nil
    }
  }
}

/// A `GSUB` single substitution subtable (lookup type 1, formats 1 and 2) as sorted pairs.
struct SingleSubstitution: Sendable {
  /// The glyphs substituted, ascending.
  private let from: [UInt16]
  /// Each one's substitute.
  private let to: [UInt16]

  init(_ table: FontDataReader) throws(FontFileError) {
    let format = try table.uint16(0)
    let coverage = try GlyphKerning.glyphCoverage(table.at(Int(try table.uint16(2))))
    var pairs: [(UInt16, UInt16)] = []
    if format == 1 {
      let delta = try table.uint16(4)
      pairs = coverage.map { ($0, $0 &+ delta) }
    } else if format == 2 {
      let count = Int(try table.uint16(4))
      try table.require(6, 2 * count)
      for index in 0..<min(count, coverage.count) {
        pairs.append((coverage[index], try table.uint16(6 + 2 * index)))
      }
    } else {
      throw .unsupportedFormat(table: table.table, format: Int(format))
    }
    pairs.sort { $0.0 < $1.0 }
    from = pairs.map(\.0)
    to = pairs.map(\.1)
  }

  /// The substitute of `glyph`, or `glyph` if the subtable does not cover it.
  func apply(_ glyph: UInt32) -> UInt32 {
    guard glyph < 0x10000, let index = GlyphClasses.binarySearch(from, UInt16(glyph)) else {
      return glyph
    }
    return UInt32(to[index])
  }
}
