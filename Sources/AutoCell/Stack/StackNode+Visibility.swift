import Foundation

// Hiding and showing arranged nodes without rebuilding the stack's constraints.

/// The constraints of a `.fill` stack aligned by edges or centres that hiding or showing an
/// arranged node changes: the chain of visible nodes (first to the container's start, each to
/// the next visible one, last to the container's end), the hidden nodes' collapse, the visible
/// nodes' bounds on the stack's thickness and the tie-break. ``update(_:gap:)`` compares what
/// the nodes need with what is there and changes only the difference, so a toggle is a few
/// incremental solver changes, never a rebuild.
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
  /// the same number for each node, in order); a node's are active while it is visible.
  var alignments: [LayoutConstraint] = []
  /// The number of arranged nodes the state was made for.
  var nodeCount = 0
  /// Each visible node's spacing to the next visible node, and that node's index.
  private var links: [Link?] = []
  /// Each hidden node's collapse: no size along the axis, at the container's start.
  private var collapses: [[LayoutConstraint]?] = []
  /// The first visible node's start at the container's start, the last one's end at its end.
  private var first: Link?
  private var last: Link?
  /// The tie-break on the last visible node (see ``tieBreak(_:)``).
  private var tieBreak: Link?

  /// A constraint made for the node at `index`.
  private struct Link {
    let index: Int
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

  /// The alignment constraints of the node at `index` among `count` nodes.
  private func alignments(of index: Int, among count: Int) -> ArraySlice<LayoutConstraint> {
    let stride = count > 0 ? alignments.count / count : 0
    return alignments[index * stride..<(index + 1) * stride]
  }

  /// UIKit: "If there's any ambiguity, the stack view resizes the arranged views based on
  /// their index". Ties that hugging and compression resistance leave go to the last visible
  /// node: its size is pulled toward the whole container's at priority 1, below everything
  /// else, which pulls every node before it toward zero with the same weight.
  func tieBreak(_ item: LayoutItem) -> LayoutConstraint {
    StackArrangementBuilder.make(
      item, size, .greaterThanOrEqual, container, size, priority: LayoutPriority(1),
      id: "stack.fill.tieBreak")
  }

  /// Makes the constraints `nodes` (the arranged nodes the state was built for) need now and
  /// removes those they no longer need; `gap` gives the spacing after a node. O(*n*) for *n*
  /// nodes, plus an incremental solver change for each constraint changed.
  mutating func update(_ nodes: [LayoutNode], gap: (LayoutNode) -> CGFloat) {
    if links.count != nodes.count {
      nodeCount = nodes.count
      links = Array(repeating: nil, count: nodes.count)
      collapses = Array(repeating: nil, count: nodes.count)
    }
    var next = -1
    for index in nodes.indices.reversed() {
      let node = nodes[index]
      if node.isHidden {
        LayoutConstraint.deactivate(Array(alignments(of: index, among: nodes.count)))
        setLink(&links[index], nil)
        if let collapse = collapses[index] {
          LayoutConstraint.activate(collapse)
        } else {
          collapses[index] = collapse(node.item)
          LayoutConstraint.activate(collapses[index] ?? [])
        }
        continue
      }
      if let collapse = collapses[index] { LayoutConstraint.deactivate(collapse) }
      LayoutConstraint.activate(Array(alignments(of: index, among: nodes.count)))
      if next >= 0 {
        let spacing = gap(node)
        if let link = links[index], link.index == next {
          link.constraint.constant = spacing
        } else {
          setLink(
            &links[index],
            Link(
              index: next,
              constraint: StackArrangementBuilder.make(
                nodes[next].item, start, .equal, node.item, end, constant: spacing,
                id: "stack.spacing")))
        }
      } else {
        setLink(&links[index], nil)
        if last?.index != index {
          setLink(&last, pin(index, node.item, end, "stack.end"))
          setLink(&tieBreak, Link(index: index, constraint: tieBreak(node.item)))
        }
      }
      next = index
    }
    if next < 0 {
      setLink(&last, nil)
      setLink(&tieBreak, nil)
    }
    if first?.index != next {
      setLink(&first, next >= 0 ? pin(next, nodes[next].item, start, "stack.start") : nil)
    }
  }

  /// Deactivates every constraint of the state.
  mutating func deactivate() {
    LayoutConstraint.deactivate(alignments)
    for index in links.indices { setLink(&links[index], nil) }
    for collapse in collapses { LayoutConstraint.deactivate(collapse ?? []) }
    setLink(&first, nil)
    setLink(&last, nil)
    setLink(&tieBreak, nil)
  }

  /// Replaces `link`'s constraint with `new`'s (deactivating the old, activating the new).
  private func setLink(_ link: inout Link?, _ new: Link?) {
    link?.constraint.isActive = false
    link = new
    link?.constraint.isActive = true
  }

  /// The node at `index`'s `attribute` at the container's.
  private func pin(_ index: Int, _ item: LayoutItem, _ attribute: LayoutAttribute, _ id: String)
    -> Link
  {
    Link(
      index: index,
      constraint: StackArrangementBuilder.make(
        item, attribute, .equal, container, attribute, id: id))
  }

  /// A hidden node: no size along the axis (999, as UIKit's `UISV-hiding`), at the start
  /// (and the cross start).
  private func collapse(_ item: LayoutItem) -> [LayoutConstraint] {
    var made = [
      StackArrangementBuilder.make(
        item, size, .equal, nil, size, priority: .required - 1, id: "stack.hiding"),
      StackArrangementBuilder.make(item, start, .equal, container, start, id: "stack.hidden.start"),
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
  /// (it is built, made in place and for these arranged nodes), otherwise rebuilds it. O(*n*)
  /// for *n* arranged nodes, with solver changes only for what changed.
  func updateArrangement() {
    guard !arrangementIsStale, arrangesInPlace, visibility?.nodeCount == arrangedSubviews.count
    else {
      rebuildArrangement()
      return
    }
    visibility?.update(arrangedSubviews, gap: gap(after:))
  }
}
