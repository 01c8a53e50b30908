/// A typed slot of ``CellState``, with the value a fresh state reads:
/// `static let isExpanded = CellStateKey("isExpanded", default: false)`.
public struct CellStateKey<Value: Sendable>: Sendable {
  /// The slot's name; two keys with the same name address the same slot.
  public let name: String
  /// The value read before any is written (and after a reset).
  public let defaultValue: Value

  /// Creates a key.
  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }
}
