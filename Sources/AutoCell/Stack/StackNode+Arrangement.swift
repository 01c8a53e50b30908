import Foundation

// The constraints of a stack, as UIKit's UIStackView makes them.

extension StackNode {
  /// Replaces the stack's constraints and spacing guides with ones for the current arranged
  /// nodes and properties, at once when the hierarchy has an engine, otherwise in
  /// ``LayoutNode/updateConstraints()`` when it gets one (so building a stack property by
  /// property makes its constraints once). O(*n*).
  func rebuildArrangement() {
    guard root.engine != nil else {
      arrangementIsStale = true
      setNeedsUpdateConstraints()
      return
    }
    buildArrangement()
  }

  /// Makes the stack's constraints now. O(*n*).
  func buildArrangement() {
    arrangementIsStale = false
    LayoutConstraint.deactivate(arrangement)
    for guide in spacingGuides { removeLayoutGuide(guide) }
    spacingGuides = []
    var builder = StackArrangementBuilder(stack: self)
    builder.build()
    arrangement = builder.constraints
    LayoutConstraint.activate(arrangement)
  }
}

/// Builds one arrangement: the attributes of the stack's axis and the constraints in order.
struct StackArrangementBuilder {
  unowned let stack: StackNode
  /// The item the nodes are laid out in: the stack or its margins guide.
  let container: LayoutItem
  /// Along the axis: start, end, size, centre; across it: the same.
  let main:
    (
      start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute,
      center: LayoutAttribute
    )
  let cross:
    (
      start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute,
      center: LayoutAttribute
    )
  /// What was made.
  var constraints: [LayoutConstraint] = []

  init(stack: StackNode) {
    self.stack = stack
    container =
      stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide.item : stack.item
    let horizontal = (
      LayoutAttribute.leading, LayoutAttribute.trailing, LayoutAttribute.width,
      LayoutAttribute.centerX
    )
    let vertical = (
      LayoutAttribute.top, LayoutAttribute.bottom, LayoutAttribute.height,
      LayoutAttribute.centerY
    )
    main = stack.axis == .horizontal ? horizontal : vertical
    cross = stack.axis == .horizontal ? vertical : horizontal
  }

  /// `a.attribute (relation) multiplier * b.attribute + constant` at `priority`.
  private mutating func relate(
    _ a: LayoutItem, _ attributeA: LayoutAttribute, _ relation: LayoutRelation,
    _ b: LayoutItem?, _ attributeB: LayoutAttribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: LayoutPriority = .required, id identifier: String
  ) {
    let made = LayoutConstraint(
      AnyLayoutAnchor(item: a, attribute: attributeA), relation,
      b.map { AnyLayoutAnchor(item: $0, attribute: attributeB) }, multiplier: multiplier,
      constant: constant)
    made.priority = priority
    made.identifier = identifier
    made.isMadeByAutoCell = true
    constraints.append(made)
  }

  /// The gap after `node`: its custom spacing, else the stack's (system spacing is 8).
  private func gap(after node: LayoutNode) -> CGFloat {
    let value = stack.customSpacings[ObjectIdentifier(node)] ?? stack.spacing
    return value == StackNode.spacingUseSystem ? LayoutConstraint.systemSpacing : value
  }

  mutating func build() {
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    for node in stack.arrangedSubviews where node.isHidden { collapse(node) }
    guard let first = visible.first, let last = visible.last else { return }
    relate(first.item, main.start, .equal, container, main.start, id: "stack.start")
    relate(last.item, main.end, .equal, container, main.end, id: "stack.end")
    chain(visible)
    size(visible)
    align(visible)
  }

  /// A hidden node: no size along the axis (999, as UIKit's `UISV-hiding`), at the start.
  private mutating func collapse(_ node: LayoutNode) {
    relate(
      node.item, main.size, .equal, nil, main.size, constant: 0, priority: .required - 1,
      id: "stack.hiding")
    relate(node.item, main.start, .equal, container, main.start, id: "stack.hidden.start")
    relate(node.item, cross.start, .equal, container, cross.start, id: "stack.hidden.cross")
  }

