/// A place in a ``SourceFile`` as the lexer sees it: a byte offset and its line.
///
/// The column is computed only when a diagnostic needs it (``SourceFile/location(of:)``), so
/// reading a file pays nothing for columns.
struct SourcePosition: Sendable, Hashable {
  /// The byte offset in the file.
  var offset: Int
  /// The line number, from 1.
  var line: Int
  /// The byte offset where the line starts.
  var lineStart: Int
}

/// A line and a column, both counted from 1; the column counts characters.
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The line, from 1.
  package var line: Int
  /// The column, from 1, in characters (Unicode scalars).
  package var column: Int

  /// Creates a location.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `LINE:COL`.
  package var description: String { "\(line):\(column)" }
}
