import Foundation

/// A node showing text, like UIKit's `UILabel`: its intrinsic size is the text's size, and
/// inside a layout it wraps to the width it receives.
///
/// Unconstrained, the intrinsic size is one line per paragraph (lines break only at
/// newlines). In a layout the node is height-for-width (see
/// ``LayoutNode/hasHeightForWidth``): the engine measures it at the width it gets and uses
/// that height, so text wraps at word boundaries, words longer than a line break between
/// characters, and ``numberOfLines`` caps the lines. Setting ``text``, ``font``,
/// ``numberOfLines``, ``lineBreakMode`` or ``measurer`` invalidates the intrinsic size by
/// itself. The node asks its measurer once per distinct width.
open class TextNode: LayoutNode {
  /// The string shown.
  public var text: String {
    didSet { if text != oldValue { textDidChange() } }
  }
  /// The font the text is set in (default ``Font/body``).
  public var font: Font {
    didSet { if font != oldValue { textDidChange() } }
  }
  /// The most lines shown; 0 (the default) for no limit. Negative values count as 0.
  public var numberOfLines: Int {
    didSet { if numberOfLines != oldValue { textDidChange() } }
  }
  /// How lines break (default ``LineBreakMode/byWordWrapping``).
  public var lineBreakMode: LineBreakMode {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }
  /// How the text is measured (default ``StandardTextMeasurer``).
  public var measurer: any TextMeasurer {
    didSet { textDidChange() }
  }
  private let cache = TextSizeCache()

  /// Creates a text node.
  public init(
    text: String = "", font: Font = .body, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byWordWrapping,
    measurer: any TextMeasurer = StandardTextMeasurer()
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.measurer = measurer
    super.init(frame: .zero)
  }

  /// The text's size with lines broken only at newlines (capped at ``numberOfLines``).
  open override var intrinsicContentSize: CGSize { size(atWidth: .infinity) }

  /// True: the height depends on the width.
  open override var hasHeightForWidth: Bool { true }

  /// The text's size wrapped at `width`.
  open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    size(atWidth: width.isNaN ? 0 : max(0, width))
  }

  /// The text's size wrapped at `width` (`.infinity`: no wrapping), from the cache when the
  /// same question was asked since the text last changed.
  public func size(atWidth width: CGFloat) -> CGSize {
    let lines = max(0, numberOfLines)
    return cache.size(
      width: width, numberOfLines: lines, reusesUnconstrained: !lineBreakMode.truncates
    ) { width, lines in
      measurer.size(
        of: text, font: font, width: width, numberOfLines: lines, lineBreakMode: lineBreakMode)
    }
  }

  private func textDidChange() {
    cache.removeAll()
    invalidateIntrinsicContentSize()
  }
}
