import Foundation

/// A one-line text input, like UIKit's `UITextField`: its intrinsic size is its text's (or,
/// while the text is empty, its placeholder's) on one line, in the 17-point system font
/// (UIKit's body style), inside its border.
///
/// With ``BorderStyle-swift.enum/roundedRect`` the text has 7 points around it and the field
/// is at least 34 points tall; without a border (the default, as in UIKit) the field is as
/// big as the text, and an empty one is one line tall (``UIKitMetrics``). Sizes are rounded
/// up to whole pixels.
open class TextFieldNode: LayoutNode {
  /// The field's border (UIKit's `UITextField.BorderStyle`).
  public enum BorderStyle: Sendable, Hashable {
    /// No border: the field is the size of its text.
    case none
    /// A line around the field; measured as ``roundedRect``.
    case line
    /// A bezel around the field; measured as ``roundedRect``.
    case bezel
    /// The rounded border of most text fields: 7 points around the text, at least 34 tall.
    case roundedRect
  }

  /// The text; nil or empty shows the placeholder.
  open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The text shown while ``text`` is empty.
  open var placeholder: String? {
    didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The font of the text and the placeholder (default ``Font/body``, UIKit's body style).
  open var font = Font.body {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The border (default `.none`, as a text field made in code).
  open var borderStyle = BorderStyle.none {
    didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How the text is measured (default ``StandardTextMeasurer``).
  open var measurer: any TextMeasurer = StandardTextMeasurer() {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates a text field.
  public init(text: String? = nil, placeholder: String? = nil) {
    self.text = text
    self.placeholder = placeholder
    super.init(frame: .zero)
  }

  /// The text (or placeholder) on one line, inside the border.
  open override var intrinsicContentSize: CGSize {
    let shown = text.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder ?? ""
    var size = measurer.size(
      of: shown, font: font, width: .infinity, numberOfLines: 1, lineBreakMode: .byClipping)
    if size.height == 0 { size.height = measurer.lineHeight(of: font) }
    if borderStyle != .none {
      let inset = UIKitMetrics.textFieldInset
      size.width += 2 * inset
      size.height = max(UIKitMetrics.textFieldMinimumHeight, size.height + 2 * inset)
    }
    return roundedUpToPixels(size)
  }

  /// The intrinsic size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
