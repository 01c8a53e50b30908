import AutoCell
import Foundation
import Testing

/// A leaf of fixed ideal size that takes whatever it is offered between `minimum` and
/// `maximum` (nil proposal: the ideal).
struct Box: ContentNode {
  var minimum: CGSize = .zero
  var ideal: CGSize
  var maximum: CGSize = CGSize(width: CGFloat.infinity, height: .infinity)

  func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
    CGSize(
      width: min(max(proposal.width ?? ideal.width, minimum.width), maximum.width),
      height: min(max(proposal.height ?? ideal.height, minimum.height), maximum.height))
  }
}

/// A rigid leaf: always its size.
func rigid(_ width: CGFloat, _ height: CGFloat) -> Box {
  let size = CGSize(width: width, height: height)
  return Box(minimum: size, ideal: size, maximum: size)
}

@Suite("Stacks, spacers, padding, frames")
struct StackTests {
  @Test func hStackIdealSizeSumsWidthsAndSpacing() {
    let stack = HStack(spacing: 10) {
      rigid(30, 20)
      rigid(40, 50)
    }
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 80, height: 50))
    let frames = stack.placeChildren(in: CGRect(x: 5, y: 5, width: 80, height: 50)).map(\.frame)
    #expect(
      frames == [
        CGRect(x: 5, y: 20, width: 30, height: 20), CGRect(x: 45, y: 5, width: 40, height: 50),
      ])
  }

  @Test func spacerTakesTheRemainingWidthAndNoHeight() {
    let stack = HStack(alignment: .top, spacing: 0) {
      rigid(30, 20)
      Spacer()
      rigid(40, 10)
    }
    #expect(
      stack.sizeThatFits(ProposedViewSize(width: 300, height: nil))
        == CGSize(width: 300, height: 20))
    let frames = stack.placeChildren(in: CGRect(x: 0, y: 0, width: 300, height: 20)).map(\.frame)
    #expect(frames[1] == CGRect(x: 30, y: 0, width: 230, height: 0))
    #expect(frames[2].minX == 260)
  }

  @Test func theLeastFlexibleChildIsOfferedSpaceFirst() {
    // 200 points for a child that can use up to 50 and one that can use anything: offered in
    // child order each would get 100; least flexible first, the first takes 50 and the second
    // the remaining 150.
    let stack = HStack(spacing: 0) {
      Box(ideal: CGSize(width: 500, height: 10))
      Box(ideal: CGSize(width: 50, height: 10), maximum: CGSize(width: 50, height: 10))
    }
    let frames = stack.placeChildren(in: CGRect(x: 0, y: 0, width: 200, height: 10)).map(\.frame)
    #expect(frames.map(\.width) == [150, 50])
  }

  @Test func aHigherLayoutPriorityIsOfferedSpaceFirst() {
    // Two equally flexible children in 200 points: 100 each, unless one has priority, which
    // is then offered everything but the other's minimum (20).
    let even = HStack(spacing: 0) {
      Box(minimum: CGSize(width: 20, height: 0), ideal: CGSize(width: 500, height: 10))
      Box(minimum: CGSize(width: 20, height: 0), ideal: CGSize(width: 500, height: 10))
    }
    #expect(
      even.placeChildren(in: CGRect(x: 0, y: 0, width: 200, height: 10)).map(\.frame.width) == [
        100, 100,
      ])
    let prioritized = HStack(spacing: 0) {
      Box(minimum: CGSize(width: 20, height: 0), ideal: CGSize(width: 500, height: 10))
      Box(minimum: CGSize(width: 20, height: 0), ideal: CGSize(width: 500, height: 10))
        .layoutPriority(1)
    }
    #expect(
      prioritized.placeChildren(in: CGRect(x: 0, y: 0, width: 200, height: 10)).map(\.frame.width)
        == [20, 180])
  }

  @Test func vStackOfTextsWrapsEachAtTheOfferedWidth() {
    let title = Text("A title that wraps", font: .boldSystem(size: 17))
    let body = Text("A body text long enough to need several lines at a narrow width")
    let stack = VStack(alignment: .leading, spacing: 4) {
      title
      body
    }
    let width: CGFloat = 120
    let expected =
      title.sizeThatFits(ProposedViewSize(width: width, height: nil)).height + 4
      + body.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    #expect(stack.sizeThatFits(ProposedViewSize(width: width, height: nil)).height == expected)
  }

  @Test func paddingAddsItsInsets() {
    let padded = rigid(30, 20).padding(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(padded.sizeThatFits(.unspecified) == CGSize(width: 36, height: 24))
    #expect(
      padded.placeChildren(in: CGRect(x: 0, y: 0, width: 36, height: 24))[0].frame
        == CGRect(x: 2, y: 1, width: 30, height: 20))
  }

  @Test func fixedFrameIsItsSizeAndCentresTheChild() {
    let framed = rigid(30, 20).frame(width: 100, height: 40)
    #expect(framed.sizeThatFits(.unspecified) == CGSize(width: 100, height: 40))
    #expect(
      framed.placeChildren(in: CGRect(x: 0, y: 0, width: 100, height: 40))[0].frame
        == CGRect(x: 35, y: 10, width: 30, height: 20))
  }

  @Test func flexibleFrameFollowsSwiftUIRules() {
    let text = Text("Some text that wraps")
    let ideal = text.sizeThatFits(.unspecified)
    let flexible = text.frame(minHeight: 0, maxHeight: .infinity)
    #expect(flexible.sizeThatFits(ProposedViewSize(width: nil, height: 0)).height == 0)
    #expect(flexible.sizeThatFits(.unspecified) == ideal)
    #expect(flexible.sizeThatFits(ProposedViewSize(width: nil, height: 500)).height == 500)
    let wide = text.frame(maxWidth: .infinity)
    #expect(wide.sizeThatFits(ProposedViewSize(width: 1000, height: nil)).width == 1000)
    #expect(wide.sizeThatFits(.unspecified).width == ideal.width)
    let atLeast = rigid(30, 20).frame(minWidth: 100)
    #expect(atLeast.sizeThatFits(ProposedViewSize(width: 300, height: nil)).width == 100)
  }

  @Test func fixedSizeKeepsTheIdealWidth() {
    let text = Text("Some text that wraps")
    let ideal = text.sizeThatFits(.unspecified)
    #expect(text.sizeThatFits(ProposedViewSize(width: 50, height: nil)).height > ideal.height)
    #expect(text.fixedSize().sizeThatFits(ProposedViewSize(width: 50, height: 10)) == ideal)
    #expect(
      text.fixedSize(horizontal: false, vertical: true).sizeThatFits(
        ProposedViewSize(width: 50, height: 10)
      ).height > ideal.height)
  }

  @Test func textShowsOnlyTheLinesThatFitAnOfferedHeight() {
    let text = Text("one two three four five six")
    let lineHeight = StandardTextMeasurer().lineHeight(of: .body)
    #expect(text.sizeThatFits(ProposedViewSize(width: 40, height: 0)).height == lineHeight)
    #expect(
      text.sizeThatFits(ProposedViewSize(width: 40, height: 2.5 * lineHeight)).height == 2
        * lineHeight)
  }

  @Test func layoutTreeListsEveryNode() {
    let stack = VStack {
      rigid(10, 10)
      HStack {
        rigid(10, 10)
        rigid(10, 10)
      }
    }
    let tree = stack.layoutTree(in: CGRect(origin: .zero, size: stack.sizeThatFits(.unspecified)))
    #expect(tree.count == 5)
    #expect(tree[4].frame == CGRect(x: 18, y: 18, width: 10, height: 10))
  }
}
