extension LayoutNode {
  /// Activates `constraint`, as UIKit's `addConstraint(_:)` (the form before `isActive`),
  /// which code written for iOS 7 and earlier calls on the items' common ancestor.
  ///
  /// The constraint is installed on its items' nearest common ancestor, whichever node it is
  /// added to, so it appears in that node's ``constraints`` (UIKit lists it on the receiver,
  /// which must be an ancestor of both items). O(*d*) in the hierarchy's depth, plus the
  /// solver's incremental add.
  public func addConstraint(_ constraint: LayoutConstraint) {
    constraint.isActive = true
  }

  /// Activates each of `constraints` (see ``addConstraint(_:)``), in order.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint`, as UIKit's `removeConstraint(_:)`, wherever it is installed
  /// (UIKit removes it only from the receiver's ``constraints``).
  ///
  /// O(1) plus the solver's incremental removal.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    constraint.isActive = false
  }

  /// Deactivates each of `constraints` (see ``removeConstraint(_:)``).
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }
}
