import AutoCell
import Foundation
import Testing

/// SwiftUI's `minimumScaleFactor(_:)`: text that does not fit the width it is offered on the
/// lines it may take is set in the largest smaller font at which it fits, never below the
/// factor (then it is cut short), and measures as that smaller text.
@Suite("Content: minimumScaleFactor")
struct MinimumScaleFactorTests {
  let text = "Shrinks to fit its width"

  func font(_ scale: CGFloat, of base: Font = .body) -> Font {
    var font = base
    font.pointSize *= scale
    return font
  }

  @Test func oneLineShrinksToTheWidthOffered() {
    let natural = TextReference.size(text).width
    let room = (natural * 0.75).rounded()
    let size = Text(text).lineLimit(1).minimumScaleFactor(0.5)
      .sizeThatFits(ProposedViewSize(width: room, height: nil))
    // Widths grow in proportion with the size: the scale is about room / natural; the text
    // is one line of that font, and fits.
    let scale = room / natural
    #expect(size.width <= room && size.width >= room * 0.98)
    #expect(abs(size.height - TextReference.lineHeight(font(scale))) < 0.01)
  }

  @Test func theFactorIsAFloorAndTheTextIsThenCutShort() {
    let natural = TextReference.size(text).width
    let size = Text(text).lineLimit(1).minimumScaleFactor(0.5)
      .sizeThatFits(ProposedViewSize(width: natural / 4, height: nil))
    // A quarter of the width would need a scale of 0.25: the text stops at 0.5 (8.5
    // points), one line of it, cut to the width.
    #expect(size.height == TextReference.lineHeight(font(0.5)))
    #expect(size.width <= natural / 4)
  }

  @Test func textThatFitsOrMayWrapKeepsItsFont() {
    let natural = TextReference.size(text).width
    let fits = Text(text).lineLimit(1).minimumScaleFactor(0.5)
    #expect(
      fits.sizeThatFits(ProposedViewSize(width: natural + 10, height: nil))
        == TextReference.size(text))
    // No line limit and no height: the text wraps, as without the factor.
    let wraps = Text(text).minimumScaleFactor(0.5)
    #expect(
      wraps.sizeThatFits(ProposedViewSize(width: natural / 2, height: nil))
        == TextReference.size(text, width: natural / 2))
    // The default factor, 1, shrinks nothing.
    #expect(
      Text(text).lineLimit(1).sizeThatFits(ProposedViewSize(width: natural / 2, height: nil))
        .height == TextReference.lineHeight(.body))
  }

  @Test func severalLinesShrinkUntilTheyFitTheLineLimit() {
    let natural = TextReference.size(text).width
    let room = (natural / 3).rounded()
    let size = Text(text).lineLimit(2).minimumScaleFactor(0.5)
      .sizeThatFits(ProposedViewSize(width: room, height: nil))
    // Two lines of the scaled font (a line is 1.2 em in the standard measurer): the scale is
    // height / (2 x 1.2 x 17). At it the text wraps to two lines at the width; a step of the
    // search larger (1/128 of the range 0.5...1) it would need three.
    let scale = size.height / (2 * 1.2 * 17)
    #expect(scale > 0.5 && scale < 1)
    let lines =
      TextReference.size(text, font(scale), width: room).height
      / TextReference.lineHeight(font(scale))
    #expect(lines.rounded() == 2)
    let larger = scale + 0.5 / 128
    #expect(
      (TextReference.size(text, font(larger), width: room).height
        / TextReference.lineHeight(font(larger)))
        .rounded() > 2)
  }

  @Test func aHeightShrinksTheTextToFit() {
    // The fill-a-frame idiom: a 200-point line (240 tall) offered 100 x 30 shrinks to the
    // height, 30 / 240 = 0.125 of its size, unless the width asks for less.
    let size = Text("Hi").font(.system(size: 200)).lineLimit(1).minimumScaleFactor(0.01)
      .sizeThatFits(ProposedViewSize(width: 100, height: 30))
    #expect(abs(size.height - 30) < 1e-9)
    #expect(size.width <= 100)
  }
}
