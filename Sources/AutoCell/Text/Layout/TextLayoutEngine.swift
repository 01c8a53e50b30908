import Foundation

/// Greedy line breaking over grapheme clusters with UAX #14's break opportunities: the core
/// that ``StandardTextMeasurer`` and ``FontFileTextMeasurer`` share.
///
/// The steps for each grapheme cluster, in order (step 0 is a shortcut for the common case of
/// an ASCII letter inside a word that fits, or that overflows a line without a break
/// opportunity; step 0'' the same for an ASCII letter after anything else, and step 0' one
/// for an ASCII space; after each, step 0* reads the ASCII letters and spaces that follow in
/// one loop, one table read per byte, ``ASCIIWordRun``):
/// 1. find the cluster (one byte for ASCII not followed by a mark; Swift's grapheme breaking
///    otherwise) and class it by its first scalar (``LineBreakRules``);
/// 2. a line end (CR, LF, CRLF, NEL, LS, PS, and the other BK characters) completes the line;
/// 3. a break opportunity before the cluster is remembered with the line's width up to it
///    and the rules' state, if it is not at the line's start (after spaces there it is: they
///    then count as the line's content, and hang); with ``LineBreakMode/byCharWrapping``, before
///    every cluster but a space. One after a soft hyphen adds a hyphen to that width, and is
///    remembered only if the line still fits with it (else the one before stays);
/// 4. the cluster is measured: its advance, kerning with the previous cluster from the same
///    face, tabs to the next stop every 28 points;
/// 5. spaces that hang (U+0020, tab, the breaking Unicode spaces) never overflow a line and do
///    not count toward its width at its end;
/// 6. anything else that overflows the width, unless first on its line, ends the line at the
///    last opportunity and reads on from there (or, when the opportunity is before this
///    cluster, starts the next line with it); a line without one breaks before the cluster (a
///    word longer than a line breaks between clusters, never inside one; so do spaces at a
///    line's start and what follows them without an opportunity, such as a comma).
///
/// Widths are in the source's fixed units, heights in its font units (``GlyphSource``).
///
/// - Complexity: O(*n*) in the text's UTF-8 bytes, plus the clusters re-read after each
///   wrapped line (the part of the line after its last break opportunity).
struct TextLayoutEngine<Source: GlyphSource> {
  /// One completed line: byte offsets into the text and its metrics.
  struct Line {
    var start: Int
    var end: Int
    var width: Int
    var metrics: LineMetrics
    /// Whether the line broke at a soft hyphen and shows a hyphen (counted in ``width``).
    var endsWithHyphen = false
  }

  let source: Source
  /// The widest a line may be, in fixed units (with a little slack so a measured width fits
  /// again; a huge value for no limit).
  let limit: Int
  /// The most lines (`Int.max`: no limit).
  let maxLines: Int
  /// Whether every cluster boundary is a break opportunity (``LineBreakMode/byCharWrapping``).
  let breaksAnywhere: Bool
  /// The primary face's line height in points.
  let primaryHeight: CGFloat
  /// Whether to keep each line (for a ``TextLayout``), or only the size.
  let keepsLines: Bool
  /// The distance between tab stops, in fixed units (worked out where a tab is read: most
  /// texts have none).
  var tabInterval: Int { max(1, FixedUnits.from(28 / source.pointsPerUnit)) }
  /// Whether the ASCII shortcuts (steps 0, 0', 0'' and 0*) are taken; `false` reads every
  /// cluster with steps 1 to 6 (the tests compare the two).
  let usesShortcuts: Bool

