import AutoCell
import Foundation
import TestSupport
import Testing

/// A post as a cell shows it: a title and a body, identified by the post's id.
struct PostContent: ContentNode, Identifiable {
  var id: Int
  /// The node tree, built once (so its text caches live as long as the content).
  let content: PaddingContent<VStack>

  init(id: Int, title: String, body: String, measurer: any TextMeasurer = StandardTextMeasurer()) {
    self.id = id
    content = VStack(alignment: .leading, spacing: 4) {
      Text(title, font: .boldSystem(size: 17), measurer: measurer)
      Text(body, measurer: measurer)
    }
    .padding(12)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
    content.sizeThatFits(proposal, in: environment)
  }
  func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    [ContentPlacement(node: content, frame: bounds, proposal: proposal, environment: environment)]
  }
}

extension CellStateKey<Bool> {
  static let isExpanded = CellStateKey("isExpanded", default: false)
}

@Suite("Hosting cells")
struct HostingCellTests {
  let short = PostContent(id: 1, title: "Hi", body: "Short.")
  let long = PostContent(
    id: 2, title: "A longer title",
    body: String(repeating: "A body that goes on and on over many lines. ", count: 8))

  /// The height `content` should get at `width`: its answer to (width, nil).
  func expectedHeight(_ content: some ContentNode, _ width: CGFloat) -> CGFloat {
    content.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
  }

  @Test func aReusedCellReportsTheNewContentsHeightEveryTime() {
    let cell = HostingCell<PostContent>()
    let width: CGFloat = 320
    let shortHeight = expectedHeight(short, width)
    let longHeight = expectedHeight(long, width)
    #expect(longHeight > shortHeight + 50)
    for round in 0..<4 {
      cell.set(rootView: short)
      #expect(cell.fittingHeight(forWidth: width) == shortHeight, "round \(round)")
      cell.prepareForReuse()
      cell.set(rootView: long)
      #expect(cell.fittingHeight(forWidth: width) == longHeight, "round \(round)")
    }
    #expect(cell.contentView.subviews.count == 1)  // hosted once, content replaced
  }

  @Test func fittingHeightIsTheTableCellFitting() {
    let cell = HostingCell<PostContent>()
    cell.set(rootView: long)
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted.width == 200)
    #expect(cell.fittingHeight(forWidth: 200) == fitted.height)
  }

  @Test func aFlexibleHeightContentGetsItsIdealHeight() {
    let text = Text("Flexible height content, several words long")
    let flexible = text.frame(
      maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
    #expect(flexible.sizeThatFits(ProposedViewSize(width: 150, height: 0)).height == 0)
    let cell = HostingCell<FlexibleFrameContent<Text>>()
    cell.set(rootView: flexible)
    let ideal = text.sizeThatFits(ProposedViewSize(width: 150, height: nil)).height
    #expect(ideal > 0)
    #expect(abs(cell.fittingHeight(forWidth: 150) - ideal) < 1e-6)  // the engine snaps to 1e-6 pt
  }

  @Test func theContentViewAndHostingNodeFillTheCell() {
    let cell = HostingCell<PostContent>()
    cell.set(rootView: long)
    // A whole-point height: frames land on pixel boundaries (displayScale 1), as in UIKit.
    let height = cell.fittingHeight(forWidth: 300).rounded(.up)
    cell.frame = CGRect(x: 0, y: 0, width: 300, height: height)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == cell.bounds)
    #expect(cell.hostingNode?.frame == cell.bounds)
    let placed = cell.hostingNode!.contentLayout()
    #expect(placed.allSatisfy { $0.frame.maxX <= 300 + 1e-9 && $0.frame.maxY <= height + 1e-9 })
  }

  @Test func anIdentityChangeResetsStateAndTheSameIdentityKeepsIt() {
    let cell = HostingCell<PostContent>()
    cell.configure(for: short.id) { state in
      state[.isExpanded] = true
      return short
    }
    cell.configure(for: short.id) { state in
      #expect(state[.isExpanded] == true)  // the same item keeps its state
      return PostContent(id: short.id, title: "Edited", body: "Same post")
    }
    cell.prepareForReuse()
    cell.configure(for: long.id) { state in
      #expect(state[.isExpanded] == false)  // reset before the content is built
      return long
    }
    #expect(cell.itemIdentity == AnyHashable(long.id))
  }

  @Test func contentShownWithoutAnItemGetsAFreshState() {
    let cell = HostingCell<Text>()
    cell.configure(for: 42) { state in
      state[.isExpanded] = true
      return Text("item 42")
    }
    cell.set(rootView: Text("no identity"))
    #expect(cell.itemIdentity == nil)
    cell.configure(for: 42) { state in
      #expect(state[.isExpanded] == false)
      return Text("item 42")
    }
  }

  /// Like yoga's measure-cache test: configuring a reused cell measures its text once per
  /// new content, and measuring again at the same width measures nothing.
  @Test func aReusedCellMeasuresItsTextOncePerNewContent() {
    let measurer = CountingMeasurer()
    let cell = HostingCell<Text>()
    var previous = measurer.measurements
    for round in 0..<5 {
      // Short text: its one-line size fits the width, so one measurement answers both the
      // intrinsic size and the height at the width.
      cell.set(rootView: Text("Short \(round)", measurer: measurer))
      let height = cell.fittingHeight(forWidth: 300)
      #expect(measurer.measurements - previous == 1, "round \(round)")
      #expect(cell.fittingHeight(forWidth: 300) == height)
      #expect(measurer.measurements - previous == 1, "round \(round): measured again")
      previous = measurer.measurements
      // Wrapping text: one unconstrained measurement, one at the width.
      cell.set(
        rootView: Text(
          String(repeating: "wrapping words \(round) ", count: 20), measurer: measurer))
      _ = cell.fittingHeight(forWidth: 300)
      _ = cell.fittingHeight(forWidth: 300)
      #expect(measurer.measurements - previous == 2, "round \(round)")
      previous = measurer.measurements
    }
  }

  @Test func aTextNodeMeasuresOncePerChange() {
    let measurer = CountingMeasurer()
    let label = TextNode(text: "hello", measurer: measurer)
    let cell = TableCell()
    cell.contentView.addSubview(label)
    LayoutConstraint.activate(label.constraints(pinningEdgesTo: cell.contentView))
    _ = cell.fittingHeight(forWidth: 300)
    _ = cell.fittingHeight(forWidth: 300)
    #expect(measurer.measurements == 1)
    label.text = "world"
    _ = cell.fittingHeight(forWidth: 300)
    #expect(measurer.measurements == 2)
  }

  @Test func aStackAsksEachTextOncePerDistinctQuestion() {
    let measurer = CountingMeasurer()
    let words = String(repeating: "several words ", count: 10)
    let row = HStack {
      Text(words, measurer: measurer)
      Text(words, font: .boldSystem(size: 17), measurer: measurer)
    }
    let first = row.sizeThatFits(ProposedViewSize(width: 300, height: nil))
    let afterFirst = measurer.measurements
    #expect(afterFirst <= 6)  // per text: minimum, maximum (ideal), actual share
    #expect(row.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == first)
    #expect(measurer.measurements == afterFirst)
  }
}
