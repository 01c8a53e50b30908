import AutoCell
import Foundation
import Testing

// Overrides in subclasses, honoured where UIKit honours them (issue 34, "silently different").
// Heights below are in StandardTextMeasurer's metrics: a line of the 17-point body font is
// 1.2 em = 20.4 points, which a label rounds up to whole pixels: 21 points at scale 1.

/// The padded-label idiom: `super.intrinsicContentSize` plus 16 across and 12 down.
private final class PaddedLabel: TextNode {
  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(width: size.width + 16, height: size.height + 12)
  }
}

/// A label that restyles itself whenever its text is set, as UIKit subclasses do with `didSet`.
private final class TitleLabel: TextNode {
  private(set) var restyles = 0
  override var text: String? {
    didSet {
      restyles += 1
      font = (text?.count ?? 0) > 10 ? .system(size: 13) : .boldSystem(size: 20)
    }
  }
}

/// The manual-layout cell of the self-sizing post's first approach: `sizeThatFits(_:)` adds
/// the label's height to the margins, `layoutSubviews()` places the label by hand.
private final class ManualCell: TableCell {
  let label = TextNode()
  private(set) var layoutCount = 0

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    label.numberOfLines = 0
    contentView.addSubview(label)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(CGSize(width: size.width - 32, height: 0))
    return CGSize(width: size.width, height: text.height + 22)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    let width = bounds.width - 32
    let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
    label.frame = CGRect(x: 16, y: 11, width: width, height: height)
  }
}

/// A cell that adds a 10-point footer to whatever Auto Layout measures.
private final class FooterCell: TableCell {
  let label = TextNode(text: "Footer")

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
    pin(label, to: contentView)
  }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
    verticalFittingPriority vertical: LayoutPriority
  ) -> CGSize {
    var size = super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    size.height += 10
    return size
  }
}

