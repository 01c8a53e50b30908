import Cassowary
import Foundation

/// The intrinsic size constraints of one axis of a node, as UIKit makes them: with an intrinsic
/// size `s`, `size <= s` at the hugging priority and `size >= s` at the compression resistance
/// priority.
///
/// Both are absent when the axis has no intrinsic metric.
///
/// The constraints are made once per value-versus-no-metric switch; a new value only changes
/// their constants in the solver (`setConstant(-s)`, as `size - s` is their solver expression).
struct IntrinsicAxisConstraints {
  /// The size the constraints currently hold (or ``LayoutNode/noIntrinsicMetric``).
  var size: CGFloat = LayoutNode.noIntrinsicMetric
  /// `size <= intrinsic` at the hugging priority.
  var hugging: Constraint?
  /// `size >= intrinsic` at the compression resistance priority.
  var resisting: Constraint?
  /// Whether a NaN or infinite size was reported since the last finite one.
  var reportedNonFinite = false

  /// Whether the constraints exist.
  var isActive: Bool { hugging != nil }
}

/// Both axes' intrinsic size constraints of a node.
struct IntrinsicSizeConstraints {
  /// The width's.
  var horizontal = IntrinsicAxisConstraints()
  /// The height's.
  var vertical = IntrinsicAxisConstraints()

  subscript(axis: LayoutAxis) -> IntrinsicAxisConstraints {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}
