/// The position of a row in a sectioned list, like UIKit's `IndexPath` for table views:
/// `RowPath(section: 0, row: 3)`.
///
/// Ordered by section, then row.
public struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section's index.
  public var section: Int
  /// The row's index within its section.
  public var row: Int

  /// Creates a path.
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Section first, then row.
  public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`, as `IndexPath` prints.
  public var description: String { "[\(section), \(row)]" }
}
