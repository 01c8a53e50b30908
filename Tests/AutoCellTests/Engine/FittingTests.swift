import AutoCell
import Foundation
import Testing

@Suite("Intrinsic size and fitting")
struct FittingTests {
  /// A cell-like root: a label pinned to the margins (8), an image of 40 x 40 beside it.
  private func card(label: SizedNode, image: SizedNode) -> LayoutNode {
    let root = LayoutNode()
    root.addSubview(label)
    root.addSubview(image)
    let margins = root.layoutMarginsGuide
    LayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      image.topAnchor.constraint(equalTo: margins.topAnchor),
      image.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
    ])
    return root
  }

  @Test func compressedFittingGivesTheSmallestSize() {
    let root = card(label: SizedNode(100, 20), image: SizedNode(40, 40))
    let size = root.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 8 + 40 + 12 + 100 + 8, height: 8 + 40 + 8))
    #expect(root.frame == .zero)  // measuring does not touch frames
  }

  @Test func expandedFittingGivesTheLargestSize() {
    let root = LayoutNode()
    let child = SizedNode(100, LayoutNode.noIntrinsicMetric)
    root.addSubview(child)
    pin(child, to: root)
    child.setContentHuggingPriority(.required, for: .horizontal)
    let size = root.systemLayoutSizeFitting(LayoutNode.layoutFittingExpandedSize)
    #expect(size == CGSize(width: 100, height: 10_000))
    // A height hugging at 250 beats the pull at 50.
    child.size.height = 20
    #expect(root.systemLayoutSizeFitting(LayoutNode.layoutFittingExpandedSize).height == 20)
  }

  @Test func tableCellFittingKeepsTheWidthAndFitsTheHeight() {
    let root = LayoutNode()
    let text = WrappingNode(length: 600, lineHeight: 20)
    root.addSubview(text)
    pin(text, to: root, insets: EdgeInsets(all: 10))
    for (width, lines) in [(320.0, 2.0), (220, 3), (120, 6), (700, 1)] {
      let size = root.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size == CGSize(width: width, height: lines * 20 + 20), "width \(width)")
    }
  }

  @Test func invalidatingTheIntrinsicSizeChangesTheFittedSize() {
    let label = SizedNode(100, 20)
    let root = card(label: label, image: SizedNode(40, 40))
    #expect(root.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize).width == 168)
    label.size = CGSize(width: 150, height: 60)  // invalidates
    #expect(
      root.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
        == CGSize(width: 218, height: 76))
    label.size = CGSize(width: 150, height: LayoutNode.noIntrinsicMetric)
    #expect(
      root.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
        == CGSize(width: 218, height: 56))
  }

  @Test func fittingDoesNotRebuildTheSystem() throws {
    let label = SizedNode(100, 20)
    let root = card(label: label, image: SizedNode(40, 40))
    _ = root.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    let first = try #require(root.engineStatistics)
    for width in [100.0, 200, 300, 400] {
      _ = root.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    let second = try #require(root.engineStatistics)
    // New priorities: the two target constraints are replaced once; new widths only change constants.
    #expect(second.constraintsAdded - first.constraintsAdded == 2)
    label.size = CGSize(width: 120, height: 30)
    _ = root.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(root.engineStatistics?.constraintsAdded == second.constraintsAdded)
    #expect(first.constraintsAdded < 30)
  }

  @Test func heightForWidthIsResolvedWithinOneLayoutPass() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 220, height: 500))
    let text = WrappingNode(length: 500)
    let below = LayoutNode()
    root.addSubview(text)
    root.addSubview(below)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      text.topAnchor.constraint(equalTo: root.topAnchor),
      below.topAnchor.constraint(equalTo: text.bottomAnchor, constant: 4),
      below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 10, y: 0, width: 200, height: 60))
    #expect(below.frame.minY == 64)
    #expect(text.measuredWidths == [200])

    root.frame.size.width = 120  // 100 wide: 5 lines
    root.layoutIfNeeded()
    #expect(text.frame.height == 100)
    #expect(below.frame.minY == 104)
    root.layoutIfNeeded()
    #expect(text.measuredWidths == [200, 100])  // not measured again at an unchanged width
  }

  @Test func aNonRootNodeIsMeasuredWithItsSubtreeAlone() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let container = LayoutNode()
    let label = SizedNode(80, 30)
    root.addSubview(container)
    container.addSubview(label)
    pin(container, to: root)  // ignored when measuring the container
    pin(label, to: container, insets: EdgeInsets(all: 5))
    let fitted = container.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    #expect(fitted == CGSize(width: 90, height: 40))
    label.size = CGSize(width: 100, height: 30)
    #expect(container.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize).width == 110)
    root.layoutIfNeeded()
    #expect(container.frame.size == CGSize(width: 500, height: 500))
  }

  @Test func aNonRootMeasurementIsUpdatedIncrementally() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let container = LayoutNode()
    let label = SizedNode(80, 30)
    let elsewhere = SizedNode(10, 10)
    root.addSubview(container)
    root.addSubview(elsewhere)
    container.addSubview(label)
    pin(container, to: root)
    let insets = edges(of: label, to: container, insets: EdgeInsets(all: 5))
    LayoutConstraint.activate(insets)
    #expect(
      container.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
        == CGSize(width: 90, height: 40))
    let cellWidth = CGSize(width: 300, height: 0)
    #expect(
      container.systemLayoutSizeFitting(
        cellWidth, withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
        == CGSize(width: 300, height: 40))
    let built = try #require(container.measuringStatistics)
    #expect(built.constraintsRemoved == 2)  // the same solver swapped its two fitting targets

    insets[0].constant = 15  // leading inset: set incrementally in the measuring solver
    elsewhere.size = CGSize(width: 20, height: 20)  // outside the subtree: no effect
    #expect(
      container.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
        == CGSize(width: 100, height: 40))
    let after = try #require(container.measuringStatistics)
    // Not rebuilt:
    #expect(after.constraintsRemoved == 4 && after.constraintsAdded == built.constraintsAdded + 2)

    label.size = CGSize(width: 100, height: 30)  // inside: rebuilt
    #expect(
      container.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
        == CGSize(width: 120, height: 40))
    let extra = LayoutNode()
    container.addSubview(extra)  // membership change inside: rebuilt
    LayoutConstraint.activate([
      extra.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      extra.widthAnchor.constraint(equalToConstant: 200),
      extra.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
    ])
    #expect(container.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize).width == 200)
  }

  @Test func layoutAfterFittingRestoresTheRootFrame() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
    let child = SizedNode(100, 20)
    root.addSubview(child)
    pin(child, to: root)
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 300, height: 80))
    #expect(
      root.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
        == CGSize(width: 100, height: 20))
    #expect(child.frame.size == CGSize(width: 300, height: 80))
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 300, height: 80))
  }
}
