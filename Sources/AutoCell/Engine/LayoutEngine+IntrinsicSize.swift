import Cassowary
import Foundation

// Intrinsic size constraints and height-for-width measurement.

extension LayoutEngine {
  /// Queues `node` so its intrinsic size is read at the next pass.
  ///
  /// O(1).
  func scheduleIntrinsicSizeUpdate(of node: LayoutNode) {
    guard node.engineSlots.intrinsicPendingIn != serial else { return }
    node.engineSlots.intrinsicPendingIn = serial
    if node === root {
      pendingIntrinsic.includesRoot = true
    } else {
      pendingIntrinsic.nodes.append(node)
    }
  }

  /// Called by ``LayoutNode/invalidateIntrinsicContentSize()``.
  func intrinsicSizeDidChange(of node: LayoutNode) {
    scheduleIntrinsicSizeUpdate(of: node)
    node.dropMeasuringEngines()
    touch()
  }

  /// Step 0 of every pass: reads the intrinsic sizes of queued nodes and updates their
  /// constraints.
  ///
  /// O(*q*) for *q* queued nodes.
  func applyPendingIntrinsicSizes() {
    var index = 0
    while pendingIntrinsic.includesRoot || index < pendingIntrinsic.nodes.count {
      // Reading a size may queue more.
      let node: LayoutNode
      if pendingIntrinsic.includesRoot {
        pendingIntrinsic.includesRoot = false
        node = root
      } else {
        node = pendingIntrinsic.nodes[index]
        index += 1
      }
      guard node.engineSlots.intrinsicPendingIn == serial else { continue }
      node.engineSlots.intrinsicPendingIn = 0
      updateIntrinsicSize(of: node)
    }
    pendingIntrinsic.nodes.removeAll(keepingCapacity: true)
  }

  /// Reads one node's intrinsic size into its constraints (a height-for-width node's height is
  /// measured later, at the width it receives).
  func updateIntrinsicSize(of node: LayoutNode) {
    let size = node.intrinsicContentSize
    setIntrinsicSize(size.width, in: &node.intrinsic.horizontal, of: node, axis: .horizontal)
    if node.hasHeightForWidth {
      if node.engineSlots.heightForWidthIndex < 0 {
        node.engineSlots.heightForWidthIndex = heightForWidth.count
        heightForWidth.append(HeightForWidthEntry(node: node))
      } else {
        heightForWidth[node.engineSlots.heightForWidthIndex].measuredWidth = nil
      }
      // The height constraints exist from the start, holding the unwrapped height until the
      // node is measured at its width (before any value is read): so a cell's structure is
      // complete when its engine loads it, and the first measurement only changes constants.
      if !node.intrinsic.vertical.isActive {
        setIntrinsicSize(size.height, in: &node.intrinsic.vertical, of: node, axis: .vertical)
      }
    } else {
      unregisterHeightForWidth(node)
      setIntrinsicSize(size.height, in: &node.intrinsic.vertical, of: node, axis: .vertical)
    }
  }

  /// Removes a node from the height-for-width list.
  ///
  /// O(1).
  func unregisterHeightForWidth(_ node: LayoutNode) {
    let index = node.engineSlots.heightForWidthIndex
    guard index >= 0 else { return }
    let last = heightForWidth.removeLast()
    if index < heightForWidth.count {
      heightForWidth[index] = last
      last.node.engineSlots.heightForWidthIndex = index
    }
    node.engineSlots.heightForWidthIndex = -1
  }

