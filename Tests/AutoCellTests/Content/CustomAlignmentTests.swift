import AutoCell
import Foundation
import Testing

extension VerticalAlignment {
  /// A third of the way down, as in SwiftUI's `AlignmentID` documentation.
  enum OneThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
  }
  static let oneThird = VerticalAlignment(OneThird.self)

  /// The bottom edge by default, as in SwiftUI's `midAccountAndName` example.
  enum MidAccountAndName: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
  }
  static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

extension HorizontalAlignment {
  /// A quarter of the way across.
  enum OneQuarter: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
  }
  static let oneQuarter = HorizontalAlignment(OneQuarter.self)
}

/// The frames of the `Box` leaves of `content` laid out in `bounds`, in the order of their
/// widths (the tests give their boxes distinct widths).
private func boxFrames(_ content: some ContentNode, in bounds: CGRect) -> [CGRect] {
  content.layoutTree(in: bounds).filter { $0.node is Box }.map(\.frame)
    .sorted { $0.width < $1.width }
}

/// SwiftUI's custom alignments (`AlignmentID`) and how explicit guides pass up through
/// containers.
///
/// A container lining views up on a guide puts each view's value of it on one line: the
/// view's explicit value where it has one, else the guide's `defaultValue(in:)` of the view.
/// A one-child modifier (padding, a frame) passes every explicit guide of its child up, moved
/// by where it puts the child. A container with several children (a stack, a `ZStack`, a
/// `Layout`) merges its children's explicit values where it places them: a custom guide's
/// mean, the highest first baseline, the lowest last baseline, and nothing for the edges and
/// the middle (SwiftUI's `_combineExplicit`).
@Suite("Content: custom alignments and guides through containers")
struct CustomAlignmentTests {
  @Test func anHStackLinesUpACustomGuidesDefaults() {
    let stack = HStack(alignment: .oneThird, spacing: 0) {
      rigid(10, 60)
      rigid(20, 120)
      rigid(30, 90)
    }
    // Guides (a third of each height): 20, 40, 30; line 40, so the tops are at 20, 0, 10 and
    // the stack reaches max(20 + 60, 0 + 120, 10 + 90) = 120.
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 60, height: 120))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 60, height: 120)) == [
        CGRect(x: 0, y: 20, width: 10, height: 60), CGRect(x: 10, y: 0, width: 20, height: 120),
        CGRect(x: 30, y: 10, width: 30, height: 90),
      ])
  }

  @Test func anExplicitValueReplacesTheCustomDefault() {
    let stack = HStack(alignment: .oneThird, spacing: 0) {
      rigid(10, 60)
      rigid(20, 120)
      rigid(30, 90).alignmentGuide(.oneThird) { d in 2 * d.height / 3 }
    }
    // Guides 20, 40 and 60 (two thirds of 90); line 60: tops at 40, 20, 0; the stack reaches
    // max(40 + 60, 20 + 120, 90) = 140.
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 60, height: 140))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 60, height: 140)).map(\.minY) == [40, 20, 0])
  }

  @Test func viewDimensionsReadCustomGuides() {
    let stack = HStack(spacing: 0) {
      rigid(10, 60)
      rigid(20, 30).alignmentGuide(VerticalAlignment.center) { d in d[.oneThird] }
    }
    // Centre guides 30 and 10 (a third of 30); line 30: the second box's top at 20.
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 30, height: 60))[1]
        == CGRect(x: 10, y: 20, width: 20, height: 30))
    #expect(VerticalAlignment(VerticalAlignment.OneThird.self) == .oneThird)
    #expect(VerticalAlignment.oneThird != .center)
    #expect(VerticalAlignment.oneThird != .midAccountAndName)
  }

  @Test func aZStackAndAFrameLineUpACustomGuide() {
    let stack = ZStack(alignment: Alignment(horizontal: .center, vertical: .oneThird)) {
      rigid(180, 90)
      rigid(70, 60)
    }
    // Vertical guides 30 and 20: the small box 10 down; centred: (180 - 70) / 2 = 55 across.
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 180, height: 90))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 180, height: 90))[0]
        == CGRect(x: 55, y: 10, width: 70, height: 60))
    // A frame puts its own guide (a third of 90 = 30 down, a quarter of 100 = 25 across) on
    // the child's (10 down, 5 across): the child at (20, 20).
    let framed = rigid(20, 30).frame(
      width: 100, height: 90, alignment: Alignment(horizontal: .oneQuarter, vertical: .oneThird))
    #expect(
      boxFrames(framed, in: CGRect(x: 0, y: 0, width: 100, height: 90))
        == [CGRect(x: 20, y: 20, width: 20, height: 30)])
  }

  @Test func aVStackPassesUpTheGuideOfOneOfItsLeaves() {
    // SwiftUI's account and name example: the HStack lines up the middle of the VStack's
    // second leaf with the bottom (the custom default) of the box beside it.
    let stack = HStack(alignment: .midAccountAndName, spacing: 0) {
      VStack(spacing: 0) {
        rigid(10, 20)
        rigid(11, 30).alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
        rigid(12, 20)
      }
      rigid(30, 10)
    }
    // The VStack's guide: its second leaf's, 20 + 30 / 2 = 35; the box's: its bottom, 10.
    // Line 35: the VStack at 0, the box at 25; 70 tall (the VStack), 12 + 30 wide.
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 42, height: 70))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 42, height: 70))[3]
        == CGRect(x: 12, y: 25, width: 30, height: 10))
  }

  @Test func aContainerPassesUpTheMeanOfItsChildrensGuides() {
    let stack = HStack(alignment: .midAccountAndName, spacing: 0) {
      VStack(spacing: 0) {
        rigid(10, 20).alignmentGuide(.midAccountAndName) { _ in 0 }
        rigid(11, 30)
        rigid(12, 20).alignmentGuide(.midAccountAndName) { _ in 20 }
      }
      rigid(30, 10)
    }
    // Explicit values in the VStack: 0 (first leaf) and 50 + 20 = 70 (third); their mean, 35.
    // Line 35: the box's top at 25.
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 42, height: 70))[3]
        == CGRect(x: 12, y: 25, width: 30, height: 10))
  }

  @Test func paddingAndFramesPassUpTheGuideMovedByWhereTheyPutTheChild() {
    let stack = HStack(alignment: .midAccountAndName, spacing: 0) {
      VStack(spacing: 0) {
        rigid(10, 20)
        rigid(11, 30).alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
      }
      .padding(.top, 5)
      .frame(height: 100, alignment: .bottom)
      rigid(30, 10)
    }
    // In the VStack: 35; padded: 40 (55 tall); framed at the bottom of 100: 45 + 40 = 85.
    // Line 85: the box's top at 75; the stack 100 tall.
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 41, height: 100))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 41, height: 100))[2]
        == CGRect(x: 11, y: 75, width: 30, height: 10))
  }

  @Test func aFramePassesUpItsChildsEdgeGuide() {
    // A one-child modifier passes every guide up, edges included: the box's leading guide is
    // its trailing edge, 30; centred in the 40 wide frame it is at x 5, so the frame's leading
    // guide is 35. Line 35: the 50 wide box at x 35, the frame at 0; 85 wide.
    let stack = VStack(alignment: .leading, spacing: 0) {
      rigid(50, 10)
      rigid(30, 10).alignmentGuide(.leading) { d in d[.trailing] }.frame(width: 40)
    }
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 85, height: 20))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 85, height: 20)) == [
        CGRect(x: 5, y: 10, width: 30, height: 10), CGRect(x: 35, y: 0, width: 50, height: 10),
      ])
  }

  @Test func edgeAndCentreGuidesStopAtTheFirstContainer() {
    // SwiftUI merges no edge or centre guide: the inner VStack's leading guide is its own
    // leading edge, whatever its child sets, so both line up at x 0.
    let stack = VStack(alignment: .leading, spacing: 0) {
      rigid(50, 10)
      VStack(spacing: 0) { rigid(30, 10).alignmentGuide(.leading) { d in d[.trailing] } }
    }
    #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 50, height: 20))
    #expect(
      boxFrames(stack, in: CGRect(x: 0, y: 0, width: 50, height: 20)).map(\.minX) == [0, 0])
  }

  @Test func aStacksBaselinesAreTheHighestFirstAndTheLowestLast() {
    func inner() -> HStack {
      HStack(alignment: .top, spacing: 0) {
        rigid(10, 40).alignmentGuide(.firstTextBaseline) { _ in 30 }
          .alignmentGuide(.lastTextBaseline) { _ in 30 }
        rigid(11, 40).alignmentGuide(.firstTextBaseline) { _ in 10 }
          .alignmentGuide(.lastTextBaseline) { _ in 10 }
      }
    }
    // The inner stack's first baseline: min(30, 10) = 10 (not its first child's 30). Beside
    // a 20 tall box (no text: its baseline is its bottom), line 20: the inner stack at 10,
    // 50 tall in all.
    let first = HStack(alignment: .firstTextBaseline, spacing: 0) {
      inner()
      rigid(12, 20)
    }
    #expect(first.sizeThatFits(.unspecified) == CGSize(width: 33, height: 50))
    // Its last baseline: max(30, 10) = 30; line 30: the box's top at 10, 40 tall in all.
    let last = HStack(alignment: .lastTextBaseline, spacing: 0) {
      inner()
      rigid(12, 20)
    }
    #expect(last.sizeThatFits(.unspecified) == CGSize(width: 33, height: 40))
    #expect(
      boxFrames(last, in: CGRect(x: 0, y: 0, width: 33, height: 40))[2]
        == CGRect(x: 21, y: 10, width: 12, height: 20))
  }

  @Test func aGridRowLinesUpACustomGuide() {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow(alignment: .oneThird) {
        rigid(10, 60)
        rigid(20, 30)
      }
    }
    // Guides 20 and 10; line 20: the second box's top at 10; the row max(60, 10 + 30) = 60.
    #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 30, height: 60))
    #expect(
      boxFrames(grid, in: CGRect(x: 0, y: 0, width: 30, height: 60))[1]
        == CGRect(x: 10, y: 10, width: 20, height: 30))
  }
}
