import Foundation

/// Children left to right, wrapping to a new row when the next one no longer fits: the tag
/// view layout.
///
/// Each child takes its ideal size (one wider than the row is offered the row's width). A
/// row holds children while the next one fits: `x + spacing + width <= row width`; rows are
/// `lineSpacing` apart and as tall as their tallest child, in which children are aligned by
/// ``alignment``. Offered nil width, all children share one row. The answer is the widest
/// row by the rows' total height.
public struct FlowContent: ContentNode {
  /// The space between neighbours in a row.
  public var spacing: CGFloat
  /// The space between rows.
  public var lineSpacing: CGFloat
  /// Where children shorter than their row sit.
  public var alignment: ContentAlignment.Vertical
  /// The children, in reading order.
  public var children: [any ContentNode]

  /// Creates a flow of `children`.
  public init(
    spacing: CGFloat = 8, lineSpacing: CGFloat = 8, alignment: ContentAlignment.Vertical = .center,
    children: [any ContentNode]
  ) {
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.alignment = alignment
    self.children = children
  }

  /// Creates a flow of the children built by `content`.
  public init(
    spacing: CGFloat = 8, lineSpacing: CGFloat = 8, alignment: ContentAlignment.Vertical = .center,
    @ContentBuilder content: () -> [any ContentNode]
  ) {
    self.init(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, children: content())
  }

  /// One row: the range of children in it and its size.
  struct Row {
    var children: Range<Int>
    var size: CGSize
  }

  /// The children's sizes and the rows at `width` (nil: one row). O(children).
  func rows(width: CGFloat?) -> (sizes: [CGSize], rows: [Row]) {
    let limit = width ?? .infinity
    var sizes: [CGSize] = []
    sizes.reserveCapacity(children.count)
    var rows: [Row] = []
    var current = Row(children: 0..<0, size: .zero)
    for (index, child) in children.enumerated() {
      var size = child.sizeThatFits(.unspecified)
      if size.width > limit { size = child.sizeThatFits(ProposedSize(width: limit, height: nil)) }
      sizes.append(size)
      if !current.children.isEmpty, current.size.width + spacing + size.width > limit {
        rows.append(current)
        current = Row(children: index..<index, size: .zero)
      }
      let gap = current.children.isEmpty ? 0 : spacing
      current.children = current.children.lowerBound..<(index + 1)
      current.size.width += gap + size.width
      current.size.height = max(current.size.height, size.height)
    }
    if !current.children.isEmpty { rows.append(current) }
    return (sizes, rows)
  }

  /// The widest row by the rows' heights plus line spacing.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
    let rows = rows(width: proposal.width).rows
    var size = CGSize.zero
    for row in rows {
      size.width = max(size.width, row.size.width)
      size.height += row.size.height
    }
    size.height += lineSpacing * CGFloat(max(0, rows.count - 1))
    return size
  }

  /// The children in rows from `bounds`' top left corner, wrapped at its width.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    let (sizes, rows) = rows(width: bounds.width)
    var placements: [ContentPlacement] = []
    placements.reserveCapacity(children.count)
    var y = bounds.minY
    for row in rows {
      var x = bounds.minX
      for index in row.children {
        let size = sizes[index]
        let origin = CGPoint(x: x, y: y + alignment.offset(of: size.height, in: row.size.height))
        placements.append(
          ContentPlacement(node: children[index], frame: CGRect(origin: origin, size: size)))
        x += size.width + spacing
      }
      y += row.size.height + lineSpacing
    }
    return placements
  }
}
