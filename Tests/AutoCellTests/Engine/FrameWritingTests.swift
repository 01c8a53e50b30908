import AutoCell
import Foundation
import Testing

/// A layout pass writes the frames of the nodes whose position or size changed, and only those.
@Suite("Frame writing")
struct FrameWritingTests {
  /// A node that counts how often its frame is set.
  final class CountingNode: LayoutNode {
    private(set) var frameWrites = 0

    override var frame: CGRect {
      didSet { frameWrites += 1 }
    }
  }

  @Test("a node that moves with its superview keeps its frame: it is not written again")
  func unchangedFramesAreNotWritten() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let container = LayoutNode()
    let child = CountingNode()
    root.addSubview(container)
    container.addSubview(child)
    let leading = container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    LayoutConstraint.activate([
      leading,
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 50),
    ])
    let inside = edges(of: child, to: container, insets: EdgeInsets(all: 5))
    LayoutConstraint.activate(inside)
    root.layoutIfNeeded()
    let written = child.frameWrites
    #expect(child.frame == CGRect(x: 5, y: 5, width: 90, height: 40))

    leading.constant = 40  // the container moves; the child moves with it
    root.layoutIfNeeded()
    #expect(container.frame.minX == 40)
    #expect(child.frame == CGRect(x: 5, y: 5, width: 90, height: 40))
    #expect(child.frameWrites == written)

    inside[0].constant = 7  // now it does move
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 7, y: 5, width: 88, height: 40))
    #expect(child.frameWrites == written + 1)
  }

  @Test("a root measured but never laid out, added to a laid-out hierarchy, gets its frames")
  func measuredRootMovedIntoAnotherHierarchy() {
    let card = LayoutNode(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let label = SizedNode(30, 10)
    card.addSubview(label)
    pin(label, to: card, insets: EdgeInsets(all: 4))
    #expect(card.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize).width == 38)

    let host = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    host.layoutIfNeeded()
    host.addSubview(card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: host.topAnchor, constant: 20),
    ])
    host.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 20, width: 38, height: 18))
    #expect(label.frame == CGRect(x: 4, y: 4, width: 30, height: 10))
  }
}
