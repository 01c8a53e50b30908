import AutoCell
import Foundation
import TestSupport
import Testing

/// A row of sized nodes filling a root edge to edge, and the widths UIKit's rules give them.
private struct RowModel {
  var widths: [CGFloat]
  var hugging: [Float]
  var resistance: [Float]
  var width: CGFloat

  /// The reference: all at their intrinsic widths, except that the lowest hugging priority
  /// takes any extra space and the lowest compression resistance gives up any missing space
  /// (priorities are distinct, so the answer is unique).
  var expectedWidths: [CGFloat] {
    var result = widths
    let slack = width - widths.reduce(0, +)
    if slack > 0 {
      let index = hugging.indices.min { hugging[$0] < hugging[$1] }!
      result[index] += slack
    } else if slack < 0 {
      let index = resistance.indices.min { resistance[$0] < resistance[$1] }!
      result[index] += slack
    }
    return result
  }
}

@Suite("Row property")
struct RowPropertyTests {
  /// Random edits (intrinsic widths, priorities, the root's width) applied incrementally to one
  /// hierarchy always give the reference widths.
  @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
  func incrementalEditsMatchTheReference(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 2...6, using: &random)
    func distinctPriorities(_ range: ClosedRange<Int>) -> [Float] {
      Array(range).shuffled(using: &random).prefix(count).map(Float.init)
    }
    var model = RowModel(
      widths: (0..<count).map { _ in CGFloat(Int.random(in: 5...80, using: &random)) },
      hugging: distinctPriorities(200...300), resistance: distinctPriorities(700...800),
      width: CGFloat(Int.random(in: 50...400, using: &random)))
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: model.width, height: 30))
    let nodes = model.widths.map { SizedNode($0, 30) }
    var previous: LayoutXAxisAnchor = root.leadingAnchor
    for (index, node) in nodes.enumerated() {
      root.addSubview(node)
      node.leadingAnchor.constraint(equalTo: previous).isActive = true
      node.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      node.setContentHuggingPriority(LayoutPriority(model.hugging[index]), for: .horizontal)
      node.setContentCompressionResistancePriority(
        LayoutPriority(model.resistance[index]), for: .horizontal)
      previous = node.trailingAnchor
    }
    previous.constraint(equalTo: root.trailingAnchor).isActive = true

    for step in 0..<40 {
      root.layoutIfNeeded()
      let widths = nodes.map(\.frame.size.width)  // raw: may be negative
      #expect(widths == model.expectedWidths, "seed \(seed), step \(step), model \(model)")
      var x: CGFloat = 0
      for node in nodes {
        #expect(node.frame.origin.x == x, "seed \(seed), step \(step)")
        x += node.frame.size.width
      }
      let index = Int.random(in: 0..<count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        model.widths[index] = CGFloat(Int.random(in: 5...80, using: &random))
        nodes[index].size.width = model.widths[index]
      case 1:
        let other = Int.random(in: 0..<count, using: &random)
        model.hugging.swapAt(index, other)
        nodes[index].setContentHuggingPriority(
          LayoutPriority(model.hugging[index]), for: .horizontal)
        nodes[other].setContentHuggingPriority(
          LayoutPriority(model.hugging[other]), for: .horizontal)
      case 2:
        let other = Int.random(in: 0..<count, using: &random)
        model.resistance.swapAt(index, other)
        nodes[index].setContentCompressionResistancePriority(
          LayoutPriority(model.resistance[index]), for: .horizontal)
        nodes[other].setContentCompressionResistancePriority(
          LayoutPriority(model.resistance[other]), for: .horizontal)
      default:
        model.width = CGFloat(Int.random(in: 50...400, using: &random))
        root.frame.size.width = model.width
      }
    }
  }
}
