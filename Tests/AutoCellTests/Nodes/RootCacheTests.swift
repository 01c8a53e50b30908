import AutoCell
import Foundation
import Testing

/// Each node caches its root and layout direction (issue #17's deep hierarchies): every change
/// of the hierarchy or of a direction must show through the caches at once.
@Suite("Root and direction caches")
struct RootCacheTests {
  /// `count` nodes, each the only subview of the one before.
  static func chain(_ count: Int) -> [LayoutNode] {
    let nodes = (0..<count).map { _ in LayoutNode() }
    for i in 1..<count { nodes[i - 1].addSubview(nodes[i]) }
    return nodes
  }

  @Test func aRootAddedElsewhereAndTakenBackIsSeenByItsSubtree() {
    let r = Self.chain(4)
    let p = Self.chain(3)
    #expect(r[3].root === r[0])  // cached
    p[2].addSubview(r[0])
    #expect(r[3].root === p[0])
    r[2].removeFromSuperview()  // while r[0] is below p[0]
    #expect(r[3].root === r[2])
    r[0].removeFromSuperview()
    #expect(r[1].root === r[0])
    #expect(r[3].root === r[2], "r[3] left r[0]'s subtree while r[0] was not a root")
  }

  @Test func removingAMiddleNodeGivesItsSubtreeTheNewRoot() {
    let nodes = Self.chain(6)
    #expect(nodes[5].root === nodes[0])
    nodes[2].removeFromSuperview()
    #expect(nodes[5].root === nodes[2])
    #expect(nodes[1].root === nodes[0])
    nodes[1].addSubview(nodes[2])
    #expect(nodes[5].root === nodes[0])
  }

  @Test func releasingTheRootMakesItsChildTheRoot() {
    var top: LayoutNode? = LayoutNode()
    let child = LayoutNode()
    let grandchild = LayoutNode()
    top!.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.root === top)
    top = nil
    #expect(grandchild.root === child)
  }

  @Test func directionsFollowEveryChange() {
    let nodes = Self.chain(5)
    #expect(nodes[4].effectiveUserInterfaceLayoutDirection == .leftToRight)
    nodes[1].semanticContentAttribute = .forceRightToLeft
    #expect(nodes[4].effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(nodes[0].effectiveUserInterfaceLayoutDirection == .leftToRight)
    nodes[3].semanticContentAttribute = .forceLeftToRight
    #expect(nodes[4].effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(nodes[2].effectiveUserInterfaceLayoutDirection == .rightToLeft)
    nodes[3].semanticContentAttribute = .unspecified
    #expect(nodes[4].effectiveUserInterfaceLayoutDirection == .rightToLeft)
    nodes[2].removeFromSuperview()
    #expect(nodes[4].effectiveUserInterfaceLayoutDirection == .leftToRight)
    let other = LayoutNode()
    other.semanticContentAttribute = .forceRightToLeft
    other.addSubview(nodes[2])
    #expect(nodes[4].effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }
}
