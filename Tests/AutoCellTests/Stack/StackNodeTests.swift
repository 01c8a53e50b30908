import AutoCell
import Foundation
import Testing

/// The horizontal stack of the distribution × alignment table: a(40×20), b(50×30, hidden),
/// c(60×40), d(30×10, horizontal hugging 249) in a stack 300 wide whose height is free,
/// spacing 10, custom spacing 20 after a and 99 after the hidden b (unused); laid out.
///
/// `bHidden` and `spacingAfterB` set b's state and the gap after it for other tests.
struct TableStack {
  let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  let stack = StackNode()
  let a = SizedNode(40, 20)
  let b = SizedNode(50, 30)
  let c = SizedNode(60, 40)
  let d = SizedNode(30, 10)

  init(
    _ distribution: StackNode.Distribution, _ alignment: StackNode.Alignment,
    direction: SemanticContentAttribute = .unspecified, bHidden: Bool = true,
    spacingAfterB: CGFloat = 99
  ) {
    root.semanticContentAttribute = direction
    d.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    for node in [a, b, c, d] { stack.addArrangedSubview(node) }
    stack.setCustomSpacing(20, after: a)
    stack.setCustomSpacing(spacingAfterB, after: b)
    b.isHidden = bHidden
    root.layoutIfNeeded()
  }
}

/// The frames UIKit's documentation gives the visible nodes a, c, d of ``TableStack``,
/// computed by hand from the rules (not by constraints), in the stack's coordinates.
private func referenceFrames(
  _ distribution: StackNode.Distribution, _ alignment: StackNode.Alignment
) -> [(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)] {
  let widths: [CGFloat] = [40, 60, 30]
  let heights: [CGFloat] = [20, 40, 10]
  let gaps: [CGFloat] = [20, 10]  // custom 20 after a; the hidden b's 99 is not used
  let room: CGFloat = 300
  var x: [CGFloat]
  var w = widths
  switch distribution {
  case .fill:  // the lowest hugging (d) takes the room left
    w[2] += room - widths.reduce(0, +) - gaps.reduce(0, +)
    x = [0, w[0] + gaps[0], w[0] + gaps[0] + w[1] + gaps[1]]
  case .fillEqually:
    let each = (room - gaps.reduce(0, +)) / 3
    w = [each, each, each]
    x = [0, each + gaps[0], 2 * each + gaps[0] + gaps[1]]
  case .fillProportionally:
    let total = widths.reduce(0, +)
    w = widths.map { $0 / total * (room - gaps.reduce(0, +)) }
    x = [0, w[0] + gaps[0], w[0] + gaps[0] + w[1] + gaps[1]]
  case .equalSpacing:
    let gap = (room - widths.reduce(0, +)) / 2
    x = [0, widths[0] + gap, room - widths[2]]
  case .equalCentering:
    let first = widths[0] / 2
    let last = room - widths[2] / 2
    x = [0, (first + last) / 2 - widths[1] / 2, room - widths[2]]
  }
  let thickness = heights.max()!  // the stack is as tall as its tallest node
  return (0..<3).map { i in
    switch alignment {
    case .fill: (x[i], 0, w[i], thickness)
    case .leading: (x[i], 0, w[i], heights[i])
    case .center: (x[i], (thickness - heights[i]) / 2, w[i], heights[i])
    // Nodes without text have their baselines at the bottom.
    case .trailing, .firstBaseline, .lastBaseline:
      (x[i], thickness - heights[i], w[i], heights[i])
    }
  }
}

/// Rounds edges to whole points (displayScale 1), mirrored first when `mirrored`.
private func pixelFrame(
  _ f: (x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat), mirroredIn width: CGFloat?
) -> CGRect {
  var minX = f.x
  var maxX = f.x + f.width
  if let width { (minX, maxX) = (width - maxX, width - minX) }
  let x0 = minX.rounded()
  let y0 = f.y.rounded()
  return CGRect(x: x0, y: y0, width: maxX.rounded() - x0, height: (f.y + f.height).rounded() - y0)
}

