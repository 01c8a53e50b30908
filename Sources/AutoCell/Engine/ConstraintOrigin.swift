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

  /// A UIKit-like description; `constraint` is the solver's form, `constant` its constant in use.
  func describe(_ constraint: Constraint, constant: Double) -> String {
    let value = formatted(-constant)
    let priority = constraint.strength.isRequired ? "" : " @\(formatted(constraint.strength.level))"
    switch self {
    case .layout(let layoutConstraint):
      return layoutConstraint.description
    case .intrinsic(let item, let axis, let hugging):
      let attribute = axis == .horizontal ? "width" : "height"
      let kind = hugging ? "ContentHugging" : "ContentCompressionResistance"
      return "<\(kind) \(item.name).\(attribute) \(constraint.relation) \(value)\(priority)>"
    case .rootFrame(let item, let attribute):
      return "<RootFrame \(item.name).\(attribute) == \(value)\(priority)>"
    case .fittingTarget(let item, let attribute):
      return "<FittingTarget \(item.name).\(attribute) == \(value)\(priority)>"
    }
  }

  private func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
