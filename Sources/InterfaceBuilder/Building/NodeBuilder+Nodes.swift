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
      // Autoshrink by a scale, or by the older smallest font size (UIKit's scale is then that
      // size over the font's).
      node.adjustsFontSizeToFitWidth = text.adjustsFontSizeToFit
      node.minimumScaleFactor =
        text.minimumScaleFactor > 0 || node.font.pointSize <= 0
        ? text.minimumScaleFactor : text.minimumFontSize / node.font.pointSize
      return node
    case .image(let image):
      return ImageNode(image: image.size.map { Image(pixelSize: $0) })
    case .button(let button):
      return buttonNode(button)
    case .textField(let field):
      let node = IBTextField(text: field.text, placeholder: field.placeholder)
      node.font = fonts.font(field.font)
      node.borderStyle = field.borderStyle
      node.measurer = fonts.measurer
      return node
    case .textView(let view):
      let node = TextViewNode(text: view.text)
      node.font = fonts.font(view.font)
      node.isScrollEnabled = view.isScrollEnabled
      node.textContainerInset = view.textContainerInset
      node.measurer = fonts.measurer
      return node
    case .stack(let stack):
      let node = StackNode()
      node.axis = stack.axis
      node.distribution = stack.distribution
      node.alignment = stack.alignment
      node.spacing = stack.spacing
      node.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelative
      return node
    case .segmented(let segmented):
      let node = SegmentedControlNode(items: segmented.titles)
      for (index, width) in segmented.widths.enumerated() where width > 0 {
        node.setWidth(width, forSegmentAt: index)
      }
      node.apportionsSegmentWidthsByContent = segmented.apportionsByContent
      node.font = fonts.font(segmented.font)
      node.measurer = fonts.measurer
      return node
    case .switchControl:
      return SwitchNode()
    case .activityIndicator(let style, let hidesWhenStopped, let animating):
      let node = ActivityIndicatorNode(style: style)
      node.hidesWhenStopped = hidesWhenStopped
      if animating { node.startAnimating() }
      return node
    case .progress(let style):
      return ProgressViewNode(progressViewStyle: style)
    case .slider:
      return SliderNode()
    case .control(let intrinsic):
      return FixedSizeNode(intrinsic: intrinsic)
    }
  }

  /// A label in the document's font, measured with the fonts chosen.
  private func textNode(_ text: String, font: FontSpec, lines: Int) -> IBTextNode {
    IBTextNode(
      text: text, font: fonts.font(font), numberOfLines: lines, lineBreakMode: .byTruncatingTail,
      measurer: fonts.measurer)
  }

  /// A button: its normal title and image inside its content insets, or its configuration.
  ///
  /// Spaces ending the title take room in UIKit's title label, which the measurer leaves out of a
  /// line: they are set as no-break spaces, which it keeps.
  private func buttonNode(_ button: ButtonSpec) -> ButtonNode {
    let node = IBButton()
    var title = button.title
    let spaces = title.reversed().prefix { $0 == " " }.count
    if spaces > 0 {
      title = String(title.dropLast(spaces)) + String(repeating: "\u{00A0}", count: spaces)
    }
    let image = button.imageSize.map { Image(pixelSize: $0) }
    let font = fonts.font(button.font)
    node.titleLabel.measurer = fonts.measurer
    node.titleLabel.font = font
    if let insets = button.configurationInsets {
      var configuration = ButtonNode.Configuration()
      configuration.title = title.isEmpty ? nil : title
      configuration.image = image
      configuration.titleFont = font
      configuration.contentInsets = insets
      configuration.imagePadding = button.imagePadding
      configuration.imagePlacement = button.imagePlacement
      node.configuration = configuration
    } else {
      node.setTitle(title.isEmpty ? nil : title, for: .normal)
      node.setImage(image, for: .normal)
      node.contentEdgeInsets = button.contentInsets
    }
    return node
  }
}
