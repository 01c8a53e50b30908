extension LayoutNode {
  /// A guide inset from the node's edges by ``layoutMargins``, like UIKit's
  /// `layoutMarginsGuide`.
  ///
  /// Made on first use, with four required constraints installed on the node (identifiers
  /// `margins.left`, `margins.top`, `margins.right`, `margins.bottom`).
  public var layoutMarginsGuide: LayoutGuide {
    if let marginsGuide { return marginsGuide }
    let guide = LayoutGuide()
    guide.identifier = "layoutMarginsGuide"
    addLayoutGuide(guide)
    marginsGuide = guide
    let edges = [
      guide.leftAnchor.constraint(equalTo: leftAnchor, constant: layoutMargins.left),
      guide.topAnchor.constraint(equalTo: topAnchor, constant: layoutMargins.top),
      guide.rightAnchor.constraint(equalTo: rightAnchor, constant: -layoutMargins.right),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -layoutMargins.bottom),
    ]
    for (constraint, name) in zip(edges, ["left", "top", "right", "bottom"]) {
      constraint.identifier = "margins.\(name)"
      constraint.isMadeByAutoCell = true
    }
    LayoutConstraint.activate(edges)
    marginsConstraints = edges
    return guide
  }

  /// Sets the margins guide's constants from ``layoutMargins`` (incrementally).
  func updateMarginsGuide() {
    for constraint in marginsConstraints {
      switch constraint.firstAttribute {
      case .left: constraint.constant = layoutMargins.left
      case .top: constraint.constant = layoutMargins.top
      case .right: constraint.constant = -layoutMargins.right
      case .bottom: constraint.constant = -layoutMargins.bottom
      default: break
      }
    }
  }
}
