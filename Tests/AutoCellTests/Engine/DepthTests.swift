import AutoCell
import Foundation
import Testing

/// Deep hierarchies: released and laid out without recursion, and with work that grows
/// linearly with the depth.
@Suite("Depth")
struct DepthTests {
  /// A chain of `depth` nodes, each the only subview of the one above, built from the bottom
  /// up (each step adds a root to a new root: O(1), where adding below the deepest node would
  /// walk the whole chain to check for a cycle). Returns the top and the deepest node.
  func chain(depth: Int) -> (top: LayoutNode, deepest: LayoutNode) {
    let deepest = LayoutNode()
    var top = deepest
    for _ in 1..<depth {
      let parent = LayoutNode()
      parent.addSubview(top)
      top = parent
    }
    return (top, deepest)
  }

  @Test func aChainOf100000NodesIsReleasedWithoutRecursion() {
    weak var deepest: LayoutNode?
    do {
      let made = chain(depth: 100_000)
      deepest = made.deepest
      #expect(made.deepest.root === made.top)
    }
    #expect(deepest == nil)
  }

  @Test func aLaidOutChainIsReleasedWithoutRecursion() {
    weak var deepest: LayoutNode?
    do {
      let (root, last) = chain(depth: 50_000)
      root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      last.widthAnchor.constraint(equalToConstant: 10).isActive = true
      root.layoutIfNeeded()
      deepest = last
    }
    #expect(deepest == nil)
  }
}
