import Foundation
import Testing

@testable import AutoCell

/// Where lines may break: Unicode's own test cases (LineBreakTest.txt, an independent
/// reference) and the tailorings measuring relies on, checked through the measurers.
@Suite("Line breaking")
struct LineBreakingTests {
  /// One case of LineBreakTest.txt: its text and the UTF-8 offsets where it may break.
  struct Case {
    var text: String
    var breaks: Set<Int>
  }

  /// The cases of the shipped LineBreakTest.txt.
  static func cases() throws -> [Case] {
    let url = try #require(
      Bundle.module.url(
        forResource: "LineBreakTest.txt", withExtension: nil, subdirectory: "Resources"))
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    return lines.filter { !$0.hasPrefix("#") }.map { line in
      var text = ""
      var breaks = Set<Int>()
      for field in line.split(separator: " ") {
        if field == "÷" {
          breaks.insert(text.utf8.count)
        } else if field != "×", let value = UInt32(field, radix: 16),
          let scalar = Unicode.Scalar(value)
        {
          text.unicodeScalars.append(scalar)
        }
      }
      breaks.remove(0)
      breaks.remove(text.utf8.count)  // the end of the text is always a break (LB3)
      return Case(text: text, breaks: breaks)
    }
  }

  /// The offsets between Swift's grapheme clusters (measuring never breaks inside one).
  func clusterBoundaries(_ text: String) -> Set<Int> {
    var offsets = Set<Int>()
    var offset = 0
    for character in text.dropLast() {
      offset += character.utf8.count
      offsets.insert(offset)
    }
    return offsets
  }

  @Test func agreesWithUnicodesTestCasesAtClusterBoundaries() throws {
    let cases = try Self.cases()
    #expect(cases.count > 7000)
    var agreeing = 0
    var failures: [String] = []
    for test in cases {
      let boundaries = clusterBoundaries(test.text)
      let expected = test.breaks.intersection(boundaries)
      let found = Set(LineBreakRules.opportunities(in: test.text)).subtracting([
        test.text.utf8.count
      ])
      if found == expected {
        agreeing += 1
      } else if failures.count < 40 {
        failures.append(
          test.text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
      }
    }
    // 99.1% agree. The differences: LB25's pair form for numbers ("}%" stays together), a space
    // followed by a mark (one grapheme cluster in Swift, a space and an AL in UAX #14) and
    // Unicode 15.0's test file against Swift's newer grapheme clusters.
    let share = Double(agreeing) / Double(cases.count)
    #expect(share > 0.99, "agreement \(share); first differences: \(failures)")
  }

  let measurer = StandardTextMeasurer()
  let font = Font.system(size: 17)

  /// The text of each line when `text` is laid out at `width`.
  func lines(_ text: String, width: CGFloat, mode: LineBreakMode = .byWordWrapping) -> [String] {
    measurer.layout(of: text, font: font, width: width, numberOfLines: 0, lineBreakMode: mode)
      .lines.map { String(text[$0.range]) }
  }

  func width(_ text: String) -> CGFloat {
    measurer.size(
      of: text, font: font, width: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping
    ).width
  }

  @Test func breaksAfterHyphensSlashesAndDashesButNotInsideNumbers() {
    let text = "state-of-the-art"
    #expect(lines(text, width: width("state-of-")) == ["state-of-", "the-art"])
    #expect(lines("and/or", width: width("and/")) == ["and/", "or"])
    #expect(lines("one\u{2014}two", width: width("one\u{2014}")) == ["one\u{2014}", "two"])
    // "1-2" and "-5" stay whole: a word too long for the line breaks between characters.
    #expect(LineBreakRules.opportunities(in: "1-2 -5") == [4])
  }

  @Test func noBreakSpacesNeverBreakAndZeroWidthSpacesDo() {
    #expect(LineBreakRules.opportunities(in: "a\u{A0}b a\u{202F}b") == [5])  // only after the space
    #expect(LineBreakRules.opportunities(in: "ab\u{200B}cd") == [5])
    // Zero width; "b" and "c" kern as if it were not there.
    #expect(width("ab\u{200B}cd") == width("abcd"))
    #expect(lines("ab\u{200B}cd", width: width("abc")) == ["ab\u{200B}", "cd"])
  }

  @Test func softHyphensShowOnlyWhereALineBreaks() {
    #expect(width("ex\u{AD}ample") == width("example"))
    let broken = measurer.layout(
      of: "ex\u{AD}ample", font: font, width: width("ample"), numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(broken.lines.map { String("ex\u{AD}ample"[$0.range]) } == ["ex\u{AD}", "ample"])
    #expect(abs(broken.lines[0].width - (width("ex") + width("-"))) < 1e-9)  // hyphen unkerned
  }

  @Test func breaksBetweenIdeographsButNotBeforeClosingPunctuation() {
    let text = "日本語の文章。次"
    #expect(LineBreakRules.opportunities(in: "日本。") == [3])  // not before "。"
    let ideograph = width("日")
    #expect(abs(ideograph - 17) < 1e-9)  // one em
    // Two ideographs per line; "。" stays with the ideograph before it.
    #expect(lines(text, width: 2 * ideograph + 1) == ["日本", "語の", "文", "章。", "次"])
  }

  @Test func everyLineEndEndsALine() {
    for end in ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"] {
      #expect(
        lines("ab\(end)cd", width: .infinity) == ["ab", "cd"], "\(end.unicodeScalars.map(\.value))")
    }
    #expect(lines("ab\n", width: .infinity) == ["ab", ""])
  }

  @Test func emojiSequencesAndAccentedLettersAreNeverSplitOrCountedTwice() {
    let family = "👨‍👩‍👧‍👦"
    #expect(abs(width(family) - 1.25 * 17) < 1e-9)  // one emoji, not seven scalars
    #expect(abs(width("🇫🇷🇩🇪") - 2.5 * 17) < 1e-9)  // two flags
    #expect(width("e\u{301}") == width("e"))
    // Char wrapping at zero width: one cluster per line, never part of one.
    #expect(
      lines("\(family)e\u{301}🇫🇷", width: 0, mode: .byCharWrapping) == [family, "e\u{301}", "🇫🇷"])
  }

  @Test func tabsStopEvery28Points() {
    let a = width("a")
    // Stops are kept to 1/1024 of a font unit: within 1e-4 points.
    #expect(abs(width("a\tb") - (28 + width("b"))) < 1e-4)
    #expect(abs(width("\tb") - (28 + width("b"))) < 1e-4)
    let long = String(repeating: "W", count: 3)  // about 48 points: the next stop is 56
    #expect(width(long) > 28 && width(long) < 56)
    #expect(abs(width("\(long)\tb") - (56 + width("b"))) < 1e-4)
    #expect(width("a\t") == a)  // a trailing tab hangs
  }

  @Test func unicodeSpacesGetTheirWidthsAndHang() {
    #expect(width("a\u{3000}b") > width("a b"))  // an ideographic space is one em
    #expect(width("a\u{3000}") == width("a"))
    #expect(width("a\u{A0}") > width("a"))  // a no-break space is not trailing white space
  }
}
