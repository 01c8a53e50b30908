import AutoCell

extension NodeBuilder {
  /// The node standing for `spec`: a table or collection view cell's root is an ``IBCell`` (a
  /// `TableCell`, so cells of one design share a solved structure), whose own content view
  /// stands for the document's; other views get a node of the kind their content needs.
  func node(for spec: ViewSpec) -> LayoutNode {
    if spec.parent == nil, ["tableViewCell", "collectionViewCell"].contains(spec.element) {
      return IBCell(reuseIdentifier: nil)
    }
    if spec.parent == 0, spec.key == "contentView", let cell = views.first?.node as? IBCell {
      return cell.contentView
    }
    return makeNode(for: spec)
  }

  /// A node of the right kind for the view's content.
  func makeNode(for spec: ViewSpec) -> LayoutNode {
    if let designed = spec.designableSize {
      // An IB_DESIGNABLE view rendered at design time with this intrinsic size.
      return FixedSizeNode(intrinsic: designed)
    }
    switch spec.content {
    case .plain, .scroll:
      return LayoutNode()
    case .label(let text):
      let node = textNode(text.text, font: text.font, lines: text.numberOfLines)
      node.lineBreakMode = text.lineBreakMode
      if let runs = text.runs {
        var paragraph = text.paragraph
        if paragraph.lineBreakMode == .byWordWrapping {
          paragraph.lineBreakMode = text.lineBreakMode
        }
        node.attributedText = AttributedText(
          runs: runs.map { run in
            AttributedText.Run(run.text, attributes: TextAttributes(font: run.font.map(fonts.font)))
          }, paragraphStyle: paragraph)
      }
      node.preferredMaxLayoutWidth = text.preferredMaxLayoutWidth ?? 0
      node.usesAutomaticPreferredWidth =
        text.preferredMaxLayoutWidth == nil && text.numberOfLines != 1
      return node
    case .image(let image):
      return ImageNode(image: image.size.map { Image(pixelSize: $0) })
    case .button(let button):
      return buttonNode(button)
    case .textField(let field):
      let node = textNode(field.text, font: field.font, lines: 1)
      if field.borderStyle == "roundedRect" {
        // UITextField's rounded border: 7 points around the text, 34 points tall at least.
        node.padding = EdgeInsets(all: 7)
        node.minimumHeight = 34
      }
      return node
    case .textView(let view):
      // A text view sizes itself only with scrolling off: its text container inset plus a
      // line fragment padding of 5 points at each side.
      let node = textNode(view.text, font: view.font, lines: 0)
      node.lineBreakMode = .byWordWrapping
      node.hasIntrinsicSize = !view.isScrollEnabled
      let inset = view.textContainerInset
      node.padding = EdgeInsets(
        top: inset.top, left: inset.left + 5, bottom: inset.bottom, right: inset.right + 5)
      return node
    case .stack(let stack):
      let node = StackNode()
      node.axis = stack.axis
      node.distribution = stack.distribution
      node.alignment = stack.alignment
      node.spacing = stack.spacing
      node.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelative
      return node
    case .segmented(let titles, let font):
      // UIKit's segmented control: segments as wide as the widest title plus 16 points, one
      // point between them, 32 points tall.
      let measured = titles.map {
        fonts.measurer.size(
          of: $0, font: fonts.font(font), width: .infinity, numberOfLines: 1,
          lineBreakMode: .byTruncatingTail
        ).width
      }
      let widest = (measured.max() ?? 0).rounded(.up)
      let count = CGFloat(max(titles.count, 1))
      return FixedSizeNode(
        intrinsic: CGSize(width: count * (widest + 16) + count - 1, height: 32))
    case .control(let intrinsic, let insets):
      return FixedSizeNode(intrinsic: intrinsic, alignmentInsets: insets)
    }
  }

  /// A text node in the document's font, measured with the fonts chosen.
  private func textNode(_ text: String, font: FontSpec, lines: Int) -> IBTextNode {
    IBTextNode(
      text: text, font: fonts.font(font), numberOfLines: lines, lineBreakMode: .byTruncatingTail,
      measurer: fonts.measurer)
  }

  /// A button: its title (one line) beside its image, inside its content insets; UIKit pads a
  /// title alone by 6 points above and below when the insets are zero, and sizes an empty
  /// button 30 by 34 points. Sizes are whole points.
  private func buttonNode(_ button: ButtonSpec) -> IBTextNode {
    let node = textNode(button.title, font: button.font, lines: 1)
    node.lineBreakMode = .byTruncatingMiddle
    node.padding = button.contentInsets
    node.imageSize = button.imageSize
    node.roundsToWholePoints = true
    node.countsTrailingSpaces = true
    let insets = button.contentInsets
    let zeroInsets = insets.top == 0 && insets.left == 0 && insets.bottom == 0 && insets.right == 0
    if !button.hasConfiguration, zeroInsets, button.imageSize == nil {
      node.textPadding = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    }
    node.emptySize = button.hasConfiguration ? nil : CGSize(width: 30, height: 34)
    return node
  }
}
