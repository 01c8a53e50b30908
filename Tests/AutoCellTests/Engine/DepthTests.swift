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

/// A weak reference to a node, handed across threads.
final class Flag: @unchecked Sendable {
  weak var node: LayoutNode?
}