/// Every distribution and every alignment, for tests that run over the table.
let distributions: [StackNode.Distribution] = [
  .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
]
let alignments: [StackNode.Alignment] = [
  .fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline,
]

@Suite("StackNode")
struct StackNodeTests {
  /// UIStackView's documented distributions and alignments, with a hidden node (no space,
  /// spacing collapses around it) and custom spacing; and the same stack right to left is
  /// its mirror image.
  @Test(
    "every distribution × alignment matches UIKit's rules",
    arguments: distributions, alignments)
  func distributionTimesAlignment(
    distribution: StackNode.Distribution, alignment: StackNode.Alignment
  ) {
    let expected = referenceFrames(distribution, alignment)
    for rightToLeft in [false, true] {
      let table = TableStack(
        distribution, alignment, direction: rightToLeft ? .forceRightToLeft : .unspecified)
      let frames = [table.a.frame, table.c.frame, table.d.frame]
      for (index, frame) in frames.enumerated() {
        let want = pixelFrame(expected[index], mirroredIn: rightToLeft ? 300 : nil)
        #expect(
          frame == want,
          "\(distribution) \(alignment) rtl \(rightToLeft) node \(["a", "c", "d"][index])")
      }
      #expect(table.b.frame.width == 0, "hidden b takes no space")
      #expect(table.stack.frame.height == 40, "as tall as its tallest visible node")
    }
  }

  /// A `.fill` stack shrinks its least resistant node first.
  ///
  /// UIStackView .fill: "When the arranged views do not fit within the stack view, it shrinks
  /// the views according to their compression resistance priority."
  @Test func fillShrinksTheLeastResistantNode() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
    let a = SizedNode(40, 20)
    let c = SizedNode(60, 20)
    let d = SizedNode(30, 20)
    c.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    let stack = StackNode(arrangedSubviews: [a, c, d])
    stack.spacing = 5
    root.addSubview(stack)
    pin(stack, to: root)
    root.layoutIfNeeded()
    #expect(a.frame.width == 40 && d.frame.width == 30)
    #expect(c.frame == CGRect(x: 45, y: 0, width: 40, height: 50))
  }

  /// Hiding and showing, inserting and removing rebuild the arrangement; a node removed from
  /// its superview leaves `arrangedSubviews` (UIKit), one removed with
  /// `removeArrangedSubview` stays a subview.
  @Test func arrangementFollowsItsNodes() {
    let cell = LayoutNode()
    let stack = StackNode()
    stack.axis = .vertical
    stack.spacing = StackNode.spacingUseSystem
    cell.addSubview(stack)
    pin(stack, to: cell)
    let a = SizedNode(10, 20)
    let b = SizedNode(10, 30)
    let c = SizedNode(10, 40)
    stack.addArrangedSubview(a)
    stack.addArrangedSubview(c)
    stack.insertArrangedSubview(b, at: 1)
    #expect(
      stack.arrangedSubviews.map { ObjectIdentifier($0) } == [a, b, c].map(ObjectIdentifier.init))
    #expect(cell.fittingHeight(forWidth: 100) == CGFloat(20 + 30 + 40 + 2 * 8))
    b.isHidden = true
    #expect(cell.fittingHeight(forWidth: 100) == CGFloat(20 + 40 + 8))
    b.isHidden = false
    stack.removeArrangedSubview(b)
    #expect(b.superview === stack)
    #expect(cell.fittingHeight(forWidth: 100) == CGFloat(20 + 40 + 8))
    c.removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
    #expect(cell.fittingHeight(forWidth: 100) == 20)
    stack.isLayoutMarginsRelativeArrangement = true
    #expect(cell.fittingHeight(forWidth: 100) == CGFloat(20 + 16))
  }

  /// UIStackView sets translatesAutoresizingMaskIntoConstraints to false on the views it
  /// arranges, so a framed node is placed by the stack, not by its frame.
  @Test func arrangedNodesArePlacedByTheStack() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let framed = SizedNode(5, 5)
    framed.frame = CGRect(x: 100, y: 100, width: 5, height: 5)
    root.addSubview(framed)
    let stack = StackNode(arrangedSubviews: [framed, SizedNode(10, 10)])
    root.addSubview(stack)
    #expect(!framed.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize).width == 15)
    root.layoutIfNeeded()
    #expect(framed.frame.origin == .zero)
  }

  /// Baseline alignment of text of two sizes: first baselines level, each at its font's
  /// ascender (Helvetica's published 718/1000 em) below the text's top.
  @Test func firstBaselineAlignmentLevelsTextBaselines() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    root.displayScale = 1024  // effectively unrounded, to compare baselines exactly
    let small = TextNode(text: "small", font: .system(size: 12))
    let large = TextNode(text: "Large", font: .boldSystem(size: 30))
    let stack = StackNode(arrangedSubviews: [small, large])
    stack.alignment = .firstBaseline
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let smallBaseline = small.frame.minY + 0.729 * 12
    let largeBaseline = large.frame.minY + 0.729 * 30
    #expect(abs(smallBaseline - largeBaseline) < 1e-3)
    #expect(abs(large.frame.minY) < 1e-3)  // the taller text sets the stack's top
    #expect(abs(stack.frame.height - large.frame.height) < 1e-3)
  }
}

