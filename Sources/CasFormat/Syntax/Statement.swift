import Cassowary

/// A name as written in a statement: its id in the file's ``NameTable`` and its byte offset.
struct NameReference: Sendable, Hashable {
  var id: Int32
  var offset: Int
}

/// One statement of a `.cas` file that does something when run (`var` lines only declare and
/// blank lines do nothing, so neither becomes a statement).
///
/// Statements are kept small (a 1,000,000-line file holds a million of them): the terms of a
/// constraint and the names of a `print` live in pools of the ``Program``, and the places that
/// only diagnostics need (where the line starts, where the statement ends, where a name is)
/// are found again in the file's bytes when needed (``Statement+Places.swift``).
struct Statement: Sendable {
  enum Kind: Sendable {
    /// `[LABEL ':'] EXPR OP EXPR [STRENGTH]`, stored as `lhs - rhs OP 0`; the label is an
    /// id in the ``NameTable``.
    case constraint(label: Int32?, terms: TermSpan, relation: Relation, strength: Strength)
    /// `edit NAME [STRENGTH]`.
    case edit(Int32, Strength)
    /// `suggest NAME = NUMBER`.
    case suggest(Int32, Double)
    /// `unedit NAME`.
    case unedit(Int32)
    /// `remove LABEL`.
    case remove(Int32)
    /// `print {NAME}`: the names' place in ``Program/printNames``; `nil` prints every
    /// variable.
    case print(Range<Int>?)
  }

  var kind: Kind
  /// The line, from 1.
  var line: Int
  /// The byte offset of the statement's first token.
  var start: Int
}

/// The terms of a constraint (a range of ``Program/terms``) and its constant.
struct TermSpan: Sendable {
  /// The index of the first term.
  var first: Int
  /// The number of terms.
  var count: Int32
  var constant: Double

  /// The indices of the terms.
  var indices: Range<Int> { first..<first + Int(count) }
}
