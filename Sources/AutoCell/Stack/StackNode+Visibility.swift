import Foundation

// Hiding and showing arranged nodes without rebuilding the stack's constraints.

/// The constraints of a `.fill` stack aligned by edges or centres that hiding or showing an
/// arranged node changes: the chain of visible nodes (first to the container's start, each to
/// the next visible one, last to the container's end), the hidden nodes' collapse, the visible
/// nodes' alignment across the axis and the tie-break.
///
/// ``update(_:gap:)`` compares what the nodes need with what is active and changes only the
/// difference, reusing the constraints it made before, so a toggle is a few incremental solver
/// changes, never a rebuild.
struct StackVisibility {
  /// The start, end and size attributes along the stack's axis.
  let start: LayoutAttribute
  let end: LayoutAttribute
  let size: LayoutAttribute
  /// The item the nodes are laid out in: the stack or its margins guide.
  let container: LayoutItem
  /// The cross-axis start attribute when a hidden node must be pinned there (its alignment's
  /// constraints do not keep it there), else nil.
  let crossStart: LayoutAttribute?
  /// The constraints that align the visible nodes across the axis (made by the arrangement,
  /// inactive, the same number for each node, in order); a node's are active while it is
  /// visible.
  var alignments: [LayoutConstraint] = []
  /// The number of arranged nodes the state was made for.
  private(set) var nodeCount = -1
  /// Per node, made when first needed and reused: its spacings to the next visible nodes it
  /// has had (by target), its start at the container's start (while it is hidden or the first
  /// visible node), its end at the container's end and its tie-break (while it is the last
  /// visible node), its collapse (while hidden).
  private var links: [[Link]] = []
  private var startPins: [LayoutConstraint?] = []
  private var endPins: [LayoutConstraint?] = []
  private var tieBreaks: [LayoutConstraint?] = []
  private var collapses: [[LayoutConstraint]] = []

  /// A spacing from a node to the next visible node, `target`.
  private struct Link {
    let target: Int
    let constraint: LayoutConstraint
  }

  init(
    start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, container: LayoutItem,
    crossStart: LayoutAttribute?
  ) {
    self.start = start
    self.end = end
    self.size = size
    self.container = container
    self.crossStart = crossStart
  }

  /// UIKit: "If there's any ambiguity, the stack view resizes the arranged views based on
  /// their index".
  ///
  /// Ties that hugging and compression resistance leave go to the last visible node: its size is
  /// pulled toward the whole container's at priority 1, below everything else, which pulls every
  /// node before it toward zero with the same weight.
  func tieBreak(_ item: LayoutItem) -> LayoutConstraint {
    StackArrangementBuilder.make(
      item, size, .greaterThanOrEqual, container, size, priority: LayoutPriority(1),
      id: "stack.fill.tieBreak")
  }

