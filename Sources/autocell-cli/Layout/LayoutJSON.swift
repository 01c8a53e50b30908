import AutoCell
import InterfaceBuilder

/// The JSON report of `layout --json` (NAME is the file's name, without its folder), exactly:
/// `{"file": NAME, "device": {"id": ID, "width": W, "height": H}, "objects": [{"id": IBID,
/// "kind": ELEMENT, "size": [w, h], "fittingHeight": number or null, "views": [{"id": IBID,
/// "kind": ELEMENT, "frame": [x, y, w, h], "ambiguous": bool, "misplaced": bool}],
/// "conflicts": [{"broken": IBID, "with": [IBID, ...]}], "unsupported": [TEXT, ...]}]}`.
enum LayoutJSON {
  static func document(file: String, device: IBDevice, reports: [IBLayoutReport]) -> String {
    let objects = reports.map(object).joined(separator: ", ")
    return "{\"file\": \(string(file)), \"device\": {\"id\": \(string(device.id)), "
      + "\"width\": \(number(device.screenSize.width)), "
      + "\"height\": \(number(device.screenSize.height))}, \"objects\": [\(objects)]}"
  }

  private static func object(_ report: IBLayoutReport) -> String {
    let views = report.views.map { layout in
      "{\"id\": \(string(layout.view.id)), \"kind\": \(string(layout.view.kind)), "
        + "\"frame\": \(array(layout.frame)), \"ambiguous\": \(layout.isAmbiguous), "
        + "\"misplaced\": \(layout.isMisplaced)}"
    }.joined(separator: ", ")
    let conflicts = report.conflicts.map { conflict in
      "{\"broken\": \(string(conflict.broken)), \"with\": ["
        + conflict.others.map(string).joined(separator: ", ") + "]}"
    }.joined(separator: ", ")
    let unsupported = report.unsupported.map { string($0.description) }.joined(separator: ", ")
    return "{\"id\": \(string(report.objectID)), \"kind\": \(string(report.kind)), "
      + "\"size\": [\(number(report.size.width)), \(number(report.size.height))], "
      + "\"fittingHeight\": \(report.fittingHeight.map(number) ?? "null"), "
      + "\"views\": [\(views)], \"conflicts\": [\(conflicts)], \"unsupported\": [\(unsupported)]}"
  }

  private static func array(_ rect: CGRect) -> String {
    "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
  }

  /// A number rounded to a millionth, without trailing zeros (`20.333333`, `44`).
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (Double(value) * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// A JSON string literal.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
