import Foundation

/// How the lines of an ``AttributedText`` are spaced, aligned and broken, with the names and
/// meaning of UIKit's `NSParagraphStyle` and Core Text's paragraph style.
///
/// A line's natural height is the tallest run's on it (ascent plus descent plus line gap);
/// it is multiplied by ``lineHeightMultiple`` (when positive), then kept between
/// ``minimumLineHeight`` and ``maximumLineHeight`` (when positive). A line made taller gets the
/// space above its text (its baseline moves down); one made shorter loses it there.
/// ``lineSpacing`` is added between lines (not after the last).
public struct ParagraphStyle: Hashable, Sendable {
  /// Points between the bottom of one line and the top of the next (UIKit's `lineSpacing`).
  public var lineSpacing: CGFloat
  /// A factor on each line's natural height; 0 (the default) for none.
  public var lineHeightMultiple: CGFloat
  /// The least height of a line in points; 0 for no minimum.
  public var minimumLineHeight: CGFloat
  /// The most height of a line in points; 0 for no maximum.
  public var maximumLineHeight: CGFloat
  /// Where lines sit horizontally (``TextLine/x``).
  public var alignment: Alignment
  /// How lines break.
  public var lineBreakMode: LineBreakMode

  /// Creates a style; the defaults are UIKit's.
  public init(
    lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0, minimumLineHeight: CGFloat = 0,
    maximumLineHeight: CGFloat = 0, alignment: Alignment = .natural,
    lineBreakMode: LineBreakMode = .byWordWrapping
  ) {
    self.lineSpacing = lineSpacing
    self.lineHeightMultiple = lineHeightMultiple
    self.minimumLineHeight = minimumLineHeight
    self.maximumLineHeight = maximumLineHeight
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
  }

  /// The height of a line whose natural height is `natural`, both in points (values that are
  /// not finite, or negative, count as 0).
  func lineHeight(natural: CGFloat) -> CGFloat {
    func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    var height = natural
    let multiple = usable(lineHeightMultiple)
    if multiple > 0 { height *= multiple }
    height = max(height, usable(minimumLineHeight))
    let maximum = usable(maximumLineHeight)
    if maximum > 0 { height = min(height, maximum) }
    return height
  }

  /// The line spacing in points (0 unless finite and positive).
  var spacing: CGFloat { lineSpacing.isFinite && lineSpacing > 0 ? lineSpacing : 0 }
}

extension ParagraphStyle {
  /// Where a line sits between the edges of its text's width, as UIKit's `NSTextAlignment`.
  public enum Alignment: Hashable, Sendable {
    /// At the left edge.
    case left
    /// In the middle.
    case center
    /// At the right edge.
    case right
    /// At the left edge (the package does not stretch lines; a host may).
    case justified
    /// At the leading edge of the writing direction: the left for the text the package lays
    /// out (it does not reorder right-to-left lines).
    case natural

    /// The line's offset from the left in a text `width` wide, for a line `lineWidth` wide.
    func offset(lineWidth: CGFloat, in width: CGFloat) -> CGFloat {
      switch self {
      case .left, .justified, .natural: 0
      case .center: max(0, (width - lineWidth) / 2)
      case .right: max(0, width - lineWidth)
      }
    }
  }
}
