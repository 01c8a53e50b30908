import Foundation

extension LayoutNode {
  /// Four required constraints making this node's edges equal to `other`'s (not activated).
  public func constraints(pinningEdgesTo other: LayoutNode) -> [LayoutConstraint] {
    [
      leadingAnchor.constraint(equalTo: other.leadingAnchor),
      trailingAnchor.constraint(equalTo: other.trailingAnchor),
      topAnchor.constraint(equalTo: other.topAnchor),
      bottomAnchor.constraint(equalTo: other.bottomAnchor),
    ]
  }

  /// The node's height at `width`: `systemLayoutSizeFitting(CGSize(width: width, height: 0),
  /// withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  /// .height`, the self-sizing table cell measurement.
  ///
  /// Frames are not changed.
  public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}
