import Foundation

/// Where the layout engine gets its advances: one face's tables (``StandardTextMeasurer``) or
/// a font file with fallbacks (``FontFileTextMeasurer``).
///
/// A generic parameter of ``TextLayoutEngine``, so the hot loop is specialized for each source (no
/// existentials).
///
/// Horizontal lengths are *fixed units*: integers counting 1/1024 of the primary face's font
/// units (an em is ``unitsPerEm`` x 1024 of them; see ``FixedUnits``), so sums are exact and
/// cheap; other faces' values are scaled to them. Vertical metrics are font units as `Double`.
protocol GlyphSource {
  /// The font's size in points (the em square).
  var pointSize: Double { get }
  /// The primary face's units per em.
  var unitsPerEm: Double { get }
  /// The advance of a hyphen in fixed units, shown where a line breaks at a soft hyphen.
  var hyphenAdvance: Int { get }
  /// The primary face's vertical metrics: every line is at least this tall.
  var primaryMetrics: LineMetrics { get }
  /// The primary face's printable ASCII advances with their kerning: for a printable ASCII
  /// scalar `right` after a primary-face cluster whose last scalar `left` is printable ASCII,
  /// `value(after: left, right)` is the advance of `cluster` for `right` alone plus
  /// `kerning` between the two (or ``ASCIIPairAdvances/missing`` when the primary face lacks
  /// `right`).
  var asciiPairs: ASCIIPairAdvances { get }

  /// The glyphs of the grapheme cluster `bytes[start..<end]` (valid UTF-8), whose first
  /// scalar is `first` with `properties`.
  func cluster(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, first: UInt32,
    properties: UnicodeProperties
  ) -> ClusterGlyphs

  /// The kerning between the last glyph of `left` and the first of `right`, in fixed units
  /// (only asked when both come from the same face).
  func kerning(_ left: ClusterGlyphs, _ right: ClusterGlyphs) -> Int

  /// The vertical metrics of a face, in layout units.
  func lineMetrics(ofFace face: Int) -> LineMetrics

  /// Whether lines take their heights from ``lineBox(_:)``, ``lineSpacing`` and
  /// ``metricsOfEmptyLine(at:)`` (the runs of attributed text, ``RunGlyphSource``) rather than
  /// from their faces' metrics alone. A constant, so the engine's other specializations drop
  /// the question.
  static var isAttributed: Bool { get }

  /// The metrics of a line without clusters that starts at byte `offset` (attributed text).
  func metricsOfEmptyLine(at offset: Int) -> LineMetrics

  /// A line's height and its baseline from its top, in points, for its `metrics` (attributed
  /// text).
  func lineBox(_ metrics: LineMetrics) -> (height: CGFloat, baseline: CGFloat)

  /// Points between lines (attributed text).
  var lineSpacing: CGFloat { get }
}

extension GlyphSource {
  static var isAttributed: Bool { false }

  func metricsOfEmptyLine(at offset: Int) -> LineMetrics { primaryMetrics }

  func lineBox(_ metrics: LineMetrics) -> (height: CGFloat, baseline: CGFloat) {
    (points(metrics.height), points(metrics.ascent))
  }

  var lineSpacing: CGFloat { 0 }
}

/// What a cluster contributes to a line: its advance, the face it comes from and its first and
/// last glyph (for kerning with its neighbours).
struct ClusterGlyphs {
  /// The advance in fixed units.
  var advance: Int
  /// The face's position in the source's list (0: the primary face).
  var face: Int
  /// The first glyph (a glyph id, or a scalar for tables keyed by scalar).
  var firstGlyph: UInt32
  /// The last glyph.
  var lastGlyph: UInt32
  /// The cluster's first scalar.
  var firstScalar: UInt32
  /// The cluster's last scalar (kerning tables keyed by characters use these).
  var lastScalar: UInt32
}

/// A face's vertical extent in layout units: ascent above the baseline, and descent plus line
/// gap below it (the line gap goes under the descender, as in Core Text and TextKit).
struct LineMetrics: Equatable {
  /// From the top of the line to the baseline.
  var ascent: Double
  /// From the baseline to the bottom of the line: descent plus line gap.
  var below: Double

  /// The line height: ascent plus descent plus line gap.
  var height: Double { ascent + below }

  /// The larger ascent and the larger depth of two faces on one line.
  @inline(__always)
  func union(_ other: LineMetrics) -> LineMetrics {
    LineMetrics(ascent: max(ascent, other.ascent), below: max(below, other.below))
  }
}

/// Fixed units: 1/1024 of a font unit, as integers.
enum FixedUnits {
  /// Fixed units per font unit.
  static let perUnit = 1024

  /// `units` whole font units in fixed units.
  @inline(__always)
  static func from(_ units: Int) -> Int { units << 10 }

  /// `units` font units (scaled from another face) in fixed units, rounded to the nearest.
  @inline(__always)
  static func from(_ units: Double) -> Int { Int((units * 1024).rounded()) }

  /// Fixed units as font units.
  @inline(__always)
  static func units(_ fixed: Int) -> Double { Double(fixed) / 1024 }
}

extension GlyphSource {
  /// Points per layout unit.
  var pointsPerUnit: Double { pointSize / unitsPerEm }

  /// `units` layout units in points, computed as `units * pointSize / unitsPerEm` (so a whole
  /// number of units gives the same value as the metrics' own conversions).
  @inline(__always)
  func points(_ units: Double) -> CGFloat { CGFloat(units * pointSize / unitsPerEm) }
}
