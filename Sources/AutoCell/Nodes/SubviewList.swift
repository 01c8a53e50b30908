/// A node's subviews in the order they were added, with removal at any position in amortized
/// O(1) and the order kept (UIKit's `subviews` order: a removal closes the gap, an addition
/// goes last).
///
/// A removed subview leaves a hole (nil) in ``slots`` instead of shifting the later subviews
/// down and renumbering them, which made removing *n* siblings one by one O(*n*²). Each subview
/// stores its slot in ``LayoutNode/indexInSuperview``. Holes at the end are dropped at once; the
/// others are squeezed out (renumbering the subviews) when they outnumber the subviews, so the
/// renumbering costs O(1) per removal, amortized. The hole-free array that
/// ``LayoutNode/subviews`` returns is built on demand and kept until the next removal
/// (additions extend it).
struct SubviewList {
  /// The subviews in order, nil where one was removed.
  private(set) var slots: [LayoutNode?] = []
  /// The number of nil entries in ``slots``.
  private(set) var holeCount = 0
  /// The subviews without holes, when built since the last removal.
  private var ordered: [LayoutNode]? = []
  /// The subview positions written so far (``LayoutNode/indexInSuperview`` assignments, at
  /// additions and when holes are squeezed out): the work that removal once did per later
  /// sibling, counted so that tests can check how it grows.
  private(set) var positionWrites = 0

  /// The number of subviews.
  ///
  /// O(1).
  var count: Int { slots.count - holeCount }

  /// Whether there are no subviews.
  ///
  /// O(1).
  var isEmpty: Bool { slots.count == holeCount }

  /// Adds `node` as the last subview.
  ///
  /// Amortized O(1).
  mutating func append(_ node: LayoutNode) {
    node.indexInSuperview = slots.count
    positionWrites += 1
    slots.append(node)
    ordered?.append(node)
  }

  /// Removes `node`, which must be one of the subviews.
  ///
  /// Amortized O(1).
  mutating func remove(_ node: LayoutNode) {
    let slot = node.indexInSuperview
    precondition(slots[slot] === node, "SubviewList: the node is not in its slot")
    slots[slot] = nil
    node.indexInSuperview = -1
    holeCount += 1
    ordered = nil
    while let last = slots.last, last == nil {
      slots.removeLast()
      holeCount -= 1
    }
    if holeCount > 16, holeCount * 2 > slots.count { squeezeHoles() }
  }

  /// The subviews in order, without holes.
  ///
  /// O(1) when already built, else O(*n*) for the *n* slots.
  mutating func array() -> [LayoutNode] {
    if let ordered { return ordered }
    let built = slots.compactMap { $0 }
    ordered = built
    return built
  }

  /// Empties the list and returns the subviews it held, in order, without renumbering them.
  ///
  /// O(*n*).
  mutating func removeAll() -> [LayoutNode] {
    let all = array()
    self = SubviewList()
    return all
  }

  /// Moves the subviews to the front, closing the holes, and renumbers them.
  ///
  /// O(*n*) for the *n* slots.
  private mutating func squeezeHoles() {
    var next = 0
    for slot in slots.indices {
      guard let node = slots[slot] else { continue }
      slots[next] = node
      node.indexInSuperview = next
      next += 1
    }
    positionWrites += next
    slots.removeLast(slots.count - next)
    holeCount = 0
  }

  /// Orphans the nodes of `pending` and releases them: a node that nothing else holds gives up its own
  /// subviews to the same loop first, so that releasing a chain of any depth takes a constant
  /// amount of stack (each deinit would otherwise release the next, one frame deeper).
  ///
  /// - Complexity: O(*s*) for the *s* nodes released.
  static func releaseWithoutRecursion(_ pending: inout [LayoutNode]) {
    while var node = pending.popLast() {
      node.superview = nil
      node.indexInSuperview = -1
      if isKnownUniquelyReferenced(&node) {
        pending.append(contentsOf: node.children.removeAll())
      }
    }
  }
}
