import Foundation

// The constraints of a stack, as UIKit's UIStackView makes them.

extension StackNode {
  /// Replaces the stack's constraints and spacing guides with ones for the current arranged
  /// nodes and properties, at once when the hierarchy has an engine, otherwise in
  /// ``LayoutNode/updateConstraints()`` when it gets one (so building a stack property by
  /// property makes its constraints once).
  ///
  /// O(*n*).
  func rebuildArrangement() {
    guard root.engine != nil else {
      arrangementIsStale = true
      setNeedsUpdateConstraints()
      return
    }
    buildArrangement()
  }

  /// Makes the stack's constraints now.
  ///
  /// The constraints of the new arrangement that the old one already holds stay in the solver
  /// (see ``reconcile(_:with:)``), and the spacing guides stay with the node whose gap they
  /// measure: hiding a node of an arrangement not made in place changes the constraints around
  /// it, not the whole arrangement.
  ///
  /// O(*n*).
  func buildArrangement() {
    arrangementIsStale = false
    visibility?.deactivate()
    var builder = StackArrangementBuilder(stack: self, reusing: spacingGuides)
    builder.build()
    arrangement = reconcile(arrangement, with: builder.constraints)
    for guide in builder.reusableGuides.values { removeLayoutGuide(guide) }
    spacingGuides = builder.guides
    visibility = builder.visibility
    visibility?.update(arrangedSubviews, gap: gap(after:))
  }

  /// Whether the arrangement hides and shows nodes in place (see ``StackVisibility``): a
  /// `.fill` stack aligned by edges or centres.
  var arrangesInPlace: Bool {
    distribution == .fill && alignment != .firstBaseline && alignment != .lastBaseline
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
  /// What was made, to be activated.
  var constraints: [LayoutConstraint] = []
  /// The constraints a hidden toggle changes, for an arrangement made in place.
  var visibility: StackVisibility?
  /// The spacing guides of the previous arrangement not used yet, by the node before their gap.
  var reusableGuides: [ObjectIdentifier: LayoutGuide]
  /// The spacing guides of this arrangement, by the node before their gap.
  var guides: [ObjectIdentifier: LayoutGuide] = [:]

  /// A builder for `stack` that measures a gap with the guide `guides` holds for the node before
  /// it, if any.
  init(stack: StackNode, reusing guides: [ObjectIdentifier: LayoutGuide]) {
    self.stack = stack
    reusableGuides = guides
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

  /// `a.attribute (relation) multiplier * b.attribute + constant` at `priority`, made and
  /// not kept.
  static func make(
    _ a: LayoutItem, _ attributeA: LayoutAttribute, _ relation: LayoutRelation,
    _ b: LayoutItem?, _ attributeB: LayoutAttribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: LayoutPriority = .required, id identifier: String
  ) -> LayoutConstraint {
    let made = LayoutConstraint(
      AnyLayoutAnchor(item: a, attribute: attributeA), relation,
      b.map { AnyLayoutAnchor(item: $0, attribute: attributeB) }, multiplier: multiplier,
      constant: constant)
    made.priority = priority
    made.identifier = identifier
    made.isMadeByAutoCell = true
    return made
  }

  /// Makes `a.attribute (relation) multiplier * b.attribute + constant` at `priority` and keeps
  /// it in ``constraints``.
  @discardableResult
  private mutating func relate(
    _ a: LayoutItem, _ attributeA: LayoutAttribute, _ relation: LayoutRelation,
    _ b: LayoutItem?, _ attributeB: LayoutAttribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: LayoutPriority = .required, id identifier: String
  ) -> LayoutConstraint {
    let made = Self.make(
      a, attributeA, relation, b, attributeB, multiplier: multiplier, constant: constant,
      priority: priority, id: identifier)
    constraints.append(made)
    return made
  }

  /// The gap after `node`: its custom spacing, else the stack's (system spacing is 8).
  private func gap(after node: LayoutNode) -> CGFloat {
    stack.gap(after: node)
  }

  mutating func build() {
    if stack.arrangesInPlace {
      buildInPlace()
      return
    }
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    for node in stack.arrangedSubviews where node.isHidden { collapse(node) }
    guard let first = visible.first, let last = visible.last else { return }
    relate(first.item, main.start, .equal, container, main.start, id: "stack.start")
    relate(last.item, main.end, .equal, container, main.end, id: "stack.end")
    chain(visible)
    size(visible)
    align(visible)
  }

  /// A `.fill` stack aligned by edges or centres: the constraints across the axis that
  /// hold for hidden nodes too and the thickness fit here; the chain, the hidden nodes'
  /// collapse, the visible nodes' alignment and the tie-break in a ``StackVisibility`` that
  /// hiding and showing update in place.
  private mutating func buildInPlace() {
    // A hidden node sits at the cross start, as UIKit places it: with `.fill` and `.leading`
    // that is one of the alignment's own constraints, kept for every node.
    let keepsStart = stack.alignment == .fill || stack.alignment == .leading
    var state = StackVisibility(
      start: main.start, end: main.end, size: main.size, container: container,
      crossStart: keepsStart ? nil : cross.start)
    for node in stack.arrangedSubviews {
      let item = node.item
      switch stack.alignment {
      case .leading:
        relate(item, cross.start, .equal, container, cross.start, id: "stack.cross.start")
        state.alignments.append(
          Self.make(
            item, cross.end, .lessThanOrEqual, container, cross.end, id: "stack.cross.end"))
      case .trailing:
        state.alignments += [
          Self.make(item, cross.end, .equal, container, cross.end, id: "stack.cross.end"),
          Self.make(
            item, cross.start, .greaterThanOrEqual, container, cross.start,
            id: "stack.cross.start"),
        ]
      case .center:
        state.alignments += [
          Self.make(
            item, cross.center, .equal, container, cross.center, id: "stack.cross.center"),
          Self.make(
            item, cross.start, .greaterThanOrEqual, container, cross.start,
            id: "stack.cross.start"),
        ]
      case .fill, .firstBaseline, .lastBaseline:
        relate(item, cross.start, .equal, container, cross.start, id: "stack.cross.start")
        state.alignments.append(
          Self.make(item, cross.end, .equal, container, cross.end, id: "stack.cross.end"))
      }
    }
    if stack.alignment != .fill {
      relate(
        container, cross.size, .equal, nil, cross.size, priority: .fittingSizeLevel + 1,
        id: "stack.spanningFit")
    }
    visibility = state
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
        let guide = spacingGuide(after: previous)
        guide.identifier = centering ? "stack.centering" : "stack.distributing"
        relate(
          guide.item, main.start, .equal, previous.item, centering ? main.center : main.end,
          id: "stack.gap.start")
        relate(
          guide.item, main.end, .equal, next.item, centering ? main.center : main.start,
          id: "stack.gap.end")
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

  /// The guide that measures the gap after `node`: the previous arrangement's, else a new one.
  private mutating func spacingGuide(after node: LayoutNode) -> LayoutGuide {
    let key = ObjectIdentifier(node)
    let guide =
      reusableGuides.removeValue(forKey: key)
      ?? {
        let made = LayoutGuide()
        stack.addLayoutGuide(made)
        return made
      }()
    guides[key] = guide
    return guide
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
      if let last = visible.last {
        constraints.append(
          StackVisibility(
            start: main.start, end: main.end, size: main.size, container: container,
            crossStart: nil
          ).tieBreak(last.item))
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
