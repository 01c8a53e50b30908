import AutoCell
import Foundation
import InterfaceBuilder

/// The text report of `layout`, like Xcode's issue navigator: per object a header line, then
/// one `FILE:LINE: warning|error|note: …` line per issue, so editors can jump to each.
enum LayoutText {
  static func lines(file: String, document: IBDocument, reports: [IBLayoutReport]) -> [String] {
    var lines: [String] = []
    if reports.isEmpty { lines.append("\(file): no top-level view, cell or scene to lay out") }
    for report in reports {
      lines.append(header(file: file, report: report))
      lines += issues(file: file, report: report)
    }
    return lines
  }

  /// `FILE: tableViewCell Aun-ko-F4t, 375 x 199, fitting height 199`.
  static func header(file: String, report: IBLayoutReport) -> String {
    var text = "\(file): \(report.kind) \(report.objectID), "
    text += "\(number(report.size.width)) x \(number(report.size.height))"
    if let fitting = report.fittingHeight { text += ", fitting height \(number(fitting))" }
    if !report.hasIssues { text += ": no issues" }
    return text
  }

  /// One line per misplaced view, ambiguous view, conflict and note.
  static func issues(file: String, report: IBLayoutReport) -> [String] {
    var lines: [String] = []
    for layout in report.views where layout.isMisplaced {
      guard let saved = layout.view.savedFrame else { continue }
      let text = layout.dependsOnText == true ? " (its frame depends on text)" : ""
      lines.append(
        "\(file):\(layout.view.line): warning: Misplaced view: \(layout.view.displayName): "
          + "saved \(rect(saved)), constraints give \(rect(layout.frameInSuperview))\(text)")
    }
    for layout in report.views where layout.isAmbiguous {
      lines.append(
        "\(file):\(layout.view.line): warning: Ambiguous layout: \(layout.view.displayName): "
          + "its constraints do not determine its frame")
    }
    for conflict in report.conflicts {
      lines.append(
        "\(file):\(conflict.line): error: Conflicting constraints in \(report.kind) \(report.objectID): "
          + "\(conflict.broken) is broken, with \(conflict.others.joined(separator: ", "))")
      for description in conflict.descriptions { lines.append("    \(description)") }
    }
    for note in report.notes {
      let kind = note.kind == .unsupported ? "not applied" : "design time"
      lines.append("\(file):\(note.line): note: \(kind): \(note.message)")
    }
    return lines
  }

  /// `(x, y, w, h)`.
  static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
  }

  /// A number with at most two decimals, without trailing zeros.
  static func number(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// An object id as a file name (ids are letters, digits and dashes; anything else becomes
  /// `_`).
  static func fileName(for id: String) -> String {
    String(id.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
  }
}
