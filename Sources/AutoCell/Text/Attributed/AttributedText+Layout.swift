import Foundation

extension AttributedText {
  /// Lays the text out with the engine, each run measured by the glyph source `source` makes
  /// for its font (its attributes over `font`): what ``FontFileTextMeasurer`` and
  /// ``StandardTextMeasurer`` answer for attributed text.
  ///
  /// - Complexity: O(*n*) in the text's UTF-8 bytes plus O(*r*) in the runs, and a binary
  ///   search over the runs per cluster.
  func layout<Base: GlyphSource>(
    font: Font, width: CGFloat, numberOfLines: Int, displayScale: CGFloat?, keepsLines: Bool,
    source: (Font) -> Base
  ) -> TextLayout {
    var string = ""
    var runs: [RunGlyphSource<Base>.Run] = []
    let unitsPerPoint = RunGlyphSource<Base>.unitsPerPoint
    func usable(_ value: CGFloat) -> Double { value.isFinite ? Double(value) : 0 }
    for run in self.runs where !run.string.isEmpty {
      let start = string.utf8.count
      string += run.string
      let base = source(run.attributes.font(over: font))
      runs.append(
        RunGlyphSource<Base>.Run(
          start: start, base: base, scale: unitsPerPoint * base.pointsPerUnit,
          kern: FixedUnits.from(usable(run.attributes.kern) * unitsPerPoint),
          baselineOffset: usable(run.attributes.baselineOffset) * unitsPerPoint))
    }
    guard !runs.isEmpty else { return .empty }
    return TextLayoutEngine.layout(
      string, source: RunGlyphSource(runs: runs, style: paragraphStyle), width: width,
      numberOfLines: numberOfLines, lineBreakMode: paragraphStyle.lineBreakMode,
      displayScale: displayScale, keepsLines: keepsLines, alignment: paragraphStyle.alignment)
  }
}
