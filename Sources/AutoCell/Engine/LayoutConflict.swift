/// Required constraints that cannot all hold, and the one the engine broke to recover.
///
/// ``description`` renders the report in UIKit's form ("Unable to simultaneously satisfy
/// constraints.", the list, "Will attempt to recover by breaking constraint …").
public struct LayoutConflict {
  /// The constraint left out of the solver (the newcomer; see ``LayoutConstraint``).
  public let brokenConstraint: ConflictingConstraint
  /// The conflicting set the solver found (none of it can be left out), the broken constraint
  /// last.
  ///
  /// Their descriptions show a layout constraint's `identifier` when set.
  public let constraints: [ConflictingConstraint]

  /// The broken constraint when it is a ``LayoutConstraint`` (nil for an intrinsic size
  /// constraint, a root's frame or a fitting target).
  public var broken: LayoutConstraint? { brokenConstraint.layoutConstraint }
}

extension LayoutConflict: CustomStringConvertible {
  /// How an autoresizing-mask constraint's description begins.
  static let autoresizingPrefix = "<AutoresizingMaskConstraint"

  /// The multi-line report.
  ///
  /// When an autoresizing-mask constraint is listed, a note names
  /// ``LayoutNode/translatesAutoresizingMaskIntoConstraints``, as UIKit's log does.
  public var description: String {
    let list = constraints.map { "    \($0)" }.joined(separator: ",\n")
    let note =
      constraints.contains { $0.layoutConstraint?.isAutoresizingMaskConstraint == true }
      ? "\n\n(Note: AutoresizingMaskConstraints hold the frame of a node whose "
        + "translatesAutoresizingMaskIntoConstraints is true; set it to false on nodes you "
        + "place with constraints.)" : ""
    return """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      (
      \(list)
      )

      Will attempt to recover by breaking constraint
      \(brokenConstraint)
      """ + note
  }
}
