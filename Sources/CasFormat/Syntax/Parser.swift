import Cassowary

/// Reads the statements of a `.cas` file, one line at a time.
///
/// Errors are collected, not thrown on the spot: after an error the parser skips to the end
/// of the line and goes on, up to ``errorLimit`` errors. Expressions are parsed without
/// recursion (``parseExpression(startingWith:)``), so no nesting depth can overflow the stack.
struct Parser {
  /// The most errors reported for one file.
  static let errorLimit = 20
  /// The levels of the named strengths.
  static let levels: [TokenKind: Double] = [
    .requiredKeyword: Strength.required.level, .strongKeyword: Strength.strong.level,
    .mediumKeyword: Strength.medium.level, .weakKeyword: Strength.weak.level,
  ]

  var lexer: Lexer
  /// The current token.
  var token: Token
  /// The line of the current token and where it starts.
  var tokenLine = 1
  var tokenLineStart = 0
  /// The end of the token before the current one.
  var previousEnd = 0
  /// Whether the current line had an error (reported by the parser or the lexer).
  var lineFailed = false
  var names = NameTable()
  var statements: [Statement] = []
  let file: SourceFile

  init(_ file: SourceFile) {
    self.file = file
    lexer = Lexer(file)
    tokenLineStart = lexer.lineStart
    token = Token(kind: .newline, start: 0, end: 0)
    advance()
  }

  /// Moves to the next token.
  mutating func advance() {
    previousEnd = token.end
    tokenLine = lexer.line
    tokenLineStart = lexer.lineStart
    token = lexer.next()
  }

  /// Records an error at a byte offset on the current token's line.
  mutating func report(_ error: ParseError, at offset: Int) {
    lineFailed = true
    lexer.errors.append(
      LocatedParseError(
        error: error,
        position: SourcePosition(offset: offset, line: tokenLine, lineStart: tokenLineStart)))
  }

  /// Reports that the current token is not what was expected (an invalid token has already
  /// been reported by the lexer).
  mutating func reportUnexpected(expected: String) {
    switch token.kind {
    case .invalid: lineFailed = true
    case .assign where expected.contains("'=='"): report(.assignmentInConstraint, at: token.start)
    default: report(.expected(expected, found: describe(token)), at: token.start)
    }
  }

  /// How a token is named in messages: `'text'` (shortened if long) or `end of line`.
  func describe(_ token: Token) -> String {
    if token.kind.isEndOfLine { return "end of line" }
    let text = lexer.text(of: token)
    return text.count > 40 ? "'\(text.prefix(40))...'" : "'\(text)'"
  }

