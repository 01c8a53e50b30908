import AutoCell
import Foundation
import Testing

/// UILabel's `adjustsFontSizeToFitWidth` and `minimumScaleFactor` on a one-line text: the text
/// is drawn at the largest scale that fits the node's width, never below the minimum, and the
/// layout does not change (the intrinsic size stays the full font's).
@Suite("Text shrinking to fit")
struct TextShrinkingTests {
  let text = "Shrinks to fit its width"
  let measurer = StandardTextMeasurer()

  /// The text's one-line width at `scale` of the body font, from the measurer itself.
  func width(at scale: CGFloat) -> CGFloat {
    var font = Font.body
    font.pointSize *= scale
    return measurer.size(
      of: text, font: font, width: .infinity, numberOfLines: 1, lineBreakMode: .byTruncatingTail
    ).width
  }

  func shrinkingLabel(minimumScaleFactor: CGFloat = 0.5) -> TextNode {
    let label = TextNode(text: text)
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = minimumScaleFactor
    return label
  }

  @Test func theLargestScaleThatFitsIsChosen() {
    let label = shrinkingLabel()
    let natural = width(at: 1)
    let room = (natural * 0.75).rounded()
    let scale = label.fontScaleFactor(forWidth: room)
    #expect(scale > 0.5 && scale < 1)
    // It fits at the scale chosen, and one percent larger it would not.
    #expect(width(at: scale) <= room + 1e-9)
    #expect(width(at: scale * 1.01) > room)
  }

  @Test func aTextThatFitsOrANodeThatDoesNotShrinkKeepsItsFont() {
    let natural = width(at: 1)
    #expect(shrinkingLabel().fontScaleFactor(forWidth: natural) == 1)
    #expect(shrinkingLabel().fontScaleFactor(forWidth: natural + 40) == 1)
    // Off by default, as UILabel's.
    #expect(TextNode(text: text).fontScaleFactor(forWidth: natural / 2) == 1)
    // A minimum scale factor of 0 makes the font's own size the smallest, as in UIKit.
    #expect(shrinkingLabel(minimumScaleFactor: 0).fontScaleFactor(forWidth: natural / 2) == 1)
    // Several lines are not shrunk.
    let lines = shrinkingLabel()
    lines.numberOfLines = 2
    #expect(lines.fontScaleFactor(forWidth: natural / 2) == 1)
  }

  @Test func theMinimumScaleIsAFloor() {
    let natural = width(at: 1)
    #expect(shrinkingLabel().fontScaleFactor(forWidth: natural / 4) == 0.5)
    #expect(shrinkingLabel(minimumScaleFactor: 0.2).fontScaleFactor(forWidth: natural / 4) > 0.2)
    #expect(shrinkingLabel().fontScaleFactor(forWidth: 0) == 0.5)
  }

  /// The layout is UIKit's: the node is as wide as its constraints say and as tall as a line of
  /// the full font, whether it shrinks or not.
  @Test func shrinkingDoesNotChangeTheLayout() {
    let plain = TextNode(text: text)
    let shrinking = shrinkingLabel()
    #expect(shrinking.intrinsicContentSize == plain.intrinsicContentSize)
    let container = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    container.addSubview(shrinking)
    shrinking.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      shrinking.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      shrinking.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      shrinking.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let line = measurer.lineHeight(of: .body).rounded(.up)
    #expect(shrinking.frame == CGRect(x: 0, y: 0, width: 100, height: line))
    #expect(shrinking.fontScaleFactor(forWidth: 100) < 1)
  }
}
