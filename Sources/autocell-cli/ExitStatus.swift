/// The process exit status of `autocell-cli`.
enum ExitStatus: Int32, Sendable {
  /// Every statement succeeded.
  case success = 0
  /// The input had an error (reading it, or a statement the solver rejected).
  case inputError = 1
  /// A usage error: unknown flag, missing or unreadable file, unwritable picture.
  case usageError = 2
}
