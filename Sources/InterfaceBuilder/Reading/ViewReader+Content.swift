import AutoCell

extension ViewReader {
  /// What the element's kind brings to layout (text, an image, a stack's arrangement, ...).
  mutating func content(of element: IBElement) -> ContentSpec {
    switch element.name {
    case "label": return .label(labelText(element))
    case "imageView":
      let image = image(named: imageName(in: element))
      if let name = image.name, image.size == nil {
        notes.append(
          IBNote(
            line: element.line,
            message: "imageView \(element["id"] ?? ""): image '\(name)' has no size in "
              + "<resources>; laid out without an intrinsic size"))
      }
      return .image(image)
    case "button": return .button(button(element))
    case "textField": return .textField(textField(element))
    case "textView":
      return .textView(
        TextViewSpec(
          text: element["text"] ?? element.string(keyed: "text") ?? "",
          font: element.child("fontDescription")?.fontSpec ?? .system(14),
          isScrollEnabled: element["scrollEnabled"] != "NO",
          textContainerInset: element.child("edgeInsets", key: "textContainerInset")?.edgeInsets
            ?? UIKitMetrics.textViewInset))
    case "stackView": return .stack(stack(element))
    case "segmentedControl":
      let segments = element.child("segments")?.children ?? []
      return .segmented(
        SegmentedSpec(
          titles: segments.map { $0["title"] ?? "" },
          widths: segments.map { CGFloat($0.number("width") ?? 0) },
          font: element.child("fontDescription")?.fontSpec ?? .system(13),
          apportionsByContent: element.flag("apportionsSegmentWidthsByContent")))
    case "scrollView": return .scroll
    case "switch": return .switchControl
    case "activityIndicatorView":
      // "whiteLarge" and "large" are 37 points; "gray", "white", "medium" 20.
      let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
      return .activityIndicator(
        style: large ? .large : .medium, hidesWhenStopped: element.flag("hidesWhenStopped"),
        animating: element.flag("animating"))
    case "progressView":
      return .progress(element["progressViewStyle"] == "bar" ? .bar : .default)
    case "slider": return .slider
    default:
      if let size = ViewKinds.controlSize(of: element) { return .control(intrinsic: size) }
      return .plain
    }
  }

  /// A label's text and how it is set: plain text (`text`, or a `<string key="text">`) or the
  /// fragments of an attributed string, each in its font, in its first fragment's paragraph
  /// style (line spacing, line height multiple, minimum and maximum line heights, line breaks).
  private mutating func labelText(_ element: IBElement) -> TextSpec {
    var spec = TextSpec(
      text: element["text"] ?? element.string(keyed: "text") ?? "",
      font: element.child("fontDescription")?.fontSpec ?? .system(17))
    if let attributed = element.child("attributedString", key: "attributedText") {
      let fragments = attributed.children(named: "fragment")
      spec.runs = fragments.map { fragment in
        (
          fragment["content"] ?? fragment.string(keyed: "content") ?? "",
          fragment.child("attributes")?.child("font", key: "NSFont")?.fontSpec
        )
      }
      spec.text = spec.runs?.map(\.text).joined() ?? ""
      let paragraph = fragments.first?.child("attributes")?.child(
        "paragraphStyle", key: "NSParagraphStyle")
      if let paragraph {
        spec.paragraph.lineSpacing = paragraph.number("lineSpacing") ?? 0
        spec.paragraph.lineHeightMultiple = paragraph.number("lineHeightMultiple") ?? 0
        spec.paragraph.minimumLineHeight = paragraph.number("minimumLineHeight") ?? 0
        spec.paragraph.maximumLineHeight = paragraph.number("maximumLineHeight") ?? 0
        if let mode = paragraph["lineBreakMode"].flatMap(LineBreakMode.init(ib:)) {
          spec.paragraph.lineBreakMode = mode
        }
      }
    }
    if let lines = element.number("numberOfLines") { spec.numberOfLines = Int(lines) }
    if let mode = element["lineBreakMode"] {
      if let parsed = LineBreakMode(ib: mode) {
        spec.lineBreakMode = parsed
      } else {
        notes.append(
          IBNote(
            line: element.line,
            message: "lineBreakMode '\(mode)' is not known; tail truncation used"))
      }
    }
    spec.preferredMaxLayoutWidth = element.number("preferredMaxLayoutWidth").map { CGFloat($0) }
    spec.adjustsFontSizeToFit = element["adjustsFontSizeToFit"] != "NO"
    spec.minimumScaleFactor = element.number("minimumScaleFactor").map { CGFloat($0) } ?? 0
    spec.minimumFontSize = element.number("minimumFontSize").map { CGFloat($0) } ?? 0
    return spec
  }

