import Cassowary

/// The part of an item's frame an anchor stands for, like UIKit's `NSLayoutConstraint.Attribute`.
///
/// AutoCell lays out left to right: `leading` is `left` and `trailing` is `right`.
/// Each attribute is a linear expression over the item's four variables:
/// `left = minX`, `right = minX + width`, `centerX = minX + width/2`, and the same vertically.
public enum LayoutAttribute: Sendable, Hashable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The leading edge (the left edge, left to right).
  case leading
  /// The trailing edge (the right edge, left to right).
  case trailing
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY

  /// The attribute as a linear expression over `item`'s variables.
  func expression(of item: LayoutItem) -> LinearExpression {
    switch self {
    case .left, .leading: LinearExpression(item.minX)
    case .right, .trailing: item.minX + item.width
    case .top: LinearExpression(item.minY)
    case .bottom: item.minY + item.height
    case .width: LinearExpression(item.width)
    case .height: LinearExpression(item.height)
    case .centerX: item.minX + 0.5 * item.width
    case .centerY: item.minY + 0.5 * item.height
    }
  }
}

extension LayoutAttribute: CustomStringConvertible {
  /// The attribute's name, as in `leading`.
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .leading: "leading"
    case .trailing: "trailing"
    case .top: "top"
    case .bottom: "bottom"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    }
  }
}
