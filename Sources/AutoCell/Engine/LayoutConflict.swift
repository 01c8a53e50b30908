/// Required constraints that cannot all hold, and the one the engine broke to recover.
///
/// ``description`` renders the report in UIKit's form ("Unable to simultaneously satisfy
/// constraints.", the list, "Will attempt to recover by breaking constraint …").
public struct LayoutConflict {
  /// The constraint left out of the solver (the newcomer; see ``LayoutConstraint``).
  public let brokenConstraint: ConflictingConstraint
  /// The conflicting set the solver found (none of it can be left out), the broken constraint
  /// last. Their descriptions show a layout constraint's `identifier` when set.
  public let constraints: [ConflictingConstraint]

  /// The broken constraint when it is a ``LayoutConstraint`` (nil for an intrinsic size
  /// constraint, a root's frame or a fitting target).
  public var broken: LayoutConstraint? { brokenConstraint.layoutConstraint }
}

extension LayoutConflict: CustomStringConvertible {
  /// The multi-line report.
  public var description: String {
    let list = constraints.map { "    \($0)" }.joined(separator: ",\n")
    return """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      (
      \(list)
      )

      Will attempt to recover by breaking constraint
      \(brokenConstraint)
      """
  }
}