  /// Makes one axis's intrinsic constraints hold `value`: adds them when the axis gains a
  /// metric, removes them when it loses it, otherwise changes their constants.
  ///
  /// A negative value means no intrinsic metric. A NaN or infinite one is reported (once until
  /// a finite one arrives) and ignored: the axis keeps its previous size. A finite one beyond
  /// ``largestMagnitude`` is clamped.
  func setIntrinsicSize(
    _ reported: CGFloat, in state: inout IntrinsicAxisConstraints, of node: LayoutNode,
    axis: LayoutAxis
  ) {
    guard reported.isFinite else {
      rejectIntrinsicSize(reported, in: &state, of: node, axis: axis)
      return
    }
    state.reportedNonFinite = false
    guard reported >= 0 else {
      removeIntrinsicConstraints(&state)
      return
    }
    let value = CGFloat(LayoutEngine.clamped(Double(reported)))
    let hugOrigin = ConstraintOrigin.intrinsic(node.item, axis, hugging: true)
    let resistOrigin = ConstraintOrigin.intrinsic(node.item, axis, hugging: false)
    let constant = -Double(value)
    guard let hugging = state.hugging, let resisting = state.resisting else {
      let size = [Term(node.item.size(along: axis))]
      let made = (
        hugging: Constraint(
          LinearExpression(size, constant: constant), .lessThanOrEqual,
          strength: node.contentHuggingPriority(for: axis).strength),
        resisting: Constraint(
          LinearExpression(size, constant: constant), .greaterThanOrEqual,
          strength: node.contentCompressionResistancePriority(for: axis).strength)
      )
      state = IntrinsicAxisConstraints(
        size: value, hugging: made.hugging, resisting: made.resisting)
      add(made.hugging, constant: constant, origin: hugOrigin)
      add(made.resisting, constant: constant, origin: resistOrigin)
      return
    }
    guard value != state.size else { return }
    // Move the bound on the side of the change first, so that two required bounds never cross.
    if value > state.size {
      update(hugging, constant: constant, origin: hugOrigin)
      update(resisting, constant: constant, origin: resistOrigin)
    } else {
      update(resisting, constant: constant, origin: resistOrigin)
      update(hugging, constant: constant, origin: hugOrigin)
    }
    state.size = value
  }

  /// Reports a NaN or infinite intrinsic size, unless the axis already reported one since its
  /// last finite size.
  private func rejectIntrinsicSize(
    _ value: CGFloat, in state: inout IntrinsicAxisConstraints, of node: LayoutNode,
    axis: LayoutAxis
  ) {
    guard !state.reportedNonFinite else { return }
    state.reportedNonFinite = true
    let size = node.item.size(along: axis)
    let resisting: Constraint = state.resisting ?? (size >= 0)
    rejectNonFinite(
      -Double(value), of: resisting, origin: .intrinsic(node.item, axis, hugging: false))
  }

  /// Takes an axis's intrinsic constraints out of the solver and forgets them.
  func removeIntrinsicConstraints(_ state: inout IntrinsicAxisConstraints) {
    if let hugging = state.hugging { remove(hugging) }
    if let resisting = state.resisting { remove(resisting) }
    state = IntrinsicAxisConstraints(reportedNonFinite: state.reportedNonFinite)
  }

  /// Rebuilds an axis's intrinsic constraints at the node's new priorities.
  func intrinsicPriorityDidChange(of node: LayoutNode, axis: LayoutAxis) {
    let size = node.intrinsic[axis].size
    removeIntrinsicConstraints(&node.intrinsic[axis])
    setIntrinsicSize(size, in: &node.intrinsic[axis], of: node, axis: axis)
    node.dropMeasuringEngines()
    touch()
    deliverIssues()
  }

  /// The height-for-width step: measures every height-for-width node whose solved width
  /// differs from its last measurement, sets its height constraints to the answer, and repeats
  /// (the solver re-solves incrementally on every change) until no width changes or
  /// ``maxHeightForWidthPasses`` rounds have run.
  ///
  /// - Complexity: O(*h*) reads per round for *h* height-for-width nodes, plus the measurements
  ///   and the solver's work for the changed constants.
  func resolveHeightForWidth() {
    for _ in 0..<Self.maxHeightForWidthPasses {
      var measured = false
      for index in heightForWidth.indices {
        let node = heightForWidth[index].node
        let width = max(LayoutEngine.snap(solver.value(of: node.item.width)), 0)
        if heightForWidth[index].measuredWidth == width { continue }
        heightForWidth[index].measuredWidth = width
        let height = node.intrinsicContentSize(forWidth: width).height
        if isMeasuring {
          setIntrinsicSize(height, in: &heightForWidth[index].vertical, of: node, axis: .vertical)
        } else {
          setIntrinsicSize(height, in: &node.intrinsic.vertical, of: node, axis: .vertical)
        }
        measured = true
      }
      if !measured { return }
    }
  }
}