  /// Reads the whole file.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  mutating func parseProgram() throws(ParseFailure) -> Program {
    while token.kind != .end && lexer.errors.count < Parser.errorLimit {
      parseLine()
    }
    if !lexer.errors.isEmpty {
      throw ParseFailure(file: file, errors: Array(lexer.errors.prefix(Parser.errorLimit)))
    }
    return Program(file: file, statements: statements, names: names)
  }

  /// Reads one line: a statement (or nothing) and the line break.
  private mutating func parseLine() {
    let line = tokenLine
    let lineStart = tokenLineStart
    let start = token.start
    if !token.kind.isEndOfLine {
      lineFailed = false
      var bodyStart = start
      let kind = parseStatement(bodyStart: &bodyStart)
      if !lineFailed, !token.kind.isEndOfLine {
        reportUnexpected(expected: "end of line")
      }
      if lineFailed {
        while !token.kind.isEndOfLine {
          lexer.skipToEndOfLine()
          advance()
        }
      } else if let kind {
        statements.append(
          Statement(
            kind: kind, line: line, lineStart: lineStart, start: start, end: previousEnd,
            bodyStart: bodyStart))
      }
    }
    if token.kind == .newline { advance() }
  }

  /// Reads a statement; nil for `var` and after an error.
  private mutating func parseStatement(bodyStart: inout Int) -> Statement.Kind? {
    let keyword = token
    switch token.kind {
    case .name:
      return parseConstraint(bodyStart: &bodyStart)
    case .varKeyword, .editKeyword, .suggestKeyword, .uneditKeyword, .removeKeyword, .printKeyword:
      advance()
      if token.kind == .colon || token.kind.isRelation || token.kind == .assign
        || token.kind == .plus
        || token.kind == .star || token.kind == .slash
      {
        report(.keywordAsName(lexer.text(of: keyword)), at: keyword.start)
        return nil
      }
      return parseKeywordStatement(keyword)
    case .requiredKeyword, .strongKeyword, .mediumKeyword, .weakKeyword:
      report(.keywordAsName(lexer.text(of: token)), at: token.start)
      return nil
    default:
      return parseConstraint(bodyStart: &bodyStart)
    }
  }

  private mutating func parseKeywordStatement(_ keyword: Token) -> Statement.Kind? {
    let after = "after '\(lexer.text(of: keyword))'"
    switch keyword.kind {
    case .varKeyword:
      repeat {
        if token.kind == .comma { advance() }
        guard let name = parseName(expected: "a variable name \(after)") else { return nil }
        names.noteVariableUse(name.id, declares: true)
      } while token.kind == .comma
      return nil
    case .editKeyword:
      guard let name = parseVariableName(expected: "a variable name \(after)") else { return nil }
      guard let strength = parseOptionalStrength(default: .strong) else { return nil }
      return .edit(name, strength)
    case .suggestKeyword:
      guard let name = parseVariableName(expected: "a variable name \(after)") else { return nil }
      guard token.kind == .assign else {
        reportUnexpected(expected: "'=' after 'suggest \(names.names[Int(name.id)])'")
        return nil
      }
      advance()
      guard let (value, _) = parseSignedNumber(expected: "a number after '='") else { return nil }
      return .suggest(name, value)
    case .uneditKeyword:
      guard let name = parseVariableName(expected: "a variable name \(after)") else { return nil }
      return .unedit(name)
    case .removeKeyword:
      guard let name = parseName(expected: "a label \(after)") else { return nil }
      return .remove(name)
    default:  // print
      if token.kind.isEndOfLine { return .print(nil) }
      var list: [NameReference] = []
      while !token.kind.isEndOfLine {
        if !list.isEmpty, token.kind == .comma { advance() }
        guard let name = parseVariableName(expected: "a variable name") else { return nil }
        list.append(name)
      }
      return .print(list)
    }
  }

  /// Reads a name (not a keyword).
  mutating func parseName(expected: String) -> NameReference? {
    guard token.kind == .name else {
      if token.kind.isKeyword {
        report(.keywordAsName(lexer.text(of: token)), at: token.start)
      } else {
        reportUnexpected(expected: expected)
      }
      return nil
    }
    let reference = NameReference(id: names.id(of: lexer.text(of: token)), offset: token.start)
    advance()
    return reference
  }

  /// Reads a name where a variable is expected (`edit`, `suggest`, `unedit`, `print`).
  private mutating func parseVariableName(expected: String) -> NameReference? {
    guard let name = parseName(expected: expected) else { return nil }
    names.noteVariableUse(name.id, declares: false)
    return name
  }

  /// Reads `['-'|'+'] NUMBER`; returns the value and the offset where it starts.
  private mutating func parseSignedNumber(expected: String) -> (Double, Int)? {
    let start = token.start
    var sign = 1.0
    if token.kind == .minus || token.kind == .plus {
      sign = token.kind == .minus ? -1 : 1
      advance()
    }
    guard token.kind == .number else {
      reportUnexpected(expected: expected)
      return nil
    }
    let value = sign * token.number
    advance()
    return (value, start)
  }

  /// Reads `[ '@' LEVEL [WEIGHT] ]`.
  private mutating func parseOptionalStrength(default fallback: Strength) -> Strength? {
    guard token.kind == .at else { return fallback }
    advance()
    var level: Double
    switch token.kind {
    case .requiredKeyword, .strongKeyword, .mediumKeyword, .weakKeyword:
      level = Parser.levels[token.kind]!
      advance()
    case .name:
      report(.unknownStrength(lexer.text(of: token)), at: token.start)
      return nil
    case .number, .minus, .plus:
      guard let (value, start) = parseSignedNumber(expected: "a number") else { return nil }
      guard value > 0, value <= 1000 else {
        report(.levelOutOfRange(file.text(from: start, to: previousEnd)), at: start)
        return nil
      }
      level = value
    default:
      reportUnexpected(
        expected: "a strength (required, strong, medium, weak or a level in (0, 1000]) after '@'")
      return nil
    }
    var weight = 1.0
    if token.kind == .number || token.kind == .minus || token.kind == .plus {
      guard let (value, start) = parseSignedNumber(expected: "a weight") else { return nil }
      guard value > 0 else {
        report(.weightNotPositive(file.text(from: start, to: previousEnd)), at: start)
        return nil
      }
      weight = value
    }
    return Strength(level, weight: weight)
  }

  /// Reads `[LABEL ':'] EXPR OP EXPR [STRENGTH]`.
  private mutating func parseConstraint(bodyStart: inout Int) -> Statement.Kind? {
    var label: NameReference?
    var first: NameReference?
    if token.kind == .name {
      let name = NameReference(id: names.id(of: lexer.text(of: token)), offset: token.start)
      advance()
      if token.kind == .colon {
        names.noteLabel(name.id)
        label = name
        advance()
        bodyStart = token.start
      } else {
        first = name
      }
    }
    guard let lhs = parseExpression(startingWith: first) else { return nil }
    let relation: Relation
    switch token.kind {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    default:
      reportUnexpected(expected: "'==', '<=' or '>='")
      return nil
    }
    advance()
    guard let rhs = parseExpression(startingWith: nil) else { return nil }
    if token.kind.isRelation {
      report(.secondRelation(lexer.text(of: token)), at: token.start)
      return nil
    }
    guard let strength = parseOptionalStrength(default: .required) else { return nil }
    var expression = lhs
    expression.add(rhs, sign: -1)
    return .constraint(label: label, expression: expression, relation: relation, strength: strength)
  }
}
