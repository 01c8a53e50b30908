/// A section of a list: rows, with an optional header above and footer below (measured like
/// rows, with the cells registered for their types).
public struct ListSection: Sendable {
  /// The header's item, if any.
  public var header: (any ListItem)?
  /// The rows' items, in order.
  public var items: [any ListItem]
  /// The footer's item, if any.
  public var footer: (any ListItem)?

  /// Creates a section.
  public init(
    header: (any ListItem)? = nil, items: [any ListItem], footer: (any ListItem)? = nil
  ) {
    self.header = header
    self.items = items
    self.footer = footer
  }
}
