import Foundation

/// The size a parent offers a content node, with the meaning of SwiftUI's `ProposedViewSize`:
/// per axis, `nil` asks for the node's ideal size, 0 for its minimum, `.infinity` for its
/// maximum, and any other value for the size it would take within that much room.
public struct ProposedSize: Hashable, Sendable {
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
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Asks for the minimum size on both axes.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Asks for the maximum size on both axes.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The component along `axis`.
  public subscript(axis: LayoutAxis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// The proposal with nil components replaced: `size`'s components where this one has none.
  public func replacingUnspecifiedDimensions(by size: CGSize) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

extension CGSize {
  /// The component along `axis`.
  subscript(axis: LayoutAxis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

extension LayoutAxis {
  /// The other axis.
  var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
