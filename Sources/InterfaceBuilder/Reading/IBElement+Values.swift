import AutoCell
import Foundation

// The value types IB writes as attributes and small child elements.

extension IBElement {
  /// `<rect key="frame" x y width height>` as a rectangle.
  var rect: CGRect? {
    guard let x = number("x"), let y = number("y"), let width = number("width"),
      let height = number("height")
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// `<size width height>` as a size.
  var size: CGSize? {
    guard let width = number("width"), let height = number("height") else { return nil }
    return CGSize(width: width, height: height)
  }

  /// `<inset minX minY maxX maxY>` (left, top, right, bottom) or `<edgeInsets top left bottom
  /// right>` as insets.
  var edgeInsets: EdgeInsets {
    if name == "inset" {
      return EdgeInsets(
        top: number("minY") ?? 0, left: number("minX") ?? 0, bottom: number("maxY") ?? 0,
        right: number("maxX") ?? 0)
    }
    return EdgeInsets(
      top: number("top") ?? 0, left: number("left") ?? 0, bottom: number("bottom") ?? 0,
      right: number("right") ?? 0)
  }

  /// `<directionalEdgeInsets top leading bottom trailing>` as insets.
  var directionalInsets: DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: number("top") ?? 0, leading: number("leading") ?? 0, bottom: number("bottom") ?? 0,
      trailing: number("trailing") ?? 0)
  }

  /// `<autoresizingMask>`'s flags as a mask.
  var autoresizingMask: AutoresizingMask {
    var mask: AutoresizingMask = []
    let flags: [(String, AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
      ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
      ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (name, bit) in flags where flag(name) { mask.insert(bit) }
    return mask
  }

  /// A priority attribute (`horizontalHuggingPriority="251"`), or nil.
  func priority(_ name: String) -> LayoutPriority? {
    number(name).map { LayoutPriority(Float($0)) }
  }

  /// The text of a `<string>` child keyed `key`, or of the element itself.
  func string(keyed key: String) -> String? {
    child("string", key: key).map(\.text)
  }

  /// A `<fontDescription>` or an attributed string's `<font key="NSFont">` as a font, nil when
  /// the element says nothing usable.
  var fontSpec: FontSpec? {
    if name == "font" {
      let size = number("size") ?? 17
      if let meta = self["metaFont"] {
        let bold = meta.lowercased().contains("bold")
        return FontSpec(face: .system(bold: bold), size: meta == "smallSystem" ? 11 : size)
      }
      guard let face = self["name"] else { return .system(size) }
      if face.hasPrefix(".SF") || face.hasPrefix(".AppleSystem") {
        return FontSpec(face: .system(bold: FontSpec.namesBoldWeight(face)), size: size)
      }
      return FontSpec(face: .named(face, family: self["family"]), size: size)
    }
    if let style = self["style"], let (textStyle, bold) = FontSpec.textStyle(named: style) {
      return FontSpec(
        face: .textStyle(textStyle, bold: bold),
        size: number("pointSize") ?? FontSpec.pointSize(of: textStyle))
    }
    let size = number("pointSize") ?? 17
    switch self["type"] {
    case "system", "italicSystem":
      let bold = self["weight"].map { FontSpec.boldWeights.contains($0) } ?? false
      return FontSpec(face: .system(bold: bold), size: size)
    case "boldSystem":
      return FontSpec(face: .system(bold: true), size: size)
    default:
      guard let face = self["name"] else { return nil }
      return FontSpec(face: .named(face, family: self["family"]), size: size)
    }
  }
}

extension LineBreakMode {
  /// IB's `lineBreakMode` names.
  init?(ib name: String) {
    switch name {
    case "wordWrap", "wordWrapping": self = .byWordWrapping
    case "characterWrap", "charWrapping": self = .byCharWrapping
    case "clipping": self = .byClipping
    case "headTruncation", "truncatingHead": self = .byTruncatingHead
    case "tailTruncation", "truncatingTail": self = .byTruncatingTail
    case "middleTruncation", "truncatingMiddle": self = .byTruncatingMiddle
    default: return nil
    }
  }
}
