import AutoCell
import Foundation
import Testing

/// Reports reach their handler in constant time and stack, and a handler may use the hierarchy
/// that reported.
@Suite("Diagnostics", .serialized)
struct DiagnosticsTests {
  /// Runs `body` on a thread with a 64 KiB stack and waits for it.
  func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 64 * 1024
    thread.start()
    done.wait()
  }

  @Test func readingAndRestoringTheProcessWideHandlerDoesNotWrapIt() {
    let saved = LayoutDiagnostics.handler
    defer { LayoutDiagnostics.handler = saved }
    let count = Counter()
    // Sent to the small-stack thread once, while this thread waits for it.
    nonisolated(unsafe) let reported = LayoutNode().widthAnchor.constraint(equalToConstant: 1)
    let ours = ObjectIdentifier(reported)
    // Other suites run in parallel and may report through the process-wide handler too:
    // count only this test's report and pass the others on.
    LayoutDiagnostics.handler = { issue in
      if case .noCommonAncestor(let constraint) = issue, ObjectIdentifier(constraint) == ours {
        count.increment()
      } else {
        saved(issue)
      }
    }
    for _ in 0..<100_000 {
      LayoutDiagnostics.handler = LayoutDiagnostics.handler
    }
    // Each round trip used to add two thunks: 100,000 of them overflow a small stack.
    onSmallStack { LayoutDiagnostics.handler(.noCommonAncestor(reported)) }
    #expect(count.value == 1)
  }

  @Test func aHandlerMayInvalidateAndLayOutTheHierarchyThatReported() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let text = WrappingNode(length: 150)
    root.addSubview(text)
    pin(text, to: root)
    let tooTall = text.heightAnchor.constraint(lessThanOrEqualToConstant: 10)
    tooTall.isActive = true
    text.setContentCompressionResistancePriority(.required, for: .vertical)
    var reports = 0
    root.diagnosticsHandler = { [unowned root, unowned text] _ in
      reports += 1
      guard reports < 5 else { return }
      text.invalidateIntrinsicContentSize()
      root.layoutIfNeeded()
    }
    root.layoutIfNeeded()
    #expect(reports >= 1)
    #expect(text.frame.width == 100)
  }

  @Test func aHandlerThatDeactivatesTheBrokenConstraintLeavesItUnbroken() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LayoutNode()
    root.addSubview(child)
    pin(child, to: root)
    root.layoutIfNeeded()
    let conflicting = child.widthAnchor.constraint(equalToConstant: 50)
    root.diagnosticsHandler = { issue in
      guard case .conflict(let conflict) = issue else { return }
      conflict.broken?.isActive = false
    }
    conflicting.isActive = true
    #expect(!conflicting.isActive)
    #expect(!conflicting.isBroken)
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
  }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
