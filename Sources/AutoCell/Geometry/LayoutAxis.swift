/// An axis of a layout: the direction content hugs or resists compression along, like UIKit's
/// `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Sendable, Hashable {
  /// The x axis: widths.
  case horizontal
  /// The y axis: heights.
  case vertical
}
