/// UAX #14's line breaking rules (LB2 to LB31, Unicode 15.0) applied between grapheme clusters:
/// decides whether a line may break before each cluster, given those before it.
///
/// A cluster is one unit (a base and its marks, ZWJ sequences, flag pairs, Hangul syllables
/// stay together because Swift's grapheme clusters keep them together), classed by its first
/// scalar. A cluster of class CM or ZWJ (a mark without a base in its cluster, or a control
/// character UAX #14 classes CM) joins the cluster before it (LB9), or counts as AL after a
/// space, a line end or the start (LB10). Mandatory breaks after BK, CR, LF and NL (LB4, LB5) are the caller's:
/// this type only forbids breaking before them (LB6).
///
/// Tailoring: LB25 (numbers) uses the pair form UAX #14 gives as its example (so "$(12)" and
/// "1-2" stay together, but a number is not parsed as a regular expression).
///
/// A value type of a few bytes: copy it to remember the state at a break opportunity.
struct LineBreakRules: Sendable, Equatable {
  /// The class of the cluster before the current one.
  private var previous = LineBreakClass.SP
  /// The class of the last cluster before a run of spaces (or ``previous`` without spaces).
  private var beforeSpaces = LineBreakClass.SP
  /// The class of the cluster before ``previous`` (rule LB21a).
  private var beforePrevious = LineBreakClass.SP
  /// Whether ``previous`` is East Asian (fullwidth, wide or halfwidth; rule LB30).
  private var previousIsEastAsian = false
  /// Whether ``previous`` is Extended_Pictographic (rule LB30b).
  private var previousIsPictographic = false
  /// Whether no cluster was read yet (rule LB2).
  private var atStart = true

  /// Creates the rules at the start of a text.
  init() {}

  /// Reads the next cluster, of class `current`, and returns whether a line may break before
  /// it (rules LB2 to LB31; a mandatory break after the previous cluster is not reported).
  @inline(__always)
  mutating func isBreakAllowed(
    before current: LineBreakClass, isEastAsian: Bool, isPictographic: Bool
  ) -> Bool {
    var current = current
    if current == .CM || current == .ZWJ {
      switch previous {
      case _ where atStart, .SP, .BK, .CR, .LF, .NL, .ZW: current = .AL  // LB10
      default: return false  // LB9: a mark (or a control Swift keeps apart) joins its base
      }
    }
    let allowed: Bool
    if atStart {
      allowed = false  // LB2
    } else if current == .AL && previous == .AL {
      allowed = false  // LB28; the common cases first, as no earlier rule applies to them
    } else if current == .AL && previous == .SP {
      allowed = beforeSpaces != .OP  // LB14, else LB8 or LB18
    } else {
      allowed = decide(current, isEastAsian: isEastAsian)
    }
    atStart = false
    if current == .SP {
      if previous != .SP { beforeSpaces = previous }
    } else {
      beforeSpaces = current
    }
    beforePrevious = previous
    previous = current
    previousIsEastAsian = isEastAsian
    previousIsPictographic = isPictographic
    return allowed
  }

  /// Whether the last cluster read was of class AL and not pictographic (so another AL cluster
  /// may be read with ``readAnotherLetter()``).
  @inline(__always) var followsLetter: Bool {
    previous == .AL && !previousIsPictographic && !atStart
  }

  /// Reads a cluster of class AL, neither East Asian nor pictographic, after one for which
  /// ``followsLetter`` holds: the state ``isBreakAllowed(before:isEastAsian:isPictographic:)``
  /// would leave, without deciding (LB28 forbids a break).
  @inline(__always)
  mutating func readAnotherLetter() {
    beforePrevious = .AL
    previousIsEastAsian = false
  }

  /// Reads a U+0020 SPACE (class SP, neither East Asian nor pictographic): the state
  /// ``isBreakAllowed(before:isEastAsian:isPictographic:)`` would leave, without deciding
  /// (LB2 or LB7 forbid a break before a space).
  @inline(__always)
  mutating func readSpace() {
    atStart = false
    if previous != .SP { beforeSpaces = previous }
    beforePrevious = previous
    previous = .SP
    previousIsEastAsian = false
    previousIsPictographic = false
  }

  /// Reads a cluster of class AL, neither East Asian nor pictographic, after a U+0020 SPACE
  /// read with ``readSpace()``, and returns whether a line may break before it: what
  /// ``isBreakAllowed(before:isEastAsian:isPictographic:)`` returns and leaves, without the
  /// general rules (LB14 forbids the break after an opening punctuation and spaces, LB18
  /// allows it otherwise).
  @inline(__always)
  mutating func readLetterAfterSpace() -> Bool {
    let allowed = beforeSpaces != .OP
    beforeSpaces = .AL
    beforePrevious = .SP
    previous = .AL
    previousIsEastAsian = false
    previousIsPictographic = false
    return allowed
  }

  /// Reads a hyphen-minus (class HY) or a full stop or comma (class IS), neither East Asian nor
  /// pictographic, after a cluster for which ``followsLetter`` holds: the state
  /// ``isBreakAllowed(before:isEastAsian:isPictographic:)`` would leave, without deciding (LB21
  /// forbids a break before HY, LB13 before IS).
  @inline(__always)
  mutating func readPunctuationAfterLetter(_ current: LineBreakClass) {
    beforeSpaces = current
    beforePrevious = .AL
    previous = current
    previousIsEastAsian = false
  }

