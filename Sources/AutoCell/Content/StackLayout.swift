import Foundation

/// The layout shared by ``HStackContent`` and ``VStackContent``: children in a row along
/// `axis` with `spacing` between them, following SwiftUI's stack algorithm.
///
/// Offered a length along the axis, the stack subtracts the spacing and hands out the rest in
/// order of descending ``ContentNode/layoutPriority`` and, within a priority, ascending
/// flexibility (a child's maximum minus its minimum length: the least flexible first). Each
/// child is offered an equal share of what is left (after the minimums of lower-priority
/// children are reserved) and takes what it answers. Offered nil, every child is asked for
/// its ideal length. The cross axis's proposal is passed to every child unchanged.
struct StackLayout {
  /// The axis children are laid along.
  let axis: LayoutAxis
  /// The space between neighbours.
  let spacing: CGFloat
  /// The children, in order.
  let children: [any ContentNode]

  /// The children's sizes when the stack is offered `proposal`.
  ///
  /// - Complexity: three proposals per child (minimum, maximum, actual) plus sorting, when the
  ///   axis's proposal is a length; one per child when it is nil.
  func childSizes(for proposal: ProposedSize) -> [CGSize] {
    guard let offered = proposal[axis] else {
      return children.map { $0.sizeThatFits(proposal, inStackAlong: axis) }
    }
    var childProposal = proposal
    let count = children.count
    var minimums = [CGFloat](repeating: 0, count: count)
    var flexibility = [CGFloat](repeating: 0, count: count)
    for (index, child) in children.enumerated() {
      childProposal[axis] = 0
      let minimum = child.sizeThatFits(childProposal, inStackAlong: axis)[axis]
      childProposal[axis] = .infinity
      let maximum = child.sizeThatFits(childProposal, inStackAlong: axis)[axis]
      minimums[index] = minimum
      flexibility[index] = maximum - minimum
    }
    let order = children.indices.sorted { a, b in
      let pa = children[a].layoutPriority
      let pb = children[b].layoutPriority
      if pa != pb { return pa > pb }
      if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
      return a < b
    }
    var remaining = max(0, offered - spacing * CGFloat(max(0, count - 1)))
    var sizes = [CGSize](repeating: .zero, count: count)
    var position = 0
    while position < count {
      // One priority group: order[position..<groupEnd].
      let priority = children[order[position]].layoutPriority
      var groupEnd = position
      while groupEnd < count, children[order[groupEnd]].layoutPriority == priority { groupEnd += 1 }
      var reserved: CGFloat = 0
      for later in order[groupEnd...] { reserved += minimums[later] }
      for slot in position..<groupEnd {
        let index = order[slot]
        let share = max(0, remaining - reserved) / CGFloat(groupEnd - slot)
        childProposal[axis] = share
        let size = children[index].sizeThatFits(childProposal, inStackAlong: axis)
        sizes[index] = size
        remaining -= size[axis]
      }
      position = groupEnd
    }
    return sizes
  }

  /// The stack's size for children of `sizes`: their lengths plus the spacing along the axis,
  /// the largest across it.
  func size(of sizes: [CGSize]) -> CGSize {
    var result = CGSize.zero
    for size in sizes {
      result[axis] += size[axis]
      result[axis.cross] = max(result[axis.cross], size[axis.cross])
    }
    result[axis] += spacing * CGFloat(max(0, sizes.count - 1))
    return result
  }

  /// The children's frames in `bounds`, from its leading (top) edge along the axis, each
  /// placed across the axis by `crossOffset(length, extent)`.
  func place(in bounds: CGRect, crossOffset: (CGFloat, CGFloat) -> CGFloat) -> [ContentPlacement] {
    let sizes = childSizes(for: ProposedSize(bounds.size))
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
    let crossExtent = bounds.size[axis.cross]
    var placements: [ContentPlacement] = []
    placements.reserveCapacity(children.count)
    for (child, size) in zip(children, sizes) {
      let cross = crossStart + crossOffset(size[axis.cross], crossExtent)
      let origin =
        axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
      placements.append(ContentPlacement(node: child, frame: CGRect(origin: origin, size: size)))
      position += size[axis] + spacing
    }
    return placements
  }
}
