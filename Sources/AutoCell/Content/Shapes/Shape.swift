import Foundation

/// A shape that fills the rectangle it is given, like SwiftUI's `Shape`: it takes whatever
/// size it is offered, and 10 points on an axis offered nil
/// (``ProposedViewSize/replacingUnspecifiedDimensions(by:)``'s default, as SwiftUI's shapes).
///
/// Styling (``fill(_:)``, ``stroke(_:lineWidth:)``) is kept for the host's drawing and never
/// changes a size.
public protocol Shape: ContentNode where Body == Never {}

extension Shape {
  /// The proposal, 10 points where it is nil (NaN and negative read as 0).
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    proposal.sanitized.replacingUnspecifiedDimensions()
  }

  /// The shape filled with `color`.
  public func fill(_ color: Color) -> StyledShape<Self> {
    StyledShape(shape: self, fill: color, stroke: nil, lineWidth: 0)
  }

  /// The shape's outline drawn in `color`, `lineWidth` points wide.
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> StyledShape<Self> {
    StyledShape(shape: self, fill: nil, stroke: color, lineWidth: lineWidth)
  }
}

/// A shape with a fill or stroke colour: sizes as the shape.
public struct StyledShape<S: Shape>: Shape {
  /// The shape.
  public var shape: S
  /// The fill colour, if filled.
  public var fill: Color?
  /// The outline colour, if stroked.
  public var stroke: Color?
  /// The outline's width.
  public var lineWidth: CGFloat
}

/// A rectangle, like SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
  /// Creates a rectangle.
  public init() {}
}

/// A rectangle with rounded corners, like SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
  /// The corners' radius.
  public var cornerRadius: CGFloat

  /// Creates a rounded rectangle.
  public init(cornerRadius: CGFloat) {
    self.cornerRadius = cornerRadius
  }
}

/// A circle inscribed in the rectangle it is given, like SwiftUI's `Circle` (it takes the
/// whole rectangle; the circle is centred in it).
public struct Circle: Shape {
  /// Creates a circle.
  public init() {}
}

/// A rectangle whose short sides are half circles, like SwiftUI's `Capsule`.
public struct Capsule: Shape {
  /// Creates a capsule.
  public init() {}
}
