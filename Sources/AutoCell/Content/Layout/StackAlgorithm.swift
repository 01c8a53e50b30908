import Foundation

/// The layout shared by ``HStackLayout`` and ``VStackLayout``: subviews in a row along `axis`,
/// following SwiftUI's stack algorithm.
///
/// Along the axis, offered a length, the stack subtracts the spacing and hands out the rest
/// in order of descending ``LayoutSubview/priority`` and, within a priority, ascending
/// flexibility (a subview's length proposed infinity minus its length proposed 0: the least
/// flexible first). Each subview is offered an equal share of what is left (after the
/// minimums of lower-priority subviews are reserved) and takes what it answers. Offered nil,
/// every subview is asked for its ideal length.
///
/// Spacers come last within their priority, as a group of their own: a text next to a
/// `Spacer()` is offered everything but the spacer's minimum length, so it wraps only when
/// it must. This is observed SwiftUI behaviour (a leading-aligned row `HStack { Text(...);
/// Spacer() }` wraps its text at the width less 16, spacing and spacer), not documented; the
/// plain flexibility order would give the text only half the row. Across the axis, the stack's proposal is
/// passed to every subview unchanged, and subviews are lined up on the alignment guide: the
/// stack is as thick as the lined-up subviews reach.
struct StackAlgorithm {
  /// The axis subviews are laid along.
  let axis: LayoutAxis
  /// The fixed space between neighbours, or nil for their preferences (``ViewSpacing``).
  let spacing: CGFloat?

  /// The space between the subview at `index` and the next one.
  @inline(__always)
  func gap(after index: Int, in subviews: LayoutSubviews) -> CGFloat {
    if let spacing { return spacing.isFinite && spacing > 0 ? spacing : 0 }
    return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
  }

  /// The sum of the gaps between the subviews.
  func totalSpacing(_ subviews: LayoutSubviews) -> CGFloat {
    var total: CGFloat = 0
    for index in subviews.indices.dropLast() { total += gap(after: index, in: subviews) }
    return total
  }

  /// The proposals the subviews are given, and their sizes, when the stack is offered
  /// `proposal` (indexed from 0).
  ///
  /// - Complexity: three proposals per subview (minimum, maximum, share) plus sorting when
  ///   the axis's proposal is a length; one per subview when it is nil.
  func childSizes(for proposal: ProposedSize, subviews: LayoutSubviews) -> (
    proposals: [ProposedSize], sizes: [CGSize]
  ) {
    let count = subviews.count
    var proposals = [ProposedSize](repeating: proposal, count: count)
    var sizes = [CGSize](repeating: .zero, count: count)
    let first = subviews.startIndex
    guard let offered = proposal[axis] else {
      for index in 0..<count { sizes[index] = subviews[first + index].sizeThatFits(proposal) }
      return (proposals, sizes)
    }
    struct Entry {
      var index: Int
      var priority: Double
      var minimum: CGFloat
      var flexibility: CGFloat
      var isSpacer: Bool
    }
    var entries: [Entry] = []
    entries.reserveCapacity(count)
    var probe = proposal
    for index in 0..<count {
      let subview = subviews[first + index]
      probe[axis] = 0
      let minimum = subview.sizeThatFits(probe)[axis]
      probe[axis] = .infinity
      let maximum = subview.sizeThatFits(probe)[axis]
      entries.append(
        Entry(
          index: index, priority: subview.priority, minimum: minimum,
          flexibility: maximum - minimum, isSpacer: subview.isSpacer))
    }
    entries.sort { a, b in
      if a.priority != b.priority { return a.priority > b.priority }
      if a.isSpacer != b.isSpacer { return b.isSpacer }
      if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
      return a.index < b.index
    }
    var remaining = max(0, offered - totalSpacing(subviews))
    var reserved: CGFloat = 0
    for entry in entries { reserved += entry.minimum }
    var position = 0
    while position < count {
      // One group (a priority; its spacers apart): entries[position..<groupEnd]; later
      // groups keep their minimums.
      let priority = entries[position].priority
      let isSpacer = entries[position].isSpacer
      var groupEnd = position
      while groupEnd < count, entries[groupEnd].priority == priority,
        entries[groupEnd].isSpacer == isSpacer
      {
        reserved -= entries[groupEnd].minimum
        groupEnd += 1
      }
      for slot in position..<groupEnd {
        let index = entries[slot].index
        let share = max(0, remaining - reserved) / CGFloat(groupEnd - slot)
        proposals[index][axis] = share
        let size = subviews[first + index].sizeThatFits(proposals[index])
        sizes[index] = size
        remaining -= size[axis]
      }
      position = groupEnd
    }
    return (proposals, sizes)
  }

