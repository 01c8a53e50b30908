import Foundation

/// A progress bar, like UIKit's `UIProgressView`: as tall as its style draws it (4 points in
/// `.default`, 2.5 in `.bar`: ``UIKitMetrics``), with no width of its own.
open class ProgressViewNode: LayoutNode {
  /// How the bar is drawn (UIKit's `UIProgressView.Style`).
  public enum Style: Sendable, Hashable {
    /// The standard bar.
    case `default`
    /// The bar used in a toolbar.
    case bar
  }

  /// The style; a new one invalidates the intrinsic size.
  open var progressViewStyle: Style {
    didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The progress, 0 to 1 (default 0).
  ///
  /// Layout does not depend on it.
  open var progress: Float = 0

  /// Creates a progress bar.
  public init(progressViewStyle: Style = .default) {
    self.progressViewStyle = progressViewStyle
    super.init(frame: .zero)
  }

  /// Sets ``progress`` (`animated` is for a host that draws it).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// No width; the style's height.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: LayoutNode.noIntrinsicMetric, height: height)
  }

  /// The offered width and the style's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: height)
  }

  private var height: CGFloat {
    progressViewStyle == .bar ? UIKitMetrics.progressBarHeight : UIKitMetrics.progressViewHeight
  }
}
