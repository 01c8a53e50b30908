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

  /// The space between two neighbours: the fixed spacing (NaN and negative read as 0), else
  /// the distance their spacing preferences ask for.
  ///
  /// Every subview prefers the system spacing on every edge (``LayoutSubview/spacing``), so every
  /// pair is as far apart and the preferences need not be asked of each subview. O(1).
  @inline(__always)
  var gap: CGFloat {
    if let spacing { return spacing.isFinite && spacing > 0 ? spacing : 0 }
    return ViewSpacing().distance(to: ViewSpacing(), along: axis)
  }

  /// The sum of the gaps between the subviews (added one by one, as the placement adds
  /// them).
  ///
  /// O(*n*).
  func totalSpacing(_ subviews: LayoutSubviews) -> CGFloat {
    let gap = gap
    var total: CGFloat = 0
    for _ in 1..<max(1, subviews.count) { total += gap }
    return total
  }

  /// What one subview is proposed and answers.
  struct Child {
    var proposal: ProposedViewSize
    var size: CGSize
  }

  /// What the stack knows of one subview when it hands out space along the axis.
  struct StackEntry {
    var index: Int
    var priority: Double
    var minimum: CGFloat
    var flexibility: CGFloat
    var isSpacer: Bool

    /// Whether this subview is offered space before `other`: higher priority first, then
    /// (within a priority) spacers last, then the least flexible, then in order.
    @inline(__always)
    func isOffered(before other: StackEntry) -> Bool {
      if priority != other.priority { return priority > other.priority }
      if isSpacer != other.isSpacer { return other.isSpacer }
      if flexibility != other.flexibility { return flexibility < other.flexibility }
      return index < other.index
    }
  }

  /// `body`'s answer for the proposal each subview is given and its size when the stack is
  /// offered `proposal` (indexed from 0), in a temporary buffer valid during the call.
  ///
  /// - Complexity: three proposals per subview (minimum, maximum, share) plus an insertion
  ///   sort (quadratic at worst, which a stack's few subviews never feel) when the axis's
  ///   proposal is a length; one proposal per subview when it is nil. No heap allocation
  ///   for a stack's usual few subviews (the buffers are temporary allocations).
  func withChildSizes<Result>(
    for proposal: ProposedViewSize, subviews: LayoutSubviews,
    _ body: (UnsafeMutableBufferPointer<Child>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: Child.self, capacity: subviews.count) { children in
      children.initialize(repeating: Child(proposal: proposal, size: .zero))
      fillChildSizes(children, for: proposal, subviews: subviews)
      return body(children)
    }
  }

  /// Writes each subview's proposal and size into `children` (see
  /// ``withChildSizes(for:subviews:_:)``).
  private func fillChildSizes(
    _ children: UnsafeMutableBufferPointer<Child>, for proposal: ProposedViewSize,
    subviews: LayoutSubviews
  ) {
    let count = subviews.count
    let first = subviews.startIndex
    // The subviews are asked through their storage, not through a `LayoutSubview` each,
    // which would retain and release the storage per question (what
    // `LayoutSubview.sizeThatFits(_:)` does: the size for the sanitized proposal).
    let storage = subviews.storage
    let nodes = storage.nodes
    let proposal = proposal.sanitized
    guard let offered = proposal[axis] else {
      for index in 0..<count {
        children[index].size = storage.size(at: first + index, for: proposal, of: nodes)
      }
      return
    }
    withUnsafeTemporaryAllocation(of: StackEntry.self, capacity: count) { entries in
      var probe = proposal
      for index in 0..<count {
        probe[axis] = 0
        let minimum = storage.size(at: first + index, for: probe, of: nodes)[axis]
        probe[axis] = .infinity
        let maximum = storage.size(at: first + index, for: probe, of: nodes)[axis]
        (entries.baseAddress! + index).initialize(
          to: StackEntry(
            index: index, priority: storage.priority(at: first + index), minimum: minimum,
            flexibility: maximum - minimum, isSpacer: storage.isSpacer(at: first + index)))
      }
      // Insertion sort: stacks are short, and it needs no closure or buffer.
      for end in entries.indices.dropFirst() {
        let entry = entries[end]
        var slot = end
        while slot > 0, entry.isOffered(before: entries[slot - 1]) {
          entries[slot] = entries[slot - 1]
          slot -= 1
        }
        entries[slot] = entry
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
          children[index].proposal[axis] = share
          let size = storage.size(
            at: first + index, for: children[index].proposal.sanitized, of: nodes)
          children[index].size = size
          remaining -= size[axis]
        }
        position = groupEnd
      }
    }
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

