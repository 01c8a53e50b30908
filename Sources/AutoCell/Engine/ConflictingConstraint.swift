import Cassowary

/// A constraint named in a layout problem: one of the host's ``LayoutConstraint``s, or one the
/// engine made (an intrinsic size, a root's frame, a measurement's target).
///
/// A host maps a conflict back to its own constraints with ``layoutConstraint`` (or its
/// ``identifier``); ``description`` is the UIKit-like text of the report.
public enum ConflictingConstraint {
  /// A layout constraint: the host's, or an edge of a margins guide.
  case layout(LayoutConstraint)
  /// A node's intrinsic size on an axis: `size <= value` when `hugging` (content hugging),
  /// else `size >= value` (compression resistance), at `priority`.
  case intrinsicSize(
    LayoutNode?, LayoutAxis, hugging: Bool, value: CGFloat, priority: LayoutPriority)
  /// A root's frame, pinned while it is laid out: `attribute == value`.
  case rootFrame(LayoutNode?, LayoutAttribute, value: CGFloat)
  /// The target a measurement pulls a node's size to: `attribute == value` at `priority`.
  case fittingTarget(LayoutNode?, LayoutAttribute, value: CGFloat, priority: LayoutPriority)
  /// A solver constraint the engine has no record of (not expected).
  case solver(Constraint)

  /// The layout constraint, when this is one.
  public var layoutConstraint: LayoutConstraint? {
    if case .layout(let constraint) = self { return constraint }
    return nil
  }

  /// The layout constraint's identifier, if this is one and it has an identifier.
  public var identifier: String? { layoutConstraint?.identifier }
}

extension ConflictingConstraint: CustomStringConvertible {
  /// UIKit-like: a layout constraint's own description, or
  /// `<ContentHugging LayoutNode:0x… 'label'.width <= 80 @250>` and the like.
  public var description: String {
    func name(_ node: LayoutNode?) -> String { node?.item.name ?? "(released node)" }
    func suffix(_ priority: LayoutPriority) -> String {
      priority.isRequired ? "" : " @\(priority)"
    }
    switch self {
    case .layout(let constraint):
      return constraint.description
    case .intrinsicSize(let node, let axis, let hugging, let value, let priority):
      let attribute = axis == .horizontal ? "width" : "height"
      let kind = hugging ? "ContentHugging" : "ContentCompressionResistance"
      let relation = hugging ? "<=" : ">="
      return
        "<\(kind) \(name(node)).\(attribute) \(relation) \(formatNumber(value))\(suffix(priority))>"
    case .rootFrame(let node, let attribute, let value):
      return "<RootFrame \(name(node)).\(attribute) == \(formatNumber(value))>"
    case .fittingTarget(let node, let attribute, let value, let priority):
      return
        "<FittingTarget \(name(node)).\(attribute) == \(formatNumber(value))\(suffix(priority))>"
    case .solver(let constraint):
      return constraint.description
    }
  }
}
