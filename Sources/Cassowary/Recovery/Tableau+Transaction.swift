// The steps every call that changes the system shares, around the change itself.

extension Tableau {
  /// Runs `change`, one public call's change of the system, as a transaction: it either
  /// completes, verified, or fails and leaves the solver (its counters included) as it was.
  ///
  /// The steps around the change: the call's pivot budget (``beginCall()``); marker-less
  /// removals still pending are carried out first (unless `applyingPendingRemovals` is false);
  /// after the change, the debug invariant checks and ``verify(from:restoring:undoing:)``.
  ///
  /// - Parameters:
  ///   - applyingPendingRemovals: Whether pending marker-less removals are carried out before
  ///     the change.
  ///   - refused: A constraint the call adds: if the verification fails and no fresh solve
  ///     could take it out again, it is withdrawn from the tableau (see
  ///     ``withdraw(_:restoring:)``).
  ///   - change: Makes the change, after taking the copy to return to (see
  ///     ``snapshotForRecovery(adding:constant:strength:)``), and returns that copy with what
  ///     `undo` needs. A change that throws must leave the tableau as it was (the journal
  ///     does that); the verification is then skipped.
  ///   - undo: Given what `change` returned, edits the records and edit records back to what
  ///     they were before the change (for a fresh solve without it).
  /// - Throws: What `change` or the verification throws.
  @inline(__always) mutating func transaction<Undo>(
    applyingPendingRemovals: Bool = true, refused: Constraint? = nil,
    _ change: (inout Tableau) throws(SolverError) -> (saved: TableauSnapshot?, undo: Undo),
    undo: (Undo, inout [ConstraintRecord], inout IdentityTable<EditRecord>) -> Void
  ) throws(SolverError) {
    beginCall()
    if applyingPendingRemovals { applyPendingRemovals() }
    let before = counters
    let (saved, state) = try change(&self)
    defer { checkInvariants() }
    do {
      try verify(from: before, restoring: saved) { list, edits in undo(state, &list, &edits) }
    } catch {
      // No fresh solve without it succeeded either (one rejected an earlier constraint), so
      // this tableau still holds the refused constraint: take it out.
      if let refused, records.constraints[ObjectIdentifier(refused)] != nil {
        withdraw(refused, restoring: before)
      }
      throw error
    }
  }
}
