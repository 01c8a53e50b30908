import Foundation

/// Where the layout engine reports the problems it recovers from (conflicting constraints,
/// constraints without a common ancestor, invalid numbers).
///
/// Reports go to the root's ``LayoutNode/diagnosticsHandler`` when the hierarchy has one,
/// otherwise to the process-wide ``handler``, which by default prints the report to standard
/// error. Handlers run synchronously on the thread doing the layout work, once the engine has
/// finished the operation that found the problem: a handler may change and lay out the
/// hierarchy that reported.
///
/// The process-wide handler is protected by a lock, so it may be read and replaced from any
/// thread; prefer a per-root handler in tests that run in parallel.
public enum LayoutDiagnostics {
  /// A handler of reports.
  public typealias Handler = @Sendable (LayoutIssue) -> Void

  /// The process-wide handler, used for hierarchies without their own.
  ///
  /// Reading it returns the closure that was stored, unwrapped: saving and restoring it any
  /// number of times costs nothing per report.
  public static var handler: Handler {
    get { storage.handler }
    set { storage.handler = newValue }
  }

  /// The default handler: prints the report to standard error.
  public static let printToStandardError: Handler = { issue in
    FileHandle.standardError.write(Data((issue.description + "\n").utf8))
  }

  private static let storage = HandlerStorage(printToStandardError)

  /// Sends `issue` to the handler of `node`'s root, or to the process-wide one.
  static func report(_ issue: LayoutIssue, from node: LayoutNode?) {
    if let handler = node?.root.diagnosticsHandler {
      handler(issue)
    } else {
      handler(issue)
    }
  }
}

/// The process-wide handler behind a lock.
///
/// Not generic on purpose: a closure stored in a generic container is converted to the
/// container's abstraction on the way in and back on the way out, and each conversion wraps it
/// in a new thunk, so a read-then-write round trip would make every later report one call
/// deeper.
private final class HandlerStorage: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: LayoutDiagnostics.Handler

  init(_ handler: @escaping LayoutDiagnostics.Handler) { stored = handler }

  var handler: LayoutDiagnostics.Handler {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
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
