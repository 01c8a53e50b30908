import AutoCell
import Foundation
import TestSupport
import Testing

/// Random content for property tests, from a seeded generator so a failure replays from its
/// seed.
struct ContentGenerator {
  var rng: SeededGenerator

  init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

  mutating func length(_ range: ClosedRange<CGFloat>) -> CGFloat {
    (CGFloat.random(in: range, using: &rng) * 4).rounded() / 4
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &rng) < probability
  }

  /// A leaf: a box with random limits, a text, or a spacer.
  mutating func leaf() -> any ContentNode {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: return Spacer(minLength: chance(0.5) ? nil : length(0...20))
    case 1, 2:
      let words = ["a", "layout", "of", "several", "words", "wraps", "here"]
      let count = Int.random(in: 1...8, using: &rng)
      let text = (0..<count).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
      return Text(text, font: .system(size: length(8...24)))
    default:
      let minimum = CGSize(width: length(0...40), height: length(0...40))
      let ideal = CGSize(
        width: minimum.width + length(0...80), height: minimum.height + length(0...80))
      let maximum = CGSize(
        width: chance(0.3) ? .infinity : ideal.width + length(0...80),
        height: chance(0.3) ? .infinity : ideal.height + length(0...80))
      return Box(minimum: minimum, ideal: ideal, maximum: maximum)
    }
  }

  /// A horizontal or vertical stack of 0 to 6 leaves, sometimes with a priority or a nested
  /// stack.
  mutating func stack(depth: Int = 1) -> (node: any ContentNode, axis: LayoutAxis) {
    let count = Int.random(in: 0...6, using: &rng)
    var children: [any ContentNode] = []
    for _ in 0..<count {
      var child = depth > 0 && chance(0.2) ? stack(depth: depth - 1).node : leaf()
      if chance(0.2) {
        child = AnyContent(erasing: child).layoutPriority(
          Double(Int.random(in: -1...2, using: &rng)))
      }
      children.append(child)
    }
    let spacing: CGFloat? = chance(0.3) ? nil : length(0...20)
    if chance(0.5) {
      let alignments: [VerticalAlignment] = [
        .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline,
      ]
      return (
        HStack(
          alignment: alignments.randomElement(using: &rng)!, spacing: spacing, children: children),
        .horizontal
      )
    }
    let alignments: [HorizontalAlignment] = [.leading, .center, .trailing]
    return (
      VStack(
        alignment: alignments.randomElement(using: &rng)!, spacing: spacing, children: children),
      .vertical
    )
  }

  /// A proposal: each axis nil or a length up to 500.
  mutating func proposal() -> ProposedViewSize {
    ProposedViewSize(
      width: chance(0.3) ? nil : length(0...500), height: chance(0.5) ? nil : length(0...500))
  }
}

@Suite("Content: layout properties")
struct ContentPropertyTests {
  static let tolerance: CGFloat = 1e-6

