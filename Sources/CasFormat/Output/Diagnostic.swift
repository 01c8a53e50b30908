/// One line of standard error: an error or a note, with its place in the file.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// Whether the line reports an error or adds a note to the error before it.
  package enum Severity: String, Sendable, Hashable {
    /// A failure.
    case error
    /// More about the error before it (e.g. a conflicting constraint).
    case note
  }

  /// The file name the line starts with.
  package var file: String
  /// Where in the file.
  package var location: SourceLocation
  /// Error or note.
  package var severity: Severity
  /// The message, without the `error:` prefix.
  package var message: String

  /// Creates a diagnostic.
  package init(file: String, location: SourceLocation, severity: Severity, message: String) {
    self.file = file
    self.location = location
    self.severity = severity
    self.message = message
  }

  /// `FILE:LINE:COL: error: MESSAGE` (or `note:`).
  package var description: String {
    "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}
