import Foundation

/// A node showing text, like UIKit's `UILabel`, with `UILabel`'s defaults: one line
/// (``numberOfLines`` 1), truncating the tail, in the system font at 17 points.
///
/// Its intrinsic size is the text's size, rounded up to whole pixels of the root's
/// ``LayoutNode/displayScale`` as `UILabel` rounds it. With ``numberOfLines`` other than 1 the
/// node is height-for-width (see ``LayoutNode/hasHeightForWidth``), as a multi-line label is:
/// the engine measures it at the width it receives by asking for ``intrinsicContentSize``
/// with that width as its preferred maximum layout width, as UIKit sets a label's
/// `preferredMaxLayoutWidth` to its laid-out width and asks again. So a subclass that
/// overrides ``intrinsicContentSize`` (a padded label) or
/// ``textRect(forBounds:limitedToNumberOfLines:)`` has its override applied to the height it
/// gets at every width, as in UIKit. Text wraps at word boundaries, words longer than a line
/// break between characters, and ``numberOfLines`` caps the lines.
///
/// Setting ``text``, ``font``, ``numberOfLines``, ``lineBreakMode``,
/// ``preferredMaxLayoutWidth`` or ``measurer`` invalidates the intrinsic size by itself. The
/// node asks its measurer once per distinct width.
open class TextNode: LayoutNode {
  /// The string shown; nil shows nothing (and measures zero by zero), as `UILabel`'s `text`.
  ///
  /// Setting it clears ``attributedText``, as in UIKit.
  open var text: String? {
    didSet {
      attributedText = nil
      if text != oldValue { textDidChange() }
    }
  }
  /// Text of runs with their own fonts, kerning and baseline offsets, in its paragraph style
  /// (UIKit's `attributedText`), or `nil` (the default) to show ``text`` in ``font``.
  ///
  /// When set, it is what the node measures: its runs' `nil` attributes take ``font``, and its
  /// paragraph style's line break mode replaces ``lineBreakMode``.
  open var attributedText: AttributedText? {
    didSet { if attributedText != oldValue { textDidChange() } }
  }
  /// The font the text is set in (default ``Font/body``, the system font at 17 points).
  open var font: Font {
    didSet { if font != oldValue { textDidChange() } }
  }
  /// The most lines shown: 1 by default, as `UILabel`'s; 0 for no limit.
  ///
  /// Negative values count as 0.
  open var numberOfLines: Int {
    didSet { if numberOfLines != oldValue { textDidChange() } }
  }
  /// How lines break and how a cut last line ends (default ``LineBreakMode/byTruncatingTail``,
  /// as `UILabel`'s).
  open var lineBreakMode: LineBreakMode {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }
  /// The width a multi-line text wraps at for its intrinsic size, as `UILabel`'s property:
  /// 0 (the default) means automatic, the width the node is laid out at (the node is then
  /// height-for-width); a positive width fixes the wrapping width, and the node is not
  /// height-for-width.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether a one-line text wider than the node is drawn in a smaller font, down to
  /// ``minimumScaleFactor`` of ``font`` (UIKit's `adjustsFontSizeToFitWidth`; default false).
  ///
  /// As in UIKit, shrinking does not change the intrinsic size, which stays the full font's: the
  /// node is as wide as its constraints make it and the text shrinks into that width (see
  /// ``fontScaleFactor(forWidth:)``).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest fraction of ``font``'s size a shrinking text is drawn at (UIKit's
  /// `minimumScaleFactor`; default 0, which as in UIKit makes the font's own size the smallest,
  /// so the text does not shrink).
  open var minimumScaleFactor: CGFloat = 0
  /// How the text is measured (default ``StandardTextMeasurer``).
  open var measurer: any TextMeasurer {
    didSet { textDidChange() }
  }
  private let cache = TextSizeCache()
  /// The width the engine measures the node at, while it asks for the intrinsic size at a
  /// width (see ``intrinsicContentSize(forWidth:)``).
  private var automaticPreferredWidth: CGFloat?
  /// Whether the text holds a mandatory line break (a newline or paragraph separator).
  private var hasLineBreaks = false

  /// Creates a text node, by default with `UILabel`'s defaults.
  public init(
    text: String? = nil, font: Font = .body, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail,
    measurer: any TextMeasurer = StandardTextMeasurer()
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.measurer = measurer
    super.init(frame: .zero)
    hasLineBreaks = TextNode.containsLineBreak(text)
  }

