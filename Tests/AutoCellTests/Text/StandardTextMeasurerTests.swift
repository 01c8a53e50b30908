import AutoCell
import Foundation
import TestSupport
import Testing

@Suite("Standard text measurer")
struct StandardTextMeasurerTests {
  let measurer = StandardTextMeasurer()
  let font = Font.system(size: 17)

  func size(
    _ text: String, width: CGFloat = .infinity, lines: Int = 0,
    mode: LineBreakMode = .byWordWrapping
  ) -> CGSize {
    measurer.size(of: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode)
  }

  /// The width of one unwrapped line.
  func width(_ text: String) -> CGFloat { size(text).width }

  var lineHeight: CGFloat { measurer.lineHeight(of: font) }

  @Test func usesHelveticaAdvancesKerningAndLineHeight() {
    // H e l l o in Helvetica: 722 556 222 222 556 thousandths of an em, and Nimbus Sans's
    // kerning: "e l" -4 (HarfBuzz shapes "Hello" with Nimbus Sans as 722 552 222 222 556),
    // "A V" -71 and "V A" -68 ("AVA": 596 599 667).
    let metrics = FontMetrics.helvetica
    #expect(metrics.kerning(0x65, 0x6C) == -4 && metrics.kerning(0x6C, 0x6C) == 0)
    #expect(metrics.kerning(0x41, 0x56) == -71 && metrics.kerning(0x56, 0x41) == -68)
    let expected = CGFloat(722 + 556 + 222 + 222 + 556 - 4) * 17 / 1000
    #expect(abs(size("Hello").width - expected) < 1e-9)
    #expect(abs(size("AVA").width - CGFloat(1862) * 17 / 1000) < 1e-9)
    // The family's one line height, 1.2 em, for both weights.
    #expect(abs(lineHeight - 1.2 * 17) < 1e-9)
    #expect(measurer.lineHeight(of: .boldSystem(size: 17)) == lineHeight)
    #expect(size("Hello").height == lineHeight)
    // Not one constant per character: "i" is narrower than "W", bold wider than regular.
    #expect(width("iiii") < width("WWWW"))
    let bold = measurer.size(
      of: "Hello", font: .boldSystem(size: 17), width: .infinity, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(bold.width > size("Hello").width)
  }

  @Test func emptyTextMeasuresZero() {
    #expect(size("") == .zero)
  }

  @Test func wrapsAtWordBoundaries() {
    let full = width("alpha beta gamma")
    let twoWords = width("alpha beta")
    let wrapped = size("alpha beta gamma", width: full - 1)
    #expect(wrapped.height == 2 * lineHeight)
    #expect(wrapped.width == twoWords)  // "gamma" moved down, the space before it dropped
    #expect(size("alpha beta gamma", width: full).height == lineHeight)  // an exact fit fits
  }

  @Test func trailingSpacesDoNotCount() {
    #expect(width("abc   ") == width("abc"))
    #expect(width("  abc") > width("abc"))  // leading spaces do
  }

  @Test func breaksWordsLongerThanALine() {
    let w = width("M")  // "M M" does not kern
    let result = size("MMMMMMMMMM", width: 3.5 * w)  // 3 per line: 3 + 3 + 3 + 1
    #expect(result.height == 4 * lineHeight)
    #expect(abs(result.width - 3 * w) < 1e-9)
    #expect(size("WWW", width: 0).height == 3 * lineHeight)  // one character per line at zero
  }

  @Test func numberOfLinesCapsTheHeight() {
    let text = "one two three four five six seven eight nine ten"
    let narrow = width("three")
    #expect(size(text, width: narrow).height > 2 * lineHeight)
    #expect(size(text, width: narrow, lines: 2).height == 2 * lineHeight)
    #expect(size(text, width: narrow, lines: 2, mode: .byTruncatingTail).width == narrow)
  }

  @Test func newlinesEndLines() {
    #expect(size("a\nbb").height == 2 * lineHeight)
    #expect(size("a\nbb").width == width("bb"))
    #expect(size("a\n").height == 2 * lineHeight)
  }

  @Test func charWrappingBreaksAnywhere() {
    let limit = width("alpha b")
    #expect(size("alpha beta", width: limit, mode: .byWordWrapping).width == width("alpha"))
    #expect(size("alpha beta", width: limit, mode: .byCharWrapping).width == limit)
  }

  @Test func nonLatinScalarsGetTheDocumentedFallbacks() {
    #expect(abs(width("日本") - 34) < 1e-9, "\(width("日本"))")  // East Asian wide: one em each
    #expect(abs(width("Ж") - 0.556 * 17) < 1e-9)  // other scripts: 556/1000 em
    #expect(width("e\u{301}") == width("e"))  // combining marks: zero
    #expect(abs(width("\u{2014}") - 17) < 1e-9)  // em dash from the table
    // Two-, three- and four-byte UTF-8 sequences decode to the right scalars.
    #expect(abs(width("é日€😀") - CGFloat(556 + 1000 + 556 + 1250) * 17 / 1000) < 1e-9)
  }

  /// Greedy wrapping of random words agrees with a word-level reference that uses only the
  /// widths of single words and of a space.
  @Test func matchesAGreedyReferenceOnRandomWords() {
    for seed in UInt64(1)...40 {
      var random = SeededGenerator(seed: seed)
      let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ")
      let words = (0..<Int.random(in: 1...30, using: &random)).map { _ in
        String(
          (0..<Int.random(in: 1...9, using: &random)).map { _ in
            letters.randomElement(using: &random)!
          })
      }
      let widths = words.map(width)
      let space = width("a b") - width("ab")
      let limit = widths.max()! + CGFloat.random(in: 0...200, using: &random)
      var lines = 1
      var line: CGFloat = 0
      var widest: CGFloat = 0
      for (index, w) in widths.enumerated() {
        if index > 0, line + space + w > limit + 1e-6 {
          widest = max(widest, line)
          lines += 1
          line = w
        } else {
          line += (index > 0 ? space : 0) + w
        }
      }
      widest = max(widest, line)
      let measured = size(words.joined(separator: " "), width: limit)
      #expect(measured.height == CGFloat(lines) * lineHeight, "seed \(seed)")
      #expect(abs(measured.width - widest) < 1e-6, "seed \(seed)")
    }
  }

  /// Whether `font` is measured with Helvetica-Bold's advances ("b": 611 bold, 556 regular).
  func usesBoldMetrics(_ font: Font) -> Bool {
    measurer.metrics(for: font).advance(of: 0x62) == FontMetrics.helveticaBold.advance(of: 0x62)
  }

  @Test func namesContainingBoldUseTheBoldFace() {
    #expect(FontMetrics.helveticaBold.advance(of: 0x62) != FontMetrics.helvetica.advance(of: 0x62))
    #expect(usesBoldMetrics(.boldSystem(size: 17)))
    #expect(!usesBoldMetrics(.system(size: 17)))
    #expect(!usesBoldMetrics(.body))
    for name in ["Helvetica-Bold", "Bold", "Avenir-BoldOblique", "Ünïcödé Bold", "xBoldx"] {
      #expect(usesBoldMetrics(Font(name: name, size: 12)), "\(name)")
    }
    for name in ["", "Bol", "Helvetica", "bold", "BOLD", "Bo ld", "Semibold", "Böld"] {
      #expect(!usesBoldMetrics(Font(name: name, size: 12)), "\(name)")
    }
    let bridged = NSString(string: "Futura-Bold") as String  // may not be contiguous UTF-8
    #expect(usesBoldMetrics(Font(name: bridged, size: 12)))
    var renamed = Font.boldSystem(size: 17)
    renamed.name = "Helvetica"
    #expect(!usesBoldMetrics(renamed))
    renamed.name = "Helvetica-Bold"
    #expect(usesBoldMetrics(renamed))
    #expect(Font.boldSystem(size: 17) == Font(name: "Helvetica-Bold", size: 17))
  }
}

/// What a measurer gets when it implements only `size(of:...)`: the protocol's default layout.
@Suite("Default text layout")
struct DefaultTextLayoutTests {
  @Test func splitsTheMeasuredHeightIntoLinesWithBaselines() {
    let counting = CountingMeasurer()  // implements size(of:...) and lineHeight(of:) only
    let standard = StandardTextMeasurer()
    let text = "one two three four five six"
    let width = standard.size(
      of: "one two", font: .body, width: .infinity, numberOfLines: 0,
      lineBreakMode: .byWordWrapping
    ).width
    let layout = counting.layout(
      of: text, font: .body, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let size = standard.size(
      of: text, font: .body, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.size == size)
    let lineHeight = standard.lineHeight(of: .body)
    #expect(layout.lines.count == Int((size.height / lineHeight).rounded()))
    #expect(layout.lines.count > 1)
    for (index, line) in layout.lines.enumerated() {
      #expect(abs(line.baseline - (CGFloat(index) + 0.8) * lineHeight) < 1e-9)
    }
    #expect(layout.lines[0].range == text.startIndex..<text.endIndex)
    #expect(
      counting.layout(
        of: "", font: .body, width: 10, numberOfLines: 0, lineBreakMode: .byWordWrapping
      ).lines.isEmpty)
  }

