import Cassowary
import Foundation

extension LayoutNode {
  /// The target size for the smallest size the constraints allow (0 x 0).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The target size for the largest size the constraints allow (10000 x 10000).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// Marks the hierarchy as needing a layout pass. O(depth).
  public func setNeedsLayout() {
    root.engine?.needsLayout = true
  }

  /// Lays out the whole hierarchy (from its root) if anything changed since the last pass:
  /// solves, measures height-for-width nodes at their widths, solves again, and writes the
  /// frame of every node whose position or size changed. The first call creates the root's
  /// engine.
  ///
  /// - Complexity: proportional to what changed (see ``LayoutNode``), not to the hierarchy.
  public func layoutIfNeeded() {
    let engine = rootEngine
    if engine.needsLayout || !engine.pendingIntrinsic.isEmpty { engine.layout() }
  }

  /// The node's size that fits `targetSize` as closely as the constraints allow, with both
  /// targets at ``LayoutPriority/fittingSizeLevel`` (50), as UIKit's one-argument form.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The node's size when its width and height are pulled toward `targetSize` at the given
  /// priorities, as UIKit's: ``layoutFittingCompressedSize`` gives the smallest size the
  /// constraints allow, ``layoutFittingExpandedSize`` the largest, and a table cell's height at a
  /// width `w` is `systemLayoutSizeFitting(CGSize(width: w, height: 0),
  /// withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)`.
  /// Height-for-width nodes are measured at the widths they get. The node's frame (and every
  /// other frame) is not changed. Target components are clamped to 0...1,000,000 (so
  /// `.greatestFiniteMagnitude` or infinity asks for the largest size, NaN for the smallest).
  ///
  /// A root is measured in its own engine, which keeps its constraints: a measurement adds only
  /// the two target constraints the first time (or when the priorities change) and otherwise
  /// just changes their constants; the next layout pass swaps the root's frame back in.
  ///
  /// A node with a superview is measured as if it were a root, with only the constraints
  /// inside its subtree (those installed on it or its descendants) and its subtree's intrinsic
  /// sizes, ignoring its superview's constraints. That happens in a measuring engine (its own
  /// solver) cached on the node. Constant changes inside the subtree reach it incrementally;
  /// activating or deactivating a constraint, a priority or intrinsic size change, or adding or
  /// removing a node inside the subtree drops it, and the next measurement rebuilds it
  /// (O(*s* + *k*) for the subtree). Changes outside the subtree do not affect it.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    let engine = rootEngine
    guard superview != nil else {
      return engine.fittingSize(
        targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    engine.applyPendingIntrinsicSizes()
    engine.deliverIssues()
    let measuring: LayoutEngine
    if let cached = fittingEngine, cached.source === engine {
      measuring = cached
    } else {
      measuring = LayoutEngine.measuring(self, from: engine)
      fittingEngine = measuring
    }
    return measuring.fittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// Whether the node's frame is not uniquely determined by its constraints, in the hierarchy
  /// laid out at its root's frame (UIKit's `hasAmbiguousLayout`). A root is never ambiguous:
  /// its frame is its input.
  ///
  /// - Complexity: the pending layout work, plus the solver's ambiguity check of the node's
  ///   four variables.
  public var hasAmbiguousLayout: Bool {
    let engine = rootEngine
    engine.prepareLaidOutState()
    return item.variables.contains { engine.solver.hasAmbiguousValue($0) }
  }
}

extension LayoutNode {
  /// Counts of the work done by the solver of the node's hierarchy (constraints added and
  /// removed, pivots), or nil before its first layout pass or measurement. For tests and
  /// benchmarks: e.g. repeated measurements add no constraints. O(depth).
  public var engineStatistics: Solver.Statistics? { root.engine?.solver.statistics }

  /// Counts of the work done by the node's own measuring solver (see
  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` on a
  /// node with a superview), or nil when it has none. For tests and benchmarks. O(1).
  public var measuringStatistics: Solver.Statistics? { fittingEngine?.solver.statistics }

  /// Drops the measuring engines of this node and its ancestors (their subtrees changed).
  /// O(depth).
  func dropMeasuringEngines() {
    var node: LayoutNode? = self
    while let current = node {
      current.fittingEngine = nil
      node = current.superview
    }
  }
}
