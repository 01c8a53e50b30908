import Foundation

// UIKit's system-spacing factories: the standard gap (8 points) times a multiplier.

extension LayoutConstraint {
  /// The system spacing between sibling nodes: 8 points, as UIKit's standard spacing.
  public static let systemSpacing: CGFloat = 8
}

extension LayoutAnchor where Kind == LayoutXAxis {
  /// `self == anchor + multiplier * 8`: this edge one system spacing after `anchor` (toward
  /// the trailing side for leading and trailing anchors, which follow the layout direction).
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    constraint(equalTo: anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// `self >= anchor + multiplier * 8`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(greaterThanOrEqualTo: anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// `self <= anchor + multiplier * 8`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(lessThanOrEqualTo: anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }
}

extension LayoutAnchor where Kind == LayoutYAxis {
  /// `self == anchor + multiplier * 8`: this edge one system spacing below `anchor`.
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    constraint(equalTo: anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// `self >= anchor + multiplier * 8`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(greaterThanOrEqualTo: anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// `self <= anchor + multiplier * 8`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(lessThanOrEqualTo: anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }
}
