import Cassowary

/// What a solver constraint stands for, so that diagnostics can name it.
enum ConstraintOrigin {
  /// A user's (or a margins guide's) constraint.
  case layout(LayoutConstraint)
  /// An intrinsic size constraint: `size <= s` (hugging) or `size >= s` (resisting).
  case intrinsic(LayoutItem, LayoutAxis, hugging: Bool)
  /// A root's frame, pinned while laying out: `attribute == value`.
  case rootFrame(LayoutItem, LayoutAttribute)
  /// A fitting target, pulling a measured node's size.
  case fittingTarget(LayoutItem, LayoutAttribute)

  /// The layout constraint, if this is one.
  var layoutConstraint: LayoutConstraint? {
    if case .layout(let constraint) = self { return constraint }
    return nil
  }

  /// The public form of `constraint` (the solver's form of this origin), `constant` being its
  /// constant in use, for a report.
  func conflictingConstraint(_ constraint: Constraint, constant: Double) -> ConflictingConstraint {
    let value = CGFloat(-constant)
    let priority = LayoutPriority(Float(constraint.strength.level))
    switch self {
    case .layout(let layoutConstraint):
      return .layout(layoutConstraint)
    case .intrinsic(let item, let axis, let hugging):
      return .intrinsicSize(item.node, axis, hugging: hugging, value: value, priority: priority)
    case .rootFrame(let item, let attribute):
      return .rootFrame(item.node, attribute, value: value)
    case .fittingTarget(let item, let attribute):
      return .fittingTarget(item.node, attribute, value: value, priority: priority)
    }
  }
}