extension AlignmentKey {
  /// Whether `subviews` are lined up on this guide one by one (each one's position of the
  /// guide, explicit or default): on a text baseline or a custom guide, or when any of them
  /// may set its guides; otherwise each is aligned in the room by the guide's fraction of it.
  @inline(__always)
  func linesUp(_ subviews: LayoutSubviews) -> Bool {
    !isEdgeOrCenter || subviews.storage.anyExplicitGuides
  }

  /// Where content `extent` long starts in `room` points: at the start for the leading, top,
  /// baseline and custom guides (lined-up content is as long as the room it is given), in
  /// the middle for centre, at the end for trailing and bottom.
  @inline(__always)
  func start(of extent: CGFloat, in room: CGFloat) -> CGFloat {
    switch kind {
    case .start, .firstTextBaseline, .lastTextBaseline, .custom: 0
    case .center: (room - extent) / 2
    case .end: room - extent
    }
  }
}

extension StackAlgorithm {
  /// The stack's size for `proposal`.
  func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: LayoutSubviews, alignment: AlignmentKey
  ) -> CGSize {
    withChildSizes(for: proposal, subviews: subviews) { children in
      var size = CGSize.zero
      for child in children { size[axis] += child.size[axis] }
      size[axis] += totalSpacing(subviews)
      size[axis.cross] =
        alignment.linesUp(subviews)
        ? lineUpExtent(children, subviews, alignment) : crossExtent(of: children)
      return size
    }
  }

  /// Places the subviews in `bounds`, sized for `proposal` as when the stack was measured
  /// (so they fill the size it answered): from its leading (top) edge along the axis, lined
  /// up across it.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    alignment: AlignmentKey
  ) {
    withChildSizes(for: proposal, subviews: subviews) { children in
      place(children, in: bounds, subviews: subviews, alignment: alignment)
    }
  }

  /// Places the subviews at `children`'s sizes (see
  /// ``placeSubviews(in:proposal:subviews:alignment:)``).
  private func place(
    _ children: UnsafeMutableBufferPointer<Child>, in bounds: CGRect, subviews: LayoutSubviews,
    alignment: AlignmentKey
  ) {
    let room = bounds.size[axis.cross]
    let crossMin = axis == .horizontal ? bounds.minY : bounds.minX
    var offsets: [CGFloat] = []
    var crossStart = crossMin
    if alignment.linesUp(subviews) {
      let lined = lineUp(children, subviews, alignment)
      offsets = lined.offsets
      crossStart += alignment.start(of: lined.extent, in: room)
    }
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    let first = subviews.startIndex
    for index in children.indices {
      let length = children[index].size[axis.cross]
      var origin = CGPoint.zero
      origin[axis] = position
      origin[axis.cross] =
        offsets.isEmpty
        ? crossMin + alignment.start(of: length, in: room) : crossStart + offsets[index]
      subviews[first + index].place(
        at: origin, anchor: .topLeading, proposal: children[index].proposal)
      position += children[index].size[axis]
      if index + 1 < children.count { position += gap }
    }
  }

  /// The largest length across the axis.
  private func crossExtent(of children: UnsafeMutableBufferPointer<Child>) -> CGFloat {
    var extent: CGFloat = 0
    for child in children { extent = max(extent, child.size[axis.cross]) }
    return extent
  }

  /// The extent the subviews reach lined up on their guides (what ``lineUp(guides:lengths:)``
  /// gives, without its arrays).
  private func lineUpExtent(
    _ children: UnsafeMutableBufferPointer<Child>, _ subviews: LayoutSubviews,
    _ alignment: AlignmentKey
  ) -> CGFloat {
    let first = subviews.startIndex
    return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: children.count) { guides in
      var line: CGFloat = 0
      for index in children.indices {
        let guide = subviews[first + index].guide(alignment, size: children[index].size)
        (guides.baseAddress! + index).initialize(to: guide)
        line = max(line, guide)
      }
      var extent: CGFloat = 0
      for index in children.indices {
        extent = max(extent, (line - guides[index]) + children[index].size[axis.cross])
      }
      return extent
    }
  }

  /// The subviews lined up on their guides: each one's offset from the top and the
  /// extent they reach.
  private func lineUp(
    _ children: UnsafeMutableBufferPointer<Child>, _ subviews: LayoutSubviews,
    _ alignment: AlignmentKey
  ) -> (offsets: [CGFloat], extent: CGFloat) {
    let first = subviews.startIndex
    var guides = [CGFloat](repeating: 0, count: children.count)
    var lengths = guides
    for index in children.indices {
      guides[index] = subviews[first + index].guide(alignment, size: children[index].size)
      lengths[index] = children[index].size[axis.cross]
    }
    return Self.lineUp(guides: guides, lengths: lengths)
  }
}
