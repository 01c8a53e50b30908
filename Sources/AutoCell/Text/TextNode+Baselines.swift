import Foundation

extension TextNode {
  /// The first line's baseline below the top, and the last line's above the bottom: the one
  /// place baselines come from the text API.
  ///
  /// Each line is ``TextMeasurer/lineHeight(of:)`` tall with its baseline the font's ascender below
  /// the line's top (the ascender from ``StandardTextMeasurer``'s metrics of the font).
  func baselineOffsets() -> (first: CGFloat, lastFromBottom: CGFloat) {
    let ascender =
      CGFloat(StandardTextMeasurer().metrics(for: font).ascender) * font.pointSize / 1000
    let lineHeight = measurer.lineHeight(of: font)
    return (ascender, max(0, lineHeight - ascender))
  }
}