  /// The positions across the axis of subviews of `sizes` lined up on their guides
  /// `guides`, from 0, and the extent they reach.
  static func lineUp(guides: [CGFloat], lengths: [CGFloat]) -> (offsets: [CGFloat], extent: CGFloat)
  {
    var line: CGFloat = 0
    for guide in guides { line = max(line, guide) }
    var offsets = guides
    var extent: CGFloat = 0
    for index in guides.indices {
      offsets[index] = line - guides[index]
      extent = max(extent, offsets[index] + lengths[index])
    }
    return (offsets, extent)
  }
}

/// How a stack lines its subviews up across its axis.
enum CrossAlignment {
  /// An HStack's: a vertical guide.
  case vertical(VerticalAlignment)
  /// A VStack's: a horizontal guide.
  case horizontal(HorizontalAlignment)

  /// The guide's position in a subview of `size`, given its `proposal` (text baselines are
  /// asked of the subview).
  func guide(of subview: LayoutSubview, size: CGSize, proposal: ProposedSize) -> CGFloat {
    switch self {
    case .horizontal(let alignment): alignment.value(inWidth: size.width)
    case .vertical(let alignment):
      alignment.isTextBaseline
        ? subview.dimensions(in: proposal)[alignment] : alignment.value(inHeight: size.height)
    }
  }

  /// Where lined-up content `extent` long starts in `room` points: at the start for the
  /// leading, top and baseline guides, in the middle for centre, at the end for trailing
  /// and bottom.
  func start(of extent: CGFloat, in room: CGFloat) -> CGFloat {
    switch self {
    case .horizontal(.leading), .vertical(.top), .vertical(.firstTextBaseline),
      .vertical(.lastTextBaseline):
      0
    case .horizontal(.center), .vertical(.center): (room - extent) / 2
    case .horizontal(.trailing), .vertical(.bottom): room - extent
    }
  }
}

extension StackAlgorithm {
  /// The stack's size for `proposal`.
  func sizeThatFits(
    _ proposal: ProposedSize, subviews: LayoutSubviews, alignment: CrossAlignment
  ) -> CGSize {
    let (proposals, sizes) = childSizes(for: proposal, subviews: subviews)
    var size = CGSize.zero
    for child in sizes { size[axis] += child[axis] }
    size[axis] += totalSpacing(subviews)
    size[axis.cross] = crossLayout(proposals, sizes, subviews, alignment).extent
    return size
  }

  /// Places the subviews in `bounds`, sized for `proposal` as when the stack was measured
  /// (so they fill the size it answered): from its leading (top) edge along the axis, lined
  /// up across it.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedSize, subviews: LayoutSubviews, alignment: CrossAlignment
  ) {
    let (proposals, sizes) = childSizes(for: proposal, subviews: subviews)
    let (offsets, extent) = crossLayout(proposals, sizes, subviews, alignment)
    let crossStart =
      (axis == .horizontal ? bounds.minY : bounds.minX)
      + alignment.start(of: extent, in: bounds.size[axis.cross])
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    let first = subviews.startIndex
    for index in sizes.indices {
      var origin = CGPoint.zero
      origin[axis] = position
      origin[axis.cross] = crossStart + offsets[index]
      subviews[first + index].place(at: origin, anchor: .topLeading, proposal: proposals[index])
      position += sizes[index][axis]
      if index + 1 < sizes.count { position += gap(after: first + index, in: subviews) }
    }
  }

  private func crossLayout(
    _ proposals: [ProposedSize], _ sizes: [CGSize], _ subviews: LayoutSubviews,
    _ alignment: CrossAlignment
  ) -> (offsets: [CGFloat], extent: CGFloat) {
    let first = subviews.startIndex
    var guides = [CGFloat](repeating: 0, count: sizes.count)
    var lengths = guides
    for index in sizes.indices {
      guides[index] = alignment.guide(
        of: subviews[first + index], size: sizes[index], proposal: proposals[index])
      lengths[index] = sizes[index][axis.cross]
    }
    return Self.lineUp(guides: guides, lengths: lengths)
  }
}
