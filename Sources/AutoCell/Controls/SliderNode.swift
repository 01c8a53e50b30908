import Foundation

/// A slider, like UIKit's `UISlider`: 30 points tall (``UIKitMetrics/sliderHeight``), with no
/// width of its own.
///
/// The 30 points are UIKit's alignment rectangle, what constraints relate; UIKit draws the
/// slider in a frame 2 points wider on each side and 1 taller at the bottom. Nodes have no
/// alignment rectangles, so the node's frame is the alignment rectangle.
open class SliderNode: LayoutNode {
  /// The value (default 0).
  ///
  /// Layout does not depend on it.
  open var value: Float = 0
  /// The least value (default 0).
  open var minimumValue: Float = 0
  /// The greatest value (default 1).
  open var maximumValue: Float = 1

  /// Creates a slider.
  public init() {
    super.init(frame: .zero)
  }

  /// Sets ``value``, clamped to the range (`animated` is for a host that draws it).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = min(max(value, minimumValue), maximumValue)
  }

  /// No width; 30 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: LayoutNode.noIntrinsicMetric, height: UIKitMetrics.sliderHeight)
  }

  /// The offered width, 30 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UIKitMetrics.sliderHeight)
  }
}
