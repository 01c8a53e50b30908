import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where deeply nested content continues its measuring: on a stack of its own.
///
/// Measuring nests as content does (a stack asks its children, which ask theirs), so content
/// nested thousands of containers deep would need more stack than a thread has. Instead, the
/// work below every ``levelsPerSegment``-th nested container runs on a new thread with a
/// stack of ``stackSize`` bytes while the caller waits: the caller's stack holds at most
/// that many levels, whatever the depth, and the answers are the same (the work is done in
/// order, one thread at a time). Content of ordinary depth never gets here.
enum FreshStack {
  /// How many nested containers measure on one stack before the next ones continue on a
  /// fresh one.
  ///
  /// A level (a stack, its storage, the stack algorithm's buffers and a few modifiers) takes a few
  /// kilobytes at most, so a segment fits in the smallest stacks threads get (512 KB).
  static let levelsPerSegment = 64

  /// The stack size of a segment's thread: room for a segment many times over.
  ///
  /// Pages are touched only as they are used.
  static let stackSize = 16 << 20

  /// Whether a container at `depth` (the number of containers around it) starts a segment.
  @inline(__always)
  static func startsSegment(atDepth depth: Int) -> Bool {
    depth > 0 && depth % levelsPerSegment == 0
  }

  /// `body`'s result, computed on a new thread with a fresh stack of ``stackSize`` bytes
  /// while this one waits; on this thread if no thread can be made.
  static func run<Result>(_ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
      let work = Work(body)
      let context = Unmanaged.passRetained(work).toOpaque()
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, stackSize)
      #if canImport(Darwin)
        var thread: pthread_t?
      #else
        var thread = pthread_t()
      #endif
      let started = pthread_create(&thread, &attributes, runWork, context)
      guard started == 0 else {
        Unmanaged<Work<Result>>.fromOpaque(context).release()
        return body()
      }
      #if canImport(Darwin)
        pthread_join(thread!, nil)
      #else
        pthread_join(thread, nil)
      #endif
      return work.result!
    }
  }

  /// A segment's work and its result, handed to the segment's thread and back.
  ///
  /// The thread that makes it waits until the segment's thread has finished with it (`pthread_join`
  /// orders the two), so it is never used by two threads at once.
  private final class Work<Result>: @unchecked Sendable, RunnableWork {
    let body: () -> Result
    var result: Result?

    init(_ body: @escaping () -> Result) { self.body = body }

    func run() { result = body() }
  }
}

/// A segment's work, its result's type erased, for the thread's entry point.
private protocol RunnableWork: AnyObject {
  func run()
}

/// A segment thread's entry point: runs the work it is given (and releases it).
#if canImport(Darwin)
  private func runWork(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    let work = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
    (work as? any RunnableWork)?.run()
    return nil
  }
#else
  private func runWork(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    let work = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
    (work as? any RunnableWork)?.run()
    return nil
  }
#endif
