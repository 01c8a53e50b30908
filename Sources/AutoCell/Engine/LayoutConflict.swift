/// Required constraints that cannot all hold, and the one the engine broke to recover.
///
/// ``description`` renders the report in UIKit's form ("Unable to simultaneously satisfy
/// constraints.", the list, "Will attempt to recover by breaking constraint …").
public struct LayoutConflict {
  /// The constraint left out of the solver (the newcomer; see ``LayoutConstraint``), described.
  public let brokenConstraint: String
  /// The smallest conflicting set the solver found, the broken constraint included, described
  /// in the order they were added. Constraints show their `identifier` when set.
  public let constraints: [String]
  /// The broken constraint when it is a ``LayoutConstraint`` (nil for an intrinsic size
  /// constraint, a root's frame or a fitting target).
  public let broken: LayoutConstraint?
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
