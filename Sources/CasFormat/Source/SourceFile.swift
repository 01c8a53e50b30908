/// The bytes of a `.cas` file and the name it is reported under.
package struct SourceFile: Sendable {
  /// The name diagnostics start with (`FILE` in `FILE:LINE:COL: error: ...`).
  package let name: String
  /// The file's bytes, as read (UTF-8 expected, not yet checked).
  package let bytes: [UInt8]

  /// Creates a source file from its bytes.
  package init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// Creates a source file from text (for tests and tools).
  package init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  /// The length of the UTF-8 byte-order mark at the start of the file: 3 or 0.
  var byteOrderMarkLength: Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// The line and column of a position; the column counts characters (Unicode scalars) from 1.
  ///
  /// - Complexity: O(*n*) in the bytes between the start of the line and the position.
  func location(of position: SourcePosition) -> SourceLocation {
    var column = 1
    var index = position.lineStart
    while index < position.offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(line: position.line, column: column)
  }

  /// The text between two byte offsets (decoding invalid bytes as U+FFFD).
  ///
  /// - Complexity: O(*n*) in the length of the range.
  func text(from start: Int, to end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

extension SourceFile {
  /// The number of lines (line breaks, plus one for a last line without one).
  ///
  /// - Complexity: O(*n*) in the size of the file.
  var lineCount: Int {
    bytes.withUnsafeBufferPointer { buffer in
      var count = 0
      for byte in buffer where byte == UInt8(ascii: "\n") { count += 1 }
      return buffer.last == UInt8(ascii: "\n") || buffer.isEmpty ? count : count + 1
    }
  }
}
