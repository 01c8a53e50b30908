import AutoCell

/// A label whose preferred maximum layout width may be automatic (Interface Builder's
/// "Automatic" for a multi-line label): UIKit then measures its intrinsic width at the width
/// the label was last laid out at (``automaticPreferredWidth``).
final class IBTextNode: TextNode {
  /// Whether the node is a multi-line label whose preferred maximum layout width is
  /// automatic: see ``automaticPreferredWidth``.
  var usesAutomaticPreferredWidth = false
  /// The width UIKit last laid the label out at, which its intrinsic width is measured at
  /// (the widest line of the text wrapped there), as a label whose preferred maximum layout
  /// width is automatic reports after a layout pass.
  var automaticPreferredWidth: CGFloat? {
    didSet { if automaticPreferredWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Whether the engine is measuring the label at a width (which then wins).
  private var isMeasuringAtWidth = false

  override var intrinsicContentSize: CGSize {
    if !isMeasuringAtWidth, preferredMaxLayoutWidth <= 0, let automaticPreferredWidth {
      return intrinsicContentSize(forWidth: automaticPreferredWidth)
    }
    return super.intrinsicContentSize
  }

  override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    isMeasuringAtWidth = true
    defer { isMeasuringAtWidth = false }
    return super.intrinsicContentSize(forWidth: width)
  }
}
