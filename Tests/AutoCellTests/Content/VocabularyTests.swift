import AutoCell
import Foundation
import Testing

@Suite("Content: SwiftUI's vocabulary")
struct VocabularyTests {
  @Test func shapesAndColoursFillWhatTheyAreOfferedAndTenPointsForNil() {
    let shapes: [any ContentNode] = [
      Rectangle(), RoundedRectangle(cornerRadius: 4), Circle(), Capsule(), Color.red,
      Circle().fill(.blue), Capsule().stroke(.gray, lineWidth: 2),
    ]
    for shape in shapes {
      #expect(
        shape.sizeThatFits(ProposedViewSize(width: 30, height: 70)) == CGSize(width: 30, height: 70)
      )
      #expect(shape.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
      #expect(shape.sizeThatFits(ProposedViewSize(width: .nan, height: -4)) == .zero)
    }
  }

  @Test func anImageKeepsItsSizeUntilResizable() {
    let image = ImageContent("photo", size: CGSize(width: 400, height: 300))
    #expect(
      image.sizeThatFits(ProposedViewSize(width: 100, height: 100))
        == CGSize(width: 400, height: 300))
    let resizable = image.resizable()
    #expect(
      resizable.sizeThatFits(ProposedViewSize(width: 100, height: 50))
        == CGSize(width: 100, height: 50)
    )
    #expect(resizable.sizeThatFits(.unspecified) == CGSize(width: 400, height: 300))
    // Fit: the largest 4:3 inside 100 x 100 is 100 x 75; fill: the smallest covering it.
    #expect(
      resizable.scaledToFit().sizeThatFits(ProposedViewSize(width: 100, height: 100))
        == CGSize(width: 100, height: 75))
    #expect(
      resizable.scaledToFill().sizeThatFits(ProposedViewSize(width: 100, height: 100))
        == CGSize(width: 100 * (400.0 / 300), height: 100))
    // Width only: the height follows the ratio; an explicit ratio overrides the image's.
    #expect(
      resizable.aspectRatio(2, contentMode: .fit).sizeThatFits(
        ProposedViewSize(width: 200, height: nil))
        == CGSize(width: 200, height: 100))
    #expect(
      resizable.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit).sizeThatFits(
        ProposedViewSize(width: nil, height: 50)) == CGSize(width: 25, height: 50))
    // A fixed image keeps its size whatever ratio is proposed.
    #expect(image.scaledToFit().sizeThatFits(ProposedViewSize(width: 10, height: 10)) == image.size)
  }

  @Test func aDividerIsOnePointAcrossItsStack() {
    let v = VStack(spacing: 0) {
      rigid(50, 10)
      Divider()
      rigid(20, 10)
    }
    // The divider is 1 tall and takes the stack's width, never widening it.
    #expect(v.sizeThatFits(.unspecified) == CGSize(width: 50, height: 21))
    let vFrames = v.placeChildren(in: CGRect(x: 0, y: 0, width: 50, height: 21)).map(\.frame)
    #expect(vFrames[1] == CGRect(x: 0, y: 10, width: 50, height: 1))
    let h = HStack(spacing: 0) {
      rigid(10, 30)
      Divider()
      rigid(10, 20)
    }
    #expect(h.sizeThatFits(.unspecified) == CGSize(width: 21, height: 30))
    let hFrames = h.placeChildren(in: CGRect(x: 0, y: 0, width: 21, height: 30)).map(\.frame)
    #expect(hFrames[1] == CGRect(x: 10, y: 0, width: 1, height: 30))
  }

  @Test func zStackIsItsLargestChildAndAlignsThem() {
    let z = ZStack(alignment: .bottomTrailing) {
      rigid(40, 10)
      rigid(10, 30)
    }
    #expect(z.sizeThatFits(.unspecified) == CGSize(width: 40, height: 30))
    let frames = z.placeChildren(in: CGRect(x: 0, y: 0, width: 40, height: 30)).map(\.frame)
    #expect(
      frames == [
        CGRect(x: 0, y: 20, width: 40, height: 10), CGRect(x: 30, y: 0, width: 10, height: 30),
      ])
  }

  @Test func overlayAndBackgroundTakeTheChildsSize() {
    let content = rigid(60, 20)
      .background(Color.blue)
      .overlay(Circle().frame(width: 8, height: 8), alignment: .topTrailing)
    #expect(
      content.sizeThatFits(ProposedViewSize(width: 500, height: 500))
        == CGSize(width: 60, height: 20))
    let tree = content.layoutTree(in: CGRect(x: 0, y: 0, width: 60, height: 20))
    // The background colour is offered the child's size and takes it.
    #expect(
      tree.contains { $0.node is Color && $0.frame == CGRect(x: 0, y: 0, width: 60, height: 20) })
    #expect(
      tree.contains { $0.node is Circle && $0.frame == CGRect(x: 52, y: 0, width: 8, height: 8) })
    let withBuilder = rigid(60, 20).background(alignment: .leading) { Rectangle().frame(width: 4) }
    let placed = withBuilder.layoutTree(in: CGRect(x: 0, y: 0, width: 60, height: 20))
    #expect(
      placed.contains {
        $0.node is Rectangle && $0.frame == CGRect(x: 0, y: 0, width: 4, height: 20)
      })
  }

  @Test func paddingDefaultsAndEdges() {
    let box = rigid(10, 10)
    #expect(box.padding().sizeThatFits(.unspecified) == CGSize(width: 42, height: 42))
    #expect(box.padding(.horizontal).sizeThatFits(.unspecified) == CGSize(width: 42, height: 10))
    #expect(box.padding(.top, 5).sizeThatFits(.unspecified) == CGSize(width: 10, height: 15))
    #expect(
      box.padding([.leading, .bottom], 3).sizeThatFits(.unspecified)
        == CGSize(width: 13, height: 13))
    #expect(
      box.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).placeChildren(
        in: CGRect(x: 0, y: 0, width: 16, height: 14))[0].frame
        == CGRect(x: 2, y: 1, width: 10, height: 10))
    #expect(box.padding(.nan).sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
  }

  @Test func aSpacersDefaultMinimumIsTheSystemSpacing() {
    let row = HStack(spacing: 0) {
      rigid(10, 10)
      Spacer()
      rigid(10, 10)
    }
    #expect(row.sizeThatFits(.unspecified).width == 28)
    #expect(row.sizeThatFits(ProposedViewSize(width: 20, height: nil)).width == 28)
    let zero = HStack(spacing: 0) {
      rigid(10, 10)
      Spacer(minLength: 0)
    }
    #expect(zero.sizeThatFits(.unspecified).width == 10)
    // Nil spacing is the system spacing, 8, between any two views.
    #expect(
      HStack {
        rigid(10, 10)
        rigid(10, 10)
      }.sizeThatFits(.unspecified).width == 28)
  }

  @Test func textNextToASpacerIsOfferedAllButTheSpacersMinimum() {
    let words = String(repeating: "words ", count: 30)
    let width: CGFloat = 300
    let row = HStack(alignment: .top) {
      Text(words)
      Spacer()
    }
    // Observed SwiftUI rule (see StackAlgorithm): the text gets 300 - 8 spacing - 8 spacer.
    let expected = TextReference.size(words, width: 284).height
    #expect(row.sizeThatFits(ProposedViewSize(width: width, height: nil)).height == expected)
  }

  @Test func framesAlignChildrenOnEveryGuide() {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    let cases: [(Alignment, CGPoint)] = [
      (.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 40, y: 0)),
      (.topTrailing, CGPoint(x: 80, y: 0)), (.leading, CGPoint(x: 0, y: 20)),
      (.center, CGPoint(x: 40, y: 20)), (.trailing, CGPoint(x: 80, y: 20)),
      (.bottomLeading, CGPoint(x: 0, y: 40)), (.bottom, CGPoint(x: 40, y: 40)),
      (.bottomTrailing, CGPoint(x: 80, y: 40)),
    ]
    for (alignment, origin) in cases {
      let framed = rigid(20, 10).frame(width: 100, height: 50, alignment: alignment)
      #expect(framed.placeChildren(in: bounds)[0].frame.origin == origin, "\(alignment)")
      let flexible = rigid(20, 10).frame(
        maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
      #expect(flexible.placeChildren(in: bounds)[0].frame.origin == origin, "\(alignment)")
    }
  }

  @Test func fixedSizeOnOneAxis() {
    let text = Text("Some text that wraps")
    let ideal = text.sizeThatFits(.unspecified)
    #expect(
      text.fixedSize(horizontal: true, vertical: false).sizeThatFits(
        ProposedViewSize(width: 50, height: nil)) == ideal)
    #expect(text.fixedSize().sizeThatFits(ProposedViewSize(width: 50, height: 1)) == ideal)
  }

  @Test func firstTextBaselineAlignmentLinesUpTheFirstLines() {
    let big = Font.system(size: 40)
    let small = Font.system(size: 12)
    let row = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("Big", font: big)
      Text("small", font: small)
    }
    let size = row.sizeThatFits(.unspecified)
    // The small text's top is the difference of the ascents below the big one's.
    let offset = TextReference.ascent(big) - TextReference.ascent(small)
    let frames = row.placeChildren(in: CGRect(origin: .zero, size: size)).map(\.frame)
    #expect(abs(frames[0].minY) < 1e-9)
    #expect(abs(frames[1].minY - offset) < 1e-9)
    #expect(
      abs(
        size.height - max(TextReference.lineHeight(big), offset + TextReference.lineHeight(small)))
        < 1e-9)
    // Last baselines: a two-line text next to a one-line one lines up with its second line.
    let last = HStack(alignment: .lastTextBaseline, spacing: 0) {
      Text("one two", font: small).frame(width: 30)
      Text("x", font: small)
    }
    let lastSize = last.sizeThatFits(.unspecified)
    let lastFrames = last.placeChildren(in: CGRect(origin: .zero, size: lastSize)).map(\.frame)
    #expect(abs(lastFrames[1].minY - TextReference.lineHeight(small)) < 1e-9)
    // A view without text aligns its bottom edge on the baseline.
    let mixed = HStack(alignment: .firstTextBaseline, spacing: 0) {
      rigid(10, 5)
      Text("a", font: small)
    }
    let mixedFrames = mixed.placeChildren(
      in: CGRect(origin: .zero, size: mixed.sizeThatFits(.unspecified))
    ).map(\.frame)
    #expect(abs(mixedFrames[0].maxY - (mixedFrames[1].minY + TextReference.ascent(small))) < 1e-9)
  }

  @Test func badFrameSizesAreIgnored() {
    let box = rigid(10, 20)
    #expect(
      box.frame(width: .nan, height: -5).sizeThatFits(.unspecified) == CGSize(width: 10, height: 20)
    )
    #expect(box.frame(width: .infinity).sizeThatFits(.unspecified) == CGSize(width: 10, height: 20))
    #expect(
      box.frame(minWidth: .nan, maxWidth: -1).sizeThatFits(ProposedViewSize(width: 50, height: nil))
        .width == 10)
    let stack = VStack {
      box
      Text("x")
    }
    for proposal in [
      ProposedViewSize(width: .nan, height: .nan), ProposedViewSize(width: -10, height: -1),
    ] {
      let size = stack.sizeThatFits(proposal)
      #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0)
    }
  }
}