  /// Reads a cluster of class AL, neither East Asian nor pictographic, right after one read
  /// with ``readPunctuationAfterLetter(_:)``, and returns whether a line may break before it:
  /// what ``isBreakAllowed(before:isEastAsian:isPictographic:)`` returns and leaves (a break
  /// after a hyphen, LB31; none after IS, LB29).
  @inline(__always)
  mutating func readLetterAfterPunctuation() -> Bool {
    let allowed = previous == .HY
    beforeSpaces = .AL
    beforePrevious = previous
    previous = .AL
    return allowed
  }

  /// The rules from LB6 on, in order; the first that applies decides.
  private func decide(_ current: LineBreakClass, isEastAsian: Bool) -> Bool {
    let before = previous == .SP ? beforeSpaces : previous
    switch current {
    case .BK, .CR, .LF, .NL, .SP, .ZW: return false  // LB6, LB7
    default: break
    }
    if before == .ZW { return true }  // LB8: ZW SP* ÷
    if current == .WJ || previous == .WJ || previous == .GL { return false }  // LB11, LB12
    if current == .GL, previous != .SP, previous != .BA, previous != .HY { return false }  // LB12a
    switch current {
    case .CL, .CP, .EX, .IS, .SY: return false  // LB13
    default: break
    }
    if before == .OP { return false }  // LB14: OP SP* ×
    if before == .QU, current == .OP { return false }  // LB15
    if before == .CL || before == .CP, current == .NS { return false }  // LB16
    if before == .B2, current == .B2 { return false }  // LB17
    if previous == .SP { return true }  // LB18
    if current == .QU || previous == .QU { return false }  // LB19
    if current == .CB || previous == .CB { return true }  // LB20
    switch current {
    case .BA, .HY, .NS: return false  // LB21
    default: break
    }
    if previous == .BB { return false }  // LB21
    if beforePrevious == .HL, previous == .HY || previous == .BA { return false }  // LB21a
    if previous == .SY, current == .HL { return false }  // LB21b
    if current == .IN { return false }  // LB22
    return !joins(previous, current, currentIsEastAsian: isEastAsian)
  }

  /// Rules LB23 to LB30b: the pairs of letters, numbers, affixes, Hangul, brackets, flags and
  /// emoji that stay together.
  private func joins(
    _ previous: LineBreakClass, _ current: LineBreakClass, currentIsEastAsian: Bool
  )
    -> Bool
  {
    let previousIsLetter = previous == .AL || previous == .HL
    let currentIsLetter = current == .AL || current == .HL
    switch (previous, current) {
    case (_, .NU) where previousIsLetter, (.NU, _) where currentIsLetter: return true  // LB23
    // LB23a
    case (.PR, .ID), (.PR, .EB), (.PR, .EM), (.ID, .PO), (.EB, .PO), (.EM, .PO): return true
    case (.PR, _) where currentIsLetter, (.PO, _) where currentIsLetter: return true  // LB24
    case (_, .PR) where previousIsLetter, (_, .PO) where previousIsLetter: return true  // LB24
    case (.CL, .PO), (.CP, .PO), (.CL, .PR), (.CP, .PR), (.NU, .PO), (.NU, .PR), (.PO, .OP),
      (.PO, .NU), (.PR, .OP), (.PR, .NU), (.HY, .NU), (.IS, .NU), (.NU, .NU), (.SY, .NU):
      return true  // LB25
    case (.JL, .JL), (.JL, .JV), (.JL, .H2), (.JL, .H3), (.JV, .JV), (.JV, .JT), (.H2, .JV),
      (.H2, .JT), (.JT, .JT), (.H3, .JT):
      return true  // LB26
    case (.JL, .PO), (.JV, .PO), (.JT, .PO), (.H2, .PO), (.H3, .PO), (.PR, .JL), (.PR, .JV),
      (.PR, .JT), (.PR, .H2), (.PR, .H3):
      return true  // LB27
    case _ where previousIsLetter && currentIsLetter: return true  // LB28
    case (.IS, _) where currentIsLetter: return true  // LB29
    case (.AL, .OP), (.HL, .OP), (.NU, .OP): return !currentIsEastAsian  // LB30
    case (.CP, .AL), (.CP, .HL), (.CP, .NU): return !previousIsEastAsian  // LB30
    case (.EB, .EM): return true  // LB30b
    case (_, .EM): return previousIsPictographic  // LB30b
    default: return false  // LB30a (flags pair up inside clusters), LB31
    }
  }
}

extension LineBreakRules {
  /// The class a grapheme cluster is read as: its first scalar's.
  @inline(__always)
  static func clusterClass(_ properties: UnicodeProperties) -> LineBreakClass {
    properties.lineBreakClass
  }

  /// The UTF-8 offsets in `text` where a line may or must break (after a line end), in
  /// order: the rules applied to Swift's grapheme clusters, as measuring applies them.
  ///
  /// - Complexity: O(*n*) in the text's scalars.
  static func opportunities(in text: String) -> [Int] {
    var rules = LineBreakRules()
    var result: [Int] = []
    var offset = 0
    var afterLineEnd = false
    for character in text {
      let scalars = character.unicodeScalars
      let properties = UnicodeProperties(scalars.first!.value)
      let lineBreakClass = clusterClass(properties)
      if afterLineEnd { rules = LineBreakRules() }
      let allowed = rules.isBreakAllowed(
        before: lineBreakClass, isEastAsian: properties.isEastAsian,
        isPictographic: properties.isPictographic)
      if allowed || afterLineEnd { result.append(offset) }
      afterLineEnd = lineBreakClass.isMandatoryBreak
      offset += character.utf8.count
    }
    return result
  }
}
