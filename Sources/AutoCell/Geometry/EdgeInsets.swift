import Foundation

/// Distances inset from each edge of a rectangle, like UIKit's `UIEdgeInsets`.
///
/// Insets by left and right; ``DirectionalEdgeInsets`` are by leading and trailing side.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left (leading) edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right (trailing) edge.
  public var right: CGFloat

  /// Creates insets with the given distance from each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets with the same distance from every edge.
  public init(all inset: CGFloat) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(all: 0)
}
