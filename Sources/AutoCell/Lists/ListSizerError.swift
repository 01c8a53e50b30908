/// Why a ``ListSizer`` refused a request.
public enum ListSizerError: Error, Hashable, Sendable {
  /// An item's type has no registration (see ``ListSizer/register(_:reuseIdentifier:content:)``);
  /// carries the type's name and the item's index.
  case unregisteredType(String, index: Int)
  /// A row index outside the items; carries the row and the number of items.
  case rowOutOfRange(Int, count: Int)
}

extension ListSizerError: CustomStringConvertible {
  /// A readable message.
  public var description: String {
    switch self {
    case .unregisteredType(let name, let index):
      "item \(index) is a \(name), which has no registered content"
    case .rowOutOfRange(let row, let count):
      "row \(row) is outside the list's \(count) rows"
    }
  }
}
