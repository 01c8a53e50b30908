import Foundation

/// A spinner, like UIKit's `UIActivityIndicatorView`: 20 by 20 points in the `.medium`
/// style, 37 by 37 in `.large` (``UIKitMetrics``).
///
/// As in UIKit, ``hidesWhenStopped`` is true by default, so a stopped indicator is hidden
/// (``LayoutNode/isHidden``): in a ``StackNode`` it takes no space until
/// ``startAnimating()``.
open class ActivityIndicatorNode: LayoutNode {
  /// The indicator's size (UIKit's `UIActivityIndicatorView.Style`).
  public enum Style: Sendable, Hashable {
    /// 20 by 20 points.
    case medium
    /// 37 by 37 points.
    case large
  }

  /// The style; a new one invalidates the intrinsic size.
  open var style: Style {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the indicator is hidden while it is not animating (default true).
  open var hidesWhenStopped = true {
    didSet { updateVisibility() }
  }
  /// Whether the indicator is animating (see ``startAnimating()``).
  public private(set) var isAnimating = false

  /// Creates an indicator, stopped (and so hidden, as ``hidesWhenStopped`` is true).
  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: .zero)
    updateVisibility()
  }

  /// Starts animating, and shows the indicator.
  open func startAnimating() {
    isAnimating = true
    updateVisibility()
  }

  /// Stops animating, and hides the indicator if ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    updateVisibility()
  }

  /// The style's size.
  open override var intrinsicContentSize: CGSize {
    let side =
      style == .large
      ? UIKitMetrics.largeActivityIndicatorSize : UIKitMetrics.activityIndicatorSize
    return CGSize(width: side, height: side)
  }

  /// The style's size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  private func updateVisibility() {
    if isAnimating {
      isHidden = false
    } else if hidesWhenStopped {
      isHidden = true
    }
  }
}
