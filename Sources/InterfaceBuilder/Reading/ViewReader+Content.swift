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
    case "textField":
      return .textField(
        TextFieldSpec(
          text: element["text"] ?? element["placeholder"] ?? "",
          font: element.child("fontDescription")?.fontSpec ?? .system(14),
          borderStyle: element["borderStyle"]))
    case "textView":
      return .textView(
        TextViewSpec(
          text: element["text"] ?? element.string(keyed: "text") ?? "",
          font: element.child("fontDescription")?.fontSpec ?? .system(14),
          isScrollEnabled: element["scrollEnabled"] != "NO",
          textContainerInset: element.child("edgeInsets", key: "textContainerInset")?.edgeInsets
            ?? EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)))
    case "stackView": return .stack(stack(element))
    case "segmentedControl":
      let titles = element.child("segments")?.children.map { $0["title"] ?? "" } ?? []
      return .segmented(
        titles: titles, font: element.child("fontDescription")?.fontSpec ?? .system(13))
    case "scrollView": return .scroll
    default:
      if let (size, insets) = ViewKinds.controlMetrics(of: element) {
        return .control(intrinsic: size, alignmentInsets: insets)
      }
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
    var insets = element.child("inset", key: "contentEdgeInsets")?.edgeInsets ?? EdgeInsets(all: 0)
    let configuration = element.child("buttonConfiguration", key: "configuration")
    if let configuration {
      title = configuration["title"] ?? title
      imageName = self.imageName(in: configuration) ?? imageName
      font = configuration.child("fontDescription")?.fontSpec ?? .system(17)
      if let content = configuration.child("directionalEdgeInsets", key: "contentInsets") {
        let d = content.directionalInsets
        insets = EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
      } else {
        insets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
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
      hasConfiguration: configuration != nil)
  }

  /// A stack view's arrangement. Margins-relative arrangement is implied by a `layoutMargins`
  /// child (IB writes the margins only then).
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
