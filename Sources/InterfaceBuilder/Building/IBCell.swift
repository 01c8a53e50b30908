import AutoCell

/// The root of a table or collection view cell: a `TableCell`, whose own
/// content view stands for the document's, so that cells of one design share the solved
/// structure the library keeps for a table cell class.
final class IBCell: TableCell {}
