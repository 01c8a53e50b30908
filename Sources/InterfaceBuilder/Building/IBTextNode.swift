import AutoCell

/// A text node that sizes like the UIKit view it stands for: a label (plain or attributed
/// text, a preferred maximum layout width that may be automatic), a button (its
/// title beside an image, inside content insets, rounded up to whole points), a text field or a
/// self-sizing text view (text inside fixed insets).
final class IBTextNode: TextNode {
  /// Space around the text and the image, as a button's content insets.
  var padding = EdgeInsets(all: 0)
  /// Space around the text alone (a button's default 6 points above and below its title).
  var textPadding = EdgeInsets(all: 0)
  /// An image beside the text (a button's), nil without one.
  var imageSize: CGSize?
  /// Whether the node is a multi-line label whose preferred maximum layout width is
  /// automatic (set by Interface Builder's "Automatic"): see ``automaticPreferredWidth``.
  var usesAutomaticPreferredWidth = false
  /// The width UIKit last laid the label out at, which its intrinsic width is measured at
  /// (the widest line of the text wrapped there), as a label whose preferred maximum layout
  /// width is automatic reports after a layout pass.
  var automaticPreferredWidth: CGFloat? {
    didSet { if automaticPreferredWidth != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether spaces at the end of the text take width (a button's title label keeps them).
  var countsTrailingSpaces = false
  /// Sizes rounded up to whole points (a button's), rather than pixels (a label's).
  var roundsToWholePoints = false
  /// The size when there is neither text nor image (a button's 30 by 34), nil for zero.
  var emptySize: CGSize?
  /// Whether the node has an intrinsic size at all (a scrolling text view has none).
  var hasIntrinsicSize = true
  /// A height the intrinsic height is never below (a rounded text field's 34 points).
  var minimumHeight: CGFloat = 0

  override var intrinsicContentSize: CGSize {
    guard hasIntrinsicSize else {
      return CGSize(width: LayoutNode.noIntrinsicMetric, height: LayoutNode.noIntrinsicMetric)
    }
    let chrome = padding.left + padding.right + textPadding.left + textPadding.right
    let automatic: CGFloat = automaticPreferredWidth.map { max(0, $0 - chrome) } ?? .infinity
    let wrap = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automatic
    return fitted(size(atWidth: wrap))
  }

  override var hasHeightForWidth: Bool {
    hasIntrinsicSize && !(preferredMaxLayoutWidth > 0) && numberOfLines != 1
  }

  override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    let chrome = padding.left + padding.right + textPadding.left + textPadding.right
    return fitted(size(atWidth: max(0, width - chrome - (imageSize?.width ?? 0))))
  }

  /// The node's size around text of size `text`.
  private func fitted(_ measured: CGSize) -> CGSize {
    var text = measured
    if countsTrailingSpaces, let last = self.text?.last, last == " " {
      text.width += trailingSpaceWidth()
    }
    if text.width == 0, imageSize == nil, let emptySize { return emptySize }
    let textHeight = text.height
    let hasText = text.width > 0 || textHeight > 0
    var width = (hasText ? text.width + textPadding.left + textPadding.right : 0)
    var height = hasText ? textHeight + textPadding.top + textPadding.bottom : 0
    if let imageSize {
      width += imageSize.width
      height = max(height, imageSize.height)
    }
    width += padding.left + padding.right
    height = max(minimumHeight, height + padding.top + padding.bottom)
    // A button's sizes are whole points, a label's whole pixels (as UILabel rounds them).
    let scale = roundsToWholePoints ? 1 : displayScale
    width = (width * scale - 1e-6).rounded(.up) / scale
    height = (height * scale - 1e-6).rounded(.up) / scale
    return CGSize(width: width, height: height)
  }

  /// The width of the spaces the text ends with (the measurer leaves them out of a line's
  /// width): a line with them and a mark, less the line with the mark alone.
  private func trailingSpaceWidth() -> CGFloat {
    let spaces = String((text ?? "").reversed().prefix { $0 == " " })
    func width(_ string: String) -> CGFloat {
      measurer.size(
        of: string, font: font, width: .infinity, numberOfLines: 1, lineBreakMode: .byClipping
      ).width
    }
    return max(0, width(spaces + "|") - width("|"))
  }
}

/// A node with a fixed intrinsic size (a switch, an activity indicator, a designable view),
/// whose alignment rectangle may sit inside its frame (a slider's).
final class FixedSizeNode: LayoutNode {
  /// The intrinsic size; a component may be `LayoutNode.noIntrinsicMetric`.
  let intrinsic: CGSize
  /// How far the frame reaches beyond the rectangle constraints place (UIKit's
  /// `alignmentRectInsets`).
  let alignmentInsets: EdgeInsets

  init(intrinsic: CGSize, alignmentInsets: EdgeInsets = EdgeInsets(all: 0)) {
    self.intrinsic = intrinsic
    self.alignmentInsets = alignmentInsets
    super.init(frame: .zero)
  }

  override var intrinsicContentSize: CGSize { intrinsic }
}
