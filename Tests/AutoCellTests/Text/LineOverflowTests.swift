import Foundation
import Testing

@testable import AutoCell

/// Lines that once came out wider than the width asked for: a line broken at a soft hyphen
/// (the hyphen it shows was never checked against the width), and spaces at the start of the
/// text or after a line end (they kept an overflowing word on their line in word wrapping).
struct LineOverflowTests {
  let measurer = StandardTextMeasurer()
  /// Helvetica at 17 points: "i" 0.222 em, "-" 0.333 em, " " 0.278 em, "a" 0.556 em.
  let i = 0.222 * 17
  let hyphen = 0.333 * 17
  let space = 0.278 * 17

  func layout(
    _ text: String, width: CGFloat, mode: LineBreakMode = .byWordWrapping, lines: Int = 0
  ) -> (lines: [String], widths: [CGFloat]) {
    let layout = measurer.layout(
      of: text, font: .system(size: 17), width: width, numberOfLines: lines,
      lineBreakMode: mode)
    return (layout.lines.map { String(text[$0.range]) }, layout.lines.map(\.width))
  }

  static let modes: [LineBreakMode] = [
    .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
    .byTruncatingMiddle,
  ]

  @Test(arguments: LineOverflowTests.modes)
  func aLineBrokenAtASoftHyphenFitsWithItsHyphen(mode: LineBreakMode) {
    // "iiii" and a hyphen are 20.76 points: the break at the soft hyphen fits in 21, not in 16.
    let fits = layout("iiii\u{AD}iiii", width: 21, mode: mode)
    if mode == .byCharWrapping {
      #expect(fits.lines == ["iiii\u{AD}i", "iii"])  // the opportunity after the next "i"
    } else {
      #expect(fits.lines == ["iiii\u{AD}", "iiii"])
      #expect(abs(fits.widths[0] - (4 * i + hyphen)) < 1e-9)
    }
    let tight = layout("iiii\u{AD}iiii", width: 16, mode: mode)
    for width in tight.widths { #expect(width <= 16, "\(tight)") }
    #expect(tight.lines.joined() == "iiii\u{AD}iiii")
    if mode == .byCharWrapping {
      // The break before the soft hyphen is the last one that fits.
      #expect(tight.lines == ["iiii", "\u{AD}iiii"])
    } else {
      // No other opportunity: the word breaks between clusters, before the one that overflows
      // (the line then shows no hyphen).
      #expect(tight.lines == ["iiii\u{AD}", "iiii"])
      #expect(abs(tight.widths[0] - 4 * i) < 1e-9)
    }
  }

  @Test(arguments: LineOverflowTests.modes)
  func aSoftHyphenThatDoesNotFitLeavesTheEarlierBreak(mode: LineBreakMode) {
    // "i ii" is 16.05 points, 21.71 with a hyphen: over 20, so the line breaks after the space.
    let result = layout("i ii\u{AD}iiii", width: 20, mode: mode)
    for width in result.widths { #expect(width <= 20, "\(result)") }
    #expect(result.lines.joined() == "i ii\u{AD}iiii")
    if mode != .byCharWrapping {
      #expect(result.lines == ["i ", "ii\u{AD}", "iiii"])
      #expect(abs(result.widths[1] - (2 * i + hyphen)) < 1e-9)
    }
    // With a line limit the cut line fits too.
    let cut = layout("i ii\u{AD}iiii", width: 20, mode: mode, lines: 1)
    #expect(cut.widths.count == 1 && cut.widths[0] <= 20, "\(cut)")
  }

  @Test(arguments: LineOverflowTests.modes)
  func leadingSpacesLetAnOverflowingWordMoveDown(mode: LineBreakMode) {
    // Six spaces are 28.36 points and "a" 9.45: the word goes to the next line, the spaces
    // stay on theirs (they hang there, as at any line's end).
    let start = layout("      abc", width: 30, mode: mode)
    #expect(start.lines == ["      ", "abc"])
    #expect(start.widths[0] == 0)
    // The same after a line end.
    let afterLineEnd = layout("ab\n      abc", width: 30, mode: mode)
    #expect(afterLineEnd.lines == ["ab", "      ", "abc"])
    for width in afterLineEnd.widths { #expect(width <= 30, "\(afterLineEnd)") }
    // With no opportunity after the spaces (none before a full stop, LB13), the line breaks
    // before the cluster that overflows, as inside a word too long for a line.
    let stop = layout("       .", width: 30, mode: mode)
    #expect(stop.lines == ["       ", "."])
    for width in stop.widths { #expect(width <= 30, "\(stop)") }
  }

  @Test func leadingSpacesTakeWidthWhenTheWordFits() {
    let result = layout("  ii", width: 30)
    #expect(result.lines == ["  ii"])
    #expect(abs(result.widths[0] - (2 * space + 2 * i)) < 1e-9)
    // A word too long for any line starts on the line after the spaces, broken between
    // clusters there.
    let long = layout("  iiiiiiiiii", width: 20)
    #expect(long.lines == ["  ", "iiiii", "iiiii"])
  }
}
