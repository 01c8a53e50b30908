import Foundation

extension LayoutNode {
  /// The value of an intrinsic size component that has no natural size (-1), as in UIKit.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Sets the priority with which the node resists growing beyond its intrinsic size along
  /// `axis` (default ``LayoutPriority/defaultLow``, 250).
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    guard priorities.hugging(for: axis) != priority else { return }
    priorities.setHugging(priority, for: axis)
    root.engine?.intrinsicPriorityDidChange(of: self, axis: axis)
  }

  /// The priority with which the node resists growing beyond its intrinsic size along `axis`.
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    priorities.hugging(for: axis)
  }

  /// Sets the priority with which the node resists shrinking below its intrinsic size along
  /// `axis` (default ``LayoutPriority/defaultHigh``, 750).
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutAxis
  ) {
    guard priorities.resistance(for: axis) != priority else { return }
    priorities.setResistance(priority, for: axis)
    root.engine?.intrinsicPriorityDidChange(of: self, axis: axis)
  }

  /// The priority with which the node resists shrinking below its intrinsic size along `axis`.
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    priorities.resistance(for: axis)
  }
}
