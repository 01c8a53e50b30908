import AutoCell
import Foundation
import Testing

/// Records UIKit's hierarchy notifications as they arrive.
private final class RecordingNode: LayoutNode {
  var log: [String] = []

  override func willRemoveSubview(_ subview: LayoutNode) {
    log.append("willRemoveSubview \(subview.identifier ?? "?")")
  }
  override func didAddSubview(_ subview: LayoutNode) {
    log.append("didAddSubview \(subview.identifier ?? "?")")
  }
  override func willMove(toSuperview newSuperview: LayoutNode?) {
    log.append("willMove \(newSuperview?.identifier ?? "nil")")
  }
  override func didMoveToSuperview() {
    log.append("didMove \(superview?.identifier ?? "nil")")
  }
  override func subviewIsHiddenDidChange(_ subview: LayoutNode) {
    log.append("hidden \(subview.identifier ?? "?") \(subview.isHidden)")
  }
}

/// A node whose width constraint is made in `updateConstraints()`, the UIKit way.
private final class LazyWidthNode: LayoutNode {
  var width: CGFloat = 40 {
    didSet { setNeedsUpdateConstraints() }
  }
  private var constraint: LayoutConstraint?
  private(set) var updates = 0

  override func updateConstraints() {
    updates += 1
    if let constraint {
      constraint.constant = width
    } else {
      let made = widthAnchor.constraint(equalToConstant: width)
      made.isActive = true
      constraint = made
    }
    super.updateConstraints()
  }
}

/// A box whose text sits 5 points below its top and whose last baseline is 3 above its
/// bottom.
private final class CaptionBox: LayoutNode {
  override var firstBaselineOffsetFromTop: CGFloat? { 5 }
  override var lastBaselineOffsetFromBottom: CGFloat { 3 }
}

@Suite("Hooks, as UIKit's")
struct HookTests {
  /// UIKit's order: the node hears it will move, the old superview that it leaves, the node
  /// that it moved, the new superview that it arrived.
  @Test func hierarchyNotificationsArriveInUIKitsOrder() {
    let first = RecordingNode()
    first.identifier = "first"
    let second = RecordingNode()
    second.identifier = "second"
    let child = RecordingNode()
    child.identifier = "child"
    first.addSubview(child)
    second.addSubview(child)
    child.removeFromSuperview()
    #expect(
      child.log == [
        "willMove first", "didMove first", "willMove second", "didMove second", "willMove nil",
        "didMove nil",
      ])
    #expect(first.log == ["didAddSubview child", "willRemoveSubview child"])
    #expect(second.log == ["didAddSubview child", "willRemoveSubview child"])
    child.isHidden = true
    #expect(second.log.count == 2, "no superview, no notification")
    second.addSubview(child)
    child.isHidden = false
    child.isHidden = false
    #expect(second.log.last == "hidden child false" && second.log.count == 4)
  }

  /// `setNeedsUpdateConstraints()` defers the work to the next pass: once per pass, however
  /// many times it was asked; before the first pass the engine's creation runs it.
  @Test func updateConstraintsRunsBeforeTheNextPass() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let node = LazyWidthNode()
    root.addSubview(node)
    node.setNeedsUpdateConstraints()
    #expect(node.needsUpdateConstraints())
    root.layoutIfNeeded()
    #expect(node.updates == 1 && !node.needsUpdateConstraints())
    #expect(node.frame.width == 40)
    node.width = 70
    node.width = 90
    #expect(node.updates == 1)
    #expect(root.systemLayoutSizeFitting(.zero).width >= 0)  // a measurement runs it too
    #expect(node.updates == 2)
    root.layoutIfNeeded()
    #expect(node.frame.width == 90 && node.updates == 2)
    node.width = 10
    node.updateConstraintsIfNeeded()
    #expect(node.updates == 3)
  }

  /// A node's own baselines, as UIKit's private offsets: 5 below the top, 3 above the bottom.
  @Test func aNodeDefinesItsOwnBaselines() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = CaptionBox()
    let first = LayoutNode()
    let last = LayoutNode()
    for node in [box, first, last] { root.addSubview(node) }
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.heightAnchor.constraint(equalToConstant: 50),
      first.topAnchor.constraint(equalTo: box.firstBaselineAnchor),
      last.topAnchor.constraint(equalTo: box.lastBaselineAnchor),
    ])
    root.layoutIfNeeded()
    #expect(first.frame.minY == 15)
    #expect(last.frame.minY == 57)
  }
}
