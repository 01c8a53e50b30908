/// Per-item state of a cell (an expanded flag, a selected tab, a scroll position): kept while a
/// reused cell keeps showing the same item, reset before it shows another.
///
/// A cell's state is reached only through ``HostingCell/configure(for:content:)``, which
/// resets it (unless it belongs to the item configured) *before* building the content from
/// it, so content can never be built from another item's state. Read and write it through
/// typed keys: `state[.isExpanded]` with
/// `extension CellStateKey<Bool> { static let isExpanded = CellStateKey("isExpanded", default: false) }`.
///
/// Part of the content can have its own identity, as SwiftUI's `.id(_:)` gives a view one:
/// ``id(_:file:line:column:content:)`` hands that part a nested state that resets when the
/// value changes, and only there (the enclosing state keeps its values).
///
/// Not thread-safe: a state belongs to one cell (or one list), used by one thread at a time.
public final class CellState {
  /// Where a nested state was asked for (its call site) and for which identity.
  private struct ScopeKey: Hashable {
    var site: String
    var line: UInt
    var column: UInt
    var id: AnyHashable
  }

  private var values: [String: Any] = [:]
  private var scopes: [ScopeKey: CellState] = [:]
  /// The nested states asked for since the current configuration began (nil outside one).
  private var visited: Set<ScopeKey>?
  /// The identity of the item the state belongs to (nil before any, or for content without
  /// identity).
  public private(set) var identity: AnyHashable?
  /// How many times the state was reset for another item.
  public private(set) var resetCount = 0

  /// Creates an empty state belonging to `identity`.
  public init(identity: AnyHashable? = nil) {
    self.identity = identity
  }

  /// The value in `key`'s slot, or its default.
  ///
  /// O(1) expected.
  public subscript<Value>(key: CellStateKey<Value>) -> Value {
    get { values[key.name] as? Value ?? key.defaultValue }
    set { values[key.name] = newValue }
  }

  /// Whether no slot has been written (here or in a nested state) since the last reset.
  public var isEmpty: Bool { values.isEmpty && scopes.values.allSatisfy(\.isEmpty) }

  /// Content with its own identity `id`, built from a nested state that belongs to `id`: SwiftUI's
  /// `.id(_:)` for hosted content.
  ///
  /// The nested state is found by the call site and `id`: the same value finds the same state again
  /// (values kept), a new value a fresh one (the old one is dropped when the configuration that no
  /// longer asks for it ends). The enclosing state is never reset by it. O(1) expected plus
  /// `content`.
  public func id<ID: Hashable, Content: ContentNode>(
    _ id: ID, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    content: (CellState) throws -> Content
  ) rethrows -> IDContent<Content> {
    let key = ScopeKey(site: "\(file)", line: line, column: column, id: AnyHashable(id))
    let scope: CellState
    if let existing = scopes[key] {
      scope = existing
    } else {
      scope = CellState(identity: key.id)
      scopes[key] = scope
    }
    visited?.insert(key)
    return IDContent(try scope.building(content), id: key.id)
  }

  /// Builds content from this state as one configuration: nested states not asked for by
  /// `build` are dropped afterwards (their content is gone, so is their state).
  func building<Result>(_ build: (CellState) throws -> Result) rethrows -> Result {
    let outer = visited
    visited = []
    defer {
      if let visited, visited.count != scopes.count {
        scopes = scopes.filter { visited.contains($0.key) }
      }
      visited = outer
    }
    return try build(self)
  }

  /// Makes the state belong to `identity`: keeps it when that is its current non-nil
  /// identity, otherwise clears every slot and nested state.
  ///
  /// Returns whether it was reset.
  @discardableResult
  func adopt(_ identity: AnyHashable?) -> Bool {
    if let identity, identity == self.identity { return false }
    self.identity = identity
    if !values.isEmpty { values.removeAll(keepingCapacity: true) }
    if !scopes.isEmpty { scopes.removeAll() }
    resetCount += 1
    return true
  }
}