/// A constrained node that lays out one unconstrained subview by hand.
private final class SplitNode: LayoutNode {
  let left = LayoutNode()
  private(set) var widthsSeen: [CGFloat] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(left)
  }

  override func layoutSubviews() {
    widthsSeen.append(bounds.width)
    left.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

@Suite("UIKit overrides")
struct UIKitOverrideTests {
  /// UIKit asks a multi-line label for `intrinsicContentSize` after setting its preferred
  /// maximum layout width to the width it got, so the override adds 12 to the height at every
  /// width: one line, 21 + 12 = 33 (it was 21, the override's height lost); at 60 points
  /// "Hello world again" wraps to 3 lines, ceil(3 x 20.4) + 12 = 62 + 12 = 74.
  @Test func aPaddedMultiLineLabelKeepsItsPaddingAtEveryWidth() {
    let badge = PaddedLabel(text: "New")
    badge.numberOfLines = 0
    let cell = TableCell()
    cell.contentView.addSubview(badge)
    pin(badge, to: cell.contentView)
    #expect(cell.fittingHeight(forWidth: 375) == 33)
    badge.text = "Hello world again"
    let lines = StandardTextMeasurer().size(
      of: "Hello world again", font: .body, width: 60, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(lines.height == 3 * 20.4)
    #expect(cell.fittingHeight(forWidth: 60) == 74)
    // Its width too: the one-line text's width rounded up, plus 16.
    let compressed = cell.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    let text = StandardTextMeasurer().size(
      of: "Hello world again", font: .body, width: .infinity, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(compressed.width == text.width.rounded(.up) + 16)
  }

  /// A one-line padded label (UILabel's default, `numberOfLines` 1): 21 + 12 = 33 too.
  @Test func aPaddedOneLineLabelIsThirtyThreePointsTall() {
    let badge = PaddedLabel(text: "New")
    let cell = TableCell()
    cell.contentView.addSubview(badge)
    pin(badge, to: cell.contentView)
    #expect(cell.fittingHeight(forWidth: 375) == 33)
  }

  /// `override var text: String? { didSet { ... } }` compiles (the property is open) and runs
  /// on every set, and the restyled font reaches the layout: a short title in the 20-point
  /// bold font is ceil(1.2 x 20) = 24 tall, a long one in 13 points ceil(15.6) = 16.
  @Test func anOverriddenTextRestylesTheLabel() {
    let title = TitleLabel()
    let cell = TableCell()
    cell.contentView.addSubview(title)
    pin(title, to: cell.contentView)
    title.text = "Short"
    #expect(cell.fittingHeight(forWidth: 320) == 24)
    title.text = "A much longer title"
    #expect(cell.fittingHeight(forWidth: 320) == 16)
    #expect(title.restyles == 2)
  }

  /// The self-sizing post's first approach: no constraints in the content view, so UIKit
  /// measures the cell with `sizeThatFits(_:)` and places the label in `layoutSubviews()`.
  ///
  /// At 375 points the label is 343 wide: the text wraps to the lines the measurer gives at 343,
  /// rounded up, plus 11 + 11.
  @Test func aManualLayoutCellIsMeasuredBySizeThatFitsAndLaidOutByLayoutSubviews() throws {
    let text = String(repeating: "Manual layout measures text by hand. ", count: 6)
    let cell = ManualCell(reuseIdentifier: nil)
    cell.label.text = text
    let wrapped = StandardTextMeasurer().size(
      of: text, font: .body, width: 343, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
    let expected = wrapped.height.rounded(.up) + 22
    #expect(wrapped.height > 2 * 20.4)
    #expect(cell.fittingHeight(forWidth: 375) == expected)

    // The list measures it the same way.
    let list = ListSizer(width: 375)
    list.register(ManualCell.self, forCellReuseIdentifier: "manual", items: Banner.self) {
      cell, banner in cell.label.text = banner.id
    }
    try list.setItems([Banner(id: text, height: 0)])
    #expect(list.height(ofRow: 0) == expected)

    // Laid out at its height, layoutSubviews places the label inside the margins.
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: expected)
    cell.layoutIfNeeded()
    #expect(cell.layoutCount == 1)
    #expect(cell.label.frame == CGRect(x: 16, y: 11, width: 343, height: expected - 22))
    cell.layoutIfNeeded()
    #expect(cell.layoutCount == 1, "nothing changed: no second call")
  }

  /// `fittingHeight(forWidth:)` and a list both measure through the overridable
  /// `systemLayoutSizeFitting`: 21 (one line) + 10.
  @Test func anOverriddenSystemLayoutSizeFittingIsHonoured() throws {
    let cell = FooterCell(reuseIdentifier: nil)
    #expect(cell.fittingHeight(forWidth: 320) == 31)
    let list = ListSizer(width: 320)
    list.register(FooterCell.self, forCellReuseIdentifier: "footer", items: Banner.self) { _, _ in
    }
    try list.setItems([Banner(id: "a", height: 0)])
    #expect(list.height(ofRow: 0) == 31)
  }

  /// Manual layout inside a constrained hierarchy: after the engine sets the node's frame
  /// (200 wide), its `layoutSubviews()` runs and halves it; a new width runs it again.
  @Test func layoutSubviewsRunsAfterTheEngineSetsFrames() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let split = SplitNode()
    root.addSubview(split)
    let width = split.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      split.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      split.topAnchor.constraint(equalTo: root.topAnchor),
      split.heightAnchor.constraint(equalToConstant: 40), width,
    ])
    root.layoutIfNeeded()
    #expect(split.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(split.left.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(split.widthsSeen == [200])
    width.constant = 120
    root.layoutIfNeeded()
    #expect(split.left.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(split.widthsSeen == [200, 120])
    split.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(split.widthsSeen == [200, 120, 120])
  }

  /// Parents lay out before their subviews, so a subview's `layoutSubviews()` sees the frame
  /// its parent's gave it, in the same `layoutIfNeeded()`.
  @Test func parentsLayOutBeforeTheirSubviews() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let outer = SplitNode()
    root.addSubview(outer)
    pin(outer, to: root)
    let inner = SplitNode()
    outer.left.addSubview(inner)
    inner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.layoutIfNeeded()
    // outer.left is 150 wide; inner's flexible width grew by as much (from 10 in a 0-wide
    // superview, as UIKit's autoresizing grows it): 160, laid out once, at that width.
    #expect(outer.left.frame.width == 150)
    #expect(inner.frame.width == 160)
    #expect(inner.widthsSeen == [160])
    #expect(inner.left.frame.width == 80)
  }
}
