import Foundation

/// The size a parent offers a content node, with the meaning of SwiftUI's `ProposedViewSize`:
/// per axis, `nil` asks for the node's ideal size, 0 for its minimum, `.infinity` for its
/// maximum, and any other value for the size it would take within that much room.
///
/// Bad input: built-in nodes read a NaN or negative component as 0 (see ``sanitized``).
public struct ProposedViewSize: Hashable, Sendable {
  /// The offered width, or nil for "your ideal width".
  public var width: CGFloat?
  /// The offered height, or nil for "your ideal height".
  public var height: CGFloat?

  /// Creates a proposal.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Proposes exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the ideal size on both axes.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the minimum size on both axes.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the maximum size on both axes.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The component along `axis`.
  public subscript(axis: LayoutAxis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// The proposal with nil components replaced: `size`'s components where this one has none
  /// (by default 10 by 10, as SwiftUI's).
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal with NaN and negative components replaced by 0 (nil and infinity kept):
  /// what every built-in node measures with.
  public var sanitized: ProposedViewSize {
    ProposedViewSize(width: width.map(Self.sanitized), height: height.map(Self.sanitized))
  }

  @inline(__always)
  static func sanitized(_ length: CGFloat) -> CGFloat {
    length >= 0 ? length : 0  // false for NaN too
  }
}

extension CGSize {
  /// The component along `axis`.
  subscript(axis: LayoutAxis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

extension CGPoint {
  /// The component along `axis`.
  subscript(axis: LayoutAxis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}

extension LayoutAxis {
  /// The other axis.
  var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// A frame length given by the user, or nil when it is NaN, negative or infinite: SwiftUI
/// ignores such frame dimensions (and logs them); so do we, silently.
@inline(__always)
func validFrameLength(_ length: CGFloat?) -> CGFloat? {
  guard let length, length >= 0, length.isFinite else { return nil }
  return length
}
