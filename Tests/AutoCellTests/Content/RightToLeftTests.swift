import AutoCell
import Foundation
import Testing

/// The frames of the nodes of `content`'s tree laid out in `bounds` that are `Box`es, in
/// tree order.
private func boxFrames(_ content: some ContentNode, in bounds: CGRect) -> [CGRect] {
  content.layoutTree(in: bounds).filter { $0.node is Box }.map(\.frame)
}

/// A layout that records the direction its subviews report.
private final class DirectionProbe: @unchecked Sendable {
  var seen: LayoutDirection?
}

private struct ProbeLayout: Layout {
  let probe: DirectionProbe
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    probe.seen = subviews.layoutDirection
    return CGSize(width: 10, height: 10)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// Right to left, SwiftUI "horizontally flips the x position of each view within its parent"
/// (Apple's `LayoutDirection` documentation): stacks run from the right, leading alignment
/// and edges are on the right, sizes do not change.
@Suite("Content: right to left")
struct RightToLeftTests {
  let rtl = ProposedViewSize(width: 100, height: 10)

  @Test func aStackRunsFromTheRightAndLeadingIsTheRightEdge() {
    // An HStack(spacing: 10) of 30 and 40 is 80 wide; framed 100 wide, leading. Left to
    // right: the stack at 0, children at 0 and 40. Right to left the stack is flipped in the
    // frame (100 - 80 = 20) and each child within the stack [20, 100]: the first (LTR
    // [20, 50]) at 20 + 100 - 50 = 70, the second (LTR [60, 100]) at 20.
    let content = HStack(spacing: 10) {
      rigid(30, 10)
      rigid(40, 10)
    }
    .frame(width: 100, alignment: .leading)
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
    #expect(boxFrames(content, in: bounds).map(\.minX) == [0, 40])
    let mirrored = content.environment(\.layoutDirection, .rightToLeft)
    #expect(boxFrames(mirrored, in: bounds).map(\.minX) == [70, 20])
    #expect(mirrored.sizeThatFits(rtl) == content.sizeThatFits(rtl))
  }

  @Test func leadingPaddingAndAlignmentAreOnTheRight() {
    // .padding(.leading, 10) around 30 x 10 in 40 x 10: the 10 points are on the right, so
    // the box is at x 0. VStack(alignment: .leading) of 30 and 50: the narrow one at the
    // right edge, 50 - 30 = 20.
    let padded = rigid(30, 10).padding(.leading, 10).environment(\.layoutDirection, .rightToLeft)
    #expect(
      boxFrames(padded, in: CGRect(x: 0, y: 0, width: 40, height: 10))
        == [CGRect(x: 0, y: 0, width: 30, height: 10)])
    let column = VStack(alignment: .leading, spacing: 0) {
      rigid(30, 10)
      rigid(50, 10)
    }
    .environment(\.layoutDirection, .rightToLeft)
    #expect(
      boxFrames(column, in: CGRect(x: 0, y: 0, width: 50, height: 20)).map(\.minX) == [20, 0])
  }

  @Test func aSubtreeSetBackToLeftToRightIsPlacedMirroredButLaidOutLeftToRight() {
    // Inside a right-to-left HStack(spacing: 0) { 10 x 10; inner }, the inner left-to-right
    // HStack(spacing: 0) { 20; 30 } (50 wide) sits on the left ([0, 50], the outer stack
    // flipped), and its own children run left to right from 0: at 0 and 20. The 10 x 10 is
    // on the right at 50.
    let content = HStack(spacing: 0) {
      rigid(10, 10)
      HStack(spacing: 0) {
        rigid(20, 10)
        rigid(30, 10)
      }
      .environment(\.layoutDirection, .leftToRight)
    }
    .environment(\.layoutDirection, .rightToLeft)
    #expect(
      boxFrames(content, in: CGRect(x: 0, y: 0, width: 60, height: 10)).map(\.minX)
        == [50, 0, 20])
  }

  @Test func aLayoutSeesItsDirection() {
    let probe = DirectionProbe()
    _ = LayoutContent(ProbeLayout(probe: probe), children: [])
      .environment(\.layoutDirection, .rightToLeft).sizeThatFits(.unspecified)
    #expect(probe.seen == .rightToLeft)
  }

  @Test func aRightToLeftCellMirrorsItsHostedContent() throws {
    // A cell forced right to left, 375 wide: its hosted HStack { 40 x 40 image; text;
    // Spacer() } fills the width (the spacer takes the rest), and the image, first, is at
    // the right edge: 375 - 40 = 335 (it was at 0).
    let cell = HostingCell<HStack>()
    cell.semanticContentAttribute = .forceRightToLeft
    cell.set(
      rootView: HStack {
        ImageContent("avatar", size: CGSize(width: 40, height: 40))
        Text("Name")
        Spacer()
      })
    let height = cell.fittingHeight(forWidth: 375).rounded(.up)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
    cell.layoutIfNeeded()
    let host = try #require(cell.hostingNode)
    #expect(host.contentEnvironment.layoutDirection == .rightToLeft)
    let image = try #require(host.contentLayout().first { $0.node is ImageContent })
    #expect(image.frame.maxX == host.bounds.maxX)
    #expect(image.frame.width == 40)
  }
}
