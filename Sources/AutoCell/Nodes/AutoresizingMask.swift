/// Which parts of a node's frame may change when its superview's size changes, like UIKit's
/// `UIView.AutoresizingMask`.
///
/// Used only while the node's ``LayoutNode/translatesAutoresizingMaskIntoConstraints`` is on.
///
/// Along each axis the frame is three lengths: the margin before the node, its size, and the
/// margin after it. The lengths not in the mask stay as the frame set them; a change of the
/// superview's size is shared by the flexible ones in proportion to their lengths (equally
/// when those are all zero). With no flexible length on an axis, the node keeps its position
/// and size from the superview's top-left corner.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The left margin may change.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width may change.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin may change.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin may change.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height may change.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin may change.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
