import Foundation

/// What a ``ListSizer`` keeps in its tree for one element (row, header or footer): where its
/// item is and how it is shown, in 8 bytes (also as an optional).
///
/// The item itself is in its registration's ``ItemStore``, at ``slot``. Heights at the current
/// width are the tree's; heights at other widths, cell heights the tree's height does not give
/// back exactly, and the list's ``CellState`` are kept by the ``ListSizer`` under ``key`` for
/// the few elements that have them.
struct RowEntry {
  /// The item's place in its registration's store, its own while the element is in the list.
  var slot: UInt32
  /// The index of the item's registration.
  var registration: UInt16
  /// Whether the element is a row (which gets the separator), not a header or footer.
  var isRow: Bool
  /// Whether the element's height at the current width is measured, not estimated.
  var isMeasured = false

  /// What the list's side tables know the element by.
  var key: RowKey { RowKey(registration: registration, slot: slot) }
}

/// An element's key in a ``ListSizer``'s side tables: its registration and its slot in that
/// registration's store, the same for as long as the element is in the list (moves included).
struct RowKey: Hashable {
  var registration: UInt16
  var slot: UInt32
}
