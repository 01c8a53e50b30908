import Foundation

extension ListSizer {
  /// Where a scrolled-to element ends up in the viewport, like UIKit's
  /// `UITableView.ScrollPosition`.
  public enum ScrollPosition: Sendable, Hashable {
    /// As little scrolling as shows the whole element (none if it is shown already).
    case none
    /// The element's top at the viewport's top.
    case top
    /// The element's centre at the viewport's centre.
    case middle
    /// The element's bottom at the viewport's bottom.
    case bottom

    /// The offset this position asks for to show an element spanning `top...bottom` in a
    /// viewport `viewport` points tall now at offset `current`.
    func offset(top: CGFloat, bottom: CGFloat, viewport: CGFloat, current: CGFloat) -> CGFloat {
      switch self {
      case .top: return top
      case .middle: return (top + bottom - viewport) / 2
      case .bottom: return bottom - viewport
      case .none:
        // Shown whole already: no scrolling; else the nearer edge (the top of a taller one).
        if bottom - top > viewport || top < current { return top }
        return bottom > current + viewport ? bottom - viewport : current
      }
    }
  }

  /// The content offset that shows the element at `row` at `position` in a viewport
  /// `viewportHeight` points tall, as UIKit's `scrollToRow(at:at:animated:)` scrolls, with the
  /// elements the viewport then shows measured first: the offset is computed, the elements
  /// it shows that still have estimated heights are measured, and again, until every element
  /// in the viewport is measured.
  ///
  /// So the element lands exactly where asked, whatever the estimates of its neighbours: the last
  /// row of a list of estimates, scrolled to `.bottom`, ends exactly at the viewport's bottom.
  /// Elements above the viewport keep their estimates, as in UIKit. The offset is clamped to the
  /// content, `0...max(0, totalHeight - viewportHeight)`, as a scroll view clamps it;
  /// `currentOffset` is the viewport's offset now, used by ``ScrollPosition/none``.
  ///
  /// - Precondition: `0 <= row < count`.
  /// - Complexity: O(*k* log *n*) expected for the *k* elements in the viewport, plus their
  ///   measurements.
  public func offset(
    scrollingToRow row: Int, at position: ScrollPosition, viewportHeight: CGFloat,
    currentOffset: CGFloat = 0
  ) -> CGFloat {
    checkRow(row)
    let viewport = ListSizer.sanitized(viewportHeight)
    measureRow(row)
    while true {
      let top = offset(ofRow: row)
      let desired = position.offset(
        top: top, bottom: top + height(ofRow: row), viewport: viewport, current: currentOffset)
      let target = min(max(desired, 0), max(0, totalHeight - viewport))  // within the content
      let shown = rows(inViewportAt: target, height: viewport)
      guard shown.contains(where: { !isMeasured(row: $0) }) else { return target }
      measureRows(shown)  // each round measures at least one element, so the loop ends
    }
  }

  /// The elements a viewport `height` tall at `offset` shows (at least one).
  private func rows(inViewportAt offset: CGFloat, height: CGFloat) -> Range<Int> {
    guard let first = row(atOffset: offset) else { return 0..<0 }
    var end = first + 1
    while end < count, self.offset(ofRow: end) < offset + height { end += 1 }
    return first..<end
  }
}
