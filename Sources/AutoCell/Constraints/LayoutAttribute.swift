import Cassowary

/// The part of an item's frame an anchor stands for, like UIKit's `NSLayoutConstraint.Attribute`.
///
/// `leading` and `trailing` follow the first item's
/// ``LayoutNode/effectiveUserInterfaceLayoutDirection``: left and right edges left to right,
/// right and left edges right to left. Each attribute is a linear expression over the item's
/// four variables: `left = minX`, `right = minX + width`, `centerX = minX + width/2`, and the
/// same vertically; baselines are a fixed offset from the top or bottom, from the node's
/// content (``LayoutNode/forFirstBaselineLayout``).
public enum LayoutAttribute: Sendable, Hashable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The leading edge (the left edge left to right, the right edge right to left).
  case leading
  /// The trailing edge (the right edge left to right, the left edge right to left).
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
  /// The baseline of the first line of text (the bottom of a node without text).
  case firstBaseline
  /// The baseline of the last line of text (the bottom of a node without text).
  case lastBaseline

  /// Whether the attribute's side depends on the layout direction.
  var isDirectional: Bool { self == .leading || self == .trailing }

  /// The attribute as a linear expression over `item`'s variables. `mirrored`: the
  /// expression in right-to-left coordinates (x negated), where leading is the right edge;
  /// used for every x attribute of a constraint that relates a leading or trailing edge of a
  /// right-to-left item, so its constant counts toward the trailing side.
  func expression(of item: LayoutItem, mirrored: Bool = false) -> LinearExpression {
    switch self {
    case .left: mirrored ? -1 * item.minX : LinearExpression(item.minX)
    case .right: mirrored ? -1 * item.minX - item.width : item.minX + item.width
    case .leading: mirrored ? -1 * item.minX - item.width : LinearExpression(item.minX)
    case .trailing: mirrored ? -1 * item.minX : item.minX + item.width
    case .centerX: mirrored ? -1 * item.minX - 0.5 * item.width : item.minX + 0.5 * item.width
    case .top: LinearExpression(item.minY)
    case .bottom: item.minY + item.height
    case .width: LinearExpression(item.width)
    case .height: LinearExpression(item.height)
    case .centerY: item.minY + 0.5 * item.height
    case .firstBaseline, .lastBaseline:
      switch item.baselinePosition(first: self == .firstBaseline) {
      case .fromTop(let offset): item.minY + Double(offset)
      case .fromBottom(let offset): item.minY + item.height - Double(offset)
      }
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
    case .firstBaseline: "firstBaseline"
    case .lastBaseline: "lastBaseline"
    }
  }
}
