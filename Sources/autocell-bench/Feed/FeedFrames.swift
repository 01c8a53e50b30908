import AutoCell
import Foundation

/// The anchors form's frames, for `Benchmarks/feed_compare.py` to check against Yoga's: for
/// items 0, 7 and 1234 at widths 375 and 667, a line `item width height` with the cell's
/// height, then a line `item width leaf x y width height` per leaf (in
/// ``FeedAnchorsCell/leaves`` order), in the cell's coordinates.
enum FeedFrames {
  static func report() -> String {
    var lines: [String] = []
    for id in [0, 7, 1234] {
      for width in [375, 667] as [CGFloat] {
        let cell = FeedAnchorsCell(text: .replayed)
        cell.configure(FeedItem(id: id))
        let height = FeedBenchmarks.fitAndLayOut(cell, width: width)
        lines.append("\(id) \(number(width)) \(number(height))")
        for (index, leaf) in cell.leaves.enumerated() {
          let frame = frame(of: leaf, in: cell)
          lines.append(
            "\(id) \(number(width)) \(index) \(number(frame.minX)) \(number(frame.minY)) "
              + "\(number(frame.width)) \(number(frame.height))")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `node`'s frame in `ancestor`'s coordinates.
  static func frame(of node: LayoutNode, in ancestor: LayoutNode) -> CGRect {
    var frame = node.frame
    var parent = node.superview
    while let current = parent, current !== ancestor {
      frame.origin.x += current.frame.minX
      frame.origin.y += current.frame.minY
      parent = current.superview
    }
    return frame
  }

  /// A value as the Yoga driver prints it: up to two decimals, no trailing zeros.
  static func number(_ value: CGFloat) -> String {
    let text = String(format: "%.2f", Double(value))
    var trimmed = Substring(text)
    while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
    if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
    return trimmed == "-0" ? "0" : String(trimmed)
  }
}
