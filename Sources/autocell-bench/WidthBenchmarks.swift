import AutoCell
import Foundation

/// The width workloads of `autocell-bench`: one node with many subviews.
enum WidthBenchmarks {
  /// All width workloads at the given scale (`quick` shrinks them for a smoke test).
  static func all(quick: Bool) -> [Benchmark] {
    (quick ? [100] : [10_000, 100_000]).flatMap { count in
      [removingSiblings(count, randomly: false), removingSiblings(count, randomly: true)]
    }
  }

  /// `count` leaf subviews of one root, built off the clock, then removed one by one: first
  /// to last (each removal at the front, the worst case for shifting the later siblings down)
  /// or in a shuffled order (a fixed seed).
  ///
  /// One operation: one removal.
  static func removingSiblings(_ count: Int, randomly: Bool) -> Benchmark {
    let name = randomly ? "nodes.remove-siblings-random" : "nodes.remove-siblings-first"
    return Benchmark(name: name, size: count, unit: "removal") { run in
      let (root, order) = run.untimed {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var order: [LayoutNode] = []
        order.reserveCapacity(count)
        for _ in 0..<count {
          let child = LayoutNode()
          root.addSubview(child)
          order.append(child)
        }
        if randomly {
          var state: UInt64 = 0x9E37_79B9_7F4A_7C15
          for index in stride(from: count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            order.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
          }
        }
        return (root, order)
      }
      for child in order { child.removeFromSuperview() }
      run.keep(root)
      run.keep(order)
      return count
    }
  }
}
