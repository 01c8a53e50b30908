import Foundation

// A node's way to its hierarchy's engine.

extension LayoutNode {
  /// Whether any active constraint or intrinsic size places the node.
  var isConstrained: Bool {
    !item.referencing.isEmpty || intrinsic.horizontal.isActive || intrinsic.vertical.isActive
  }

  /// The root's engine, created (with the whole hierarchy attached) on first use.
  ///
  /// - Complexity: O(depth), plus O(*n* + *k*) the first time.
  var rootEngine: LayoutEngine {
    let engine = rootEngineLoading()
    engine.finishDeferredLoad()
    engine.deliverIssues()
    return engine
  }

  /// The root's engine, as ``rootEngine``, except that a new table cell's engine is left
  /// collecting its load (see ``LayoutEngine/beginDeferredLoad()``): a measurement adds its
  /// fitting targets to the load before finishing it, so that the cell's template holds them
  /// and a later cell of the same structure adopts them solved.
  ///
  /// - Complexity: O(depth), plus O(*n* + *k*) the first time.
  func rootEngineLoading() -> LayoutEngine {
    let root = self.root
    if let engine = root.engine { return engine }
    root.updateConstraintsInSubtree()  // constraints asked for while no engine existed
    let engine = LayoutEngine(root: root)
    root.engine = engine
    engine.beginDeferredLoad()  // a table cell may start from a template (StructureTemplates)
    engine.pinRootOrigin()
    engine.attach(root)
    return engine
  }
}
