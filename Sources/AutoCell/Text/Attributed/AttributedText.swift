import Foundation

/// Text whose runs have their own font, size, weight, kerning and baseline offset, set as one
/// paragraph style: what UIKit's `NSAttributedString` and SwiftUI's concatenated `Text` are.
///
/// A run's attributes that are `nil` take the text's own font where it is shown (a
/// ``TextNode``'s ``TextNode/font``, the environment's font in hosted content). Lines break
/// across runs as in one string; each line is as tall as the tallest run on it (the largest
/// ascent plus the largest descent and line gap), as Core Text computes it, then shaped by
/// the ``paragraphStyle``.
///
/// ```swift
/// let name = AttributedText("Ada ", attributes: TextAttributes(isBold: true))
/// let message = name + AttributedText("wrote a program")
/// ```
public struct AttributedText: Hashable, Sendable {
  /// One run: a string and its attributes.
  public struct Run: Hashable, Sendable {
    /// The run's characters.
    public var string: String
    /// How they are set.
    public var attributes: TextAttributes

    /// Creates a run.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
      self.string = string
      self.attributes = attributes
    }
  }

  /// The runs, in order.
  ///
  /// Empty runs are kept (they measure nothing).
  public var runs: [Run]
  /// How lines are spaced, aligned and broken.
  public var paragraphStyle: ParagraphStyle

  /// Text of one run.
  public init(
    _ string: String, attributes: TextAttributes = TextAttributes(),
    paragraphStyle: ParagraphStyle = ParagraphStyle()
  ) {
    self.init(runs: [Run(string, attributes: attributes)], paragraphStyle: paragraphStyle)
  }

  /// Text of several runs.
  public init(runs: [Run], paragraphStyle: ParagraphStyle = ParagraphStyle()) {
    self.runs = runs
    self.paragraphStyle = paragraphStyle
  }

  /// The characters of all the runs, in order.
  ///
  /// - Complexity: O(*n*) in the characters.
  public var string: String { runs.map(\.string).joined() }

  /// Whether the text has no characters.
  public var isEmpty: Bool { runs.allSatisfy(\.string.isEmpty) }

  /// Appends `other`'s runs (its paragraph style is not used: the paragraph keeps this one's).
  public mutating func append(_ other: AttributedText) {
    runs += other.runs
  }

  /// `left`'s runs followed by `right`'s, in `left`'s paragraph style.
  public static func + (left: AttributedText, right: AttributedText) -> AttributedText {
    var result = left
    result.append(right)
    return result
  }
}

/// How a run of ``AttributedText`` is set (`NSAttributedString`'s font, kern and baseline
/// offset attributes).
///
/// `nil` values come from the text's own font.
public struct TextAttributes: Hashable, Sendable {
  /// The font, or `nil` for the text's own.
  public var font: Font?
  /// The size in points, or `nil` for the font's.
  public var pointSize: CGFloat?
  /// Whether the run is set in the bold face of its font (see ``Font/bold()``).
  public var isBold: Bool
  /// Points added after each character (UIKit's `kern`): positive spreads the run, negative
  /// tightens it.
  ///
  /// It follows every character of the run, its last included.
  public var kern: CGFloat
  /// Points the run's baseline is raised (negative: lowered).
  ///
  /// A raised run makes its line taller by as much above, a lowered one below.
  public var baselineOffset: CGFloat

  /// Creates attributes; the defaults change nothing.
  public init(
    font: Font? = nil, pointSize: CGFloat? = nil, isBold: Bool = false, kern: CGFloat = 0,
    baselineOffset: CGFloat = 0
  ) {
    self.font = font
    self.pointSize = pointSize
    self.isBold = isBold
    self.kern = kern
    self.baselineOffset = baselineOffset
  }

  /// The font a run is measured in when the text's own font is `base`.
  public func font(over base: Font) -> Font {
    var font = self.font ?? base
    if let pointSize { font.pointSize = pointSize }
    return isBold ? font.bold() : font
  }
}

extension Font {
  /// The bold face of this font: the bold system font for the system font, else the name with
  /// "-Bold" after it (Helvetica-Bold; a PostScript name such as DejaVuSans-Bold; a family
  /// followed by "-Bold", which ``FontFileTextMeasurer`` reads as its boldest face).
  ///
  /// A bold font is returned as it is.
  public func bold() -> Font {
    isBold ? self : Font(name: name + "-Bold", size: pointSize)
  }
}
