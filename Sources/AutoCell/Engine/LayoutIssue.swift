import Cassowary

/// A problem the layout engine recovered from, reported through ``LayoutDiagnostics``.
public enum LayoutIssue {
  /// Required constraints conflict; one was broken (left out of the solver).
  case conflict(LayoutConflict)
  /// A constraint was activated whose items are not in one hierarchy; it stays inactive.
  case noCommonAncestor(LayoutConstraint)
  /// The solver rejected a constraint for another reason (a non-finite multiplier or constant);
  /// it is left out of the solver like a broken one. Carries the constraint and the reason.
  case invalidConstraint(ConflictingConstraint, SolverError)
  /// Hosted content names an image that its ``ImageCatalog`` does not have (`Image("name")`,
  /// `Image(systemName:)`); it is shown empty, 0 by 0 points. Carries the name.
  case missingImage(String)
}

extension LayoutIssue: CustomStringConvertible {
  /// The report, one place for every message.
  public var description: String {
    switch self {
    case .conflict(let conflict):
      conflict.description
    case .noCommonAncestor(let constraint):
      "Unable to activate constraint \(constraint): its items have no common ancestor. "
        + "Add them to one hierarchy before activating it."
    case .invalidConstraint(let constraint, let error):
      "Unable to add constraint \(constraint): \(error). It is left out of the layout."
    case .missingImage(let name):
      "No image named \"\(name)\" in the image catalog: it is shown 0 by 0 points. Register "
        + "its size first: ImageCatalog.main.register(\"\(name)\", size: CGSize(...))."
    }
  }
}
