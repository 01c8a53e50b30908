import Foundation

/// A multi-line text view, like UIKit's `UITextView`, for its size: with scrolling disabled
/// (``isScrollEnabled`` false) it sizes itself, height for width, as a self-sizing cell's text
/// view does; with scrolling enabled (the default, as in UIKit) it has no intrinsic size.
///
/// A self-sizing text view `w` points wide wraps its text at `w` less its
/// ``textContainerInset``'s sides and twice the container's ``TextContainer/lineFragmentPadding``,
/// and is as tall as the text plus the inset's top and bottom: by default 8 points above and
/// below and 5 at each end of the lines (``UIKitMetrics``). An empty text view is one line
/// tall. Sizes are rounded up to whole pixels.
open class TextViewNode: LayoutNode {
  /// The text (nil shows nothing, and the view is one empty line tall).
  open var text: String? {
    didSet { if text != oldValue { contentDidChange() } }
  }
  /// The font (default ``Font/body``, UIKit's body style).
  open var font = Font.body {
    didSet { if font != oldValue { contentDidChange() } }
  }
  /// The space around the text container (default 8 above and below, none at the sides).
  open var textContainerInset = UIKitMetrics.textViewInset {
    didSet { if textContainerInset != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How lines are laid out: padding, line limit, line breaks.
  open var textContainer = TextContainer() {
    didSet { if textContainer != oldValue { contentDidChange() } }
  }
  /// Whether the view scrolls its text (default true, as UIKit's); a view that does not
  /// scroll sizes itself.
  open var isScrollEnabled = true {
    didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How the text is measured (default ``StandardTextMeasurer``).
  open var measurer: any TextMeasurer = StandardTextMeasurer() {
    didSet { contentDidChange() }
  }
  private let cache = TextSizeCache()

  /// Creates a text view.
  public init(text: String? = nil) {
    self.text = text
    super.init(frame: .zero)
  }

  /// With scrolling disabled, the text on lines broken only at line breaks, inside the inset
  /// and the padding; with scrolling enabled, none.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: LayoutNode.noIntrinsicMetric, height: LayoutNode.noIntrinsicMetric)
    }
    return size(wrappingAt: .infinity)
  }

  /// True with scrolling disabled: the height depends on the width.
  open override var hasHeightForWidth: Bool { !isScrollEnabled }

  /// The text wrapped to fit `width` with the inset and padding, as tall as it takes.
  open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    guard !isScrollEnabled else { return intrinsicContentSize }
    return size(wrappingAt: max(0, width - horizontalChrome))
  }

  /// The text wrapped to fit `size`'s width (0 or less: only at line breaks), with the inset
  /// and padding, as UIKit's.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(wrappingAt: size.width > 0 ? max(0, size.width - horizontalChrome) : .infinity)
  }

  /// The inset's sides and the padding at both ends of a line.
  private var horizontalChrome: CGFloat {
    textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
  }

  /// The view's size around its text wrapped at `width` (`.infinity`: at line breaks only).
  private func size(wrappingAt width: CGFloat) -> CGSize {
    let lines = max(0, textContainer.maximumNumberOfLines)
    let mode = textContainer.lineBreakMode
    var text = cache.size(width: width, numberOfLines: lines, reusesUnconstrained: !mode.truncates)
    {
      width, lines in
      measurer.size(
        of: self.text ?? "", font: font, width: width, numberOfLines: lines, lineBreakMode: mode)
    }
    if text.height == 0 { text.height = measurer.lineHeight(of: font) }  // the caret's line
    return roundedUpToPixels(
      CGSize(
        width: text.width + horizontalChrome,
        height: text.height + textContainerInset.top + textContainerInset.bottom))
  }

  private func contentDidChange() {
    cache.removeAll()
    invalidateIntrinsicContentSize()
  }
}