  /// The gaps between consecutive visible nodes.
  private mutating func chain(_ visible: [LayoutNode]) {
    var firstGap: LayoutGuide?
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let spacing = gap(after: previous)
      switch stack.distribution {
      case .fill, .fillEqually, .fillProportionally:
        relate(
          next.item, main.start, .equal, previous.item, main.end, constant: spacing,
          id: "stack.spacing")
      case .equalSpacing, .equalCentering:
        relate(
          next.item, main.start, .greaterThanOrEqual, previous.item, main.end, constant: spacing,
          id: "stack.spacing")
        let centering = stack.distribution == .equalCentering
        let guide = LayoutGuide()
        guide.identifier = centering ? "stack.centering" : "stack.distributing"
        stack.addLayoutGuide(guide)
        stack.spacingGuides.append(guide)
        relate(
          guide.item, main.start, .equal, previous.item, centering ? main.center : main.end,
          id: "stack.gap.start")
        relate(
          guide.item, main.end, .equal, next.item, centering ? main.center : main.start,
          id: "stack.gap.end")
        relate(guide.item, cross.start, .equal, container, cross.start, id: "stack.gap.cross")
        relate(guide.item, cross.size, .equal, nil, cross.size, id: "stack.gap.thickness")
        if let firstGap {
          relate(
            guide.item, main.size, .equal, firstGap.item, main.size,
            priority: centering ? .required - 1 : .required, id: "stack.equal")
        } else {
          firstGap = guide
        }
      }
    }
  }

  /// The sizes along the axis that the distribution asks for.
  private mutating func size(_ visible: [LayoutNode]) {
    switch stack.distribution {
    case .fillEqually:
      for node in visible.dropFirst() {
        relate(node.item, main.size, .equal, visible[0].item, main.size, id: "stack.fillEqually")
      }
    case .fillProportionally:
      let axis = stack.axis
      let sizes = visible.map { node -> CGFloat in
        let size = node.intrinsicContentSize
        return max(0, axis == .horizontal ? size.width : size.height)
      }
      let total = sizes.reduce(0, +)
      guard total > 0, visible.count > 1 else { return }
      let spacing = zip(visible, visible.dropFirst()).reduce(0) { $0 + gap(after: $1.0) }
      for (node, size) in zip(visible, sizes) {
        let share = size / total
        relate(
          node.item, main.size, .equal, container, main.size, multiplier: share,
          constant: -share * spacing, priority: .required - 1, id: "stack.fillProportionally")
      }
    case .fill:
      // UIKit: "If there's any ambiguity, the stack view resizes the arranged views based on
      // their index". Ties left by hugging and compression resistance go to the last node:
      // every other one is pulled toward zero at priority 1, below everything else.
      for node in visible.dropLast() {
        relate(
          node.item, main.size, .equal, nil, main.size, priority: LayoutPriority(1),
          id: "stack.fill.tieBreak")
      }
    case .equalSpacing, .equalCentering:
      break
    }
  }

  /// Across the axis, by the alignment.
  private mutating func align(_ visible: [LayoutNode]) {
    var alignment = stack.alignment
    if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
      alignment = .fill
    }
    for (index, node) in visible.enumerated() {
      let item = node.item
      switch alignment {
      case .fill:
        relate(item, cross.start, .equal, container, cross.start, id: "stack.cross.start")
        relate(item, cross.end, .equal, container, cross.end, id: "stack.cross.end")
      case .leading:
        relate(item, cross.start, .equal, container, cross.start, id: "stack.cross.start")
        relate(item, cross.end, .lessThanOrEqual, container, cross.end, id: "stack.cross.end")
      case .trailing:
        relate(item, cross.end, .equal, container, cross.end, id: "stack.cross.end")
        relate(
          item, cross.start, .greaterThanOrEqual, container, cross.start, id: "stack.cross.start")
      case .center:
        relate(item, cross.center, .equal, container, cross.center, id: "stack.cross.center")
        relate(
          item, cross.start, .greaterThanOrEqual, container, cross.start, id: "stack.cross.start")
      case .firstBaseline, .lastBaseline:
        let attribute: LayoutAttribute =
          alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        let own =
          alignment == .firstBaseline
          ? node.forFirstBaselineLayout.item
          : node.forLastBaselineLayout.item
        if index > 0 {
          let reference = visible[0]
          let referenceItem =
            alignment == .firstBaseline
            ? reference.forFirstBaselineLayout.item : reference.forLastBaselineLayout.item
          relate(own, attribute, .equal, referenceItem, attribute, id: "stack.baseline")
        }
        relate(
          item, cross.start, .greaterThanOrEqual, container, cross.start, id: "stack.cross.start")
        relate(item, cross.end, .lessThanOrEqual, container, cross.end, id: "stack.cross.end")
      }
    }
    if alignment != .fill {
      relate(
        container, cross.size, .equal, nil, cross.size, priority: .fittingSizeLevel + 1,
        id: "stack.spanningFit")
    }
  }
}
