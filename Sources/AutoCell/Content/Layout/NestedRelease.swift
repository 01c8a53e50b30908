import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Releases what nested containers hold without nesting their deinitializers deeper than
/// ``maximumDepth``: content nested thousands of containers deep would otherwise free itself
/// one container inside the other's deinitializer, and run out of stack.
///
/// A container's memo hands what it holds (its children, its subviews) to ``release(_:)``
/// when it goes. Up to ``maximumDepth`` containers being released inside one another, that
/// is released at once, as it would be anyway; deeper, it waits in a list of the thread's, and
/// the outermost release empties that list in a loop (what it releases may add to it again).
/// So the stack holds at most that many containers' deinitializers, whatever the depth.
enum NestedRelease {
  /// How many containers' deinitializers may run inside one another.
  static let maximumDepth = 64

  /// What a container holds: its children and its subviews' storage.
  struct Held {
    var children: [any ContentNode]
    var subviews: LayoutSubviews?
  }

  /// What one thread is releasing: how deep, and what waits.
  private final class State {
    // Only this thread uses its state, one release at a time.
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var waiting: [Held] = []
  }

  /// Releases `held` (what a container held), now or, too deep, after the releases it is
  /// nested in.
  ///
  /// O(1) besides the release itself.
  static func release(_ held: consuming Held) {
    let state = threadState()
    if state.depth >= maximumDepth {
      state.waiting.append(held)
      return
    }
    state.depth += 1
    _ = consume held
    if state.depth == 1, !state.waiting.isEmpty {
      while let next = state.waiting.popLast() { _ = consume next }
    }
    state.depth -= 1
  }

  /// The key of each thread's ``State``: made once; a thread's state is freed with it.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, releaseState)
    return key
  }()

  /// This thread's state (made on first use).
  private static func threadState() -> State {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<State>.fromOpaque(pointer).takeUnretainedValue()
    }
    let state = State()
    pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
    return state
  }
}

/// Frees a thread's ``NestedRelease`` state when the thread ends.
#if canImport(Darwin)
  private func releaseState(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
  }
#else
  private func releaseState(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
  }
#endif
