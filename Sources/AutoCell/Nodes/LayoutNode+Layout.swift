import Cassowary
import Foundation

extension LayoutNode {
  /// The target size for the smallest size the constraints allow (0 x 0).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The target size for the largest size the constraints allow (10000 x 10000).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// The pass behind ``layoutIfNeeded()`` (documented there).
  func performLayout() {
    let engine = rootEngine
    let root = engine.root
    root.updatePendingConstraints()
    if !root.requests.wasLaidOut {  // a root laid out for the first time needs layoutSubviews()
      root.requests.wasLaidOut = true
      root.setNeedsLayoutSubviews()
    }
    // At most 16 rounds: a layoutSubviews() that changes what it lays out on every call would
    // otherwise never end.
    for _ in 0..<16 {
      root.layOutIfChanged(engine)
      guard root.requests.hasPendingLayoutSubviews else { return }
      root.layoutPendingSubviews(in: engine)
    }
  }

  /// The measurement behind
  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// (documented there).
  func fittedSize(
    _ targetSize: CGSize, horizontal horizontalFittingPriority: LayoutPriority,
    vertical verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    guard superview != nil else {
      let engine = rootEngineLoading()  // a new engine's first load also takes the targets
      engine.root.updatePendingConstraints()
      return engine.fittingSize(
        targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    let engine = rootEngine
    engine.root.updatePendingConstraints()
    engine.applyPendingIntrinsicSizes()
    engine.deliverIssues()
    let measuring: LayoutEngine
    if let cached = engineSlots.fittingEngine, cached.source === engine {
      measuring = cached
    } else {
      measuring = LayoutEngine.measuring(self, from: engine)
      engineSlots.fittingEngine = measuring
    }
    return measuring.fittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// Whether the node's frame is not uniquely determined by its constraints, in the hierarchy
  /// laid out at its root's frame (UIKit's `hasAmbiguousLayout`).
  ///
  /// A root is never ambiguous: its frame is its input.
  ///
  /// - Complexity: the pending layout work, plus the solver's ambiguity check of the node's
  ///   four variables.
  public var hasAmbiguousLayout: Bool {
    let engine = rootEngine
    engine.root.updatePendingConstraints()
    engine.prepareLaidOutState()
    return item.variables.contains { engine.solver.hasAmbiguousValue($0) }
  }
}

extension LayoutNode {
  /// Counts of the work done by the solver of the node's hierarchy (constraints added and
  /// removed, pivots), or nil before its first layout pass or measurement.
  ///
  /// For tests and benchmarks: e.g. repeated measurements add no constraints. O(depth).
  public var engineStatistics: Solver.Statistics? { root.engine?.solver.statistics }

  /// Counts of the work done by the node's own measuring solver (see
  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` on a
  /// node with a superview), or nil when it has none.
  ///
  /// For tests and benchmarks. O(1).
  public var measuringStatistics: Solver.Statistics? {
    engineSlots.fittingEngine?.solver.statistics
  }

  /// Drops the measuring engines of this node and its ancestors (their subtrees changed).
  ///
  /// O(depth).
  func dropMeasuringEngines() {
    var node: LayoutNode? = self
    while let current = node {
      current.engineSlots.fittingEngine = nil
      node = current.superview
    }
  }
}
