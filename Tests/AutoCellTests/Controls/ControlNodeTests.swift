import AutoCell
import Foundation
import Testing

// UIKit's controls, for their sizes (UIKitMetrics names the source of each fixed number).
// Text is measured with StandardTextMeasurer: Helvetica, lines of 1.2 em.

/// A one-line width of `text` in `font`.
private func width(_ text: String, _ font: Font) -> CGFloat {
  StandardTextMeasurer().size(
    of: text, font: font, width: .infinity, numberOfLines: 1, lineBreakMode: .byTruncatingTail
  ).width
}

@Suite("Control nodes")
struct ControlNodeTests {
  /// UISwitch is 51 x 31 in any state; UIActivityIndicatorView 20 x 20 (.medium) or 37 x 37
  /// (.large); UIProgressView has no width and is 4 points tall (2.5 as a bar); UISlider has
  /// no width and is 30 tall.
  @Test func fixedSizeControlsHaveUIKitsSizes() {
    let toggle = SwitchNode()
    toggle.setOn(true, animated: true)
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(ActivityIndicatorNode().intrinsicContentSize == CGSize(width: 20, height: 20))
    let spinner = ActivityIndicatorNode(style: .large)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    let progress = ProgressViewNode()
    #expect(progress.intrinsicContentSize == CGSize(width: -1, height: 4))
    progress.progressViewStyle = .bar
    #expect(progress.intrinsicContentSize.height == 2.5)
    #expect(progress.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 2.5))
    #expect(SliderNode().intrinsicContentSize == CGSize(width: -1, height: 30))
  }

  /// UIActivityIndicatorView hides when stopped (hidesWhenStopped is true by default): in a
  /// stack it takes no space until it animates.
  ///
  /// A row of a 20-point spinner, 8 points and a 51-point switch is 79 wide while it spins, 51
  /// while it is stopped.
  @Test func aStoppedSpinnerIsHiddenAndCollapsesInAStack() {
    let spinner = ActivityIndicatorNode()
    #expect(spinner.isHidden && !spinner.isAnimating)
    let row = StackNode(arrangedSubviews: [spinner, SwitchNode()])
    row.spacing = 8
    let compressed = LayoutNode.layoutFittingCompressedSize
    #expect(row.systemLayoutSizeFitting(compressed).width == 51)
    spinner.startAnimating()
    #expect(!spinner.isHidden)
    #expect(row.systemLayoutSizeFitting(compressed) == CGSize(width: 79, height: 31))
    spinner.hidesWhenStopped = false
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
  }

  /// UISegmentedControl: segments as wide as the widest 13-point title plus 16, 1-point
  /// dividers, 32 tall; by content, each as wide as its own title plus 16; a set width wins.
  @Test func segmentedControlsMeasureTheirTitles() {
    let control = SegmentedControlNode(items: ["One", "Two", "Three"])
    let font = Font.system(size: 13)
    let widest = [width("One", font), width("Two", font), width("Three", font)].max()!
    #expect(control.intrinsicContentSize.width == (3 * (widest + 16) + 2).rounded(.up))
    #expect(control.intrinsicContentSize.height == 32)
    control.apportionsSegmentWidthsByContent = true
    let apportioned = width("One", font) + width("Two", font) + width("Three", font) + 48 + 2
    #expect(control.intrinsicContentSize.width == apportioned.rounded(.up))
    control.setWidth(100, forSegmentAt: 2)
    control.removeSegment(at: 0, animated: false)
    #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Three")
    #expect(control.intrinsicContentSize.width == (width("Two", font) + 16 + 1 + 100).rounded(.up))
  }

