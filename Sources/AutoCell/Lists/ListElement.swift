/// One element of a sectioned list, as it is stacked: each section's header (if any), its
/// rows, then its footer (if any).
public enum ListElement: Hashable, Sendable {
  /// The header of a section.
  case header(section: Int)
  /// A row.
  case row(RowPath)
  /// The footer of a section.
  case footer(section: Int)
}