  /// The rectangle the text takes inside `bounds` with at most `numberOfLines` lines (0: no
  /// limit), as `UILabel`'s method: the text's size wrapped at the bounds' width, at the
  /// bounds' origin.
  ///
  /// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` ask this with the width they measure at (a
  /// width of `.greatestFiniteMagnitude` or more, or infinity, wraps only at line breaks), so a
  /// subclass that insets the bounds here (a label with padding) changes both. Not rounded to
  /// pixels.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let width = bounds.width >= .greatestFiniteMagnitude ? .infinity : bounds.width
    let size = size(atWidth: width.isNaN ? 0 : max(0, width), numberOfLines: numberOfLines)
    return CGRect(origin: bounds.origin, size: size)
  }

  /// The text's size, rounded up to whole pixels, as `UILabel`'s: wrapped at
  /// ``preferredMaxLayoutWidth`` when it is set, else at the width the engine is measuring the
  /// node at (see ``intrinsicContentSize(forWidth:)``), else only at line breaks; capped at
  /// ``numberOfLines``.
  ///
  /// Through ``textRect(forBounds:limitedToNumberOfLines:)``.
  open override var intrinsicContentSize: CGSize {
    let width =
      preferredMaxLayoutWidth > 0
      ? preferredMaxLayoutWidth : automaticPreferredWidth ?? .greatestFiniteMagnitude
    return roundedUpToPixels(fittingSize(width: width))
  }

  /// Whether the height depends on the width: true unless the text is one line
  /// (``numberOfLines`` 1) or ``preferredMaxLayoutWidth`` fixes its wrapping width.
  open override var hasHeightForWidth: Bool {
    numberOfLines != 1 && !(preferredMaxLayoutWidth > 0)
  }

  /// ``intrinsicContentSize`` with `width` as the automatic preferred maximum layout width:
  /// what UIKit's second layout pass asks a multi-line label, so an override of
  /// ``intrinsicContentSize`` applies to the height at every width.
  open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    let outer = automaticPreferredWidth
    automaticPreferredWidth = width.isNaN ? 0 : max(0, width)
    defer { automaticPreferredWidth = outer }
    return intrinsicContentSize
  }

  /// The text's size wrapped at `size`'s width (0 or less: only at line breaks), capped at
  /// ``numberOfLines``, rounded up to whole pixels, as `UILabel`'s `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    roundedUpToPixels(fittingSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude))
  }

  /// The first line's baseline below the top: the font's ascender.
  open override var firstBaselineOffsetFromTop: CGFloat? { baselineOffsets().first }

  /// The last line's baseline above the bottom: its descent and leading.
  open override var lastBaselineOffsetFromBottom: CGFloat { baselineOffsets().lastFromBottom }

  /// Sizes are in whole pixels of the display scale: a new scale invalidates the intrinsic
  /// size.
  open override func displayScaleDidChange() {
    invalidateIntrinsicContentSize()
  }

  /// The text's exact size wrapped at `width` (`.infinity`: only at line breaks), capped at
  /// ``numberOfLines``, from the cache when the same question was asked since the text last
  /// changed.
  ///
  /// Not rounded to pixels.
  public func size(atWidth width: CGFloat) -> CGSize {
    size(atWidth: width, numberOfLines: numberOfLines)
  }

  /// The fraction of ``font``'s size the text is drawn at in a node `width` points wide, as
  /// `UILabel` shrinks a one-line text: 1 when the text fits, when ``adjustsFontSizeToFitWidth``
  /// is off, when ``minimumScaleFactor`` is not between 0 and 1, or when the text is not one
  /// line of plain ``text`` (shrinking several lines or ``attributedText`` is not modelled);
  /// otherwise the largest scale, no smaller
  /// than ``minimumScaleFactor``, at which the text's one line fits `width` (a text that does
  /// not fit even then is drawn at ``minimumScaleFactor`` and truncated).
  ///
  /// - Complexity: at most four measurements of the text, each O(*n*) in its characters.
  public func fontScaleFactor(forWidth width: CGFloat) -> CGFloat {
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, attributedText == nil,
      minimumScaleFactor > 0, minimumScaleFactor < 1, width.isFinite, font.pointSize > 0
    else { return 1 }
    return FontScaling.scale(
      fitting: size(atWidth: .infinity, numberOfLines: 1).width, in: width,
      minimum: minimumScaleFactor, scaledWidth: scaledWidth)
  }

  /// The one-line width of the text in ``font`` scaled by `scale`.
  ///
  /// O(*n*).
  private func scaledWidth(_ scale: CGFloat) -> CGFloat {
    var scaled = font
    scaled.pointSize = font.pointSize * scale
    return measurer.size(
      of: text ?? "", font: scaled, width: .infinity, numberOfLines: 1,
      lineBreakMode: lineBreakMode
    ).width
  }

  /// The size of ``textRect(forBounds:limitedToNumberOfLines:)`` for bounds `width` wide.
  private func fittingSize(width: CGFloat) -> CGSize {
    textRect(
      forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
      limitedToNumberOfLines: numberOfLines
    ).size
  }

  private func size(atWidth width: CGFloat, numberOfLines: Int) -> CGSize {
    let lines = max(0, numberOfLines)
    // The size with lines broken only at line breaks answers any wider question, unless
    // truncation could cut it there and not at the wider width: a truncated last line takes
    // the whole width it is given.
    if let attributedText {
      let mode = attributedText.paragraphStyle.lineBreakMode
      let reuses = !mode.truncates || lines == 0 || !hasLineBreaks
      return cache.size(width: width, numberOfLines: lines, reusesUnconstrained: reuses) {
        width, lines in
        measurer.size(of: attributedText, font: font, width: width, numberOfLines: lines)
      }
    }
    let reuses = !lineBreakMode.truncates || lines == 0 || !hasLineBreaks
    return cache.size(width: width, numberOfLines: lines, reusesUnconstrained: reuses) {
      width, lines in
      measurer.size(
        of: text ?? "", font: font, width: width, numberOfLines: lines,
        lineBreakMode: lineBreakMode)
    }
  }

  private func textDidChange() {
    hasLineBreaks = TextNode.containsLineBreak(attributedText?.string ?? text)
    cache.removeAll()
    invalidateIntrinsicContentSize()
  }

  /// Whether `text` holds a mandatory line break: LF, VT, FF, CR, NEL, LS or PS.
  ///
  /// O(*n*) in its UTF-8 bytes.
  private static func containsLineBreak(_ text: String?) -> Bool {
    guard let text else { return false }
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      switch byte {
      case 0x0A...0x0D: return true
      case 0x85 where previous == 0xC2: return true  // NEL
      case 0xA8...0xA9 where previous == 0x80 && beforePrevious == 0xE2: return true  // LS, PS
      default: break
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
