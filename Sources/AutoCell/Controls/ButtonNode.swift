import Foundation

/// A button, like UIKit's `UIButton`, for its size: a title beside an image, inside content
/// insets, measured as UIKit measures a button.
///
/// Without a ``configuration`` (the classic button), the intrinsic size is the image's width
/// plus the title's, by the taller of the two, plus ``contentEdgeInsets``; a title alone with
/// zero insets gets 6 points above and below it, and a button with neither title nor image is
/// 30 by 34 points. The title is one line in the 15-point system font (``titleLabel``). Sizes
/// are rounded up to whole points, as UIKit's. With a ``configuration``, its title and image
/// (with its image padding) inside its content insets, in whole pixels. Every number is in
/// ``UIKitMetrics``.
///
/// ``titleLabel`` and ``imageView`` hold the title's font and the image as UIKit's do
/// (`button.titleLabel?.font = ...` restyles the button and invalidates its size); they are not
/// subviews. ``titleEdgeInsets`` and ``imageEdgeInsets`` are kept for a host that draws the
/// button and, as in UIKit, do not change its size.
open class ButtonNode: LayoutNode {
  /// The label the title is measured in: one line, truncating the middle, in the 15-point
  /// system font.
  ///
  /// Setting its font or line break mode invalidates the button's size.
  public let titleLabel: TextNode
  /// The image view showing the current image.
  public let imageView = ImageNode()
  /// Titles by state.
  private var titles: [ControlState: String] = [:]
  /// Images by state.
  private var images: [ControlState: Image] = [:]

  /// The space around the title and image (default zero), as UIKit's `contentEdgeInsets`;
  /// ignored while a ``configuration`` is set.
  open var contentEdgeInsets = EdgeInsets.zero {
    didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Moves the title when drawn; not part of the size, as in UIKit.
  open var titleEdgeInsets = EdgeInsets.zero
  /// Moves the image when drawn; not part of the size, as in UIKit.
  open var imageEdgeInsets = EdgeInsets.zero
  /// The button's configuration (iOS 15's `UIButton.Configuration`), nil for a classic button.
  open var configuration: Configuration? {
    didSet { if configuration != oldValue { stateDidChange() } }
  }
  /// Whether the button is selected (its ``ControlState/selected`` title and image show).
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// Whether the button is enabled (default true; else its ``ControlState/disabled`` ones).
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Whether the button is touched down (its ``ControlState/highlighted`` ones).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// Creates a classic button, without title or image.
  public init() {
    titleLabel = ButtonTitleLabel(
      font: .system(size: UIKitMetrics.buttonFontSize), numberOfLines: 1,
      lineBreakMode: .byTruncatingMiddle)
    super.init(frame: .zero)
    (titleLabel as? ButtonTitleLabel)?.button = self
  }

  /// Creates a button with a configuration.
  public convenience init(configuration: Configuration) {
    self.init()
    self.configuration = configuration
  }

  /// The button's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: ControlState {
    var state = ControlState.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Sets the title shown in `state` (nil: the normal state's title shows there).
  open func setTitle(_ title: String?, for state: ControlState) {
    titles[state] = title
    stateDidChange()
  }

  /// The title shown in `state`: its own, else the normal state's.
  open func title(for state: ControlState) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// Sets the image shown in `state` (nil: the normal state's image shows there).
  open func setImage(_ image: Image?, for state: ControlState) {
    images[state] = image
    stateDidChange()
  }

  /// The image shown in `state`: its own, else the normal state's.
  open func image(for state: ControlState) -> Image? {
    images[state] ?? images[.normal]
  }

  /// The title shown now: the configuration's, else the current state's.
  open var currentTitle: String? {
    configuration.map { $0.title } ?? title(for: state)
  }

  /// The image shown now: the configuration's, else the current state's.
  open var currentImage: Image? {
    configuration.map { $0.image } ?? image(for: state)
  }

  /// The size UIKit gives the button (see the type's documentation).
  open override var intrinsicContentSize: CGSize {
    let title = currentTitle.flatMap { $0.isEmpty ? nil : $0 }
    let image = currentImage?.size
    if let configuration { return configuredSize(configuration, title: title, image: image) }
    guard title != nil || image != nil else { return UIKitMetrics.emptyButtonSize }
    let text = title.map { titleSize($0, font: titleLabel.font) } ?? .zero
    let insets = contentEdgeInsets
    let padding = insets == .zero && image == nil ? 2 * UIKitMetrics.buttonTitlePadding : 0
    let width = (image?.width ?? 0) + text.width + insets.left + insets.right
    let height =
      max(image?.height ?? 0, text.height + padding) + insets.top + insets.bottom
    return CGSize(width: (width - 1e-6).rounded(.up), height: (height - 1e-6).rounded(.up))
  }

  /// The intrinsic size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The size of a configured button: image and title side by side (or stacked) with the
  /// padding between them, inside the content insets.
  private func configuredSize(_ configuration: Configuration, title: String?, image: CGSize?)
    -> CGSize
  {
    let text = title.map { titleSize($0, font: configuration.titleFont) } ?? .zero
    let picture = image ?? .zero
    let gap = title != nil && image != nil ? configuration.imagePadding : 0
    var content: CGSize
    switch configuration.imagePlacement {
    case .leading, .trailing:
      content = CGSize(
        width: picture.width + gap + text.width, height: max(picture.height, text.height))
    case .top, .bottom:
      content = CGSize(
        width: max(picture.width, text.width), height: picture.height + gap + text.height)
    }
    let insets = configuration.contentInsets
    content.width += insets.leading + insets.trailing
    content.height += insets.top + insets.bottom
    return roundedUpToPixels(content)
  }

  /// The title's size on one line in `font`.
  private func titleSize(_ title: String, font: Font) -> CGSize {
    titleLabel.measurer.size(
      of: title, font: font, width: .infinity, numberOfLines: 1,
      lineBreakMode: titleLabel.lineBreakMode)
  }

  /// The title, image or state changed: the labels follow, the size is read again.
  private func stateDidChange() {
    titleLabel.text = currentTitle
    imageView.image = currentImage
    invalidateIntrinsicContentSize()
  }
}

/// A button's title label: a change to it is a change to its button's size.
private final class ButtonTitleLabel: TextNode {
  weak var button: ButtonNode?

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    button?.invalidateIntrinsicContentSize()
  }
}
