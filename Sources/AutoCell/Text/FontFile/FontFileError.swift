import Foundation

/// Why a font file could not be read, or a face not found.
///
/// Each case names the table (its four-letter OpenType tag) and the byte offset into the file where
/// the problem is.
public enum FontFileError: Error, Hashable, Sendable {
  /// The file could not be read at all (missing, a folder, no permission).
  case unreadable(path: String)
  /// The data does not start like a TrueType, OpenType or collection file; `tag` is what it
  /// starts with instead.
  case notAFont(tag: String)
  /// A collection has `count` faces; face `index` was asked for.
  case faceIndexOutOfRange(index: Int, count: Int)
  /// A table every face needs (`cmap`, `head`, `hhea`, `hmtx`, `maxp`) is missing.
  case missingTable(String)
  /// A table, or a structure inside it, extends past the end of the data: the bytes needed at
  /// `offset` (from the file's start) are not there.
  case truncated(table: String, offset: Int)
  /// A value in `table` at `offset` is impossible (a zero units per em, a count that does not
  /// fit, a wrong magic number).
  case invalidValue(table: String, offset: Int)
  /// `table` has no subtable in a format this reader knows (e.g. a `cmap` without format 4
  /// or 12 for Unicode).
  case unsupportedFormat(table: String, format: Int)
  /// No face of a ``FontLibrary`` or ``FontFileTextMeasurer`` has this PostScript or family
  /// name.
  case unknownFont(name: String)
}
