/// Places in a statement that only diagnostics need, found again in the file's bytes rather
/// than stored for every statement.
///
/// Each relies on what the parser accepted: a statement is one line of valid tokens; between
/// tokens there are only blanks (space, tab, `\r`); after the last token only blanks and a
/// `#` comment (no token contains `#`); names are `[A-Za-z_][A-Za-z0-9_.]*`.
extension Statement {
  /// The byte offset where the statement's line starts (after a byte-order mark on line 1).
  ///
  /// - Complexity: O(*w*) in the bytes before the statement on its line.
  func lineStart(in file: SourceFile) -> Int {
    var index = start
    let first = file.byteOrderMarkLength
    while index > first, file.bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    return index
  }

  /// The position of a byte offset in this statement.
  func position(_ offset: Int, in file: SourceFile) -> SourcePosition {
    SourcePosition(offset: offset, line: line, lineStart: lineStart(in: file))
  }

  /// The byte offset just past the statement's last token.
  ///
  /// - Complexity: O(*w*) in the length of the line.
  func end(in file: SourceFile) -> Int {
    let bytes = file.bytes
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "#") {
      end += 1
    }
    while end > start, isBlank(bytes[end - 1]) { end -= 1 }
    return end
  }

  /// The byte offset of the expression after a constraint's label (the text quoted in
  /// messages); the statement's start when it has no label.
  ///
  /// - Complexity: O(*w*) in the length of the label.
  func bodyStart(in file: SourceFile) -> Int {
    guard case .constraint(label: .some, _, _, _) = kind else { return start }
    let bytes = file.bytes
    var index = afterName(from: start, in: bytes)
    while isBlank(bytes[index]) { index += 1 }
    index += 1  // the ':'
    while isBlank(bytes[index]) { index += 1 }
    return index
  }

  /// The byte offset of the name an `edit`, `suggest`, `unedit` or `remove` statement names
  /// (the first token after the keyword), or of a constraint's label (its first token).
  ///
  /// - Complexity: O(*w*) in the length of the keyword and the blanks after it.
  func nameOffset(in file: SourceFile) -> Int {
    if case .constraint = kind { return start }
    let bytes = file.bytes
    var index = afterName(from: start, in: bytes)
    while isBlank(bytes[index]) { index += 1 }
    return index
  }

  /// The offset just past the name or keyword starting at `index`.
  private func afterName(from index: Int, in bytes: [UInt8]) -> Int {
    var index = index
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    return index
  }
}

/// Whether the lexer skips a byte between tokens.
@inline(__always) private func isBlank(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
}