  @Test(
    "stacks place children inside their bounds, in order, without overlap",
    arguments: UInt64(0)..<300)
  func stacksStayInBoundsWithoutOverlap(seed: UInt64) {
    var generator = ContentGenerator(seed: seed)
    let (stack, axis) = generator.stack()
    let proposal = generator.proposal()
    let size = stack.sizeThatFits(proposal)
    let bounds = CGRect(origin: CGPoint(x: 7, y: 11), size: size)
    let frames = stack.placeChildren(in: bounds, proposal: proposal, environment: .init()).map(
      \.frame)
    let eps = Self.tolerance
    for frame in frames {
      #expect(
        frame.minX >= bounds.minX - eps && frame.maxX <= bounds.maxX + eps
          && frame.minY >= bounds.minY - eps && frame.maxY <= bounds.maxY + eps,
        "seed \(seed): \(frame) outside \(bounds)")
    }
    for (a, b) in zip(frames, frames.dropFirst()) {
      let (end, start) = axis == .horizontal ? (a.maxX, b.minX) : (a.maxY, b.minY)
      #expect(start >= end - eps, "seed \(seed): \(a) overlaps \(b) along \(axis)")
    }
  }

  @Test(
    "a stack's ideal size is its children's summed along the axis plus spacing, the largest across",
    arguments: UInt64(0)..<200)
  func idealStackSizeMatchesReference(seed: UInt64) {
    var generator = ContentGenerator(seed: seed)
    let count = Int.random(in: 1...6, using: &generator.rng)
    let children = (0..<count).map { _ in generator.leaf() }.filter { !($0 is Spacer) }
    let spacing = generator.length(0...20)
    let horizontal = generator.chance(0.5)
    let stack: any ContentNode =
      horizontal
      ? HStack(spacing: spacing, children: children) : VStack(spacing: spacing, children: children)
    // Reference: each child's ideal size, asked directly.
    let sizes = children.map { $0.sizeThatFits(.unspecified) }
    let along =
      sizes.map { horizontal ? $0.width : $0.height }.reduce(0, +)
      + spacing * CGFloat(max(0, children.count - 1))
    let across = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
    let size = stack.sizeThatFits(.unspecified)
    let expected =
      horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    #expect(
      abs(size.width - expected.width) < Self.tolerance
        && abs(size.height - expected.height) < Self.tolerance, "seed \(seed)")
  }

  @Test("a ZStack is the union of its children's frames", arguments: UInt64(0)..<200)
  func zStackIsTheUnionOfItsChildren(seed: UInt64) {
    var generator = ContentGenerator(seed: seed)
    let count = Int.random(in: 1...5, using: &generator.rng)
    let children = (0..<count).map { _ in generator.leaf() }
    let alignments: [Alignment] = [
      .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom,
      .bottomTrailing,
    ]
    let alignment = alignments.randomElement(using: &generator.rng)!
    let stack = LayoutContent(ZStackLayout(alignment: alignment), children: children)
    let proposal = generator.proposal()
    let size = stack.sizeThatFits(proposal)
    // Reference: each child measured on its own with the same proposal; aligned on an edge or
    // the middle, their union is the largest width by the largest height.
    let sizes = children.map { $0.sizeThatFits(proposal) }
    let expected = CGSize(
      width: sizes.map(\.width).max()!, height: sizes.map(\.height).max()!)
    #expect(
      abs(size.width - expected.width) < Self.tolerance
        && abs(size.height - expected.height) < Self.tolerance,
      "seed \(seed): \(size) vs \(expected)")
    // Placed in that size, the children's frames span exactly the bounds.
    let frames = stack.placeChildren(
      in: CGRect(origin: .zero, size: size), proposal: proposal, environment: .init()
    ).map(\.frame)
    let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
    #expect(
      abs(union.minX) < Self.tolerance && abs(union.minY) < Self.tolerance
        && abs(union.width - size.width) < Self.tolerance
        && abs(union.height - size.height) < Self.tolerance, "seed \(seed): \(union) vs \(size)")
  }

  @Test(
    "frame(width:height:) reports exactly its size whatever it is offered",
    arguments: UInt64(0)..<200)
  func aFixedFrameIsExactlyItsSize(seed: UInt64) {
    var generator = ContentGenerator(seed: seed)
    let child = generator.chance(0.5) ? generator.leaf() : generator.stack().node
    let width = generator.length(0...300)
    let height = generator.length(0...300)
    let framed = AnyContent(erasing: child).frame(width: width, height: height)
    let wide = AnyContent(erasing: child).frame(width: width)
    let proposals = [
      generator.proposal(), .unspecified, .zero, .infinity,
      ProposedViewSize(width: .nan, height: -3),
    ]
    for proposal in proposals {
      #expect(
        framed.sizeThatFits(proposal) == CGSize(width: width, height: height),
        "seed \(seed): \(proposal)")
      #expect(wide.sizeThatFits(proposal).width == width, "seed \(seed): \(proposal)")
    }
  }
}
