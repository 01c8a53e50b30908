import AutoCell
import Foundation

/// The depth workloads of `autocell-bench`: nodes nested inside each other, each pinned to
/// its parent's four edges, built and laid out.
enum DepthBenchmarks {
  /// All depth workloads at the given scale (`quick` shrinks them for a smoke test).
  static func all(quick: Bool) -> [Benchmark] {
    (quick ? [50] : [1_000, 10_000]).map(pinnedNesting)
  }

  /// `depth` nodes, each the only subview of the one above and pinned to its edges with an
  /// inset, added from the top down below a root of 320 x 480, then laid out once.
  ///
  /// One operation: one node.
  ///
  /// Each edge is a chain of required equalities. The work per node stays flat as the chain
  /// deepens: a tableau row holds the markers of at most the 32 links above it (the solver
  /// keeps deeper links without theirs), and a node finds its root and layout direction from
  /// its parent's cache instead of walking up to the root.
  static func pinnedNesting(_ depth: Int) -> Benchmark {
    Benchmark(name: "nodes.pinned-depth", size: depth, unit: "node") { run in
      let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      var parent = root
      for _ in 0..<depth {
        let child = LayoutNode()
        parent.addSubview(child)
        LayoutConstraint.activate([
          child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 0.01),
          child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -0.01),
          child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.01),
          child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -0.01),
        ])
        parent = child
      }
      root.layoutIfNeeded()
      run.keep(root)
      return depth
    }
  }
}
