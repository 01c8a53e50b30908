import AutoCell

/// A button from an Interface Builder file: the library's ``ButtonNode``, with its title's
/// baselines (UIKit's `viewForFirstBaselineLayout` and `viewForLastBaselineLayout` of a button
/// are its title label), placed where the title sits in the button at its intrinsic height:
/// centred between the content insets.
final class IBButton: ButtonNode {
  override var firstBaselineOffsetFromTop: CGFloat? {
    guard let offset = titleLabel.firstBaselineOffsetFromTop, let top = titleInsets?.top else {
      return nil
    }
    return top + offset
  }

  override var lastBaselineOffsetFromBottom: CGFloat {
    guard let bottom = titleInsets?.bottom else { return 0 }
    return bottom + titleLabel.lastBaselineOffsetFromBottom
  }

  /// The space above and below the title at the intrinsic height; nil without a title.
  private var titleInsets: (top: CGFloat, bottom: CGFloat)? {
    guard let title = currentTitle, !title.isEmpty else { return nil }
    let top: CGFloat = configuration?.contentInsets.top ?? contentEdgeInsets.top
    let bottom: CGFloat = configuration?.contentInsets.bottom ?? contentEdgeInsets.bottom
    let text: CGFloat = titleLabel.intrinsicContentSize.height
    let room: CGFloat = intrinsicContentSize.height - top - bottom - text
    return (top + room / 2, bottom + room / 2)
  }
}

/// A text field from an Interface Builder file: the library's ``TextFieldNode``, with its
/// text's baselines (centred in the field at its intrinsic height, as UIKit centres a text
/// field's text).
final class IBTextField: TextFieldNode {
  override var firstBaselineOffsetFromTop: CGFloat? {
    textLine.firstBaselineOffsetFromTop.map { $0 + textTop }
  }

  override var lastBaselineOffsetFromBottom: CGFloat {
    textLine.lastBaselineOffsetFromBottom + textTop
  }

  /// The text (or placeholder) as a one-line label in the field's font.
  private var textLine: TextNode {
    let shown = text.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder ?? ""
    return TextNode(text: shown, font: font, numberOfLines: 1, measurer: measurer)
  }

  /// The space above (and below) the text at the intrinsic height.
  private var textTop: CGFloat {
    max(0, (intrinsicContentSize.height - textLine.intrinsicContentSize.height) / 2)
  }
}

/// A node with a fixed intrinsic size (a stepper, a page control, a designable view).
final class FixedSizeNode: LayoutNode {
  /// The intrinsic size; a component may be `LayoutNode.noIntrinsicMetric`.
  let intrinsic: CGSize

  init(intrinsic: CGSize) {
    self.intrinsic = intrinsic
    super.init(frame: .zero)
  }

  override var intrinsicContentSize: CGSize { intrinsic }
}
