import AutoCell
import Foundation
import Testing

/// The frames of the `Box` leaves of `content` laid out in `bounds`, sorted by width (the
/// tests give their boxes distinct widths).
private func boxFrames(
  _ content: some ContentNode, in bounds: CGRect,
  environment: EnvironmentValues = EnvironmentValues()
) -> [CGRect] {
  content.layoutTree(in: bounds, environment: environment).filter { $0.node is Box }
    .map(\.frame).sorted { $0.width < $1.width }
}

/// SwiftUI's `alignmentGuide(_:computeValue:)`.
///
/// A container lines its children up by putting their guides on one line; a child's computed
/// guide takes its default's place. A stack's
/// children are then offset by (the largest guide) - (their guide), and the stack is as thick
/// as they reach.
@Suite("Content: alignmentGuide")
struct AlignmentGuideTests {
  @Test func aVStackPutsTheComputedLeadingGuideOnTheLine() {
    let stack = VStack(alignment: .leading, spacing: 0) {
      rigid(50, 10)
      rigid(30, 10).alignmentGuide(.leading) { d in d[.trailing] }
    }
    // Guides: 0 and 30 (the second's trailing edge). Line 30: the first moves to x 30, the
    // second stays at 0; the stack reaches max(30 + 50, 0 + 30) = 80.
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 80, height: 20))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 80, height: 20)) == [
        CGRect(x: 0, y: 10, width: 30, height: 10), CGRect(x: 30, y: 0, width: 50, height: 10),
      ])
  }

  @Test func anHStackPutsTheComputedCentreOnTheLine() {
    let stack = HStack(spacing: 0) {
      rigid(10, 40)
      rigid(20, 10).alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }
    }
    // Centre guides: 20 and 10 (the second's bottom). Line 20: the second's top at 10.
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 30, height: 40))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 30, height: 40))[1]
        == CGRect(x: 10, y: 10, width: 20, height: 10))
  }

  @Test func aGuideCanReadTheViewsBaseline() {
    let stack = HStack(spacing: 0) {
      rigid(10, 40)
      Text("Hi").alignmentGuide(VerticalAlignment.center) { d in d[.firstTextBaseline] }
    }
    // The text's baseline (its ascent, 0.729 x 17) sits on the box's centre, 20.
    let text = stack.layoutTree(in: CGRect(x: 0, y: 0, width: 100, height: 40)).first {
      $0.node is Text
    }
    let expected = 20 - TextReference.ascent(.body)
    #expect(abs((text?.frame.minY ?? -1) - expected) < 1e-9)
  }

  @Test func aZStackLinesUpBothGuides() {
    let stack = ZStack(alignment: .topLeading) {
      rigid(40, 40)
      rigid(10, 10).alignmentGuide(.leading) { _ in -5 }.alignmentGuide(.top) { _ in -5 }
    }
    // Guides 0 and -5 on each axis: line 0, the small box 5 in from the corner.
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 40, height: 40))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 40, height: 40))[0]
        == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  @Test func aFrameAlignsTheComputedGuide() {
    let framed = rigid(20, 10).alignmentGuide(.leading) { _ in 10 }
      .frame(width: 100, height: 30, alignment: .leading)
    // The frame's leading guide (x 0) meets the child's (10): the child at x -10.
    #expect(
      boxFrames(framed, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        == [CGRect(x: -10, y: 10, width: 20, height: 10)])
  }

  @Test func otherGuidesAndUnguidedStacksAreUnchanged() {
    // A guide for .trailing in a leading stack changes nothing.
    let stack = VStack(alignment: .leading, spacing: 0) {
      rigid(50, 10)
      rigid(30, 10).alignmentGuide(.trailing) { _ in 0 }
    }
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 50, height: 20))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 50, height: 20)) == [
        CGRect(x: 0, y: 10, width: 30, height: 10), CGRect(x: 0, y: 0, width: 50, height: 10),
      ])
  }

  @Test func aGuideSeenThroughPaddingAndEnvironment() {
    let stack = VStack(alignment: .leading, spacing: 0) {
      rigid(50, 10)
      rigid(30, 10).alignmentGuide(.leading) { d in d[.trailing] }.padding(.leading, 5)
        .font(.headline)
    }
    // The padded view's leading guide: 5 + 30 = 35. Line 35: the first box at 35, the
    // padded one at 0 (its box at 5); 35 + 50 = 85 wide.
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 85, height: 20))
  }

  @Test func aGuideSeenThroughDrawingAndIdentityModifiers() {
    // SwiftUI's drawing modifiers and `id(_:)` change no layout, guides included: the same
    // numbers as without them (guides 0 and 30, line 30, 80 wide).
    let stack = VStack(alignment: .leading, spacing: 0) {
      rigid(50, 10)
      rigid(30, 10).alignmentGuide(.leading) { d in d[.trailing] }.opacity(0.5).id(1)
    }
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 80, height: 20))
    // The centre guide at the bottom, seen through an offset of 0: the small box's top at 10.
    let row = HStack(spacing: 0) {
      rigid(10, 40)
      rigid(20, 10).alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }.offset(x: 0)
    }
    #expect(
      boxFrames(row, in: CGRect(x: 0, y: 0, width: 30, height: 40))[1]
        == CGRect(x: 10, y: 10, width: 20, height: 10))
  }

  @Test func rightToLeftMirrorsTheLinedUpChildren() {
    let stack = VStack(alignment: .leading, spacing: 0) {
      rigid(50, 10)
      rigid(30, 10).alignmentGuide(.leading) { d in d[.trailing] }
    }
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    // Left to right [30, 80] and [0, 30] in [0, 80]; mirrored: [0, 50] and [50, 80].
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 80, height: 20), environment: environment)
        == [
          CGRect(x: 50, y: 10, width: 30, height: 10), CGRect(x: 0, y: 0, width: 50, height: 10),
        ])
  }
}
