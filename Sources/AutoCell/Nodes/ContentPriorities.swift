/// A node's content hugging and compression resistance priorities on each axis (UIKit's
/// defaults: 250 and 750).
///
/// Every member is O(1).
struct ContentPriorities {
  private var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  private var resistance = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )

  /// The priority with which the node resists growing beyond its intrinsic size along `axis`.
  func hugging(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// The priority with which the node resists shrinking below its intrinsic size along `axis`.
  func resistance(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? resistance.horizontal : resistance.vertical
  }

  /// Sets the hugging priority along `axis`.
  mutating func setHugging(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
  }

  /// Sets the compression resistance priority along `axis`.
  mutating func setResistance(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal {
      resistance.horizontal = priority
    } else {
      resistance.vertical = priority
    }
  }
}
