/// A node's ``LayoutNode/layoutMarginsGuide`` once made, and its four edge constraints.
///
/// Invariant: ``edges`` is empty while ``guide`` is nil; otherwise it holds the guide's left,
/// top, right and bottom constraints to the node, whose constants follow
/// ``LayoutNode/layoutMargins``.
struct MarginsGuideState {
  /// The guide, nil until first used (or after it was removed).
  private(set) var guide: LayoutGuide?
  /// The guide's edge constraints: left, top, right, bottom.
  private(set) var edges: [LayoutConstraint] = []

  /// Records a new guide and its edge constraints (left, top, right, bottom).
  mutating func set(_ guide: LayoutGuide, edges: [LayoutConstraint]) {
    self.guide = guide
    self.edges = edges
  }

  /// Forgets the guide if it is `removed` (the node removed it).
  mutating func forget(_ removed: LayoutGuide) {
    guard guide === removed else { return }
    guide = nil
    edges = []
  }

  /// Sets the edge constraints' constants from `margins` (incrementally).
  ///
  /// O(1).
  func update(to margins: EdgeInsets) {
    for constraint in edges {
      switch constraint.firstAttribute {
      case .left: constraint.constant = margins.left
      case .top: constraint.constant = margins.top
      case .right: constraint.constant = -margins.right
      case .bottom: constraint.constant = -margins.bottom
      default: break
      }
    }
  }
}
