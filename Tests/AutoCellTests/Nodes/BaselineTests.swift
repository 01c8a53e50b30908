import AutoCell
import Foundation
import Testing

@Suite("Baselines")
struct BaselineTests {
  /// UIKit: a view without text has its baselines at its bottom; a label's first baseline
  /// is its font's ascender below its top and its last baseline the descent and leading of
  /// its last line above its bottom (Helvetica: ascender 718, line height 1156/1000 em).
  @Test func textBaselinesComeFromTheFontAndPlainNodesUseTheirBottom() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
    root.displayScale = 1024
    let label = TextNode(
      text: "several words that wrap onto more than one line", font: .system(size: 20),
      numberOfLines: 0)
    let first = LayoutNode()
    let last = LayoutNode()
    let box = LayoutNode()
    let onBox = LayoutNode()
    for node in [label, first, last, box, onBox] { root.addSubview(node) }
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      last.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
      box.heightAnchor.constraint(equalToConstant: 30),
      onBox.topAnchor.constraint(equalTo: box.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.height > 2 * 20 * 1.2 - 1e-6)  // wrapped
    #expect(abs(first.frame.minY - (10 + 0.729 * 20)) < 1e-3)
    #expect(abs(last.frame.minY - (label.frame.maxY - (1.2 - 0.729) * 20)) < 1e-3)
    #expect(onBox.frame.minY == 230)
    label.font = .system(size: 40)  // the baseline moves with the font
    root.layoutIfNeeded()
    #expect(abs(first.frame.minY - (10 + 0.729 * 40)) < 1e-3)
  }

  /// UIKit's forFirstBaselineLayout: a container's baseline anchors stand for a descendant's.
  @Test func containersForwardTheirBaselines() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.displayScale = 1024
    let title = TextNode(text: "Title", font: .system(size: 10))
    let column = StackNode(arrangedSubviews: [
      title, TextNode(text: "Second", font: .system(size: 30)),
    ])
    column.axis = .vertical
    let marker = LayoutNode()
    root.addSubview(column)
    root.addSubview(marker)
    LayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      marker.topAnchor.constraint(equalTo: column.firstBaselineAnchor),
    ])
    #expect(column.forFirstBaselineLayout === title)
    root.layoutIfNeeded()
    #expect(abs(marker.frame.minY - (50 + 7.29)) < 1e-3)
  }
}
