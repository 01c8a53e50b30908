extension LayoutEngine {
  /// Sends the problems found by the operation that just ended to the hierarchy's handler.
  ///
  /// Every operation the nodes and constraints call (insert, constant change, attach, layout,
  /// measurement) ends with this, so a handler always sees a consistent engine and may change
  /// the hierarchy, even lay it out again. Issues that the handler's own changes find are
  /// delivered by those changes, or by the next round of this loop.
  func deliverIssues() {
    while !undeliveredIssues.isEmpty {
      let issues = undeliveredIssues
      undeliveredIssues.removeAll()
      for issue in issues { LayoutDiagnostics.report(issue, from: root) }
    }
  }
}
