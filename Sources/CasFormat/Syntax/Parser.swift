import Cassowary

/// Reads the statements of a `.cas` file, one line at a time.
///
/// Errors are collected, not thrown on the spot: after an error the parser skips to the end
/// of the line and goes on, up to ``errorLimit`` errors. Expressions are parsed without
/// recursion (``parseExpression(startingWith:)``), so no nesting depth can overflow the stack.
struct Parser {
  /// The most errors reported for one file.
  static let errorLimit = 20

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
  var names: NameTable
  var statements: [Statement] = []
  /// The operands of the expression being read, on top of the terms of every constraint read.
  var forms = LinearFormStack()
  /// The operators of the expression being read.
  var operators: [PendingOperator] = []
  /// The names of every `print NAME...` read.
  var printNames: [NameReference] = []
  let file: SourceFile

  init(_ file: SourceFile) {
    self.file = file
    lexer = Lexer(file)
    names = NameTable(bytes: file.bytes)
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
    statements.reserveCapacity(file.lineCount)
    while token.kind != .end && lexer.errors.count < Parser.errorLimit {
      parseLine()
    }
    if !lexer.errors.isEmpty {
      throw ParseFailure(file: file, errors: Array(lexer.errors.prefix(Parser.errorLimit)))
    }
    names.finishReading()
    return Program(
      file: file, statements: statements, terms: forms.terms, printNames: printNames, names: names)
  }

  /// Reads one line: a statement (or nothing) and the line break.
  private mutating func parseLine() {
    let line = tokenLine
    let start = token.start
    if !token.kind.isEndOfLine {
      lineFailed = false
      let termCount = forms.terms.count
      let printNameCount = printNames.count
      let kind = parseStatement()
      if !lineFailed, !token.kind.isEndOfLine {
        reportUnexpected(expected: "end of line")
      }
      if lineFailed {
        forms.discard(downTo: termCount)
        printNames.removeSubrange(printNameCount...)
        while !token.kind.isEndOfLine {
          lexer.skipToEndOfLine()
          advance()
        }
      } else if let kind {
        statements.append(Statement(kind: kind, line: line, start: start))
      }
    }
    if token.kind == .newline { advance() }
  }

  /// Reads a statement; nil for `var` and after an error.
  private mutating func parseStatement() -> Statement.Kind? {
    let keyword = token
    switch token.kind {
    case .name:
      return parseConstraint()
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
      return parseConstraint()
    }
  }

  private mutating func parseKeywordStatement(_ keyword: Token) -> Statement.Kind? {
    // Messages are made only when needed: most statements have none.
    let keywordText = lexer.text(of: keyword)  // at most 7 bytes: no allocation
    var after: String { "after '\(keywordText)'" }
    switch keyword.kind {
    case .varKeyword:
      var isFirst = true
      while true {
        guard
          let name = parseName(
            expected: isFirst ? "a variable name \(after)" : "a variable name after ','")
        else { return nil }
        names.noteVariableUse(name.id, declares: true)
        guard token.kind == .comma else { return nil }
        advance()
        isFirst = false
      }
    case .editKeyword:
      guard let name = parseVariableName(expected: "a variable name \(after)") else { return nil }
      guard let strength = parseOptionalStrength(default: .strong) else { return nil }
      return .edit(name.id, strength)
    case .suggestKeyword:
      guard let name = parseVariableName(expected: "a variable name \(after)") else { return nil }
      guard token.kind == .assign else {
        reportUnexpected(expected: "'=' after 'suggest \(names.name(name.id))'")
        return nil
      }
      advance()
      guard let (value, _) = parseSignedNumber(expected: "a number after '='") else { return nil }
      return .suggest(name.id, value)
    case .uneditKeyword:
      guard let name = parseVariableName(expected: "a variable name \(after)") else { return nil }
      return .unedit(name.id)
    case .removeKeyword:
      guard let name = parseName(expected: "a label \(after)") else { return nil }
      return .remove(name.id)
    default:  // print
      if token.kind.isEndOfLine { return .print(nil) }
      let first = printNames.count
      while !token.kind.isEndOfLine {
        if printNames.count > first, token.kind == .comma { advance() }
        guard let name = parseVariableName(expected: "a variable name") else { return nil }
        printNames.append(name)
      }
      return .print(first..<printNames.count)
    }
  }

  /// Reads a name (not a keyword).
  mutating func parseName(expected: @autoclosure () -> String) -> NameReference? {
    guard token.kind == .name else {
      if token.kind.isKeyword {
        report(.keywordAsName(lexer.text(of: token)), at: token.start)
      } else {
        reportUnexpected(expected: expected())
      }
      return nil
    }
    let reference = NameReference(
      id: names.id(from: token.start, to: token.end), offset: token.start)
    advance()
    return reference
  }

  /// Reads a name where a variable is expected (`edit`, `suggest`, `unedit`, `print`).
  private mutating func parseVariableName(expected: @autoclosure () -> String) -> NameReference? {
    guard let name = parseName(expected: expected()) else { return nil }
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

  /// The levels the strength keywords name.
  private static let namedLevels: [TokenKind: Double] = [
    .requiredKeyword: Strength.required.level, .strongKeyword: Strength.strong.level,
    .mediumKeyword: Strength.medium.level, .weakKeyword: Strength.weak.level,
  ]

  /// Reads `[ '@' LEVEL [WEIGHT] ]`.
  private mutating func parseOptionalStrength(default fallback: Strength) -> Strength? {
    guard token.kind == .at else { return fallback }
    advance()
    var level: Double
    switch token.kind {
    case .requiredKeyword, .strongKeyword, .mediumKeyword, .weakKeyword:
      level = Self.namedLevels[token.kind]!
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

  /// Reads `[LABEL ':'] EXPR OP EXPR [STRENGTH]`; its terms stay at the end of ``forms``.
  private mutating func parseConstraint() -> Statement.Kind? {
    var label: Int32?
    var first: NameReference?
    if token.kind == .name {
      let name = NameReference(
        id: names.id(from: token.start, to: token.end), offset: token.start)
      advance()
      if token.kind == .colon {
        names.noteLabel(name.id)
        label = name.id
        advance()
      } else {
        first = name
      }
    }
    guard parseExpression(startingWith: first) else { return nil }
    let relation: Relation
    switch token.kind {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    default:
      reportUnexpected(expected: "'==', '<=' or '>='")
      return nil
    }
    let relationOffset = token.start
    advance()
    guard parseExpression(startingWith: nil) else { return nil }
    if token.kind.isRelation {
      report(.secondRelation(lexer.text(of: token)), at: token.start)
      return nil
    }
    guard let strength = parseOptionalStrength(default: .required) else { return nil }
    guard forms.combineTopTwo(sign: -1) else {  // lhs - rhs
      report(.nonFiniteResult, at: relationOffset)
      return nil
    }
    return .constraint(
      label: label, terms: forms.popFinished(), relation: relation, strength: strength)
  }
}