  @Test func theStandardMeasurersLayoutMatchesItsSize() {
    let measurer = StandardTextMeasurer()
    let text = "The quick brown fox jumps over the lazy dog and keeps on running"
    for width: CGFloat in [0, 40, 90, 200, .infinity] {
      for lines in [0, 1, 2] {
        let layout = measurer.layout(
          of: text, font: .body, width: width, numberOfLines: lines,
          lineBreakMode: .byTruncatingTail)
        let size = measurer.size(
          of: text, font: .body, width: width, numberOfLines: lines,
          lineBreakMode: .byTruncatingTail)
        #expect(layout.size == size, "width \(width), lines \(lines)")
        // Baselines: 0.729 em below each line's top.
        for (index, line) in layout.lines.enumerated() {
          #expect(abs(line.baseline - (CGFloat(index) * 20.4 + 0.729 * 17)) < 1e-9)
        }
      }
    }
  }

  @Test func unknownScriptsGetTheDocumentedEstimates() {
    let measurer = StandardTextMeasurer()
    func width(_ text: String) -> CGFloat {
      measurer.size(
        of: text, font: .body, width: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping
      ).width
    }
    #expect(abs(width("한") - 17) < 1e-9)  // Hangul: wide, one em
    #expect(abs(width("😀") - 1.25 * 17) < 1e-9)
    #expect(abs(width("👍🏽") - 1.25 * 17) < 1e-9)  // a skin tone modifier adds nothing
    #expect(width("a\u{300}\u{301}\u{302}") == width("a"))
    #expect(abs(width("Ж") - 0.556 * 17) < 1e-9)
    #expect(FontMetrics.estimatedAdvance(of: 0x200D) == 0)
  }
}
