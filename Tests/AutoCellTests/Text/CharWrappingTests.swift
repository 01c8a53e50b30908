import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// ``LineBreakMode/byCharWrapping``: lines break before the first cluster that does not fit, so
/// a line is never wider than the width unless it holds a single cluster that is wider by
/// itself (UIKit and TextKit put at least one cluster on each line).
///
/// Spaces at a line's end hang, as in word wrapping.
struct CharWrappingTests {
  let measurer = StandardTextMeasurer()

  func lines(_ text: String, width: CGFloat, font: Font = .system(size: 17)) -> [String] {
    measurer.layout(
      of: text, font: font, width: width, numberOfLines: 0, lineBreakMode: .byCharWrapping
    ).lines.map { String(text[$0.range]) }
  }

  @Test func aLineBrokenInsideAWordDoesNotOverflowOnTheNextLetters() {
    // "i" is 3.774 points at 17 points: two fit in 8, three do not.
    #expect(lines("iiiiiiiii", width: 8) == ["ii", "ii", "ii", "ii", "i"])
    let layout = measurer.layout(
      of: "abcdefghijklmnopqrstuvwxyz", font: .system(size: 17), width: 20, numberOfLines: 0,
      lineBreakMode: .byCharWrapping)
    for line in layout.lines { #expect(line.width <= 20, "\(line)") }
  }

  @Test func spacesAtALineEndHangAsInWordWrapping() {
    let space = measurer.layout(
      of: "i ", font: .system(size: 17), width: .infinity, numberOfLines: 0,
      lineBreakMode: .byCharWrapping)
    #expect(space.lines.count == 1 && abs(space.lines[0].width - 0.222 * 17) < 1e-9)
    // The spaces stay on the line they end, however many, and take no width there.
    let layout = measurer.layout(
      of: "ii     ii", font: .system(size: 17), width: 8, numberOfLines: 0,
      lineBreakMode: .byCharWrapping)
    #expect(layout.lines.map { String("ii     ii"[$0.range]) } == ["ii     ", "ii"])
    for line in layout.lines { #expect(abs(line.width - 2 * 0.222 * 17) < 1e-9) }
  }

  @Test func aClusterWiderThanTheLineGetsALineOfItsOwn() {
    #expect(lines("iWi", width: 8) == ["i", "W", "i"])
    // Spaces at the start of a line hang too when the cluster after them does not fit.
    #expect(lines("   Wii", width: 8) == ["   ", "W", "ii"])
  }

  /// Random ASCII and mixed strings (accents, CJK, emoji, spaces, hyphens) at several widths
  /// and sizes, through both measurers: lines never split a cluster, cover the text in order,
  /// and are no wider than the width unless they hold a single cluster that is wider alone.
  /// (`linesFitTheWidthInEveryMode` adds soft hyphens, leading spaces and the other modes.)
  @Test func linesFitTheWidthWheneverTheirClustersDo() throws {
    let seed: UInt64 = 20_261_125_1
    var random = LayoutShortcutTests.Generator(state: seed)
    let ascii: [Character] = Array("abcdefghijklmnopqrstuvwxyzAVWTYilmw      -.,'1")
    let mixed: [Character] = [
      "é", "e\u{301}", "a\u{308}\u{323}", "ñ", "日", "本", "語", "。", "😀", "👍🏽", "👨\u{200D}👩\u{200D}👧",
      "🇫🇷", " ", " ", "-", "\u{2010}", "\u{2014}", "\u{A0}", "\u{3000}", "\n", "Ж", "ש",
    ]
    let measurers = try CharWrappingTests.measurers()
    for round in 0..<2_000 {
      var text = ""
      for _ in 0..<(1 + random.next(50)) {
        let pick = random.next(ascii.count + mixed.count)
        let isASCII = round % 2 == 0 || pick < ascii.count
        text.append(isASCII ? ascii[pick % ascii.count] : mixed[pick - ascii.count])
      }
      let width = [CGFloat(0), 8, 14, 20, 33, 60, 120][random.next(7)]
      let (textMeasurer, fonts) = measurers[round % 2 == 0 ? random.next(2) : (round / 2) % 2]
      let font = fonts[random.next(fonts.count)]
      let problems = CharWrappingTests.problems(
        text, textMeasurer, font: font, width: width, mode: .byCharWrapping)
      #expect(
        problems.isEmpty,
        "seed \(seed) round \(round): \(text.debugDescription) \(type(of: textMeasurer)) \(font.name) \(font.pointSize) at \(width): \(problems)"
      )
    }
  }

  /// Random texts as in `linesFitTheWidthWheneverTheirClustersDo` with soft hyphens between
  /// letters, spaces at the start of the text and after line ends, in every mode (with and
  /// without a line limit): a line broken at a soft hyphen, its hyphen included, fits the
  /// width too, and spaces at a line's start never keep an overflowing cluster on their line.
  ///
  /// In word wrapping a word that does not fit a line breaks between clusters, so there too only a
  /// line holding a single cluster that is wider alone may be wider than the width.
  @Test func linesFitTheWidthInEveryMode() throws {
    let seed: UInt64 = 20_261_125_2
    var random = LayoutShortcutTests.Generator(state: seed)
    let ascii: [Character] = Array(
      "abcdefghijklmnopqrstuvwxyzAVWTYilmw      -.,'1\u{AD}\u{AD}\u{AD}\u{AD}")
    let mixed: [String] = [
      "é", "e\u{301}", "ñ", "日", "本", "。", "😀", "👍🏽", "🇫🇷", " ", "-", "\u{2014}", "\u{A0}",
      "\u{3000}", "\n", "\n  ", "\n      ", "\u{AD}", "Ж", "\t",
    ]
    let measurers = try CharWrappingTests.measurers()
    let modes: [LineBreakMode] = [
      .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
      .byTruncatingMiddle,
    ]
    for round in 0..<3_000 {
      var text = random.next(3) == 0 ? String(repeating: " ", count: 1 + random.next(8)) : ""
      for _ in 0..<(1 + random.next(50)) {
        let pick = random.next(ascii.count + mixed.count)
        let isASCII = round % 2 == 0 || pick < ascii.count
        text += isASCII ? String(ascii[pick % ascii.count]) : mixed[pick - ascii.count]
      }
      let width = [CGFloat(0), 8, 14, 20, 33, 60, 120][random.next(7)]
      let (textMeasurer, fonts) = measurers[random.next(2)]
      let font = fonts[random.next(fonts.count)]
      let mode = modes[random.next(modes.count)]
      let lines = [0, 0, 0, 1, 2][random.next(5)]
      let problems = CharWrappingTests.problems(
        text, textMeasurer, font: font, width: width, mode: mode, lines: lines)
      #expect(
        problems.isEmpty,
        "seed \(seed) round \(round): \(text.debugDescription) \(type(of: textMeasurer)) \(font.name) \(font.pointSize) at \(width), \(mode), \(lines) lines: \(problems)"
      )
    }
  }

