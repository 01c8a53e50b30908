/// The solver's objects as the tableau knows them: a record per variable in use, per
/// constraint (edit constraints included) and per edit variable, each keyed by the object's
/// identity.
///
/// Invariant: every constraint in `edits` has a record in `constraints` marked as an edit; a
/// variable's record counts the constraints that use it and goes with the last of them;
/// `nextOrder` is above the order of every record (orders give fresh solves the order of
/// addition).
struct Records {
  var variables = IdentityTable<Tableau.VariableRecord>()
  var constraints = IdentityTable<Tableau.ConstraintRecord>()
  var edits = IdentityTable<Tableau.EditRecord>()
  var nextOrder = 0
}
