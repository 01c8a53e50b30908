/// An edge of a rectangle, like SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading (left) edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing (right) edge.
  case trailing

  /// A set of edges, like SwiftUI's `Edge.Set`: which sides ``ContentNode/padding(_:_:)``
  /// pads.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits, one per ``Edge`` (by raw value).
    public let rawValue: Int8

    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The set of one edge.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// All four.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
