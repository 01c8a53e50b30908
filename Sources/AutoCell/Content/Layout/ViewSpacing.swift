import Foundation

/// A view's preferred space to its neighbours on each edge, like SwiftUI's `ViewSpacing`:
/// two neighbours are the larger of their facing preferences apart.
///
/// Every view prefers the system spacing (`SwiftUIDefaults/spacing`) on every edge, so a
/// stack with nil spacing puts 8 points between any two children (see that constant for why
/// one value).
public struct ViewSpacing: Hashable, Sendable {
  private var top, leading, bottom, trailing: CGFloat

  /// The system spacing on every edge.
  public init() {
    top = SwiftUIDefaults.spacing
    leading = SwiftUIDefaults.spacing
    bottom = SwiftUIDefaults.spacing
    trailing = SwiftUIDefaults.spacing
  }

  /// Zero on every edge.
  public static let zero: ViewSpacing = {
    var spacing = ViewSpacing()
    spacing.top = 0
    spacing.leading = 0
    spacing.bottom = 0
    spacing.trailing = 0
    return spacing
  }()

  /// The distance to `next`, the neighbour after this view along `axis`.
  public func distance(to next: ViewSpacing, along axis: LayoutAxis) -> CGFloat {
    axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
  }

  /// Takes the larger of each of `edges`' preferences from `other`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// This spacing with the larger of each of `edges`' preferences from `other`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
}
