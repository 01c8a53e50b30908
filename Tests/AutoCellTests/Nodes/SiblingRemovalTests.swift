import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// Removing many siblings one by one: linear work in total, in any order, with the subview
/// order kept as UIKit keeps it (a removal closes the gap, an addition goes last).
@Suite("Sibling removal")
struct SiblingRemovalTests {
  /// A parent with `count` leaf subviews.
  static func parent(of count: Int) -> (parent: LayoutNode, children: [LayoutNode]) {
    let parent = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var children: [LayoutNode] = []
    children.reserveCapacity(count)
    for _ in 0..<count {
      let child = LayoutNode()
      parent.addSubview(child)
      children.append(child)
    }
    return (parent, children)
  }

  /// The subview positions written per removal stay bounded: 100,000 siblings removed first to
  /// last (each removal at the front) write at most 3 positions each, where shifting the later
  /// siblings down wrote 5 billion.
  @Test func removingTheFirstSiblingRepeatedlyIsLinear() {
    let count = 100_000
    let (parent, children) = Self.parent(of: count)
    for (index, child) in children.enumerated() {
      child.removeFromSuperview()
      if index == count / 2 {
        #expect(parent.subviews.count == count - index - 1)
        #expect(parent.subviews.first === children[index + 1])
        #expect(parent.subviews.last === children[count - 1])
      }
    }
    #expect(parent.subviews.isEmpty)
    #expect(parent.children.positionWrites <= 3 * count)
  }

  /// The same in a random order (seeded), and with every removed node released.
  @Test func removingSiblingsInRandomOrderIsLinear() {
    let count = 100_000
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SeededGenerator(seed: seed)
    let parent = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var order: [LayoutNode] = []
    for _ in 0..<count {
      let child = LayoutNode()
      parent.addSubview(child)
      order.append(child)
    }
    order.shuffle(using: &generator)
    let watched = Flag()
    watched.node = order[count / 3]
    while let child = order.popLast() { child.removeFromSuperview() }
    #expect(watched.node == nil, "a removed node stayed alive (seed \(seed))")
    #expect(parent.subviews.isEmpty, "seed \(seed)")
    #expect(parent.children.positionWrites <= 3 * count, "seed \(seed)")
  }

  /// Random additions, removals and moves between two parents, checked after every step
  /// against plain arrays (seeded): order, counts, and `superview`.
  @Test func theOrderMatchesArraysAfterRandomEdits() {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SeededGenerator(seed: seed)
    let parents = [LayoutNode(), LayoutNode()]
    var expected: [[LayoutNode]] = [[], []]
    var pool: [LayoutNode] = (0..<60).map { _ in LayoutNode() }
    for step in 0..<3_000 {
      let target = Int.random(in: 0...1, using: &generator)
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<4 where !pool.isEmpty:
        let node = pool.remove(at: Int.random(in: 0..<pool.count, using: &generator))
        parents[target].addSubview(node)
        expected[target].append(node)
      case 4..<6 where !expected[1 - target].isEmpty:
        let from = 1 - target
        let index = Int.random(in: 0..<expected[from].count, using: &generator)
        let node = expected[from].remove(at: index)
        parents[target].addSubview(node)  // a move
        expected[target].append(node)
      default:
        guard !expected[target].isEmpty else { continue }
        let index = Int.random(in: 0..<expected[target].count, using: &generator)
        let node = expected[target].remove(at: index)
        node.removeFromSuperview()
        #expect(node.superview == nil && node.indexInSuperview == -1)
        pool.append(node)
      }
      for side in 0...1 {
        let actual = parents[side].subviews
        guard actual.count == expected[side].count,
          zip(actual, expected[side]).allSatisfy({ $0 === $1 }),
          actual.allSatisfy({ $0.superview === parents[side] })
        else {
          Issue.record("subviews differ at step \(step), seed \(seed)")
          return
        }
      }
    }
  }

  /// With an engine: 5,000 constrained siblings laid out, then removed from the front, each
  /// removal followed by a layout pass every 500; the remaining siblings keep their frames.
  @Test func constrainedSiblingsLeaveTheEngine() {
    let count = 5_000
    let (parent, children) = Self.parent(of: count)
    for (index, child) in children.enumerated() {
      LayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(index)),
        child.topAnchor.constraint(equalTo: parent.topAnchor),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 5),
      ])
    }
    parent.layoutIfNeeded()
    #expect(children[count - 1].frame == CGRect(x: count - 1, y: 0, width: 10, height: 5))
    for (index, child) in children.enumerated().dropLast() {
      child.removeFromSuperview()
      if index % 500 == 0 { parent.layoutIfNeeded() }
    }
    parent.layoutIfNeeded()
    #expect(parent.subviews.count == 1 && parent.subviews[0] === children[count - 1])
    #expect(children[count - 1].frame == CGRect(x: count - 1, y: 0, width: 10, height: 5))
    #expect(parent.children.positionWrites <= 3 * count)
  }
}