  /// The image an image view or a button state names (`image="…"` or an `<imageReference>`).
  private func imageName(in element: IBElement) -> String? {
    element["image"] ?? element.child("imageReference", key: "image")?["image"]
  }

  /// The image's size in points, from the document's resources.
  private mutating func image(named name: String?) -> ImageSpec {
    ImageSpec(name: name, size: name.flatMap { images[$0] })
  }

  /// A button's title, image, font and insets: from its normal state and `contentEdgeInsets`,
  /// or from its `<buttonConfiguration>` (whose insets default to 7 above and below, 12 at the
  /// sides, and whose title is 17-point, as UIKit's plain configuration).
  private mutating func button(_ element: IBElement) -> ButtonSpec {
    let normal = element.children(named: "state").first { $0["key"] == "normal" }
    var title = normal?["title"] ?? normal?.string(keyed: "title") ?? ""
    if let attributed = normal?.child("attributedString", key: "attributedTitle") {
      title = attributed.children(named: "fragment").map { $0["content"] ?? "" }.joined()
    }
    var imageName = normal.flatMap { self.imageName(in: $0) }
    var font = element.child("fontDescription")?.fontSpec ?? .system(15)
    let insets =
      element.child("inset", key: "contentEdgeInsets")?.edgeInsets ?? EdgeInsets(all: 0)
    var configurationInsets: DirectionalEdgeInsets?
    var imagePadding: CGFloat = 0
    var imagePlacement = ButtonNode.ImagePlacement.leading
    if let configuration = element.child("buttonConfiguration", key: "configuration") {
      title = configuration["title"] ?? title
      imageName = self.imageName(in: configuration) ?? imageName
      font = configuration.child("fontDescription")?.fontSpec ?? .system(17)
      configurationInsets =
        configuration.child("directionalEdgeInsets", key: "contentInsets")?.directionalInsets
        ?? UIKitMetrics.buttonConfigurationInsets
      imagePadding = CGFloat(configuration.number("imagePadding") ?? 0)
      switch configuration["imagePlacement"] {
      case "trailing": imagePlacement = .trailing
      case "top": imagePlacement = .top
      case "bottom": imagePlacement = .bottom
      default: break
      }
    }
    let imageSize = imageName.flatMap { images[$0] }
    if let imageName, imageSize == nil {
      notes.append(
        IBNote(
          line: element.line,
          message: "button \(element["id"] ?? ""): image '\(imageName)' has no size in "
            + "<resources>; laid out without it"))
    }
    return ButtonSpec(
      title: title, font: font, imageSize: imageSize, contentInsets: insets,
      configurationInsets: configurationInsets, imagePadding: imagePadding,
      imagePlacement: imagePlacement)
  }

  /// A text field's text and placeholder (the text sizes it, else the placeholder), font and
  /// border.
  private func textField(_ element: IBElement) -> TextFieldSpec {
    let border: TextFieldNode.BorderStyle
    switch element["borderStyle"] {
    case "roundedRect": border = .roundedRect
    case "line": border = .line
    case "bezel": border = .bezel
    default: border = .none
    }
    return TextFieldSpec(
      text: element["text"] ?? element.string(keyed: "text"),
      placeholder: element["placeholder"] ?? element.string(keyed: "placeholder"),
      font: element.child("fontDescription")?.fontSpec ?? .system(14), borderStyle: border)
  }

  /// A stack view's arrangement.
  ///
  /// Margins-relative arrangement is implied by a `layoutMargins` child (IB writes the margins only
  /// then).
  private mutating func stack(_ element: IBElement) -> StackSpec {
    var spec = StackSpec()
    spec.axis = element["axis"] == "vertical" ? .vertical : .horizontal
    switch element["distribution"] {
    case "fillEqually": spec.distribution = .fillEqually
    case "fillProportionally": spec.distribution = .fillProportionally
    case "equalSpacing": spec.distribution = .equalSpacing
    case "equalCentering": spec.distribution = .equalCentering
    default: break
    }
    switch element["alignment"] {
    case "top", "leading": spec.alignment = .leading
    case "bottom", "trailing": spec.alignment = .trailing
    case "center": spec.alignment = .center
    case "firstBaseline": spec.alignment = .firstBaseline
    case "lastBaseline", "baseline": spec.alignment = .lastBaseline
    default: break
    }
    spec.spacing =
      element["spacingType"] == "standard"
      ? LayoutConstraint.systemSpacing : element.number("spacing") ?? 0
    spec.isBaselineRelative = element.flag("baselineRelativeArrangement")
    spec.isLayoutMarginsRelative =
      element.flag("layoutMarginsRelativeArrangement")
      || element.child("edgeInsets", key: "layoutMargins") != nil
      || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    return spec
  }
}
