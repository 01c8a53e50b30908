/// The changes of one ``ListSizer/performBatchUpdates(_:)``, gathered in any order and applied
/// as UIKit's `performBatchUpdates` applies them: reloads and deletions (rows and sections,
/// and the sources of moves) name positions *before* the update; insertions (and the
/// destinations of moves) name positions *after* it, once every deletion is done.
public struct ListBatchUpdate: Sendable {
  var deletedRows: [RowPath] = []
  var insertedRows: [(path: RowPath, item: any ListItem)] = []
  var movedRows: [(from: RowPath, to: RowPath)] = []
  var reloadedRows: [(path: RowPath, item: any ListItem)] = []
  var deletedSections: [Int] = []
  var insertedSections: [(index: Int, section: ListSection)] = []
  var movedSections: [(from: Int, to: Int)] = []
  var reloadedSections: [(index: Int, section: ListSection)] = []
  /// The first call whose items and paths differ in number.
  var mismatch: ListSizerError?

  init() {}

  /// Deletes the rows at `paths` (positions before the update).
  public mutating func deleteRows(at paths: [RowPath]) {
    deletedRows += paths
  }

  /// Inserts `items` at `paths` (positions after the update), one item a path. (UIKit's
  /// `insertRows(at:with:)` takes an animation where this takes the items.)
  public mutating func insertRows(_ items: [any ListItem], at paths: [RowPath]) {
    guard check(items: items.count, paths: paths.count) else { return }
    insertedRows += zip(paths, items).map { ($0, $1) }
  }

  /// Moves the row at `source` (a position before the update) to `destination` (after it),
  /// keeping its measured heights and state.
  public mutating func moveRow(at source: RowPath, to destination: RowPath) {
    movedRows.append((source, destination))
  }

  /// Replaces the items at `paths` (positions before the update) with `items`, which are
  /// measured again; an item with the same identity keeps the state the list keeps for it.
  public mutating func reloadRows(_ items: [any ListItem], at paths: [RowPath]) {
    guard check(items: items.count, paths: paths.count) else { return }
    reloadedRows += zip(paths, items).map { ($0, $1) }
  }

  /// Deletes the sections at `indices` (before the update), with their rows.
  public mutating func deleteSections(_ indices: [Int]) {
    deletedSections += indices
  }

  /// Inserts `sections` at `indices` (after the update).
  public mutating func insertSections(_ sections: [ListSection], at indices: [Int]) {
    guard check(items: sections.count, paths: indices.count) else { return }
    insertedSections += zip(indices, sections).map { ($0, $1) }
  }

  /// Moves the section at `source` (before the update) to `destination` (after it), with its
  /// rows and their heights.
  public mutating func moveSection(_ source: Int, toSection destination: Int) {
    movedSections.append((source, destination))
  }

  /// Replaces the sections at `indices` (before the update) with `sections`.
  public mutating func reloadSections(_ sections: [ListSection], at indices: [Int]) {
    guard check(items: sections.count, paths: indices.count) else { return }
    reloadedSections += zip(indices, sections).map { ($0, $1) }
  }

  private mutating func check(items: Int, paths: Int) -> Bool {
    if items == paths { return true }
    if mismatch == nil { mismatch = .countMismatch(items: items, paths: paths) }
    return false
  }
}
