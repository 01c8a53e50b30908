import Foundation

// The factory methods of `NSLayoutAnchor` and `NSLayoutDimension`. Each returns an inactive
// constraint: set `isActive` or use `LayoutConstraint.activate(_:)`.

extension LayoutAnchor {
  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(erased, .equal, anchor.erased, multiplier: 1, constant: constant)
  }

  /// `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0
  ) -> LayoutConstraint {
    LayoutConstraint(erased, .greaterThanOrEqual, anchor.erased, multiplier: 1, constant: constant)
  }

  /// `self <= anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0
  ) -> LayoutConstraint {
    LayoutConstraint(erased, .lessThanOrEqual, anchor.erased, multiplier: 1, constant: constant)
  }
}

extension LayoutAnchor where Kind == LayoutSize {
  /// `self == constant`.
  public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
    LayoutConstraint(erased, .equal, nil, multiplier: 1, constant: constant)
  }

  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    LayoutConstraint(erased, .greaterThanOrEqual, nil, multiplier: 1, constant: constant)
  }

  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    LayoutConstraint(erased, .lessThanOrEqual, nil, multiplier: 1, constant: constant)
  }

  /// `self == multiplier * anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    LayoutConstraint(erased, .equal, anchor.erased, multiplier: multiplier, constant: constant)
  }

  /// `self >= multiplier * anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      erased, .greaterThanOrEqual, anchor.erased, multiplier: multiplier, constant: constant)
  }

  /// `self <= multiplier * anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      erased, .lessThanOrEqual, anchor.erased, multiplier: multiplier, constant: constant)
  }
}
