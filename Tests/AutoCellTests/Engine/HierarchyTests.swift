import AutoCell
import Foundation
import Testing

@Suite("Hierarchy changes")
struct HierarchyTests {
  @Test func removingASubtreeDeactivatesOnlyConstraintsCrossingOut() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let container = LayoutNode()
    let child = LayoutNode()
    root.addSubview(container)
    container.addSubview(child)
    pin(container, to: root)
    let inner = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
    let crossing = child.heightAnchor.constraint(equalTo: root.heightAnchor)
    LayoutConstraint.activate([inner, crossing])
    #expect(inner.owner === container && crossing.owner === root)
    root.layoutIfNeeded()

    container.removeFromSuperview()
    #expect(inner.isActive)
    #expect(!crossing.isActive)
    #expect(root.subviews.isEmpty && container.superview == nil)
    #expect(
      root.constraints.allSatisfy { $0.firstItem !== container && $0.secondItem !== container })

    container.frame = CGRect(x: 0, y: 0, width: 80, height: 10)
    container.layoutIfNeeded()  // now a root with its own engine
    #expect(child.frame.width == 40)
  }

  @Test func addingASubtreeMovesItsConstraintsToTheNewEngine() {
    let host = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    host.layoutIfNeeded()  // the host has an engine
    let card = LayoutNode(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let label = SizedNode(30, 10)
    card.addSubview(label)
    pin(label, to: card, insets: EdgeInsets(all: 4))
    card.layoutIfNeeded()  // the card has its own engine
    #expect(label.frame.width == 42)

    host.addSubview(card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: host.topAnchor, constant: 20),
    ])
    host.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 20, width: 38, height: 18))
    #expect(label.frame == CGRect(x: 4, y: 4, width: 30, height: 10))
  }

  @Test func unconstrainedNodesKeepTheirFrames() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let manual = LayoutNode(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    root.addSubview(manual)
    root.layoutIfNeeded()
    #expect(manual.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
  }

  @Test func layoutGuidesTakePartInLayout() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    let left = LayoutNode()
    let right = LayoutNode()
    let gap = LayoutGuide()
    root.addSubview(left)
    root.addSubview(right)
    root.addLayoutGuide(gap)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      left.widthAnchor.constraint(equalTo: right.widthAnchor),
      gap.widthAnchor.constraint(equalTo: left.widthAnchor, multiplier: 0.5),
      left.topAnchor.constraint(equalTo: root.topAnchor),
      right.topAnchor.constraint(equalTo: root.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 10),
      right.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(left.frame.width == 120 && right.frame.minX == 180)
    #expect(gap.layoutFrame.minX == 120 && gap.layoutFrame.width == 60)
  }

  @Test func addingManyIndependentSubviewsCostsLinearWork() throws {
    // Work is counted (pivots and rewritten rows), not timed: the count is the same on every
    // machine, and it is what grows when adding a view costs more than constant time.
    func workPerSubview(_ count: Int) -> (work: Double, added: Int) {
      let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
      root.layoutIfNeeded()
      let before = root.engineStatistics
      for index in 0..<count {
        let child = LayoutNode()
        root.addSubview(child)
        LayoutConstraint.activate([
          child.leadingAnchor.constraint(
            equalTo: root.leadingAnchor, constant: CGFloat(index % 100)),
          child.topAnchor.constraint(equalTo: root.topAnchor),
          child.widthAnchor.constraint(equalToConstant: 10),
          child.heightAnchor.constraint(equalToConstant: 10),
        ])
      }
      root.layoutIfNeeded()
      let last = root.subviews[count - 1].frame
      #expect(last == CGRect(x: CGFloat((count - 1) % 100), y: 0, width: 10, height: 10))
      let after = root.engineStatistics
      let work =
        (after?.pivots ?? 0) + (after?.rowUpdates ?? 0) - (before?.pivots ?? 0)
        - (before?.rowUpdates ?? 0)
      return (Double(work) / Double(count), after?.constraintsAdded ?? 0)
    }
    let small = workPerSubview(250)
    let large = workPerSubview(1000)
    #expect(large.added - small.added == 4 * 750)
    #expect(
      large.work <= small.work * 1.05 + 0.01,
      "per subview: \(small.work) at 250, \(large.work) at 1000")
  }
}

