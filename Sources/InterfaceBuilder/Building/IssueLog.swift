import AutoCell

/// The issues the engine reported while a handler that appends to it was installed.
final class IssueLog {
  var issues: [LayoutIssue] = []
}
