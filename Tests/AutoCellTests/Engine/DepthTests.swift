import AutoCell
import Foundation
import Testing

/// Deep hierarchies: released and laid out without recursion, and with work that grows
/// linearly with the depth.
@Suite("Depth")
struct DepthTests {
  /// A chain of `depth` nodes, each the only subview of the one above, built from the bottom
  /// up (each step adds a root to a new root: O(1), where adding below the deepest node would
  /// walk the whole chain to check for a cycle).
  ///
  /// Returns the top and the deepest node.
  static func chain(depth: Int) -> (top: LayoutNode, deepest: LayoutNode) {
    let deepest = LayoutNode()
    var top = deepest
    for _ in 1..<depth {
      let parent = LayoutNode()
      parent.addSubview(top)
      top = parent
    }
    return (top, deepest)
  }

  /// Runs `body` on a thread with a 128 KiB stack and waits for it: a release that recursed
  /// once per level would overflow it a few hundred levels down.
  func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 128 * 1024
    thread.start()
    done.wait()
  }

  @Test func aChainIsReleasedWithoutRecursion() {
    let released = Flag()
    onSmallStack {
      let made = DepthTests.chain(depth: 3_000)
      released.node = made.deepest
      #expect(made.deepest.root === made.top)
    }
    #expect(released.node == nil)
  }

  @Test func aLaidOutChainIsReleasedWithoutRecursion() {
    let released = Flag()
    onSmallStack {
      let (root, last) = DepthTests.chain(depth: 3_000)
      root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      last.widthAnchor.constraint(equalToConstant: 10).isActive = true
      root.layoutIfNeeded()
      released.node = last
    }
    #expect(released.node == nil)
  }
}

extension DepthTests {
  /// `depth` nodes below a 10,000-point square root, each pinned to its parent's edges with an
  /// inset of 1, added from the top down and laid out once.
  ///
  /// Returns the root and the nodes.
  static func pinnedChain(depth: Int) -> (root: LayoutNode, nodes: [LayoutNode]) {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
    var nodes: [LayoutNode] = []
    var parent = root
    for _ in 0..<depth {
      let child = LayoutNode()
      parent.addSubview(child)
      LayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
        child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
      ])
      nodes.append(child)
      parent = child
    }
    root.layoutIfNeeded()
    return (root, nodes)
  }

  /// The solver's cells and row updates grow linearly with the depth of a pinned chain (they
  /// grew with its square: every row held the marker of every link above it), and the frames
  /// are right at every depth.
  @Test func aPinnedChainCostsLinearWork() throws {
    var cells: [Int] = []
    var updates: [Int] = []
    for depth in [500, 1_000] {
      let (root, nodes) = Self.pinnedChain(depth: depth)
      let statistics = try #require(root.engineStatistics)
      cells.append(statistics.cells)
      updates.append(statistics.rowUpdates)
      for (i, node) in nodes.enumerated() where i % 250 == 0 || i == depth - 1 {
        // Frames are in the parent's coordinates: each 2 narrower than the parent.
        #expect(abs(node.frame.width - Double(10_000 - 2 * (i + 1))) < 1e-6, "depth \(i + 1)")
        #expect(abs(node.frame.minX - 1) < 1e-6, "x at depth \(i + 1)")
      }
    }
    #expect(Double(cells[1]) < 2.2 * Double(cells[0]), "cells \(cells)")
    #expect(Double(updates[1]) < 2.2 * Double(updates[0]) + 100, "row updates \(updates)")
    #expect(cells[1] < 200 * 1_000, "cells \(cells)")
  }

  /// Removing a node from the middle of a deep pinned chain, and deactivating and reactivating
  /// a link (deep links have no marker in the solver), leaves the rest laid out as before.
  @Test func aDeepPinnedChainSurvivesARemoval() {
    let (root, nodes) = Self.pinnedChain(depth: 300)
    nodes[200].removeFromSuperview()
    let pins = nodes[150].constraints  // those of nodes[151] to nodes[150]
    #expect(pins.count == 4)
    LayoutConstraint.deactivate(pins)
    root.layoutIfNeeded()
    LayoutConstraint.activate(pins)
    root.layoutIfNeeded()
    for i in [0, 100, 150, 199] {
      #expect(abs(nodes[i].frame.width - Double(10_000 - 2 * (i + 1))) < 1e-6, "depth \(i + 1)")
    }
    #expect(nodes[199].subviews.isEmpty)
    #expect(nodes[299].root === nodes[200])
  }
}

/// A weak reference to a node, handed across threads.
final class Flag: @unchecked Sendable {
  weak var node: LayoutNode?
}
