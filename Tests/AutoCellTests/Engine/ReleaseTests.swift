import AutoCell
import Foundation
import Testing

/// Hierarchies are released when the last outside reference goes, whatever their engine did
/// last: an engine's work lists must not keep its own root alive.
@Suite("Release")
struct ReleaseTests {
  @Test func aRootOnlyMeasuredIsReleased() {
    weak var released: LayoutNode?
    do {
      let node = LayoutNode()
      released = node
      _ = node.fittingHeight(forWidth: 320)
    }
    #expect(released == nil)
  }

  @Test func aRootLaidOutIsReleased() {
    weak var released: LayoutNode?
    do {
      let node = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      released = node
      node.layoutIfNeeded()
    }
    #expect(released == nil)
  }

  @Test func aRootWithAPendingIntrinsicSizeIsReleased() {
    weak var released: LayoutNode?
    do {
      let node = HostingNode(rootView: Text("Hello"))
      released = node
      _ = node.fittingHeight(forWidth: 320)
      node.rootView = Text("Hello, again")  // queued, never read
    }
    #expect(released == nil)
  }

  @Test func aMeasuredAndReusedHostingCellIsReleasedWithItsNodes() {
    weak var cell: HostingCell<PostContent>?
    weak var contentView: LayoutNode?
    weak var hostingNode: HostingNode<PostContent>?
    do {
      let made = HostingCell<PostContent>()
      made.set(rootView: PostContent(id: 1, title: "Hi", body: "Short."))
      _ = made.fittingHeight(forWidth: 320)
      made.prepareForReuse()
      made.set(rootView: PostContent(id: 2, title: "Hello", body: "A little longer."))
      _ = made.fittingHeight(forWidth: 320)
      cell = made
      contentView = made.contentView
      hostingNode = made.hostingNode
    }
    #expect(cell == nil)
    #expect(contentView == nil)
    #expect(hostingNode == nil)
  }

  @Test func aSubtreeRemovedBeforeALayoutPassIsReleased() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.layoutIfNeeded()
    weak var released: LayoutNode?
    do {
      let child = LayoutNode()
      released = child
      root.addSubview(child)  // listed for a frame write
      child.removeFromSuperview()
    }
    #expect(released == nil)
    root.layoutIfNeeded()  // the list's released entry is skipped
    #expect(root.subviews.isEmpty)
  }
}
