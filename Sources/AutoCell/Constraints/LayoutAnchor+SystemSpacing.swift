import Foundation

// UIKit's system-spacing factories: the standard gap (8 points) times a multiplier.

extension LayoutConstraint {
  /// The system spacing between sibling nodes: 8 points, as UIKit's standard spacing.
  public static let systemSpacing: CGFloat = 8
}

extension LayoutAnchor {
  /// `self (relation) anchor + multiplier * 8`, for the factories below.
  fileprivate func constraint(
    _ relation: LayoutRelation, systemSpacingFrom anchor: LayoutAnchor<Kind>, _ multiplier: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      erased, relation, anchor.erased, multiplier: 1,
      constant: multiplier * LayoutConstraint.systemSpacing)
  }
}

// Leading and trailing anchors follow the layout direction, so "after" is toward the trailing
// side for them; left and right anchors mean left and right.
extension LayoutAnchor where Kind == LayoutXAxis {
  /// `self == anchor + multiplier * 8`: this edge one system spacing after `anchor`.
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  { constraint(.equal, systemSpacingFrom: anchor, multiplier) }

  /// `self >= anchor + multiplier * 8`: this edge at least one system spacing after `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint { constraint(.greaterThanOrEqual, systemSpacingFrom: anchor, multiplier) }

  /// `self <= anchor + multiplier * 8`: this edge at most one system spacing after `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint { constraint(.lessThanOrEqual, systemSpacingFrom: anchor, multiplier) }
}

extension LayoutAnchor where Kind == LayoutYAxis {
  /// `self == anchor + multiplier * 8`: this edge one system spacing below `anchor`.
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  { constraint(.equal, systemSpacingFrom: anchor, multiplier) }

  /// `self >= anchor + multiplier * 8`: this edge at least one system spacing below `anchor`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint { constraint(.greaterThanOrEqual, systemSpacingFrom: anchor, multiplier) }

  /// `self <= anchor + multiplier * 8`: this edge at most one system spacing below `anchor`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint { constraint(.lessThanOrEqual, systemSpacingFrom: anchor, multiplier) }
}
