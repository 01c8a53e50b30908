import Foundation

/// Text a snapshot draws in a node: what the node shows, where it shows it.
struct SnapshotText {
  var text: String
  var font: Font
  var numberOfLines: Int
  var lineBreakMode: LineBreakMode
  var measurer: any TextMeasurer
  /// Where the text's lines start, in the picture's coordinates.
  var frame: CGRect
}

extension LayoutNode {
  /// The text a control shows, for ``svgSnapshot(showingConstraintsOf:markingAmbiguousNodes:markingMisplacedNodes:)``,
  /// with the node at `frame`: a ``ButtonNode``'s current title on one line, centred with its
  /// image; a ``TextFieldNode``'s text (or placeholder) centred vertically inside its border;
  /// a ``TextViewNode``'s text inside its container inset and line padding.
  ///
  /// Nil for other nodes and for empty text.
  func snapshotControlText(in frame: CGRect) -> SnapshotText? {
    switch self {
    case let button as ButtonNode:
      guard let title = button.currentTitle, !title.isEmpty else { return nil }
      let font = button.configuration?.titleFont ?? button.titleLabel.font
      let measurer = button.titleLabel.measurer
      let size = measurer.size(
        of: title, font: font, width: .infinity, numberOfLines: 1, lineBreakMode: .byClipping)
      let image = button.currentImage?.size.width ?? 0
      let x = frame.midX - (image + size.width) / 2 + image
      let rect = CGRect(
        x: max(frame.minX, x), y: frame.midY - size.height / 2,
        width: min(size.width, frame.width), height: size.height)
      return SnapshotText(
        text: title, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle,
        measurer: measurer, frame: rect)
    case let field as TextFieldNode:
      let shown = field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder ?? ""
      guard !shown.isEmpty else { return nil }
      let inset = field.borderStyle == .none ? 0 : UIKitMetrics.textFieldInset
      let height = field.measurer.lineHeight(of: field.font)
      let rect = CGRect(
        x: frame.minX + inset, y: frame.midY - height / 2,
        width: max(0, frame.width - 2 * inset), height: height)
      return SnapshotText(
        text: shown, font: field.font, numberOfLines: 1, lineBreakMode: .byClipping,
        measurer: field.measurer, frame: rect)
    case let view as TextViewNode:
      guard let text = view.text, !text.isEmpty else { return nil }
      let inset = view.textContainerInset
      let padding = view.textContainer.lineFragmentPadding
      let rect = CGRect(
        x: frame.minX + inset.left + padding, y: frame.minY + inset.top,
        width: max(0, frame.width - inset.left - inset.right - 2 * padding),
        height: max(0, frame.height - inset.top - inset.bottom))
      return SnapshotText(
        text: text, font: view.font, numberOfLines: view.textContainer.maximumNumberOfLines,
        lineBreakMode: view.textContainer.lineBreakMode, measurer: view.measurer, frame: rect)
    default:
      return nil
    }
  }
}