extension StackNodeTests {
  /// UIStackView .equalSpacing: "If the arranged views do not fit within the stack view, it
  /// shrinks the spacing to the minimum defined by its spacing property. If the views still do
  /// not fit, it compresses the arranged views according to their compression resistance."
  @Test func equalSpacingKeepsTheMinimumGapAndShrinksTheLeastResistant() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let a = SizedNode(40, 20)
    let b = SizedNode(40, 20)
    let c = SizedNode(40, 20)
    b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    let stack = StackNode(arrangedSubviews: [a, b, c])
    stack.distribution = .equalSpacing
    stack.spacing = 5
    stack.setCustomSpacing(StackNode.spacingUseSystem, after: b)
    #expect(stack.customSpacing(after: b) == StackNode.spacingUseSystem)
    #expect(stack.customSpacing(after: a) == StackNode.spacingUseDefault)
    root.addSubview(stack)
    pin(stack, to: root)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    // The gaps stay equal, so both are at least the larger minimum (8): b gets 100 - 80 - 16.
    #expect(b.frame == CGRect(x: 48, y: 0, width: 4, height: 20))
    #expect(c.frame.minX == 60)
  }

  /// A stack placed by its frame, UIKit style, stays placed by it: the stack's own
  /// constraints do not turn its translatesAutoresizingMaskIntoConstraints off.
  @Test func aStackPlacedByItsFrameKeepsIt() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let stack = StackNode(arrangedSubviews: [SizedNode(10, 10), SizedNode(20, 30)])
    stack.alignment = .center
    stack.frame = CGRect(x: 10, y: 20, width: 200, height: 50)
    root.addSubview(stack)
    root.layoutIfNeeded()
    #expect(stack.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 200, height: 50))
    #expect(stack.arrangedSubviews[0].frame.minY == 20)  // centred in 50
  }
}

extension StackNodeTests {
  /// UIStackView .fill: "If there's any ambiguity, the stack view resizes the arranged views
  /// based on their index": with equal hugging, the last node takes the room (in both
  /// directions, and the layout is not ambiguous).
  @Test func fillResolvesTiesByIndex() {
    for direction in [SemanticContentAttribute.unspecified, .forceRightToLeft] {
      let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
      root.semanticContentAttribute = direction
      let nodes = [SizedNode(30, 20), SizedNode(40, 20), SizedNode(50, 20)]
      let stack = StackNode(arrangedSubviews: nodes)
      root.addSubview(stack)
      pin(stack, to: root)
      root.layoutIfNeeded()
      #expect(nodes.map(\.frame.width) == [30, 40, 130], "\(direction)")
      #expect(!nodes.contains { $0.hasAmbiguousLayout })
    }
  }
}
