import Foundation

/// Where a child sits in a larger rectangle, like SwiftUI's `Alignment`: a horizontal and a
/// vertical guide.
///
/// The nine combinations of edges and middles and the four with baselines have names; any
/// other pair, custom guides included, is made with ``init(horizontal:vertical:)``.
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
  public static var topLeading: Alignment {
    Alignment(horizontal: .leading, vertical: .top)
  }
  /// The middle of the top edge.
  public static var top: Alignment {
    Alignment(horizontal: .center, vertical: .top)
  }
  /// The top right corner.
  public static var topTrailing: Alignment {
    Alignment(horizontal: .trailing, vertical: .top)
  }
  /// The middle of the left edge.
  public static var leading: Alignment {
    Alignment(horizontal: .leading, vertical: .center)
  }
  /// Centred on both axes.
  public static var center: Alignment {
    Alignment(horizontal: .center, vertical: .center)
  }
  /// The middle of the right edge.
  public static var trailing: Alignment {
    Alignment(horizontal: .trailing, vertical: .center)
  }
  /// The bottom left corner.
  public static var bottomLeading: Alignment {
    Alignment(horizontal: .leading, vertical: .bottom)
  }
  /// The middle of the bottom edge.
  public static var bottom: Alignment {
    Alignment(horizontal: .center, vertical: .bottom)
  }
  /// The bottom right corner.
  public static var bottomTrailing: Alignment {
    Alignment(horizontal: .trailing, vertical: .bottom)
  }
  /// Centred horizontally, on the first line's baseline.
  public static var centerFirstTextBaseline: Alignment {
    Alignment(horizontal: .center, vertical: .firstTextBaseline)
  }
  /// Centred horizontally, on the last line's baseline.
  public static var centerLastTextBaseline: Alignment {
    Alignment(horizontal: .center, vertical: .lastTextBaseline)
  }
  /// Leading, on the first line's baseline.
  public static var leadingFirstTextBaseline: Alignment {
    Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  }
  /// Leading, on the last line's baseline.
  public static var leadingLastTextBaseline: Alignment {
    Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  }
  /// Trailing, on the first line's baseline.
  public static var trailingFirstTextBaseline: Alignment {
    Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  }
  /// Trailing, on the last line's baseline.
  public static var trailingLastTextBaseline: Alignment {
    Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
  }
}

extension Alignment {
  /// The frame of a child of `size` without guides of its own aligned inside `bounds`: each
  /// guide's default in `bounds` on its default in the child (it may overflow `bounds`; a text
  /// baseline guide puts the child at the bottom).
  func frame(of size: CGSize, in bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + horizontal.key.defaultValue(in: bounds.size)
        - horizontal.key.defaultValue(in: size),
      y: bounds.minY + vertical.key.defaultValue(in: bounds.size)
        - vertical.key.defaultValue(in: size),
      width: size.width, height: size.height)
  }

  /// The frame of `child`, `size` large, aligned inside `bounds`: each guide's default in
  /// `bounds` on the child's value for it, explicit where the child sets it (a text baseline
  /// guide keeps putting the child at the bottom), else as ``frame(of:in:)``.
  func frame<Child: ContentNode>(
    of child: Child, size: CGSize, in bounds: CGRect, environment: EnvironmentValues
  ) -> CGRect {
    let isCustom = horizontal.key.kind == .custom || vertical.key.kind == .custom
    guard isCustom || Child.setsExplicitGuides(child, in: environment) else {
      return frame(of: size, in: bounds)
    }
    let dimensions = ViewDimensions(of: child, size: size, environment: environment)
    let y = vertical.isTextBaseline ? size.height : dimensions[vertical]
    return CGRect(
      x: bounds.minX + horizontal.key.defaultValue(in: bounds.size) - dimensions[horizontal],
      y: bounds.minY + vertical.key.defaultValue(in: bounds.size) - y,
      width: size.width, height: size.height)
  }
}
