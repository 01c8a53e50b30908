// The shortcuts of ``TextLayoutEngine`` that lay out a whole text, or a run of letters, in a
// loop of their own: what the steps would do, one table read a character.

extension TextLayoutEngine {
  /// Step 0 for the letters after one that started a line by overflowing the last, in a
  /// loop of its own (at width 0 every letter of a word does): each ASCII letter of the
  /// primary face (not followed by a non-ASCII byte) that overflows too ends its line, which
  /// has no break opportunity, and starts the next.
  ///
  /// Stops before anything else, and before a letter that fits. Returns whether the line limit was
  /// reached (the text is cut).
  ///
  /// The line starting at `lineStart` must hold only the letter before `position`, `x` wide,
  /// in the primary face's metrics, with the rules after a letter; not when breaking anywhere.
  @inline(never)
  mutating func breakLetters(
    _ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int, lineStart: inout Int,
    x: inout Int, previous: inout ClusterGlyphs, rules: inout LineBreakRules, latin1: [UInt16]
  ) -> Bool {
    let count = bytes.count
    let primary = source.primaryMetrics
    while position < count {
      let lead = bytes[position]
      guard lead | 0x20 &- 0x61 < 26, position + 1 == count || bytes[position + 1] < 0x80
      else { return false }
      let glyphs = source.cluster(
        bytes, start: position, end: position + 1, first: UInt32(lead),
        properties: UnicodeProperties(packed: latin1[Int(lead)]))
      guard glyphs.face == 0 else { return false }
      var newX = x &+ glyphs.advance
      if glyphs.face == previous.face { newX &+= source.kerning(previous, glyphs) }
      guard newX > limit else { return false }
      rules.readAnotherLetter()
      if complete(Line(start: lineStart, end: position, width: x, metrics: primary)) {
        return true
      }
      lineStart = position
      x = glyphs.advance
      previous = glyphs
      position += 1
    }
    return false
  }

  /// Lays out text of printable ASCII characters (U+0020 to U+007E) that the primary face
  /// has, without a limit on the width (a text's ideal size): one line, as wide as the
  /// characters' advances and kerning up to the last one that is not a space (the spaces after
  /// it hang), one table read a character.
  ///
  /// Returns false, having recorded nothing, at any other character (the caller then reads the text
  /// step by step).
  ///
  /// What the steps do then: no line end, no character overflows (the width is at most 2^21
  /// characters' worth), so nothing breaks, and every character is from the primary face and
  /// kerned with the one before it (steps 0, 0', 0'' and 4), in the primary face's metrics.
  ///
  /// - Complexity: O(*n*) in the bytes read.
  @inline(never)
  mutating func layOutOneLine(
    _ bytes: UnsafeBufferPointer<UInt8>, latin1: [UInt16], pairs: ASCIIPairAdvances
  ) -> Bool {
    let count = bytes.count
    guard count > 0, count < 1 << 20, bytes[0] &- 0x20 < 95 else { return false }
    let first = source.cluster(
      bytes, start: 0, end: 1, first: UInt32(bytes[0]),
      properties: UnicodeProperties(packed: latin1[Int(bytes[0])]))
    guard first.face == 0 else { return false }
    var x = first.advance
    var content = bytes[0] == 0x20 ? 0 : x
    var last = UInt32(bytes[0])
    var index = 1
    while index < count {
      let byte = bytes[index]
      guard byte &- 0x20 < 95 else { return false }
      let step = pairs.value(after: last, UInt32(byte))
      guard step != ASCIIPairAdvances.missing else { return false }
      x &+= Int(step)
      if byte != 0x20 { content = x }
      last = UInt32(byte)
      index &+= 1
    }
    lineCount = 1
    primaryLines = 1
    widest = content
    return true
  }

  /// Lays out text so narrow that every letter is a line of its own (a wrapping text's
  /// minimum, at width 0), in one pass of two table reads per letter, if the text is ASCII
  /// letters in words separated by single spaces and each letter overflows a line holding the
  /// letter before it (with the space between them).
  ///
  /// Returns false, having recorded nothing, if not (the caller then reads the text step by step).
  ///
  /// What the steps do then: each letter after a letter of its word overflows a line without
  /// a break opportunity and starts the next (step 0); a space hangs (step 0'); the first
  /// letter of a word overflows and starts the next line at the opportunity before it (step
  /// 0''). So every line holds one letter, as wide as its advance (the spaces hang), in the
  /// primary face's metrics. Only without a line limit, lines kept or breaking anywhere.
  ///
  /// Tried when the text's second letter overflows the line its first letter started, before
  /// anything is recorded.
  ///
  /// - Complexity: O(*n*) in the bytes.
  @inline(never)
  mutating func layOutLettersAlone(
    _ bytes: UnsafeBufferPointer<UInt8>, latin1: [UInt16], pairs: ASCIIPairAdvances
  ) -> Bool {
    let count = bytes.count
    guard count > 0, bytes[0] | 0x20 &- 0x61 < 26, bytes[count - 1] | 0x20 &- 0x61 < 26
    else { return false }
    return latin1.withUnsafeBufferPointer { latin1 in
      var letters = 0
      var widestLetter = 0
      var last: UInt32 = 0  // the letter before
      var lastAdvance = 0
      var index = 0
      while index < count {
        var lead = bytes[index]
        // The width of the line up to the letter, the letter before it included.
        var before = lastAdvance
        if lead == 0x20 {
          // One space between two letters: it hangs after the letter before.
          index &+= 1
          lead = bytes[index]
          guard lead | 0x20 &- 0x61 < 26 else { return false }
          let space = pairs.value(after: last, 0x20)
          guard space != ASCIIPairAdvances.missing else { return false }
          before &+= Int(space)
          last = 0x20
        } else if lead | 0x20 &- 0x61 >= 26 {
          return false
        }
        let letter = source.cluster(
          bytes, start: index, end: index &+ 1, first: UInt32(lead),
          properties: UnicodeProperties(packed: latin1[Int(lead)]))
        guard letter.face == 0 else { return false }
        if index > 0 {
          let step = pairs.value(after: last, UInt32(lead))
          guard step != ASCIIPairAdvances.missing, before &+ Int(step) > limit else {
            return false
          }
        }
        letters &+= 1
        if letter.advance > widestLetter { widestLetter = letter.advance }
        last = UInt32(lead)
        lastAdvance = letter.advance
        index &+= 1
      }
      lineCount = letters
      primaryLines = letters
      widest = widestLetter
      return true
    }
  }
}
