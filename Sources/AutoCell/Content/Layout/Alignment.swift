import Foundation

/// A guide along the x axis that views are lined up by, like SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
  /// The leading (left) edge.
  case leading
  /// The middle.
  case center
  /// The trailing (right) edge.
  case trailing

  /// The guide's x in a view `width` points wide.
  func value(inWidth width: CGFloat) -> CGFloat {
    switch self {
    case .leading: 0
    case .center: width / 2
    case .trailing: width
    }
  }

  /// The child's x offset inside `extent` points of room for `length` points.
  func offset(of length: CGFloat, in extent: CGFloat) -> CGFloat {
    value(inWidth: extent) - value(inWidth: length)
  }
}

/// A guide along the y axis that views are lined up by, like SwiftUI's `VerticalAlignment`:
/// the edges, the middle, and the baselines of a view's first and last lines of text.
public enum VerticalAlignment: Hashable, Sendable {
  /// The top edge.
  case top
  /// The middle.
  case center
  /// The bottom edge.
  case bottom
  /// The baseline of the first line of text (the bottom edge of a view without text).
  case firstTextBaseline
  /// The baseline of the last line of text (the bottom edge of a view without text).
  case lastTextBaseline

  /// Whether the guide is a text baseline, whose value only the view itself knows.
  var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }

  /// The guide's y in a view `height` points tall without text (a baseline falls on the
  /// bottom edge, as in SwiftUI).
  func value(inHeight height: CGFloat) -> CGFloat {
    switch self {
    case .top: 0
    case .center: height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: height
    }
  }

  /// The child's y offset inside `extent` points of room for `length` points (baselines:
  /// see ``value(inHeight:)``).
  func offset(of length: CGFloat, in extent: CGFloat) -> CGFloat {
    value(inHeight: extent) - value(inHeight: length)
  }
}

/// Where a child sits in a larger rectangle, like SwiftUI's `Alignment`: a horizontal and a
/// vertical guide.
///
/// The nine combinations of edges and middles and the four with baselines have names.
public struct Alignment: Hashable, Sendable {
  /// The x guide.
  public var horizontal: HorizontalAlignment
  /// The y guide.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The top left corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The top right corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The middle of the left edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Centred on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the right edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The bottom left corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The bottom right corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centred horizontally, on the first line's baseline.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Centred horizontally, on the last line's baseline.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Leading, on the first line's baseline.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading, on the last line's baseline.
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing, on the first line's baseline.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing, on the last line's baseline.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}
