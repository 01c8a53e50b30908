import Foundation

/// A font's line height and the distance from a line's top to its baseline: the one place
/// hosted content derives baselines from text metrics (so a measurer that reports baselines
/// itself changes only this type).
///
/// A line is the font's line height tall (ascender, descender, line gap), lines are
/// `lineSpacing` apart, and a line's baseline is its ascender below its top (the line gap
/// falls below the descender). The ascender is the font's (``StandardTextMeasurer``'s
/// metrics); for another measurer, the line height's share that Helvetica's ascender takes.
struct TextLineMetrics {
  /// The height of one line, in points.
  let lineHeight: CGFloat
  /// The baseline's distance below a line's top, in points.
  let ascent: CGFloat

  /// The metrics of `font` as `measurer` sets it.
  init(font: Font, measurer: any TextMeasurer) {
    lineHeight = measurer.lineHeight(of: font)
    let isStandard =
      ObjectIdentifier(type(of: measurer)) == ObjectIdentifier(StandardTextMeasurer.self)
    let metrics = isStandard ? StandardTextMeasurer().metrics(for: font) : .helvetica
    ascent = lineHeight * CGFloat(metrics.ascender) / CGFloat(max(1, metrics.lineHeight))
  }

  /// The baselines of the first and last of `lineCount` lines `lineSpacing` apart, from the
  /// top of the text.
  func baselines(lineCount: Int, lineSpacing: CGFloat) -> (first: CGFloat, last: CGFloat) {
    (ascent, ascent + CGFloat(max(0, lineCount - 1)) * (lineHeight + lineSpacing))
  }
}
