import Foundation

/// Subviews left to right, wrapping to a new row when the next one no longer fits: the tag
/// cloud layout.
///
/// Each subview takes its ideal size (one wider than the row is offered the row's width). A
/// row holds subviews while the next one fits: `x + spacing + width <= row width`; rows are
/// `lineSpacing` apart and as tall as their tallest subview, in which subviews are aligned by
/// ``alignment`` (baselines: on the bottom edge). Offered nil width, all subviews share one
/// row. The answer is the widest row by the rows' total height.
public struct FlowLayout: Layout {
  /// The space between neighbours in a row.
  public var spacing: CGFloat
  /// The space between rows.
  public var lineSpacing: CGFloat
  /// Where subviews shorter than their row sit.
  public var alignment: VerticalAlignment

  /// Creates the layout.
  public init(
    spacing: CGFloat = 8, lineSpacing: CGFloat = 8, alignment: VerticalAlignment = .center
  ) {
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.alignment = alignment
  }

  /// One row: the range of subviews in it (from 0) and its size.
  struct Row {
    var children: Range<Int>
    var size: CGSize
  }

  /// The subviews' sizes and the rows at `width` (nil: one row).
  ///
  /// O(subviews).
  func rows(_ subviews: Subviews, width: CGFloat?) -> (sizes: [CGSize], rows: [Row]) {
    let limit = width ?? .infinity
    var sizes: [CGSize] = []
    sizes.reserveCapacity(subviews.count)
    var rows: [Row] = []
    var current = Row(children: 0..<0, size: .zero)
    for (index, subview) in subviews.enumerated() {
      var size = subview.sizeThatFits(.unspecified)
      if size.width > limit {
        size = subview.sizeThatFits(ProposedViewSize(width: limit, height: nil))
      }
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
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let rows = rows(subviews, width: proposal.width).rows
    var size = CGSize.zero
    for row in rows {
      size.width = max(size.width, row.size.width)
      size.height += row.size.height
    }
    size.height += lineSpacing * CGFloat(max(0, rows.count - 1))
    return size
  }

  /// The subviews in rows from `bounds`' top left corner, wrapped at its width.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let (sizes, rows) = rows(subviews, width: bounds.width)
    var y = bounds.minY
    for row in rows {
      var x = bounds.minX
      for index in row.children {
        let size = sizes[index]
        let top = y + alignment.offset(of: size.height, in: row.size.height)
        subviews[subviews.startIndex + index].place(
          at: CGPoint(x: x, y: top), anchor: .topLeading, proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.size.height + lineSpacing
    }
  }
}

/// Content in wrapping rows: ``FlowLayout`` applied to its children.
public typealias FlowContent = LayoutContent<FlowLayout>

extension LayoutContent where L == FlowLayout {
  /// Creates a flow of `children`.
  public init(
    spacing: CGFloat = 8, lineSpacing: CGFloat = 8, alignment: VerticalAlignment = .center,
    children: [any ContentNode]
  ) {
    self.init(
      FlowLayout(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment),
      children: children)
  }

  /// Creates a flow of the content built by `content`.
  public init(
    spacing: CGFloat = 8, lineSpacing: CGFloat = 8, alignment: VerticalAlignment = .center,
    @ContentBuilder content: () -> ContentList
  ) {
    self.init(
      spacing: spacing, lineSpacing: lineSpacing, alignment: alignment,
      children: content().elements)
  }
}
