/// The ASCII words ``TextLayoutEngine`` reads in one tight loop after an ASCII letter or a
/// U+0020 SPACE from the primary face: letters after letters (no break, LB28), spaces (no break
/// before them, LB7; they hang), a letter after spaces (a break opportunity unless the spaces
/// follow an opening punctuation, LB14 and LB18), and a hyphen-minus, full stop or comma after
/// a letter and the letter after it; one ``ASCIIPairAdvances`` read each.
///
/// The state changes are those of the engine's shortcut steps (0, 0' and 0'') for each letter
/// and space, and of its steps 3 to 6 for the punctuation.
/// The loop stops before anything else: another byte, a byte followed by a non-ASCII byte (a
/// mark could join it), a character the primary face lacks, a letter that would overflow the
/// line. The engine then reads on from ``end`` with its other steps.
struct ASCIIWordRun {
  /// The offset after the last byte read.
  var end: Int
  /// The last byte read: an ASCII letter, space or punctuation (or the character before the
  /// run).
  var last: UInt32
  /// Whether the run starts after a space read with ``LineBreakRules/readSpace()`` (else after
  /// a letter).
  let afterSpace: Bool
  /// The line's width, hanging spaces included.
  var x: Int
  /// The line's width up to its last character that does not hang.
  var content: Int
  /// The rules' state after ``last``.
  var rules: LineBreakRules
  /// The offset of the run's last break opportunity (before a letter after spaces or a
  /// hyphen), or -1.
  var opportunity = -1
  /// The line's width up to ``opportunity``.
  var widthAtOpportunity = 0
  /// The rules' state before the letter at ``opportunity``.
  var rulesAtOpportunity = LineBreakRules()

  /// A run starting at `start`, after `last` (an ASCII letter after which
  /// ``LineBreakRules/followsLetter`` holds, or a space just read) from the primary face.
  @inline(__always)
  init(
    start: Int, after last: UInt32, afterSpace: Bool, x: Int, content: Int,
    rules: LineBreakRules
  ) {
    self.end = start
    self.last = last
    self.afterSpace = afterSpace
    self.x = x
    self.content = content
    self.rules = rules
  }

  /// Reads on while the bytes before `stop` are ASCII letters and spaces that fit in `limit`
  /// (see the type).
  ///
  /// `stop`: where to stop at the latest (the byte before a non-ASCII byte, which a mark could
  /// join, or the end); `breaksAnywhere`: ``LineBreakMode/byCharWrapping``.
  ///
  /// Out of line, so that its few variables stay in registers (the engine's loop has many).
  ///
  /// - Complexity: O(*k*) in the bytes read, one table read each.
  @inline(never)
  mutating func read(
    _ bytes: UnsafeBufferPointer<UInt8>, stop: Int, pairs: ASCIIPairAdvances, limit: Int,
    breaksAnywhere: Bool
  ) {
    guard let base = bytes.baseAddress else { return }
    var next = end
    var last = last
    var x = x
    var after = afterSpace ? Kind.space : Kind.letter
    reading: while next < stop {
      switch after {
      case .letter:
        // Letters after a letter: no break before them, only their advances.
        let start = next
        while next < stop {
          let byte = base[next]
          guard byte | 0x20 &- 0x61 < 26 else { break }
          let step = pairs.value(after: last, UInt32(byte))
          guard step != ASCIIPairAdvances.missing, x &+ Int(step) <= limit else { break }
          x &+= Int(step)
          last = UInt32(byte)
          next += 1
        }
        if next > start { rules.readAnotherLetter() }
        content = x
        guard next < stop else { break reading }
        let byte = base[next]
        if byte == 0x20 {
          after = .space
          continue reading
        }
        // A hyphen-minus, full stop or comma after a letter: no break before it (LB21, LB13);
        // every cluster is an opportunity when breaking anywhere, so the engine reads it then.
        guard byte == 0x2D || byte == 0x2E || byte == 0x2C, !breaksAnywhere else { break reading }
        let step = pairs.value(after: last, UInt32(byte))
        guard step != ASCIIPairAdvances.missing, x &+ Int(step) <= limit else { break reading }
        rules.readPunctuationAfterLetter(byte == 0x2D ? .HY : .IS)
        x &+= Int(step)
        content = x
        last = UInt32(byte)
        next += 1
        after = .punctuation
      case .space:
        // Spaces: they hang, so they always fit.
        while next < stop && base[next] == 0x20 {
          let step = pairs.value(after: last, 0x20)
          guard step != ASCIIPairAdvances.missing else { break reading }
          rules.readSpace()
          x &+= Int(step)
          last = 0x20
          next += 1
        }
        // A letter after spaces: a break opportunity before it, unless LB14 forbids it.
        guard next < stop, let step = letterStep(base[next], after: last, x: x, pairs, limit)
        else { break reading }
        // Spaces at a line's start count too (the engine's step 3): a word after them that
        // overflows moves to the next line.
        let before = rules
        if rules.readLetterAfterSpace() || breaksAnywhere { remember(next, before) }
        x &+= step
        content = x
        last = UInt32(base[next])
        next += 1
        after = .letter
      case .punctuation:
        if base[next] == 0x20 {
          after = .space
          continue reading
        }
        // A letter after the punctuation: an opportunity after a hyphen (LB31), not after a
        // full stop or comma (LB29).
        guard let step = letterStep(base[next], after: last, x: x, pairs, limit) else {
          break reading
        }
        let before = rules
        if rules.readLetterAfterPunctuation() { remember(next, before) }
        x &+= step
        content = x
        last = UInt32(base[next])
        next += 1
        after = .letter
      }
    }
    self.end = next
    self.last = last
    self.x = x
  }

  /// What the last byte read was.
  private enum Kind {
    case letter, space, punctuation
  }

  /// The advance and kerning of `byte` after `last` if it is an ASCII letter the primary face
  /// has that keeps a line `x` wide within `limit`, else `nil`.
  @inline(__always)
  private func letterStep(
    _ byte: UInt8, after last: UInt32, x: Int, _ pairs: ASCIIPairAdvances, _ limit: Int
  ) -> Int? {
    guard byte | 0x20 &- 0x61 < 26 else { return nil }
    let step = pairs.value(after: last, UInt32(byte))
    guard step != ASCIIPairAdvances.missing, x &+ Int(step) <= limit else { return nil }
    return Int(step)
  }

  /// Remembers a break opportunity before the letter at `offset`, with the rules' state
  /// `before` it (never at the line's start: a space or punctuation before it is on the line).
  @inline(__always)
  private mutating func remember(_ offset: Int, _ before: LineBreakRules) {
    opportunity = offset
    widthAtOpportunity = content
    rulesAtOpportunity = before
  }
}
