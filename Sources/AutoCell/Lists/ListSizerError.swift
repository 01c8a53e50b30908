/// Why a ``ListSizer`` refused a request.
///
/// Nothing changes when one is thrown.
public enum ListSizerError: Error, Hashable, Sendable {
  /// An item's type has no registration; carries the type's name and where the item was.
  case unregisteredType(String, at: ListElement)
  /// A row index outside the list's elements; carries the index and the number of elements.
  case rowOutOfRange(Int, count: Int)
  /// A row path outside its section (or a section that does not exist); carries the path and
  /// the number of rows of the section (or of sections).
  case pathOutOfRange(RowPath, count: Int)
  /// A section index outside the list; carries it and the number of sections.
  case sectionOutOfRange(Int, count: Int)
  /// A header or footer of a section that has none; carries it.
  case noSuchElement(ListElement)
  /// Two items with the same identity (type and `id`); carries the `id`'s description and
  /// where the second one was.
  case duplicateID(String, at: ListElement)
  /// A batch update names the same row or section twice, or a row of a section it deletes,
  /// inserts, moves or reloads as a whole; carries the element.
  case conflictingUpdate(ListElement)
  /// A batch update names the same section twice (deleted, moved, reloaded, or inserted at
  /// the same index); carries the index.
  case conflictingSectionUpdate(Int)
  /// A batch update's item list and path list differ in length; carries both counts.
  case countMismatch(items: Int, paths: Int)
}

extension ListSizerError: CustomStringConvertible {
  /// A readable message.
  public var description: String {
    switch self {
    case .unregisteredType(let name, let element):
      "the item at \(element) is a \(name), which has no registered cell or content"
    case .rowOutOfRange(let row, let count):
      "row \(row) is outside the list's \(count) rows"
    case .pathOutOfRange(let path, let count):
      "row path \(path) is outside its section's \(count) rows"
    case .sectionOutOfRange(let section, let count):
      "section \(section) is outside the list's \(count) sections"
    case .noSuchElement(let element):
      "the list has no \(element)"
    case .duplicateID(let id, let element):
      "the item at \(element) has id \(id), which another item of its type in the list has"
    case .conflictingUpdate(let element):
      "the batch update changes \(element) twice, or a row of a section it also changes whole"
    case .conflictingSectionUpdate(let section):
      "the batch update changes section \(section) twice"
    case .countMismatch(let items, let paths):
      "the batch update gives \(items) items for \(paths) paths"
    }
  }
}
