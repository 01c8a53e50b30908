import Foundation

/// The glyphs of an ``AttributedText``: each run measured by a glyph source of its own font
/// (`Base`: ``FaceGlyphSource`` or ``MetricsGlyphSource``), its values scaled to points.
///
/// Layout units are 1/4096 point (so fixed units are 1/4,194,304 point, see ``FixedUnits``):
/// runs of any size add up exactly enough. A cluster's face is its run's number (from 1) times
/// 256 plus the face of the run's source, so clusters of two runs never kern, and every line
/// takes the metrics of the runs on it (none are the "primary" metrics a line starts with).
/// The layout engine reads every cluster through ``cluster(_:start:end:first:properties:)``
/// (its ASCII shortcuts are off for attributed text).
struct RunGlyphSource<Base: GlyphSource>: GlyphSource {
  /// One run with characters: where it starts in the text and how it is measured.
  struct Run {
    /// Its first byte in the text's UTF-8.
    var start: Int
    /// Its font's glyph source.
    var base: Base
    /// Layout units (1/4096 point) per unit of `base`.
    var scale: Double
    /// The kern attribute after each cluster, in fixed units.
    var kern: Int
    /// The baseline offset in layout units (positive: raised).
    var baselineOffset: Double
  }

  /// Layout units per point.
  static var unitsPerPoint: Double { 4096 }

  /// The runs with characters, by start.
  let runs: [Run]
  /// The paragraph style.
  let style: ParagraphStyle
  let hyphenAdvance: Int

  var pointSize: Double { 1 }
  var unitsPerEm: Double { RunGlyphSource.unitsPerPoint }
  /// None: a line starts without height and takes its runs' (see ``metricsOfEmptyLine(at:)``).
  var primaryMetrics: LineMetrics { LineMetrics(ascent: 0, below: 0) }
  var asciiPairs: ASCIIPairAdvances { ASCIIPairAdvances.none }
  static var isAttributed: Bool { true }

  /// A source over `runs` (at least one; those without characters may be left out, but not
  /// all), whose starts ascend.
  init(runs: [Run], style: ParagraphStyle) {
    precondition(!runs.isEmpty, "RunGlyphSource needs a run")
    self.runs = runs
    self.style = style
    let first = runs[0]
    hyphenAdvance = Int((Double(first.base.hyphenAdvance) * first.scale).rounded())
  }

  /// The run holding byte `offset`: the last whose start is at most `offset`.
  ///
  /// - Complexity: O(log *r*) in the runs.
  @inline(__always)
  private func run(at offset: Int) -> Int {
    var low = 0
    var high = runs.count
    while high - low > 1 {
      let middle = (low + high) >> 1
      if runs[middle].start <= offset { low = middle } else { high = middle }
    }
    return low
  }

  func cluster(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, first: UInt32,
    properties: UnicodeProperties
  ) -> ClusterGlyphs {
    let index = run(at: start)
    let run = runs[index]
    var glyphs = run.base.cluster(
      bytes, start: start, end: end, first: first, properties: properties)
    glyphs.advance = Int((Double(glyphs.advance) * run.scale).rounded())
    if glyphs.advance != 0 || !properties.isZeroWidth { glyphs.advance &+= run.kern }
    glyphs.face = (index + 1) << 8 | glyphs.face
    return glyphs
  }

  func kerning(_ left: ClusterGlyphs, _ right: ClusterGlyphs) -> Int {
    let index = (left.face >> 8) - 1
    guard index == (right.face >> 8) - 1, index >= 0 else { return 0 }
    var baseLeft = left
    var baseRight = right
    baseLeft.face &= 0xFF
    baseRight.face &= 0xFF
    let value = runs[index].base.kerning(baseLeft, baseRight)
    return value == 0 ? 0 : Int((Double(value) * runs[index].scale).rounded())
  }

  func lineMetrics(ofFace face: Int) -> LineMetrics {
    let index = max(0, (face >> 8) - 1)
    return metrics(of: runs[index], face: face & 0xFF)
  }

  /// A face of `run`'s source in layout units, its baseline offset added: a raised run reaches
  /// higher, a lowered one deeper.
  private func metrics(of run: Run, face: Int) -> LineMetrics {
    let base = run.base.lineMetrics(ofFace: face)
    let offset = run.baselineOffset
    return LineMetrics(
      ascent: base.ascent * run.scale + max(0, offset),
      below: base.below * run.scale + max(0, -offset))
  }

  /// The metrics of a line without clusters (an empty paragraph): those of the run at
  /// `offset`'s primary face.
  func metricsOfEmptyLine(at offset: Int) -> LineMetrics {
    metrics(of: runs[run(at: offset)], face: 0)
  }

  /// The paragraph style's height for a line of `metrics`, and its baseline from its top: the
  /// space the style adds or takes goes above the text.
  func lineBox(_ metrics: LineMetrics) -> (height: CGFloat, baseline: CGFloat) {
    let height = style.lineHeight(natural: points(metrics.height))
    return (height, height - points(metrics.below))
  }

  var lineSpacing: CGFloat { style.spacing }
}

extension ASCIIPairAdvances {
  /// A table without characters (every value ``missing``), for sources the shortcuts do not
  /// read.
  static let none = ASCIIPairAdvances(advance: { _ in nil }, kerning: { _, _ in 0 })
}
