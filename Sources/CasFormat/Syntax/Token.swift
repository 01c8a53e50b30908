/// What kind of token the lexer found.
enum TokenKind: UInt8, Sendable {
  case name, number
  // Keywords.
  case varKeyword, editKeyword, suggestKeyword, uneditKeyword, removeKeyword, printKeyword
  case requiredKeyword, strongKeyword, mediumKeyword, weakKeyword
  // Punctuation.
  case plus, minus, star, slash, leftParenthesis, rightParenthesis, comma, colon, at
  /// `=` (only `suggest` uses it).
  case assign
  case equal, lessThanOrEqual, greaterThanOrEqual
  case newline, end
  /// A character or byte the lexer has already reported as an error.
  case invalid

  /// Whether the token is one of the ten keywords, which cannot be names.
  var isKeyword: Bool {
    rawValue >= TokenKind.varKeyword.rawValue && rawValue <= TokenKind.weakKeyword.rawValue
  }

  /// Whether the token is `==`, `<=` or `>=`.
  var isRelation: Bool { self == .equal || self == .lessThanOrEqual || self == .greaterThanOrEqual }

  /// Whether the token ends a statement.
  var isEndOfLine: Bool { self == .newline || self == .end }
}

/// A token: its kind, where its bytes are, and the value of a number.
struct Token: Sendable {
  var kind: TokenKind
  /// The byte offset of the first byte.
  var start: Int
  /// The byte offset just past the last byte.
  var end: Int
  /// The value of a ``TokenKind/number`` token, else 0.
  var number: Double = 0
}
