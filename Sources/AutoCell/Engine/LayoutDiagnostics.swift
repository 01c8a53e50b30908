import Foundation

/// Where the layout engine reports the problems it recovers from (conflicting constraints,
/// constraints without a common ancestor, invalid numbers).
///
/// Reports go to the root's ``LayoutNode/diagnosticsHandler`` when the hierarchy has one,
/// otherwise to the process-wide ``handler``, which by default prints the report to standard
/// error. Handlers run synchronously on the thread doing the layout work.
///
/// The process-wide handler is protected by a lock, so it may be read and replaced from any
/// thread; prefer a per-root handler in tests that run in parallel.
public enum LayoutDiagnostics {
  /// The process-wide handler, used for hierarchies without their own.
  public static var handler: @Sendable (LayoutIssue) -> Void {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  /// The default handler: prints the report to standard error.
  public static let printToStandardError: @Sendable (LayoutIssue) -> Void = { issue in
    FileHandle.standardError.write(Data((issue.description + "\n").utf8))
  }

  private static let storage = Locked<@Sendable (LayoutIssue) -> Void>(printToStandardError)

  /// Sends `issue` to the handler of `node`'s root, or to the process-wide one.
  static func report(_ issue: LayoutIssue, from node: LayoutNode?) {
    if let handler = node?.root.diagnosticsHandler {
      handler(issue)
    } else {
      handler(issue)
    }
  }
}

/// A value behind an `NSLock`.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