  /// Activates the constraints `nodes` (the arranged nodes the state was built for) need now
  /// and deactivates those they no longer need, every deactivation first (so no two required
  /// constraints ever conflict on the way); `gap` gives the spacing after a node.
  ///
  /// A toggle swaps one constraint of the chain for another (a spacing to the hidden node for
  /// the next node's start pin, or back): the first of the chain's constraints to go and the
  /// first to come are exchanged in one solver change (see `LayoutConstraint.exchange(_:for:)`),
  /// after every other deactivation and before every other activation. (One exchange only:
  /// with two, the second's old constraint would still be there when the first's new one comes
  /// in, and the two could conflict.)
  ///
  /// O(*n*) for *n* nodes, plus an incremental solver change for each constraint that changed.
  mutating func update(_ nodes: [LayoutNode], gap: (LayoutNode) -> CGFloat) {
    let count = nodes.count
    if nodeCount != count {
      nodeCount = count
      links = Array(repeating: [], count: count)
      startPins = Array(repeating: nil, count: count)
      endPins = startPins
      tieBreaks = startPins
      collapses = Array(repeating: [], count: count)
    }
    // The next visible node after each node (-1: none), the first and last visible nodes.
    var nextVisible = Array(repeating: -1, count: count)
    var next = -1
    var lastVisible = -1
    for index in nodes.indices.reversed() {
      nextVisible[index] = next
      if !nodes[index].isHidden {
        if next < 0 { lastVisible = index }
        next = index
      }
    }
    let firstVisible = next
    let stride = count > 0 ? alignments.count / count : 0
    // What goes and what comes, in order, and the first of the chain's spacings and pins in
    // each; changes happen only once both are known.
    var leaving: [LayoutConstraint] = []
    var entering: [LayoutConstraint] = []
    var firstLeaving = -1
    var firstEntering = -1
    var spacings: [(LayoutConstraint, CGFloat)] = []
    func leave(_ constraint: LayoutConstraint?, chain: Bool = false) {
      guard let constraint, constraint.isActive else { return }
      if chain && firstLeaving < 0 { firstLeaving = leaving.count }
      leaving.append(constraint)
    }
    func enter(_ constraint: LayoutConstraint?, chain: Bool = false) {
      guard let constraint, !constraint.isActive else { return }
      if chain && firstEntering < 0 { firstEntering = entering.count }
      entering.append(constraint)
    }
    for (index, node) in nodes.enumerated() {
      let hidden = node.isHidden
      if hidden {
        for alignment in alignments[index * stride..<(index + 1) * stride] { leave(alignment) }
      } else {
        for collapse in collapses[index] { leave(collapse) }
      }
      for link in links[index] where hidden || link.target != nextVisible[index] {
        leave(link.constraint, chain: true)
      }
      if !hidden && index != firstVisible { leave(startPins[index], chain: true) }
      if index != lastVisible {
        leave(endPins[index], chain: true)
        leave(tieBreaks[index])
      }
    }
    for index in nodes.indices.reversed() {
      let node = nodes[index]
      if node.isHidden {
        if collapses[index].isEmpty { collapses[index] = collapse(node.item) }
        for collapse in collapses[index] { enter(collapse) }
        enter(startPin(index, node.item), chain: true)
        continue
      }
      for alignment in alignments[index * stride..<(index + 1) * stride] { enter(alignment) }
      let target = nextVisible[index]
      if target >= 0 {
        let spacing = gap(node)
        if let link = links[index].first(where: { $0.target == target }) {
          spacings.append((link.constraint, spacing))
          enter(link.constraint, chain: true)
        } else {
          let made = StackArrangementBuilder.make(
            nodes[target].item, start, .equal, node.item, end, constant: spacing,
            id: "stack.spacing")
          links[index].append(Link(target: target, constraint: made))
          enter(made, chain: true)
        }
      }
      if index == lastVisible {
        if endPins[index] == nil {
          endPins[index] = StackArrangementBuilder.make(
            node.item, end, .equal, container, end, id: "stack.end")
          tieBreaks[index] = tieBreak(node.item)
        }
        enter(endPins[index], chain: true)
        enter(tieBreaks[index])
      }
      if index == firstVisible { enter(startPin(index, node.item), chain: true) }
    }
    let paired = firstLeaving >= 0 && firstEntering >= 0
    for (position, constraint) in leaving.enumerated() where !paired || position != firstLeaving {
      constraint.isActive = false
    }
    for (constraint, spacing) in spacings { constraint.constant = spacing }
    if paired {
      LayoutConstraint.exchange(leaving[firstLeaving], for: entering[firstEntering])
    }
    for (position, constraint) in entering.enumerated()
    where !paired || position != firstEntering {
      constraint.isActive = true
    }
  }

  /// The node's start at the container's start, made when first needed.
  private mutating func startPin(_ index: Int, _ item: LayoutItem) -> LayoutConstraint? {
    if startPins[index] == nil {
      startPins[index] = StackArrangementBuilder.make(
        item, start, .equal, container, start, id: "stack.start")
    }
    return startPins[index]
  }

  /// Deactivates every constraint of the state.
  func deactivate() {
    LayoutConstraint.deactivate(alignments)
    for index in links.indices {
      for link in links[index] { link.constraint.isActive = false }
      LayoutConstraint.deactivate(collapses[index])
      startPins[index]?.isActive = false
      endPins[index]?.isActive = false
      tieBreaks[index]?.isActive = false
    }
  }

  /// A hidden node's size along the axis held at zero at priority 999 (UIKit's `UISV-hiding`),
  /// and with ``crossStart``, its cross start at the container's (its start along the axis is
  /// its start pin).
  private func collapse(_ item: LayoutItem) -> [LayoutConstraint] {
    var made = [
      StackArrangementBuilder.make(
        item, size, .equal, nil, size, priority: .required - 1, id: "stack.hiding")
    ]
    if let crossStart {
      made.append(
        StackArrangementBuilder.make(
          item, crossStart, .equal, container, crossStart, id: "stack.hidden.cross"))
    }
    return made
  }
}

extension StackNode {
  /// The gap after `node`: its custom spacing, else the stack's (system spacing is 8).
  func gap(after node: LayoutNode) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(node)] ?? spacing
    return value == Self.spacingUseSystem ? LayoutConstraint.systemSpacing : value
  }

  /// Follows the arranged nodes' visibility and gaps in place when the arrangement allows it
  /// (it is built, made in place and for these arranged nodes), otherwise rebuilds it.
  ///
  /// O(*n*) for *n* arranged nodes, with solver changes only for what changed.
  func updateArrangement() {
    guard !arrangementIsStale, arrangesInPlace, visibility?.nodeCount == arrangedSubviews.count
    else {
      rebuildArrangement()
      return
    }
    visibility?.update(arrangedSubviews, gap: gap(after:))
  }
}
