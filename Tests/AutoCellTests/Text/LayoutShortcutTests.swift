import Foundation
import Testing

@testable import AutoCell

/// The layout engine's shortcuts for ASCII letters and spaces against the general rules and
/// against line widths summed directly from the metrics.
struct LayoutShortcutTests {
  /// A small seeded generator (SplitMix64), so failures can be replayed from the printed seed.
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