  /// UITextField: its text (or placeholder) on one line in the 17-point body font; a rounded
  /// border adds 7 points around it, at least 34 tall: 20.4 + 14 = 34.4, 35 in whole pixels.
  @Test func textFieldsMeasureTheirTextInsideTheirBorder() {
    let field = TextFieldNode(placeholder: "Search")
    #expect(
      field.intrinsicContentSize == CGSize(width: width("Search", .body).rounded(.up), height: 21))
    field.text = "Hello, world"
    field.borderStyle = .roundedRect
    #expect(
      field.intrinsicContentSize
        == CGSize(width: (width("Hello, world", .body) + 14).rounded(.up), height: 35))
    field.font = .system(size: 10)
    #expect(field.intrinsicContentSize.height == 34, "12 + 14 = 26: the 34-point minimum")
    #expect(TextFieldNode().intrinsicContentSize == CGSize(width: 0, height: 21))
  }

  /// UITextView: no intrinsic size while it scrolls (UIKit's default); with scrolling off it
  /// sizes itself: the text wrapped at the width less 2 x 5 points of line fragment padding,
  /// plus 8 above and 8 below.
  ///
  /// In a cell's margins at 375 points it is 343 wide and wraps at 333.
  @Test func aTextViewWithScrollingOffSizesItself() {
    let text = String(repeating: "A text view grows with its text. ", count: 8)
    let view = TextViewNode(text: text)
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(!view.hasHeightForWidth)
    view.isScrollEnabled = false
    #expect(view.hasHeightForWidth)
    let cell = TableCell()
    cell.contentView.addSubview(view)
    pin(view, to: cell.contentView.layoutMarginsGuide)
    let wrapped = StandardTextMeasurer().size(
      of: text, font: .body, width: 333, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(wrapped.height > 20.4 * 2)
    #expect(cell.fittingHeight(forWidth: 375) == (wrapped.height + 16).rounded(.up) + 22)
    view.textContainerInset = .zero
    view.textContainer.lineFragmentPadding = 0
    let bare = StandardTextMeasurer().size(
      of: text, font: .body, width: 343, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(cell.fittingHeight(forWidth: 375) == bare.height.rounded(.up) + 22)
    // Empty, it is one line tall: 20.4 + 16 = 36.4, 37 in whole pixels.
    let empty = TextViewNode()
    empty.isScrollEnabled = false
    #expect(empty.intrinsicContentSize == CGSize(width: 10, height: 37))
  }

  /// UIButton without a configuration: the 15-point title, 6 points above and below it when
  /// the content insets are zero (Xcode saves a "Button" 46 x 30: 18 + 12), whole points;
  /// with insets of 8 the title alone plus 16 both ways; an image beside the title, as tall as
  /// the taller; 30 x 34 when empty.
  @Test func classicButtonsMeasureAsUIKits() {
    let button = ButtonNode()
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
    button.setTitle("Button", for: .normal)
    let title = width("Button", .system(size: 15))
    #expect(button.intrinsicContentSize == CGSize(width: title.rounded(.up), height: 30))
    #expect(button.titleLabel.text == "Button")
    button.contentEdgeInsets = EdgeInsets(all: 8)
    #expect(button.intrinsicContentSize == CGSize(width: (title + 16).rounded(.up), height: 34))
    button.contentEdgeInsets = .zero
    button.setImage(Image(pixelSize: CGSize(width: 72, height: 72), scale: 3), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: (24 + title).rounded(.up), height: 24))
    // The title label's font is the button's: a bigger one makes a bigger button.
    button.titleLabel.font = .system(size: 30)
    #expect(button.intrinsicContentSize.height == 36)
    // A selected title falls back to the normal one until it is set.
    button.isSelected = true
    #expect(button.currentTitle == "Button")
    button.setTitle("Selected", for: .selected)
    #expect(button.currentTitle == "Selected")
  }

  /// A configured button (iOS 15): its title in the body font, 7 points above and below and
  /// 12 at the sides (20.4 + 14 = 34.4, 35 in whole pixels), no 6-point title padding;
  /// image and title with the image padding between them.
  @Test func configuredButtonsUseTheConfigurationsInsets() {
    var configuration = ButtonNode.Configuration.filled()
    configuration.title = "Continue"
    let button = ButtonNode(configuration: configuration)
    #expect(
      button.intrinsicContentSize
        == CGSize(width: (width("Continue", .body) + 24).rounded(.up), height: 35))
    configuration.image = Image(pixelSize: CGSize(width: 20, height: 40))
    configuration.imagePadding = 6
    button.configuration = configuration
    let wide = width("Continue", .body) + 20 + 6 + 24
    #expect(button.intrinsicContentSize == CGSize(width: wide.rounded(.up), height: 54))
    button.contentEdgeInsets = EdgeInsets(all: 100)
    #expect(button.intrinsicContentSize.width == wide.rounded(.up), "insets ignored")
    configuration.imagePlacement = .top
    button.configuration = configuration
    #expect(button.intrinsicContentSize.height == (40 + 6 + 20.4 + 14).rounded(.up))
  }

  /// A button in a constrained row: its size is the engine's intrinsic size, and a new title
  /// relays it out.
  @Test func aButtonInARowFollowsItsTitle() {
    let button = ButtonNode()
    button.setTitle("OK", for: .normal)
    let row = StackNode(arrangedSubviews: [button, SwitchNode()])
    row.alignment = .center
    let before = row.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    #expect(before.height == 31)
    button.setTitle("A much longer title", for: .normal)
    let after = row.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    #expect(
      after.width - before.width == button.intrinsicContentSize.width
        - width("OK", .system(size: 15)).rounded(.up))
  }
}
