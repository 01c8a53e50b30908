import AutoCell
import Foundation

extension NodeBuilder {
  /// A vertical stack whose spacing is baseline-relative (UIKit's
  /// `isBaselineRelativeArrangement`): each gap is measured from the last baseline of one
  /// arranged view to the first baseline of the next.
  ///
  /// The stack keeps its edge-to-edge chain and gets, after each view, the custom spacing that puts
  /// the baselines `spacing` apart: a text node's baselines sit a fixed distance inside its edges
  /// (its font's), a view without text has its baselines at its bottom, so its first baseline is
  /// its height below its top (the saved height is used, and noted, as it may change). The first
  /// and last views are placed by their edges (UIKit places their outer baselines instead: noted).
  mutating func arrangeBaselines(of spec: ViewSpec, spacing: CGFloat, index: Int) {
    guard let stack = views[index].node as? StackNode else { return }
    notes.append(
      IBNote(
        line: spec.line,
        message: "stackView \(spec.id): baseline-relative arrangement spaces the views' "
          + "baselines; its first and last views are placed by their edges, not their baselines"))
    let arranged = stack.arrangedSubviews
    for (above, below) in zip(arranged, arranged.dropFirst()) {
      let afterBaseline = baselineOffsets(of: above)?.lastFromBottom ?? 0
      var beforeBaseline: CGFloat
      if let offsets = baselineOffsets(of: below) {
        beforeBaseline = offsets.first
      } else {
        let view = views.first { $0.node === below }
        beforeBaseline = view?.savedFrame?.height ?? 0
        notes.append(
          IBNote(
            line: spec.line,
            message:
              "stackView \(spec.id): baseline-relative spacing above \(view?.kind ?? "view") "
              + "\(view?.id ?? "") (no text: its baseline is its bottom) uses its saved height",
            kind: .designTime))
      }
      stack.setCustomSpacing(spacing - afterBaseline - beforeBaseline, after: above)
    }
  }

  /// The first baseline below the top and the last above the bottom of a text node, as the
  /// engine places them (the ascender of the library's Helvetica metrics, the measurer's line
  /// height); nil for other nodes.
  private func baselineOffsets(of node: LayoutNode) -> (first: CGFloat, lastFromBottom: CGFloat)? {
    guard let text = node as? TextNode else { return nil }
    let font = text.font
    let ascender =
      CGFloat(StandardTextMeasurer().metrics(for: font).ascender) * font.pointSize / 1000
    let line = text.measurer.lineHeight(of: font)
    return (first: ascender, lastFromBottom: max(0, line - ascender))
  }
}
