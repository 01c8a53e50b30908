extension LayoutConstraint {
  /// Whether the constraint takes part in layout.
  ///
  /// Setting it to true installs the constraint on the nearest common ancestor of its items and,
  /// when that hierarchy has a layout engine, adds it to the solver (O(*d*) to find the ancestor
  /// in a hierarchy *d* deep, plus the solver's incremental add). If the items are not in one
  /// hierarchy (or a guide has not been added to a node), the constraint stays inactive and
  /// ``LayoutDiagnostics`` reports it. A required constraint that conflicts is *broken* (see the
  /// type's documentation): it is active but not satisfied.
  public var isActive: Bool {
    get { owner != nil }
    set {
      if newValue { activate() } else { deactivate() }
    }
  }

  /// Activates every constraint in `constraints` (see ``isActive``), in order.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.activate() }
  }

  /// Deactivates every constraint in `constraints`.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.deactivate() }
  }

  /// Deactivates `old` (active) and activates `new` (inactive), both made by AutoCell, as
  /// one solver change when their engine can make it (see `LayoutEngine.replace`), otherwise
  /// one after the other.
  ///
  /// Same result as `old.isActive = false; new.isActive = true`, conflict reports included;
  /// the solver's work is about that of the removal alone.
  static func exchange(_ old: LayoutConstraint, for new: LayoutConstraint) {
    guard new.owner == nil, new.isMadeByAutoCell, let oldOwner = old.owner,
      let engine = oldOwner.root.engine,
      let made = old.cachedSolverConstraint, let newOwner = new.commonAncestor(),
      newOwner.root.engine === engine,
      engine.replace(
        made, with: new.solverConstraint, constant: new.solverConstant, origin: .layout(new))
    else {
      old.deactivate()
      new.activate()
      return
    }
    oldOwner.dropMeasuringEngines()
    old.isBroken = false
    oldOwner.installed.uninstall(old)
    old.unlistFromItems()
    new.list(in: newOwner)
    newOwner.dropMeasuringEngines()
    new.isBroken = false
    engine.touch()
  }

  private func activate() {
    guard owner == nil else { return }
    if !isMadeByAutoCell, firstAnchor.item.guide == nil,
      let node = firstAnchor.item.node
    {
      node.anchorsWereConstrained()
    }
    guard let owner = commonAncestor() else {
      LayoutDiagnostics.report(.noCommonAncestor(self), from: firstAnchor.item.node)
      return
    }
    list(in: owner)
    owner.root.engine?.insert(self)
  }

  /// Installs the constraint on `owner` and adds it to its items' lists.
  private func list(in owner: LayoutNode) {
    owner.installed.install(self, on: owner)
    firstAnchor.item.addReference(self, slot: &firstIndex)
    if let second = secondAnchor?.item, second !== firstAnchor.item {
      second.addReference(self, slot: &secondIndex)
    }
  }

  /// Deactivates the constraint: out of its engine's solver, off its owner and its items' lists.
  func deactivate() {
    guard let owner else { return }
    owner.root.engine?.remove(self)
    owner.installed.uninstall(self)
    unlistFromItems()
    isBroken = false
  }

  /// Removes the constraint from its items' ``LayoutItem/referencing`` lists.
  ///
  /// O(1).
  func unlistFromItems() {
    if firstIndex >= 0 {
      firstAnchor.item.removeReference(at: firstIndex)
      firstIndex = -1
    }
    if secondIndex >= 0, let second = secondAnchor?.item {
      second.removeReference(at: secondIndex)
      secondIndex = -1
    }
  }

  /// The nearest node that is an ancestor-or-self of both items' nodes, or nil.
  ///
  /// - Complexity: O(*d*), the depth of the hierarchy.
  private func commonAncestor() -> LayoutNode? {
    guard let first = firstAnchor.item.node else { return nil }
    guard let secondItem = secondAnchor?.item else { return first }
    guard let second = secondItem.node else { return nil }
    return LayoutNode.nearestCommonAncestor(first, second)
  }
}
