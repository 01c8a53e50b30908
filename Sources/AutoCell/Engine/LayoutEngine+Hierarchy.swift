// Moving subtrees into and out of an engine.

extension LayoutEngine {
  /// Brings a subtree into this (root) engine: its nodes' variables, intrinsic sizes (read
  /// now) and installed constraints, children first (see
  /// ``LayoutNode/forEachInSubtreeChildrenFirst(_:)``).
  ///
  /// Any engine the subtree had before is gone.
  ///
  /// - Complexity: O(*s* + *k*): the subtree's nodes and installed constraints, each added to
  ///   the solver incrementally.
  func attach(_ subtree: LayoutNode) {
    var nodeCount = 0
    subtree.forEachInSubtree { _ in nodeCount += 1 }
    itemsByVariable.reserveCapacity(forMoreItems: nodeCount)
    subtree.forEachInSubtreeChildrenFirst { node in
      node.engineSlots.reset()  // the lists of an engine the node was in before
      node.intrinsic = IntrinsicSizeConstraints()
      itemsByVariable.insert(node.item)
      markFrameStale(node)
      updateIntrinsicSize(of: node)
      for constraint in node.installed { load(constraint) }
    }
    subtree.superview?.dropMeasuringEngines()
    touch()
    deliverIssues()
  }

  /// Takes a subtree out of this engine (before it leaves the hierarchy): its installed and
  /// intrinsic constraints leave the solver.
  ///
  /// - Complexity: O(*s* + *k*), as ``attach(_:)``.
  func detach(_ subtree: LayoutNode) {
    subtree.forEachInSubtree { node in
      node.engineSlots.fittingEngine = nil
      itemsByVariable.remove(node.item)
      unmarkFrameStale(node)
      for constraint in node.installed { unload(constraint) }
      removeIntrinsicConstraints(&node.intrinsic.horizontal)
      removeIntrinsicConstraints(&node.intrinsic.vertical)
      unregisterHeightForWidth(node)
      node.engineSlots.intrinsicPendingIn = 0
    }
    subtree.superview?.dropMeasuringEngines()
    touch()
  }

  /// Builds a measuring engine for `node`'s subtree alone, from the constraints and intrinsic
  /// sizes `source` currently holds for it (its root's engine, pending sizes applied).
  ///
  /// Constraints that relate the subtree to its ancestors are not part of it, and neither are
  /// broken ones.
  ///
  /// - Complexity: O(*s* + *k*).
  static func measuring(_ node: LayoutNode, from source: LayoutEngine) -> LayoutEngine {
    let engine = LayoutEngine(root: node)
    engine.source = source
    node.forEachInSubtreeChildrenFirst { member in
      engine.addCopy(of: member.intrinsic.horizontal, of: member, axis: .horizontal)
      if member.hasHeightForWidth {
        engine.heightForWidth.append(
          HeightForWidthEntry(node: member, vertical: member.intrinsic.vertical))
      }
      engine.addCopy(of: member.intrinsic.vertical, of: member, axis: .vertical)
      for constraint in member.installed where !constraint.isBroken { engine.load(constraint) }
    }
    return engine
  }

  /// Adds a node's intrinsic constraints of one axis, with their current constants.
  private func addCopy(of state: IntrinsicAxisConstraints, of node: LayoutNode, axis: LayoutAxis) {
    guard let hugging = state.hugging, let resisting = state.resisting else { return }
    let constant = -Double(state.size)
    add(hugging, constant: constant, origin: .intrinsic(node.item, axis, hugging: true))
    add(resisting, constant: constant, origin: .intrinsic(node.item, axis, hugging: false))
  }

  /// Adds `node` to the frames written at the next pass (the root's is an input, never
  /// written).
  ///
  /// O(1).
  func markFrameStale(_ node: LayoutNode) {
    guard node.engineSlots.staleFrameIndex < 0, node !== root else { return }
    node.engineSlots.staleFrameIndex = staleFrames.count
    staleFrames.append(node)
  }

  /// Takes `node` off the frames to write.
  ///
  /// O(1): the last listed node takes its place.
  func unmarkFrameStale(_ node: LayoutNode) {
    let index = node.engineSlots.staleFrameIndex
    guard index >= 0 else { return }
    node.engineSlots.staleFrameIndex = -1
    let last = staleFrames.removeLast()
    guard index < staleFrames.count else { return }
    staleFrames[index] = last
    last.engineSlots.staleFrameIndex = index
  }
}
