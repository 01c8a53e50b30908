import Foundation

/// Where a child sits in a larger rectangle, like SwiftUI's `Alignment`.
public struct ContentAlignment: Hashable, Sendable {
  /// A position along the x axis.
  public enum Horizontal: Hashable, Sendable {
    /// The left (leading) edge.
    case leading
    /// The middle.
    case center
    /// The right (trailing) edge.
    case trailing

    /// The child's x offset inside `extent` points of room for `length` points.
    func offset(of length: CGFloat, in extent: CGFloat) -> CGFloat {
      switch self {
      case .leading: 0
      case .center: (extent - length) / 2
      case .trailing: extent - length
      }
    }
  }

  /// A position along the y axis.
  public enum Vertical: Hashable, Sendable {
    /// The top edge.
    case top
    /// The middle.
    case center
    /// The bottom edge.
    case bottom

    /// The child's y offset inside `extent` points of room for `length` points.
    func offset(of length: CGFloat, in extent: CGFloat) -> CGFloat {
      switch self {
      case .top: 0
      case .center: (extent - length) / 2
      case .bottom: extent - length
      }
    }
  }

  /// The x position.
  public var horizontal: Horizontal
  /// The y position.
  public var vertical: Vertical

  /// Creates an alignment.
  public init(horizontal: Horizontal, vertical: Vertical) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred on both axes.
  public static let center = ContentAlignment(horizontal: .center, vertical: .center)
  /// The top left corner.
  public static let topLeading = ContentAlignment(horizontal: .leading, vertical: .top)
  /// The middle of the top edge.
  public static let top = ContentAlignment(horizontal: .center, vertical: .top)
  /// The middle of the left edge.
  public static let leading = ContentAlignment(horizontal: .leading, vertical: .center)

  /// The frame of a child of `size` aligned inside `bounds` (it may overflow `bounds`).
  func frame(of size: CGSize, in bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + horizontal.offset(of: size.width, in: bounds.width),
      y: bounds.minY + vertical.offset(of: size.height, in: bounds.height),
      width: size.width, height: size.height)
  }
}
