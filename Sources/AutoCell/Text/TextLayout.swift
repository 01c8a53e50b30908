import Foundation

/// One laid-out line of a ``TextLayout``: which characters it shows and where it sits.
public struct TextLine: Hashable, Sendable {
  /// The characters on the line, as indices into the measured string.
  ///
  /// A line that ends at a line end (CR, LF, CRLF, NEL, LS, PS) does not include it; spaces at the
  /// end of a wrapped line are included but do not count toward ``width``.
  public var range: Range<String.Index>
  /// The width of the line's characters in points, trailing spaces not counted.
  public var width: CGFloat
  /// The height of the line in points: the tallest face's line height on it.
  public var height: CGFloat
  /// The distance in points from the top of the layout (not of the line) to this line's
  /// baseline.
  public var baseline: CGFloat
  /// Whether text after this line was left out for the line limit, so a host draws an
  /// ellipsis on this line (``LineBreakMode/byTruncatingTail`` and the other truncating modes).
  public var isTruncated: Bool
  /// Whether the line broke at a soft hyphen (U+00AD, the last character of ``range``), so a
  /// host draws a hyphen at its end: the face's glyph for the soft hyphen, else U+2010's, else
  /// "-"'s.
  ///
  /// Its width counts in ``width``. A soft hyphen a line does not break at draws nothing and takes
  /// no width.
  public var endsWithHyphen: Bool
  /// The distance in points from the left of the layout to the line's start: 0 but for
  /// centred and right-aligned lines of ``AttributedText`` (``ParagraphStyle/alignment``), in
  /// the width the text was laid out at (its widest line's, when that was unlimited).
  public var x: CGFloat

  /// Creates a line.
  public init(
    range: Range<String.Index>, width: CGFloat, height: CGFloat, baseline: CGFloat,
    isTruncated: Bool = false, endsWithHyphen: Bool = false, x: CGFloat = 0
  ) {
    self.x = x
    self.range = range
    self.width = width
    self.height = height
    self.baseline = baseline
    self.isTruncated = isTruncated
    self.endsWithHyphen = endsWithHyphen
  }
}

/// Where a text's lines broke and how big they are: what a ``TextMeasurer`` measured, in a
/// form a host can draw (like Core Text's `CTFrame` lines or TextKit's line fragments).
public struct TextLayout: Hashable, Sendable {
  /// The lines, top to bottom.
  ///
  /// Empty for empty text.
  public var lines: [TextLine]
  /// The size of the whole text: the widest line's width (a truncated line may take the whole
  /// available width, where the ellipsis goes) and the sum of the lines' heights.
  public var size: CGSize

  /// Creates a layout from its lines and size.
  public init(lines: [TextLine], size: CGSize) {
    self.lines = lines
    self.size = size
  }

  /// The empty layout: no lines, zero by zero.
  public static let empty = TextLayout(lines: [], size: .zero)

  /// The first line's baseline from the top (UIKit's `firstBaselineAnchor`), or `nil` when
  /// there are no lines.
  public var firstBaseline: CGFloat? { lines.first?.baseline }

  /// The last line's baseline from the top (UIKit's `lastBaselineAnchor`), or `nil` when there
  /// are no lines.
  public var lastBaseline: CGFloat? { lines.last?.baseline }
}