  /// The two measurers with three fonts each.
  static func measurers() throws -> [(any TextMeasurer, [Font])] {
    let files = FontFileTextMeasurer(
      faces: [try TestFonts.sans(), try TestFonts.sansBold()],
      fallbacks: [try TestFonts.monoArrows()])
    return [
      (StandardTextMeasurer(), [.system(size: 12), .system(size: 17), .boldSystem(size: 22)]),
      (
        files,
        [
          Font(name: "DejaVu Sans", size: 12), Font(name: "DejaVu Sans", size: 17),
          Font(name: "DejaVu Sans Bold", size: 22),
        ]
      ),
    ]
  }

  /// What is wrong with `text`'s lines in `mode` (empty when nothing is): a line that splits a
  /// cluster, does not follow the one before, or is wider than `width` though it holds more
  /// than one cluster (trailing spaces left out) or only clusters that fit alone.
  ///
  /// With a line limit, the lines may end before the text does.
  static func problems(
    _ text: String, _ measurer: any TextMeasurer, font: Font, width: CGFloat,
    mode: LineBreakMode, lines: Int = 0
  ) -> [String] {
    let layout = measurer.layout(
      of: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode)
    let utf8 = text.utf8
    func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
    let boundaries = Set(text.indices.map(offset) + [utf8.count])
    var problems: [String] = []
    var expectedStart = 0
    for (number, line) in layout.lines.enumerated() {
      let (start, end) = (offset(line.range.lowerBound), offset(line.range.upperBound))
      if !boundaries.contains(start) || !boundaries.contains(end) {
        problems.append("line \(number) splits a cluster")
        continue
      }
      // Between two lines: nothing, or the line end that ended the first.
      if start != expectedStart {
        let gap = text[utf8.index(utf8.startIndex, offsetBy: expectedStart)..<line.range.lowerBound]
        if gap.count != 1 || !(gap.first?.isNewline ?? false) {
          problems.append("line \(number) starts at \(start), not \(expectedStart)")
        }
      }
      expectedStart = end
      let clusters = Array(text[line.range])
      let fitting = clusters.allSatisfy { cluster in
        measurer.layout(
          of: String(cluster), font: font, width: .infinity, numberOfLines: 0,
          lineBreakMode: .byCharWrapping
        ).size.width <= width + 1e-6
      }
      // Trailing spaces hang: they are on the line but take no width there.
      let shown = clusters.reversed().drop { $0 == " " || $0 == "\u{3000}" || $0 == "\t" }.count
      if line.width > width + 1e-6, fitting || shown > 1 {
        problems.append(
          "line \(number) \(String(clusters).debugDescription) is \(line.width) wide")
      }
    }
    if expectedStart != utf8.count && (lines == 0 || layout.lines.count < lines) {
      problems.append("the lines end at \(expectedStart)")
    }
    return problems
  }
}
