import AutoCell
import Foundation
import TestSupport
import Testing

/// A view made of other views, with no forwarding code.
private struct Badge: ContentNode {
  let label: String
  var body: some ContentNode {
    Text(label).padding(.horizontal, 8).padding(.vertical, 2)
  }
}

/// A body of several views and an `if`/`else` of two different types.
private struct Conditional: ContentNode {
  let showsImage: Bool
  var body: some ContentNode {
    if showsImage {
      ImageContent("icon", size: CGSize(width: 30, height: 40))
    } else {
      Text("no image")
    }
  }
}

private struct Item: Identifiable {
  let id: Int
  let width: CGFloat
}

@Suite("Content: composition, builder, environment")
struct CompositionTests {
  @Test func aBodySizesAndPlacesAsItsContent() {
    let badge = Badge(label: "New")
    let text = TextReference.size("New")
    let expected = CGSize(width: text.width + 16, height: text.height + 4)
    #expect(badge.sizeThatFits(.unspecified) == expected)
    // In a stack, as a child: the stack sees the body's size.
    let stack = HStack(spacing: 0) {
      badge
      rigid(10, 10)
    }
    #expect(
      stack.sizeThatFits(.unspecified)
        == CGSize(width: expected.width + 10, height: expected.height))
    // The tree lists the badge, its body (the builder's list), then the padding chain and
    // the text, whose frame is inset by the paddings.
    let tree = badge.layoutTree(in: CGRect(origin: .zero, size: expected))
    #expect(tree.last?.node is Text)
    #expect(tree.last?.frame == CGRect(x: 8, y: 2, width: text.width, height: text.height))
  }

  @Test func ifElseOfTwoTypesPicksTheBranch() {
    #expect(
      Conditional(showsImage: true).sizeThatFits(.unspecified) == CGSize(width: 30, height: 40))
    #expect(
      Conditional(showsImage: false).sizeThatFits(.unspecified) == TextReference.size("no image"))
  }

  @Test func optionalsLoopsForEachAndGroupsBecomeTheStacksChildren() {
    let items = [Item(id: 1, width: 10), Item(id: 2, width: 20)]
    let showsLast = false
    let stack = HStack(spacing: 1) {
      ForEach(items) { item in rigid(item.width, 5) }
      Group {
        rigid(30, 5)
        rigid(40, 5)
      }
      for width in [50, 60] as [CGFloat] { rigid(width, 5) }
      if showsLast { rigid(1000, 5) }
      ForEach(0..<2) { _ in rigid(1, 1) }
    }
    // 8 children: 10 + 20 + 30 + 40 + 50 + 60 + 1 + 1 and 7 gaps of 1.
    #expect(stack.children.count == 8)
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 219, height: 5))
    let ids = ForEach(items) { rigid($0.width, 1) }.ids
    #expect(ids == [1, 2])
  }

  @Test func blocksOfTwoToFiveStatementsKeepTheirViewsInOrder() {
    func widths(_ stack: HStack) -> [CGFloat] {
      stack.children.map { $0.sizeThatFits(.unspecified).width }
    }
    let shows = true
    let two = HStack {
      rigid(1, 1)
      Group {
        rigid(2, 1)
        rigid(3, 1)
      }
    }
    let three = HStack {
      if shows { rigid(1, 1) }
      if !shows { rigid(99, 1) }
      ForEach(2..<4) { rigid(CGFloat($0), 1) }
    }
    let four = HStack {
      rigid(1, 1)
      Group {}
      for width in [2, 3] as [CGFloat] { rigid(width, 1) }
      rigid(4, 1)
    }
    let five = HStack {
      rigid(1, 1)
      rigid(2, 1)
      rigid(3, 1)
      rigid(4, 1)
      rigid(5, 1)
    }
    #expect(widths(two) == [1, 2, 3])
    #expect(widths(three) == [1, 2, 3])
    #expect(widths(four) == [1, 2, 3, 4])
    #expect(widths(five) == [1, 2, 3, 4, 5])
  }

  @Test func anyContentErasesWithoutChangingAnything() {
    let views: [AnyContent] = [AnyContent(Text("a")), AnyContent(rigid(5, 6).layoutPriority(2))]
    #expect(views[0].sizeThatFits(.unspecified) == TextReference.size("a"))
    #expect(views[1].sizeThatFits(.unspecified) == CGSize(width: 5, height: 6))
    #expect(views[1].layoutPriority == 2)
    #expect(AnyContent(views[1]).content is LayoutPriorityContent<Box>)
  }

  @Test func aFontModifierReachesEveryTextBelowItAndTheInnermostWins() {
    let title = "Title"
    let detail = "Detail"
    let stack = VStack(alignment: .leading, spacing: 0) {
      Text(title)
      Text(detail).font(.caption)
      Text(detail, font: .largeTitle)  // an explicit font is kept
    }
    .font(.headline)
    let expectedHeight =
      TextReference.lineHeight(.headline) + TextReference.lineHeight(.caption)
      + TextReference.lineHeight(.largeTitle)
    let size = stack.sizeThatFits(.unspecified)
    #expect(size.height == expectedHeight)
    #expect(size.width == TextReference.size(detail, .largeTitle).width)
    // Without the modifier, text is set in the body font.
    #expect(Text(title).sizeThatFits(.unspecified) == TextReference.size(title, .body))
  }

  @Test func lineLimitAndLineSpacingAreInherited() {
    let words = String(repeating: "word ", count: 40)
    let width: CGFloat = 100
    let lineHeight = TextReference.lineHeight(.body)
    let limited = VStack { Text(words) }.lineLimit(2)
    #expect(
      limited.sizeThatFits(ProposedViewSize(width: width, height: nil)).height == 2 * lineHeight)
    let spaced = Text(words).lineLimit(3).lineSpacing(5)
    // Three lines, two gaps of 5.
    #expect(
      spaced.sizeThatFits(ProposedViewSize(width: width, height: nil)).height == 3 * lineHeight + 10
    )
    // Offered the height of two lines and one gap, it shows two lines.
    #expect(
      spaced.sizeThatFits(ProposedViewSize(width: width, height: 2 * lineHeight + 5)).height
        == 2 * lineHeight + 5)
    // Drawing-only values change no size.
    #expect(
      Text(words).foregroundColor(.red).foregroundStyle(.blue).sizeThatFits(
        ProposedViewSize(width: width, height: nil))
        == Text(words).sizeThatFits(ProposedViewSize(width: width, height: nil)))
    // multilineTextAlignment changes no size.
    #expect(
      Text(words).multilineTextAlignment(.center).sizeThatFits(
        ProposedViewSize(width: width, height: nil))
        == Text(words).sizeThatFits(ProposedViewSize(width: width, height: nil)))
  }

  @Test func theSameTextInAnotherFontIsMeasuredAgain() {
    let measurer = CountingMeasurer()
    let text = Text("cached text", measurer: measurer)
    let body = text.sizeThatFits(.unspecified)
    #expect(text.sizeThatFits(.unspecified) == body)
    #expect(measurer.measurements == 1)
    let big = text.font(.largeTitle).sizeThatFits(.unspecified)
    #expect(big.height > body.height)
    #expect(measurer.measurements == 2)
  }
}