  /// The completed lines when ``keepsLines``.
  private(set) var lines: [Line] = []
  /// The number of completed lines (set by the shortcuts too).
  var lineCount = 0
  /// The widest line's width (set by the shortcuts too).
  var widest = 0
  /// The sum of the lines' heights in points: the number of lines as tall as the primary
  /// face's times its line height (as a caller computes it from ``TextMeasurer/lineHeight(of:)``),
  /// plus the taller lines' heights.
  var height: CGFloat { CGFloat(primaryLines) * primaryHeight + tallerHeight }
  /// The number of lines whose metrics are the primary face's (set by the shortcuts too).
  var primaryLines = 0
  /// The sum of the other lines' heights in points.
  private var tallerHeight: CGFloat = 0
  /// Whether text was left out for the line limit.
  private(set) var isCut = false

  init(
    source: Source, limit: Int, maxLines: Int, breaksAnywhere: Bool, keepsLines: Bool,
    usesShortcuts: Bool = true
  ) {
    self.source = source
    self.usesShortcuts = usesShortcuts
    self.limit = limit
    self.maxLines = maxLines
    self.breaksAnywhere = breaksAnywhere
    self.keepsLines = keepsLines
    self.primaryHeight = source.points(source.primaryMetrics.height)
  }

  /// Lays out `text`, whose UTF-8 bytes are `bytes` (`text` is asked only for the grapheme
  /// boundaries after non-ASCII bytes).
  mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, text: String) {
    let count = bytes.count
    let primary = source.primaryMetrics
    let latin1 = UnicodeProperties.latin1  // read once, not through the global's lazy check
    let pairs = source.asciiPairs
    var position = 0
    var lineStart = 0
    var x = 0  // the line's width so far, hanging spaces included
    var content = 0  // the line's width up to its last cluster that does not hang
    var metrics = primary
    var rules = LineBreakRules()
    var opportunity = -1
    var widthAtOpportunity = 0
    var hyphenAtOpportunity = false  // whether the opportunity is after a soft hyphen
    var metricsAtOpportunity = primary
    var rulesAtOpportunity = rules
    var previous = ClusterGlyphs(
      advance: 0, face: -1, firstGlyph: 0, lastGlyph: 0, firstScalar: 0, lastScalar: 0)
    var afterSoftHyphen = false
    var endsWithLineEnd = false
    // The bytes known to be ASCII, asciiStart..<nonASCII, where nonASCII is the first byte
    // after them that is not (or the end).
    var asciiStart = 0
    var nonASCII = -1
    let shortcuts = usesShortcuts
    // Whether the step before read an ASCII letter or space from the primary face after which
    // an ASCIIWordRun may read on, and which of the two.
    var runFollows = false
    var runAfterSpace = false
    if shortcuts && !keepsLines && limit >= 1 << 52
      && layOutOneLine(bytes, latin1: latin1, pairs: pairs)
    {
      return
    }

    while position < count {
      // 0*. The ASCII words after such a letter or space: one table read per byte
      // (ASCIIWordRun), with the state changes of steps 0, 0' and 0''. Not on a full line
      // before anything but a space (a run would stop at once: nothing else fits there).
      if runFollows && x >= limit && bytes[position] != 0x20 { runFollows = false }
      if runFollows {
        runFollows = false
        if position > nonASCII {
          asciiStart = position
          nonASCII = UTF8Scalars.firstNonASCII(in: bytes, from: position, to: count)
        } else if position < asciiStart {  // a wrapped line read again
          let found = UTF8Scalars.firstNonASCII(in: bytes, from: position, to: asciiStart)
          if found < asciiStart { nonASCII = found }
          asciiStart = position
        }
        var run = ASCIIWordRun(
          start: position, after: previous.lastScalar, afterSpace: runAfterSpace, x: x,
          content: content, rules: rules)
        run.read(
          bytes, stop: nonASCII == count ? count : nonASCII - 1, pairs: pairs, limit: limit,
          breaksAnywhere: breaksAnywhere)
        if run.end > position {
          x = run.x
          content = run.content
          rules = run.rules
          if run.opportunity >= 0 {
            opportunity = run.opportunity
            widthAtOpportunity = run.widthAtOpportunity
            hyphenAtOpportunity = false
            metricsAtOpportunity = metrics
            rulesAtOpportunity = run.rulesAtOpportunity
          }
          previous = source.cluster(
            bytes, start: run.end - 1, end: run.end, first: run.last,
            properties: UnicodeProperties(packed: latin1[Int(run.last)]))
          afterSoftHyphen = false
          position = run.end
          continue
        }
      }

      let lead = bytes[position]
      // 0. The common case: an ASCII letter after a letter, not followed by a mark. No rule
      // allows a break before it (LB28) and it does not hang; only its advance and kerning
      // matter, unless it overflows the line. Overflowing a line with no break opportunity
      // yet (a word longer than the line, as every word is at width 0), it ends the line
      // and starts the next, as step 6 does; other overflows go to the steps below.
      if shortcuts, lead | 0x20 &- 0x61 < 26, rules.followsLetter,
        position + 1 == count || bytes[position + 1] < 0x80
      {
        let scalar = UInt32(lead)
        let glyphs = source.cluster(
          bytes, start: position, end: position + 1, first: scalar,
          properties: UnicodeProperties(packed: latin1[Int(lead)]))
        var newX = x &+ glyphs.advance
        if glyphs.face == previous.face { newX &+= source.kerning(previous, glyphs) }
        let breaksBefore =
          newX > limit && position > lineStart && opportunity <= lineStart && !breaksAnywhere
        if glyphs.face == 0 && (newX <= limit || breaksBefore) {
          rules.readAnotherLetter()
          if breaksBefore {
            // The text's second letter does not fit after its first (as at width 0): every
            // letter may take a line of its own, which is checked and laid out in one pass.
            if position == 1 && !keepsLines && maxLines == .max
              && layOutLettersAlone(bytes, latin1: latin1, pairs: pairs)
            {
              return
            }
            if complete(Line(start: lineStart, end: position, width: content, metrics: metrics)) {
              isCut = true
              return
            }
            lineStart = position
            (metrics, opportunity) = (primary, -1)
            newX = glyphs.advance
          }
          x = newX
          content = newX
          previous = glyphs
          afterSoftHyphen = false
          position += 1
          if breaksBefore {
            if breakLetters(
              bytes, at: &position, lineStart: &lineStart, x: &x, previous: &previous,
              rules: &rules, latin1: latin1)
            {
              isCut = true
              return
            }
            content = x
          }
          // A line that one letter fills (at width 0, every line) has no room for a run.
          (runFollows, runAfterSpace) = (!breaksBefore || x < limit, false)
          continue
        }
      }

      // 0''. Any other ASCII letter not followed by a mark that fits: step 3's opportunity
      // (class AL), its advance and kerning, then the letters after it as in step 0; one that
      // overflows a line it may start, as in steps 3 and 6.
      if shortcuts, lead | 0x20 &- 0x61 < 26, position + 1 == count || bytes[position + 1] < 0x80 {
        let scalar = UInt32(lead)
        let glyphs = source.cluster(
          bytes, start: position, end: position + 1, first: scalar,
          properties: UnicodeProperties(packed: latin1[Int(lead)]))
        var newX = x &+ glyphs.advance
        if glyphs.face == previous.face { newX &+= source.kerning(previous, glyphs) }
        if newX <= limit && glyphs.face == 0 {
          let rulesBefore = rules
          let allowed =
            rules.isBreakAllowed(before: .AL, isEastAsian: false, isPictographic: false)
            || breaksAnywhere
          if allowed && position > lineStart
            && (!afterSoftHyphen || content &+ source.hyphenAdvance <= limit)
          {
            opportunity = position
            widthAtOpportunity = afterSoftHyphen ? content &+ source.hyphenAdvance : content
            hyphenAtOpportunity = afterSoftHyphen
            metricsAtOpportunity = metrics
            rulesAtOpportunity = rulesBefore
          }
          x = newX
          content = newX
          previous = glyphs
          afterSoftHyphen = false
          position += 1
          (runFollows, runAfterSpace) = (true, false)
          continue
        }
        // It overflows: where a break before it is allowed (after spaces, as at width 0 before
        // every word), it ends the line there and starts the next, as steps 3 and 6 do.
        if glyphs.face == 0 && position > lineStart
          && (!afterSoftHyphen || content &+ source.hyphenAdvance <= limit)
        {
          var rulesAfter = rules
          if rulesAfter.isBreakAllowed(before: .AL, isEastAsian: false, isPictographic: false)
            || breaksAnywhere
          {
            let width = afterSoftHyphen ? content &+ source.hyphenAdvance : content
            let line = Line(
              start: lineStart, end: position, width: width, metrics: metrics,
              endsWithHyphen: afterSoftHyphen)
            if complete(line) {
              isCut = true
              return
            }
            rules = rulesAfter
            lineStart = position
            (metrics, opportunity) = (primary, -1)
            x = glyphs.advance
            content = x
            previous = glyphs
            afterSoftHyphen = false
            position += 1
            (runFollows, runAfterSpace) = (true, false)
            continue
          }
        }
      }

      // 0'. An ASCII space not followed by a mark: no break before it (LB7), and it hangs.
      if shortcuts, lead == 0x20, position + 1 == count || bytes[position + 1] < 0x80 {
        rules.readSpace()
        let glyphs = source.cluster(
          bytes, start: position, end: position + 1, first: 0x20,
          properties: UnicodeProperties(packed: latin1[0x20]))
        if glyphs.face == previous.face { x &+= source.kerning(previous, glyphs) }
        x &+= glyphs.advance
        if glyphs.face != 0 { metrics = metrics.union(source.lineMetrics(ofFace: glyphs.face)) }
        previous = glyphs
        afterSoftHyphen = false
        position += 1
        (runFollows, runAfterSpace) = (glyphs.face == 0, true)
        continue
      }

      // 1. The cluster and its class.
      var end = position + 1
      var scalar = UInt32(lead)
      if lead >= 0x80 || (end < count && bytes[end] >= 0x80) || (lead == 0x0D && end < count) {
        scalar = UTF8Scalars.scalar(in: bytes, at: position).0
        end = TextLayoutEngine.clusterEnd(in: text, at: position)
      }
      let properties =
        scalar < 0x100
        ? UnicodeProperties(packed: latin1[Int(scalar)]) : UnicodeProperties(scalar)
      let lineBreakClass = LineBreakRules.clusterClass(properties)
      let rulesBefore = rules
      var allowed = rules.isBreakAllowed(
        before: lineBreakClass, isEastAsian: properties.isEastAsian,
        isPictographic: properties.isPictographic)

      // 2. Line ends.
      if lineBreakClass.isMandatoryBreak {
        let isFull = complete(
          Line(start: lineStart, end: position, width: content, metrics: metrics))
        position = end
        if isFull {
          isCut = position < count
          return
        }
        lineStart = position
        endsWithLineEnd = position == count
        (x, content, metrics, opportunity) = (0, 0, primary, -1)
        previous.face = -1
        rules = LineBreakRules()
        afterSoftHyphen = false
        continue
      }

      // 3. The break opportunity before the cluster, unless at the line's start. After spaces
      // at the line's start it counts: they then are the line's content (they hang, so the
      // line is still 0 wide), and the cluster after them goes to the next line if it does not
      // fit, as after any other content. Breaking anywhere, it is before every cluster but a
      // space. After a soft hyphen the line shows a hyphen, so the opportunity counts only if
      // the line fits with it; else the one before it stays.
      let hangs = properties.isHangingSpace || scalar == 0x09
      if breaksAnywhere { allowed = !hangs && lineBreakClass != .SP }
      if allowed && position > lineStart {
        let width = afterSoftHyphen ? content &+ source.hyphenAdvance : content
        if !afterSoftHyphen || width <= limit {
          opportunity = position
          widthAtOpportunity = width
          hyphenAtOpportunity = afterSoftHyphen
          metricsAtOpportunity = metrics
          rulesAtOpportunity = rulesBefore
        }
      }

      // 4. Its advance.
      var glyphs = source.cluster(
        bytes, start: position, end: end, first: scalar, properties: properties)
      var kerning = 0
      if glyphs.face == previous.face { kerning = source.kerning(previous, glyphs) }
      if scalar == 0x09 {
        let tabInterval = tabInterval
        glyphs.advance = (x / tabInterval + 1) * tabInterval - x
        kerning = 0
      }

      // 5. Spaces that hang.
      if hangs {
        x &+= kerning &+ glyphs.advance
        if glyphs.face != 0 { metrics = metrics.union(source.lineMetrics(ofFace: glyphs.face)) }
        previous = glyphs
        afterSoftHyphen = false
        position = end
        continue
      }

      // 6. Overflow.
      var newX = x &+ kerning &+ glyphs.advance
      if newX > limit && position > lineStart {
        if opportunity > lineStart {
          let line = Line(
            start: lineStart, end: opportunity, width: widthAtOpportunity,
            metrics: metricsAtOpportunity, endsWithHyphen: hyphenAtOpportunity)
          if complete(line) {
            isCut = true
            return
          }
          lineStart = opportunity
          if opportunity < position {
            position = opportunity
            rules = rulesAtOpportunity
            (x, content, metrics, opportunity) = (0, 0, primary, -1)
            previous.face = -1
            afterSoftHyphen = false
            continue  // read on from the opportunity
          }
          // The opportunity is before this cluster (always so when breaking anywhere): it
          // starts the next line, as reading it again there would (the rules are already
          // past it).
          previous.face = -1
        } else {
          if complete(Line(start: lineStart, end: position, width: content, metrics: metrics)) {
            isCut = true
            return
          }
          lineStart = position
        }
        (content, metrics, opportunity) = (0, primary, -1)
        newX = glyphs.advance
      }
      x = newX
      content = newX
      if glyphs.face != 0 { metrics = metrics.union(source.lineMetrics(ofFace: glyphs.face)) }
      afterSoftHyphen = scalar == 0xAD
      if glyphs.advance != 0 || !properties.isZeroWidth { previous = glyphs }
      position = end
      // The words after a cluster that starts with an ASCII letter and ends with a printable
      // ASCII scalar, as in step 0*.
      if shortcuts, scalar | 0x20 &- 0x61 < 26, glyphs.face == 0,
        glyphs.lastScalar &- 0x20 < 95, rules.followsLetter
      {
        (runFollows, runAfterSpace) = (true, false)
      }
    }
    if lineStart < count || endsWithLineEnd {
      _ = complete(Line(start: lineStart, end: count, width: content, metrics: metrics))
    }
  }

  /// Records a completed line; returns whether the line limit is reached.
  @inline(__always)
  mutating func complete(_ line: Line) -> Bool {
    var line = line
    lineCount += 1
    if line.width > widest { widest = line.width }
    if Source.isAttributed {
      if line.metrics.height == 0 { line.metrics = source.metricsOfEmptyLine(at: line.start) }
      tallerHeight += source.lineBox(line.metrics).height
      if lineCount > 1 { tallerHeight += source.lineSpacing }
    } else if line.metrics == source.primaryMetrics {
      primaryLines += 1
    } else {
      tallerHeight += source.points(line.metrics.height)
    }
    if keepsLines { lines.append(line) }
    return lineCount >= maxLines
  }

  /// The UTF-8 offset of the grapheme boundary after the one at `offset` (a boundary).
  @inline(never)
  static func clusterEnd(in text: String, at offset: Int) -> Int {
    let utf8 = text.utf8
    let next = text.index(after: utf8.index(utf8.startIndex, offsetBy: offset))
    return utf8.distance(from: utf8.startIndex, to: next)
  }
}
