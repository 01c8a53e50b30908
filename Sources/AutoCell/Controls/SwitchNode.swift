import Foundation

/// An on/off switch, like UIKit's `UISwitch`: its size is fixed, 51 by 31 points
/// (``UIKitMetrics/switchSize``), whatever its state.
open class SwitchNode: LayoutNode {
  /// Whether the switch is on (default false).
  ///
  /// Layout does not depend on it.
  open var isOn = false

  /// Creates a switch.
  public init() {
    super.init(frame: .zero)
  }

  /// Turns the switch on or off (`animated` is for a host that draws it).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// 51 by 31 points.
  open override var intrinsicContentSize: CGSize { UIKitMetrics.switchSize }

  /// 51 by 31 points, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UIKitMetrics.switchSize }
}