@Suite("Memory")
struct MemoryTests {
  @Test func releasingAHierarchyReleasesItsNodesAndConstraints() {
    weak var weakRoot: LayoutNode?
    weak var weakChild: LayoutNode?
    weak var weakConstraint: LayoutConstraint?
    do {
      let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = WrappingNode(length: 50)
      root.addSubview(child)
      pin(child, to: root.layoutMarginsGuide)
      let constraint = child.widthAnchor.constraint(lessThanOrEqualToConstant: 90)
      constraint.isActive = true
      root.layoutIfNeeded()
      _ = child.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
      weakRoot = root
      weakChild = child
      weakConstraint = constraint
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
    #expect(weakConstraint == nil)
  }

  @Test func aSurvivingChildOfAReleasedRootBecomesARoot() {
    let child = LayoutNode()
    let grandchild = SizedNode(10, 10)
    do {
      let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.addSubview(child)
      child.addSubview(grandchild)
      pin(child, to: root)
      pin(grandchild, to: child, insets: EdgeInsets(all: 1))
      root.layoutIfNeeded()
    }
    #expect(child.superview == nil)
    #expect(
      child.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
        == CGSize(width: 12, height: 12))
  }
}

extension MemoryTests {
  // Nodes are not referred to weakly (see LayoutNode): these back references are cleared by the
  // released node itself.
  @Test func backReferencesToAReleasedNodeReadNil() {
    let guide = LayoutGuide()
    let constraint: LayoutConstraint
    let anchor: LayoutXAxisAnchor
    let child = LayoutNode()
    let grandchild = SizedNode(10, 10)
    do {
      let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.addLayoutGuide(guide)
      root.addSubview(child)
      child.addSubview(grandchild)
      pin(child, to: root)
      pin(grandchild, to: child, insets: EdgeInsets(all: 1))
      constraint = guide.widthAnchor.constraint(equalTo: root.widthAnchor)
      constraint.isActive = true
      anchor = root.leadingAnchor
      root.layoutIfNeeded()
      #expect(grandchild.root === root && constraint.owner === root)
    }
    #expect(guide.owningView == nil)
    #expect(constraint.owner == nil && !constraint.isActive)
    #expect(constraint.secondItem == nil)
    #expect(anchor.constraint(equalTo: guide.leadingAnchor).firstItem == nil)
    #expect(child.superview == nil)
    #expect(grandchild.root === child)
    child.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    child.layoutIfNeeded()
    #expect(grandchild.frame == CGRect(x: 1, y: 1, width: 28, height: 28))
  }

  @Test func aNodeRemovedWhileItsIntrinsicSizeIsDueIsSkippedAndReleased() {
    weak var weakLeaf: SizedNode?
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    do {
      let leaf = SizedNode(10, 10)
      root.addSubview(leaf)
      pin(leaf, to: root)
      root.layoutIfNeeded()
      leaf.size = CGSize(width: 20, height: 20)  // due at the next pass
      leaf.removeFromSuperview()
      weakLeaf = leaf
    }
    root.layoutIfNeeded()
    #expect(weakLeaf == nil)
  }
}

@Suite("Stacks of nodes")
struct NodeStackTests {
  @Test func aLongVerticalChainLaysOutInOrder() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 10_000))
    var previous: LayoutNode?
    var nodes: [LayoutNode] = []
    for index in 0..<500 {
      let node = SizedNode(50, CGFloat(10 + index % 3))
      root.addSubview(node)
      LayoutConstraint.activate([
        node.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        node.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 2),
      ])
      nodes.append(node)
      previous = node
    }
    root.layoutIfNeeded()
    var y: CGFloat = 0
    for (index, node) in nodes.enumerated() {
      y += 2
      #expect(node.frame == CGRect(x: 0, y: y, width: 50, height: CGFloat(10 + index % 3)))
      y += CGFloat(10 + index % 3)
    }
  }
}
