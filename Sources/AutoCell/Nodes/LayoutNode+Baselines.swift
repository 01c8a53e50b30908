import Foundation

/// Where a baseline is in a node: a fixed distance below its top or above its bottom.
enum BaselinePosition: Equatable {
  /// `offset` points below the top edge.
  case fromTop(CGFloat)
  /// `offset` points above the bottom edge.
  case fromBottom(CGFloat)
}

extension LayoutNode {
  /// The baseline of the node's first line of text, from ``forFirstBaselineLayout``: the
  /// bottom of a node without text, as in UIKit.
  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(forFirstBaselineLayout.item, .firstBaseline)
  }

  /// The baseline of the node's last line of text, from ``forLastBaselineLayout``: the bottom
  /// of a node without text.
  public var lastBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(forLastBaselineLayout.item, .lastBaseline)
  }

  /// Re-makes the active constraints on this node's baselines, whose offsets come from its
  /// content (called when the intrinsic size is invalidated).
  ///
  /// O(*k*) in the constraints referring to the node.
  func refreshBaselineConstraints() {
    func usesBaseline(_ constraint: LayoutConstraint) -> Bool {
      constraint.cachedSolverConstraint != nil
        && (constraint.firstAnchor.isBaseline(of: item)
          || constraint.secondAnchor?.isBaseline(of: item) == true)
    }
    guard item.referencing.contains(where: usesBaseline) else { return }  // no allocation
    for constraint in item.referencing.filter(usesBaseline) { constraint.remake() }
  }
}

extension LayoutItem {
  /// The first or last baseline of the node, from its ``LayoutNode/firstBaselineOffsetFromTop``
  /// and ``LayoutNode/lastBaselineOffsetFromBottom`` (a node without text, or a guide: its
  /// bottom).
  func baselinePosition(first: Bool) -> BaselinePosition {
    guard guide == nil, let node else { return .fromBottom(0) }
    guard first else { return .fromBottom(node.lastBaselineOffsetFromBottom) }
    return node.firstBaselineOffsetFromTop.map { .fromTop($0) } ?? .fromBottom(0)
  }
}

extension AnyLayoutAnchor {
  /// Whether this is a baseline anchor of `item`.
  func isBaseline(of other: LayoutItem) -> Bool {
    item === other && (attribute == .firstBaseline || attribute == .lastBaseline)
  }
}

extension LayoutConstraint {
  /// Makes the solver form again (its expression changed: a baseline moved or the direction
  /// flipped) and swaps it into the engine if the constraint is active.
  func remake() {
    let engine = activeEngine
    engine?.remove(self)
    cachedSolverConstraint = nil
    engine?.insert(self)
  }
}
