/// What a tableau keeps through ``Tableau/reset()`` and passes on to the fresh solves it makes
/// (see ``Tableau/rebuild(from:edits:evenIfViolated:counting:byPriority:)``) and to a solver that
/// adopts a template: how it was set up, not what it holds.
struct TableauSettings {
  /// False in the scratch solvers that check conflict sets (they must not explain in turn).
  var explainsConflicts = true
  /// How many dummies of other constraints a required equality's new row may hold before the
  /// equality is kept without its marker: ``MarkerlessState/dummyThreshold``, lowered by tests
  /// to reach the marker-less paths.
  var markerlessThreshold = MarkerlessState.dummyThreshold
}
