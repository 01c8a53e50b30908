import Foundation

/// A point in a rectangle in unit coordinates (0 is the leading or top edge, 1 the trailing
/// or bottom one), like SwiftUI's `UnitPoint`: the anchor ``LayoutSubview/place(at:anchor:proposal:)``
/// puts at the given position.
public struct UnitPoint: Hashable, Sendable {
  /// The x position: 0 leading, 1 trailing.
  public var x: CGFloat
  /// The y position: 0 top, 1 bottom.
  public var y: CGFloat

  /// Creates a unit point.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public init() { self.init(x: 0, y: 0) }

  /// (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
