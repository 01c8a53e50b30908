import Cassowary

/// A name as written in a statement: its id in the file's ``NameTable`` and its byte offset.
struct NameReference: Sendable, Hashable {
  var id: Int32
  var offset: Int
}

/// One statement of a `.cas` file that does something when run (`var` lines only declare and
/// blank lines do nothing, so neither becomes a statement).
struct Statement: Sendable {
  enum Kind: Sendable {
    /// `[LABEL ':'] EXPR OP EXPR [STRENGTH]`, stored as `lhs - rhs OP 0`.
    case constraint(
      label: NameReference?, expression: LinearForm, relation: Relation, strength: Strength)
    /// `edit NAME [STRENGTH]`.
    case edit(NameReference, Strength)
    /// `suggest NAME = NUMBER`.
    case suggest(NameReference, Double)
    /// `unedit NAME`.
    case unedit(NameReference)
    /// `remove LABEL`.
    case remove(NameReference)
    /// `print {NAME}`; `nil` prints every variable.
    case print([NameReference]?)
  }

  var kind: Kind
  /// The line, from 1.
  var line: Int
  /// The byte offset where the line starts.
  var lineStart: Int
  /// The byte offset of the statement's first token.
  var start: Int
  /// The byte offset just past the statement's last token.
  var end: Int
  /// The byte offset of the expression after a label (the text quoted in messages).
  var bodyStart: Int

  /// The position of a byte offset in this statement.
  func position(_ offset: Int) -> SourcePosition {
    SourcePosition(offset: offset, line: line, lineStart: lineStart)
  }
}
