extension LayoutNode {
  /// A guide inset from the node's edges by ``layoutMargins``, like UIKit's
  /// `layoutMarginsGuide`.
  ///
  /// Made on first use, with four required constraints installed on the node (identifiers
  /// `margins.left`, `margins.top`, `margins.right`, `margins.bottom`).
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = margins.guide { return guide }
    let guide = LayoutGuide()
    guide.identifier = "layoutMarginsGuide"
    addLayoutGuide(guide)
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
    margins.set(guide, edges: edges)
    LayoutConstraint.activate(edges)
    return guide
  }

}
