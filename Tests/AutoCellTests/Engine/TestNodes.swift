import AutoCell
import Foundation

/// A node with a settable intrinsic size, like a fixed-size image.
final class SizedNode: LayoutNode {
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  override var intrinsicContentSize: CGSize { size }
}

/// A height-for-width node like wrapping text: `length` points of glyphs in lines of
/// `lineHeight`, as many lines as needed at the width it gets.
///
/// Counts its measurements.
final class WrappingNode: LayoutNode {
  var length: CGFloat {
    didSet { invalidateIntrinsicContentSize() }
  }
  let lineHeight: CGFloat
  private(set) var measuredWidths: [CGFloat] = []

  init(length: CGFloat, lineHeight: CGFloat = 20) {
    self.length = length
    self.lineHeight = lineHeight
    super.init(frame: .zero)
  }

  override var intrinsicContentSize: CGSize { CGSize(width: length, height: lineHeight) }
  override var hasHeightForWidth: Bool { true }

  override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    measuredWidths.append(width)
    let lines = width > 0 ? (length / width).rounded(.up) : 1
    return CGSize(width: min(length, width), height: max(lines, 1) * lineHeight)
  }
}

/// Pins `child`'s four edges to `parent`'s with the given insets.
func pin(_ child: LayoutNode, to parent: LayoutNode, insets: EdgeInsets = .zero) {
  LayoutConstraint.activate(edges(of: child, to: parent, insets: insets))
}

/// Pins `child`'s four edges to a guide's.
func pin(_ child: LayoutNode, to guide: LayoutGuide) {
  LayoutConstraint.activate([
    child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    child.topAnchor.constraint(equalTo: guide.topAnchor),
    child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
  ])
}

/// The four edge constraints of `child` to `parent`, inactive.
func edges(of child: LayoutNode, to parent: LayoutNode, insets: EdgeInsets = .zero)
  -> [LayoutConstraint]
{
  [
    child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: insets.left),
    child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -insets.right),
    child.topAnchor.constraint(equalTo: parent.topAnchor, constant: insets.top),
    child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -insets.bottom),
  ]
}

/// Collects diagnostics of one hierarchy.
final class IssueLog {
  var issues: [LayoutIssue] = []

  /// Installs the log as `root`'s diagnostics handler.
  func install(on root: LayoutNode) {
    root.diagnosticsHandler = { [unowned self] issue in issues.append(issue) }
  }

  var conflicts: [LayoutConflict] {
    issues.compactMap { if case .conflict(let c) = $0 { c } else { nil } }
  }
}
