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
    let root = self.root
    if let engine = root.engine { return engine }
    root.updateConstraintsInSubtree()  // constraints asked for while no engine existed
    let engine = LayoutEngine(root: root)
    root.engine = engine
    engine.beginDeferredLoad()  // a table cell may start from a template (StructureTemplates)
    engine.pinRootOrigin()
    engine.attach(root)
    engine.finishDeferredLoad()
    engine.deliverIssues()
    return engine
  }
}
