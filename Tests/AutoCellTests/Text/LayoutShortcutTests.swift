import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// The layout engine's shortcuts for ASCII letters and spaces against the general rules and
/// against line widths summed directly from the metrics.
struct LayoutShortcutTests {
  /// A small seeded generator (SeededGenerator), so failures can be replayed from the printed seed.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  /// Expects the engine's layout of `text` with its shortcuts to equal the layout by the
  /// general steps alone, in the metrics source and in the font-file source, with lines kept
  /// and not; `context` leads each failure message (the seed and round).
  static func expectShortcutsAgree(
    _ text: String, sources metrics: MetricsGlyphSource, _ faces: FaceGlyphSource,
    width: CGFloat, lines: Int, mode: LineBreakMode, keepsLines: [Bool] = [true, false],
    _ context: String
  ) {
    for keeps in keepsLines {
      expectAgree(metrics, "metrics", keepsLines: keeps)
      expectAgree(faces, "font file", keepsLines: keeps)
    }
    func expectAgree<Source: GlyphSource>(_ source: Source, _ name: String, keepsLines: Bool) {
      #expect(
        TextLayoutEngine.layout(
          text, source: source, width: width, numberOfLines: lines, lineBreakMode: mode,
          displayScale: nil, keepsLines: keepsLines)
          == TextLayoutEngine.layout(
            text, source: source, width: width, numberOfLines: lines, lineBreakMode: mode,
            displayScale: nil, keepsLines: keepsLines, usesShortcuts: false),
        "\(context): \(text.debugDescription) \(mode) at \(width), \(name)")
    }
  }

  static let classes: [LineBreakClass] = [
    .BK, .CR, .LF, .CM, .NL, .WJ, .ZW, .GL, .SP, .ZWJ, .B2, .BA, .BB, .HY, .CB, .CL, .CP, .EX,
    .IN, .NS, .OP, .QU, .IS, .NU, .PO, .PR, .SY, .AL, .EB, .EM, .H2, .H3, .HL, .ID, .JL, .JV,
    .JT, .RI,
  ]

  @Test func readingASpaceOrAnotherLetterLeavesTheStateTheRulesLeave() {
    let seed: UInt64 = 20_261_123
    var random = Generator(state: seed)
    for _ in 0..<2_000 {
      var rules = LineBreakRules()
      for _ in 0..<random.next(12) {
        _ = rules.isBreakAllowed(
          before: LayoutShortcutTests.classes[random.next(LayoutShortcutTests.classes.count)],
          isEastAsian: random.next(4) == 0, isPictographic: random.next(4) == 0)
      }
      var general = rules
      var shortcut = rules
      let allowed = general.isBreakAllowed(before: .SP, isEastAsian: false, isPictographic: false)
      shortcut.readSpace()
      #expect(!allowed, "seed \(seed)")
      #expect(general == shortcut, "seed \(seed)")
      if rules.followsLetter {
        var general = rules
        var shortcut = rules
        let allowed = general.isBreakAllowed(
          before: .AL, isEastAsian: false, isPictographic: false)
        shortcut.readAnotherLetter()
        #expect(!allowed, "seed \(seed)")
        #expect(general == shortcut, "seed \(seed)")
      }
    }
  }

  @Test func readingASCIIWordsLeavesTheStateTheRulesLeave() {
    let seed: UInt64 = 20_261_125
    var random = Generator(state: seed)
    for _ in 0..<4_000 {
      var rules = LineBreakRules()
      for _ in 0..<random.next(12) {
        _ = rules.isBreakAllowed(
          before: LayoutShortcutTests.classes[random.next(LayoutShortcutTests.classes.count)],
          isEastAsian: random.next(4) == 0, isPictographic: random.next(4) == 0)
      }
      // A letter after a space.
      var general = rules
      _ = general.isBreakAllowed(before: .SP, isEastAsian: false, isPictographic: false)
      var shortcut = general
      let allowed = general.isBreakAllowed(before: .AL, isEastAsian: false, isPictographic: false)
      #expect(shortcut.readLetterAfterSpace() == allowed, "seed \(seed)")
      #expect(general == shortcut, "seed \(seed)")
      // A hyphen, full stop or comma after a letter, then a letter (ASCIIWordRun reads the
      // hyphen-minus as HY, the full stop and comma as IS).
      #expect(UnicodeProperties(0x2D).lineBreakClass == .HY)
      #expect(UnicodeProperties(0x2E).lineBreakClass == .IS)
      #expect(UnicodeProperties(0x2C).lineBreakClass == .IS)
      guard rules.followsLetter else { continue }
      for punctuation in [LineBreakClass.HY, .IS] {
        var general = rules
        var shortcut = rules
        let allowed = general.isBreakAllowed(
          before: punctuation, isEastAsian: false, isPictographic: false)
        shortcut.readPunctuationAfterLetter(punctuation)
        #expect(!allowed, "seed \(seed)")
        #expect(general == shortcut, "seed \(seed)")
        let letterAllowed = general.isBreakAllowed(
          before: .AL, isEastAsian: false, isPictographic: false)
        #expect(shortcut.readLetterAfterPunctuation() == letterAllowed, "seed \(seed)")
        #expect(general == shortcut, "seed \(seed)")
      }
    }
  }

  /// Seeded texts for comparing the engine's shortcuts with its general steps: ASCII words
  /// with hyphens, full stops, commas, kerning pairs, tabs and line ends (CR LF too), and the
  /// same with non-ASCII text (marks after ASCII letters, no-break and other spaces, CJK,
  /// emoji, soft hyphens) mixed in; every third text starts with spaces, and in every fourth
  /// soft hyphens come often (a break after one fits only with its hyphen).
  static func shortcutCorpus(_ random: inout Generator, count: Int) -> [String] {
    let ascii: [Character] =
      Array("abcdefghijklmnopqrstuvwxyzAVWTYLPof          ")
      + ["-", ".", ",", "\r\n", "\n", "\r", "\t", "(", "'", "1"]
    let other: [Character] = [
      "é", "e\u{301}", "a\u{308}", " \u{301}", "日", "😀", "👨\u{200D}👩\u{200D}👧", "\u{A0}", "\u{AD}",
      "\u{200B}", "ש", "\u{2014}", "\u{3000}", "\u{2028}", "\u{85}", "ß", "\u{300}", "$", "/",
    ]
    var texts: [String] = []
    for round in 0..<count {
      var text = round % 3 == 2 ? String(repeating: " ", count: 1 + random.next(6)) : ""
      for _ in 0..<(1 + random.next(60)) {
        if round % 4 == 3 && random.next(5) == 0 {
          text.append("\u{AD}")
          continue
        }
        text.append(
          round % 2 == 1 && random.next(6) == 0
            ? other[random.next(other.count)] : ascii[random.next(ascii.count)])
      }
      texts.append(text)
    }
    return texts
  }

  @Test func shortcutsLayOutAsTheGeneralStepsDo() throws {
    let seed: UInt64 = 25_112_026
    var random = Generator(state: seed)
    let texts = LayoutShortcutTests.shortcutCorpus(&random, count: 3_000)
    let face = try TestFonts.sans()
    let fallbacks = [try TestFonts.sansBold(), try TestFonts.monoArrows()]
    // Every mode. byCharWrapping was once left out: after a line broken inside a word, the
    // cluster after the break was read again, by step 0 (from 068c89e) on a line without
    // content, so the letters after it could overflow where the general steps broke. Now the
    // overflowing cluster starts the next line in place (CharWrappingTests checks the widths).
    let modes: [LineBreakMode] = [
      .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
      .byTruncatingMiddle,
    ]
    for (round, text) in texts.enumerated() {
      let width = [CGFloat(0), 8, 30, 60, 120, 250, .infinity][random.next(7)]
      let mode = modes[random.next(modes.count)]
      let lines = [0, 0, 1, 2][random.next(4)]
      let size = [12.0, 17.0][random.next(2)]
      let metrics = MetricsGlyphSource(
        metrics: random.next(2) == 0 ? .helvetica : .helveticaBold, pointSize: size)
      let faces = FaceGlyphSource(primary: face, fallbacks: fallbacks, pointSize: size)
      Self.expectShortcutsAgree(
        text, sources: metrics, faces, width: width, lines: lines, mode: mode,
        "seed \(seed) round \(round)")
    }
  }

  /// Printable ASCII text without a limit on the width (a text's ideal size) is laid out in
  /// one pass: the same size as the general steps give, in either source and every mode, with
  /// leading and trailing spaces, punctuation and kerned pairs; the pass gives way to the
  /// steps at a tab, a line end, DEL or a non-ASCII character.
  @Test func unconstrainedASCIITextMeasuresAsTheGeneralStepsDo() throws {
    let seed: UInt64 = 26_112_027
    var random = Generator(state: seed)
    let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
    let kerned = Array("AVATLTYoWaffi   ")
    let others: [Character] = ["\t", "\n", "\u{7F}", "é", "日", "\r\n"]
    let modes: [LineBreakMode] = [
      .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
      .byTruncatingMiddle,
    ]
    let face = try TestFonts.sans()
    let fallbacks = [try TestFonts.sansBold(), try TestFonts.monoArrows()]
    for round in 0..<1_500 {
      var text = ""
      for _ in 0..<(1 + random.next(50)) {
        text.append(
          random.next(2) == 0
            ? kerned[random.next(kerned.count)] : printable[random.next(printable.count)])
      }
      if round % 8 == 7 {
        let offset = random.next(text.count + 1)
        text.insert(
          others[random.next(others.count)],
          at: text.index(text.startIndex, offsetBy: offset))
      }
      let width = [CGFloat.infinity, 1e30][random.next(2)]
      let mode = modes[random.next(modes.count)]
      let lines = [0, 1, 2][random.next(3)]
      let size = [1.0, 12.0, 17.0][random.next(3)]
      let metrics = MetricsGlyphSource(
        metrics: random.next(2) == 0 ? .helvetica : .helveticaBold, pointSize: size)
      let faces = FaceGlyphSource(primary: face, fallbacks: fallbacks, pointSize: size)
      Self.expectShortcutsAgree(
        text, sources: metrics, faces, width: width, lines: lines, mode: mode,
        keepsLines: [false, true], "seed \(seed) round \(round)")
    }
  }

  /// Text so narrow that every letter is a line of its own (words of ASCII letters, single
  /// spaces) is laid out in one pass: the same size as the general steps give, in either
  /// source, and the pass gives way to the steps where a letter fits after the one before it
  /// (wider lines, small fonts), where the text has other characters or spaces, and with a
  /// line limit or lines kept.
  @Test func lettersAloneOnTheirLinesMeasureAsTheGeneralStepsDo() throws {
    let seed: UInt64 = 26_112_026
    var random = Generator(state: seed)
    let letters = Array("abcdefghijklmnopqrstuvwxyzAVWTYLPoferjil")
    let extras = [" ", "  ", ".", "1", "-", "\n", "é"]
    let face = try TestFonts.sans()
    let fallbacks = [try TestFonts.sansBold(), try TestFonts.monoArrows()]
    for round in 0..<1_500 {
      var text = round % 20 == 19 ? extras[random.next(extras.count)] : ""
      for word in 0..<(1 + random.next(8)) {
        if word > 0 { text.append(round % 10 == 9 ? extras[random.next(extras.count)] : " ") }
        for _ in 0..<(1 + random.next(9)) { text.append(letters[random.next(letters.count)]) }
      }
      if round % 20 == 18 { text.append(extras[random.next(extras.count)]) }
      let width = [CGFloat(0), 0.5, 1, 2, 3, 5, 8, 40][random.next(8)]
      let size = [1.0, 4.0, 12.0, 17.0][random.next(4)]
      let lines = [0, 0, 0, 2][random.next(4)]
      let metrics = MetricsGlyphSource(
        metrics: random.next(2) == 0 ? .helvetica : .helveticaBold, pointSize: size)
      let faces = FaceGlyphSource(primary: face, fallbacks: fallbacks, pointSize: size)
      Self.expectShortcutsAgree(
        text, sources: metrics, faces, width: width, lines: lines, mode: .byWordWrapping,
        keepsLines: [false, true], "seed \(seed) round \(round)")
    }
    // At width 0: one line a letter, as wide as the widest letter.
    let source = MetricsGlyphSource(metrics: .helvetica, pointSize: 17)
    let size = TextLayoutEngine.layout(
      "layout reuse cells", source: source, width: 0, numberOfLines: 0,
      lineBreakMode: .byWordWrapping, displayScale: nil, keepsLines: false
    ).size
    #expect(size.height == 16 * source.points(source.primaryMetrics.height))
    let widestLetter = "layoutreusecells".utf8.map {
      source.points(
        FixedUnits.units(FixedUnits.from(FontMetrics.helvetica.advance(of: UInt32($0)))))
    }.max()
    #expect(size.width == widestLetter)
  }

  /// Step 0 ends a line inside a word longer than the line (every word at width 0) itself:
  /// the same lines as the general steps, with and without a line limit, and the same cut.
  @Test func wordsLongerThanTheLineBreakAsTheGeneralStepsDo() {
    let texts = [
      "layout reuse cells", "Author 12", "a", "ab", "constraint priority text wraps",
      "AVAVAV WTWT", "word  spaces  and\nlines", "hyphen-ated, full. stop",
    ]
    for text in texts {
      for width in [CGFloat(0), 1, 7, 12, 25, 40] {
        for lines in [0, 1, 2, 3] {
          for mode in [LineBreakMode.byWordWrapping, .byTruncatingTail, .byCharWrapping] {
            for keepsLines in [true, false] {
              let source = MetricsGlyphSource(metrics: .helvetica, pointSize: 17)
              #expect(
                TextLayoutEngine.layout(
                  text, source: source, width: width, numberOfLines: lines, lineBreakMode: mode,
                  displayScale: nil, keepsLines: keepsLines)
                  == TextLayoutEngine.layout(
                    text, source: source, width: width, numberOfLines: lines,
                    lineBreakMode: mode, displayScale: nil, keepsLines: keepsLines,
                    usesShortcuts: false),
                "\(text.debugDescription) \(mode) at \(width), \(lines) lines")
            }
          }
        }
      }
    }
  }

  @Test func asciiBytesAreFoundEightAtATime() {
    let seed: UInt64 = 8_080
    var random = Generator(state: seed)
    for _ in 0..<500 {
      let bytes = (0..<random.next(40)).map { _ in UInt8(random.next(4) == 0 ? 0x80 : 0x41) }
      let start = bytes.isEmpty ? 0 : random.next(bytes.count)
      let expected = bytes[start...].firstIndex { $0 >= 0x80 } ?? bytes.count
      bytes.withUnsafeBufferPointer {
        #expect(
          UTF8Scalars.firstNonASCII(in: $0, from: start, to: bytes.count) == expected,
          "seed \(seed): \(bytes) from \(start)")
      }
    }
  }

  /// The width of `line` from the metrics alone: each scalar's advance plus the kerning with
  /// the one before it, trailing spaces left out.
  static func referenceWidth(_ line: Substring, metrics: FontMetrics, size: CGFloat) -> CGFloat {
    let scalars = Array(line.unicodeScalars.map(\.value).reversed().drop { $0 == 0x20 }.reversed())
    var units = 0
    for (index, scalar) in scalars.enumerated() {
      units += metrics.advance(of: scalar)
      if index > 0 { units += metrics.kerning(scalars[index - 1], scalar) }
    }
    return CGFloat(units) * size / 1000
  }

  @Test func asciiLinesAreAsWideAsTheirAdvancesAndKerning() {
    let seed: UInt64 = 1_123
    var random = Generator(state: seed)
    let alphabet = Array("aAvVwWyYTtoOfLPr.,-/'  ")
    let measurer = StandardTextMeasurer()
    for round in 0..<1_500 {
      let text = String(
        (0..<(1 + random.next(60))).map { _ in alphabet[random.next(alphabet.count)] })
      let font = random.next(3) == 0 ? Font.boldSystem(size: 13) : Font.system(size: 17)
      let metrics = measurer.metrics(for: font)
      let width = [CGFloat(30), 60, 120, 250, .infinity][random.next(5)]
      let layout = measurer.layout(
        of: text, font: font, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
      var joined = ""
      for line in layout.lines {
        let expected = LayoutShortcutTests.referenceWidth(
          text[line.range], metrics: metrics, size: font.pointSize)
        #expect(
          abs(line.width - expected) < 1e-9,
          "seed \(seed) round \(round): \(text.debugDescription) at \(width)")
        joined += text[line.range]
      }
      #expect(joined == text, "seed \(seed) round \(round)")
    }
  }
}
