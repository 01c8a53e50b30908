/// Per-cell state that belongs to the item a cell shows (an expanded flag, a selected tab, a
/// scroll position), kept while a reused cell keeps showing the same item and reset when it
/// shows another.
///
/// A ``HostingCell`` owns one. Read and write it through typed keys:
/// `cell.state[.isExpanded] = true` with
/// `extension CellStateKey<Bool> { static let isExpanded = CellStateKey("isExpanded", default: false) }`
/// (or any `static let`). ``HostingCell/set(rootView:)`` and ``HostingCell/state(for:)``
/// compare the content's identity with the one the state belongs to: the same non-nil
/// identity keeps every value, a different identity (or nil: content without identity)
/// resets every slot to its default. Build content from the state after calling
/// ``HostingCell/state(for:)`` with the item's identity.
public final class CellState {
  private var values: [String: any Sendable] = [:]
  /// The identity of the content the state belongs to (nil before any content).
  public private(set) var identity: AnyHashable?
  /// How many times the state was reset for new content.
  public private(set) var resetCount = 0

  /// Creates an empty state.
  public init() {}

  /// The value in `key`'s slot, or its default. O(1) expected.
  public subscript<Value>(key: CellStateKey<Value>) -> Value {
    get { values[key.name] as? Value ?? key.defaultValue }
    set { values[key.name] = newValue }
  }

  /// Whether no slot has been written since the last reset.
  public var isEmpty: Bool { values.isEmpty }

  /// Makes the state belong to `identity`: keeps it when that is its current non-nil
  /// identity, otherwise clears every slot. Returns whether it was reset.
  @discardableResult
  public func adopt(_ identity: AnyHashable?) -> Bool {
    if let identity, identity == self.identity { return false }
    self.identity = identity
    values.removeAll(keepingCapacity: true)
    resetCount += 1
    return true
  }
}
