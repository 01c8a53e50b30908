import Foundation

/// The baselines of the first and last of `lineCount` lines of text set in `font`, from the
/// top of the text: the one place hosted content derives baselines from text metrics (so a
/// measurer that reports baselines itself changes only this function).
///
/// A line is the font's line height tall (ascender, descender, line gap), lines are
/// `lineSpacing` apart, and a line's baseline is its ascender below its top (the line gap
/// falls below the descender). The ascender is the font's (``StandardTextMeasurer``'s
/// metrics); for another measurer, the line height's share that Helvetica's ascender takes.
func textBaselines(
  lineCount: Int, font: Font, lineSpacing: CGFloat, measurer: any TextMeasurer
) -> (first: CGFloat, last: CGFloat) {
  let lineHeight = measurer.lineHeight(of: font)
  let isStandard =
    ObjectIdentifier(type(of: measurer)) == ObjectIdentifier(StandardTextMeasurer.self)
  let metrics = isStandard ? StandardTextMeasurer().metrics(for: font) : .helvetica
  let ascent = lineHeight * CGFloat(metrics.ascender) / CGFloat(max(1, metrics.lineHeight))
  let last = ascent + CGFloat(max(0, lineCount - 1)) * (lineHeight + lineSpacing)
  return (ascent, last)
}
