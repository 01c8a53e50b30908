import AutoCell
import Foundation
import Testing

// UIKit's defaults wherever a node imitates a UIKit class (issue 34, "defaults that differ").
// Text heights are in StandardTextMeasurer's metrics: a line of the 17-point body font is
// 1.2 em = 20.4 points, 21 rounded up to a whole pixel at scale 1.

@Suite("UIKit defaults")
struct UIKitDefaultsTests {
  let long = "The quick brown fox jumps over the lazy dog and keeps running far away"

  /// UILabel: `numberOfLines` 1, `lineBreakMode` `.byTruncatingTail`, the 17-point system
  /// font, no text (UIKit documentation of `UILabel`'s properties).
  @Test func aTextNodeHasUILabelsDefaults() {
    let label = TextNode()
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.font == .body && label.font.pointSize == 17)
    #expect(label.text == nil)
    #expect(label.intrinsicContentSize == .zero)
    #expect(label.preferredMaxLayoutWidth == 0)
  }

  /// A one-line label in a cell 100 points wide stays one line, truncated: 21 points (with
  /// `numberOfLines` 0, the old default, the text wrapped to 3 lines: ceil(3 x 20.4) = 62).
  @Test func aLongLabelIsOneLineByDefault() {
    let label = TextNode(text: long)
    let cell = TableCell()
    cell.contentView.addSubview(label)
    pin(label, to: cell.contentView)
    #expect(cell.fittingHeight(forWidth: 100) == 21)
    label.numberOfLines = 0
    let wrapped = StandardTextMeasurer().size(
      of: long, font: .body, width: 100, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
    #expect(cell.fittingHeight(forWidth: 100) == wrapped.height.rounded(.up))
    #expect(wrapped.height > 2 * 20.4)
  }

  /// UILabel's `intrinsicContentSize` is rounded up to whole pixels: at scale 3, thirds.
  @Test func aLabelsIntrinsicSizeIsInWholePixels() {
    let label = TextNode(text: "Pixels")
    let root = LayoutNode()
    root.addSubview(label)
    root.displayScale = 3
    let exact = label.size(atWidth: .infinity)
    #expect(label.intrinsicContentSize.width == (exact.width * 3).rounded(.up) / 3)
    #expect(label.intrinsicContentSize.height == (20.4 * 3).rounded(.up) / 3)
    #expect(label.sizeThatFits(.zero) == label.intrinsicContentSize)
  }

  /// A `preferredMaxLayoutWidth` fixes where a multi-line label wraps, as UIKit's: the
  /// intrinsic size is the text wrapped at 100, whatever width the label gets.
  @Test func aPreferredMaxLayoutWidthFixesTheWrappingWidth() {
    let label = TextNode(text: long)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 100
    #expect(!label.hasHeightForWidth)
    let wrapped = StandardTextMeasurer().size(
      of: long, font: .body, width: 100, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
    #expect(label.intrinsicContentSize.height == wrapped.height.rounded(.up))
    let cell = TableCell()
    cell.contentView.addSubview(label)
    pin(label, to: cell.contentView)
    #expect(cell.fittingHeight(forWidth: 300) == wrapped.height.rounded(.up))
  }

  /// UITableViewCell: a new cell is 320 x 44 with its content view filling it; the content
  /// view's margins are 16 at the sides and 11 at the top and bottom, 20 at the sides from
  /// 414 points wide (Xcode saved a margin-pinned stack view at x = 20 in a 414-point cell,
  /// SwipeCellKit's Main.storyboard, and a default-style label at x = 16 in a 374-point cell,
  /// DuckDuckGo's Feedback.storyboard).
  @Test func aTableCellsContentViewHasUIKitsCellMargins() {
    let cell = TableCell()
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.contentView.frame == cell.bounds)
    #expect(cell.contentView.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    let label = TextNode(text: "Margins")
    cell.contentView.addSubview(label)
    pin(label, to: cell.contentView.layoutMarginsGuide)
    // 21 + 11 + 11.
    #expect(cell.fittingHeight(forWidth: 375) == 43)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 43)
    cell.layoutIfNeeded()
    #expect(label.frame.minX == 16 && label.frame.minY == 11 && label.frame.width == 343)
    cell.frame = CGRect(x: 0, y: 0, width: 414, height: 43)
    cell.layoutIfNeeded()
    #expect(cell.contentView.layoutMargins.left == 20)
    #expect(label.frame.minX == 20 && label.frame.width == 374)
    _ = cell.fittingHeight(forWidth: 390)
    #expect(cell.contentView.layoutMargins.left == 16, "measured 390 wide: 16")
  }

  /// Margins the caller set are kept at every width.
  @Test func marginsSetByTheCallerAreKept() {
    let cell = TableCell()
    cell.contentView.layoutMargins = EdgeInsets(all: 4)
    cell.frame = CGRect(x: 0, y: 0, width: 500, height: 44)
    _ = cell.fittingHeight(forWidth: 414)
    #expect(cell.contentView.layoutMargins == EdgeInsets(all: 4))
  }

  /// `|-[view]-|` pins to the superview's layout margins, as UIKit's `layoutMargins`
  /// documentation describes: 8 in a plain node, 16 and 11 in a cell's content view.
  @Test func theStandardSpaceToTheSuperviewIsItsMargin() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = LayoutNode()
    root.addSubview(box)
    let views = ["box": box]
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(withVisualFormat: "H:|-[box]-|", views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:|-[box]-|", views: views))
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 8, y: 8, width: 284, height: 84))

    let cell = TableCell()
    let label = TextNode(text: "Hello")
    cell.contentView.addSubview(label)
    let cellViews = ["label": label]
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", views: cellViews)
        + LayoutConstraint.constraints(withVisualFormat: "V:|-[label]-|", views: cellViews))
    #expect(cell.fittingHeight(forWidth: 375) == 43)
  }

  /// UIImageView's `sizeThatFits(_:)` is its image's size; UIView's is its current size.
  @Test func sizeThatFitsDefaults() {
    let image = ImageNode(image: Image(pixelSize: CGSize(width: 90, height: 60), scale: 3))
    #expect(image.sizeThatFits(.zero) == CGSize(width: 30, height: 20))
    image.sizeToFit()
    #expect(image.frame.size == CGSize(width: 30, height: 20))
    let plain = LayoutNode(frame: CGRect(x: 0, y: 0, width: 12, height: 34))
    #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 12, height: 34))
  }
}
