/// Splits a ``SourceFile``'s bytes into tokens, one line at a time.
///
/// The lexer works on UTF-8 bytes. It skips a byte-order mark at the start, treats `\r\n`
/// as a line break and `\r`, space and tab as blanks, and skips `#` comments (checking that
/// they are valid UTF-8 without NUL). Errors it finds are appended to ``errors`` and the
/// token is returned as ``TokenKind/invalid``.
struct Lexer {
  private let bytes: [UInt8]
  private var index: Int
  /// The line of the next token, from 1.
  private(set) var line = 1
  /// The byte offset where the current line starts.
  private(set) var lineStart: Int
  /// Errors found so far (the parser adds its own here, so that they stay in file order).
  var errors: [LocatedParseError] = []

  init(_ file: SourceFile) {
    bytes = file.bytes
    index = file.byteOrderMarkLength
    lineStart = index
  }

  /// The position of a byte offset on the current line.
  func position(_ offset: Int) -> SourcePosition {
    SourcePosition(offset: offset, line: line, lineStart: lineStart)
  }

  /// Records an error at a byte offset on the current line.
  mutating func report(_ error: ParseError, at offset: Int) {
    errors.append(LocatedParseError(error: error, position: position(offset)))
  }

  /// The text of a token.
  func text(of token: Token) -> String {
    String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// The next token.
  ///
  /// After a ``TokenKind/newline`` token, the line advances.
  ///
  /// - Complexity: O(*n*) in the bytes of the token and of the blanks and comment before it.
  mutating func next() -> Token {
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "#"):
        skipToEndOfLine()
      case UInt8(ascii: "\n"):
        // A `\r\n` line break is reported where the `\r` is, as a `\n` alone would be.
        let start = index > lineStart && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
        let token = Token(kind: .newline, start: start, end: index + 1)
        index += 1
        line += 1
        lineStart = index
        return token
      default:
        return token(startingWith: byte)
      }
    }
    return Token(kind: .end, start: index, end: index)
  }

  /// Skips to the end of the line (the `\n` is left for ``next()``), reporting bytes that are
  /// not UTF-8 and NUL bytes on the way.
  mutating func skipToEndOfLine() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") { return }
      if byte == 0 {
        report(.nulByte, at: index)
        index += 1
      } else if byte < 0x80 {
        index += 1
      } else {
        let length = scalarLength(at: index)
        if length == 0 {
          skipInvalidSequence()
        } else {
          index += length
        }
      }
    }
  }

  private mutating func token(startingWith byte: UInt8) -> Token {
    let start = index
    func single(_ kind: TokenKind) -> Token {
      index += 1
      return Token(kind: kind, start: start, end: index)
    }
    func pair(_ kind: TokenKind) -> Token {
      index += 2
      return Token(kind: kind, start: start, end: index)
    }
    let following = index + 1 < bytes.count ? bytes[index + 1] : 0
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      return word()
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return number()
    case UInt8(ascii: "."):
      if isDigit(following) { return number() }
    case UInt8(ascii: "+"): return single(.plus)
    case UInt8(ascii: "-"): return single(.minus)
    case UInt8(ascii: "*"): return single(.star)
    case UInt8(ascii: "/"): return single(.slash)
    case UInt8(ascii: "("): return single(.leftParenthesis)
    case UInt8(ascii: ")"): return single(.rightParenthesis)
    case UInt8(ascii: ","): return single(.comma)
    case UInt8(ascii: ":"): return single(.colon)
    case UInt8(ascii: "@"): return single(.at)
    case UInt8(ascii: "="): return following == UInt8(ascii: "=") ? pair(.equal) : single(.assign)
    case UInt8(ascii: "<"): if following == UInt8(ascii: "=") { return pair(.lessThanOrEqual) }
    case UInt8(ascii: ">"): if following == UInt8(ascii: "=") { return pair(.greaterThanOrEqual) }
    default: break
    }
    return unexpected()
  }

  /// Reports the character at the current index and returns an invalid token.
  private mutating func unexpected() -> Token {
    let start = index
    let byte = bytes[index]
    if byte == 0 {
      report(.nulByte, at: start)
      index += 1
    } else if byte < 0x80 {
      report(.unexpectedCharacter(Unicode.Scalar(byte)), at: start)
      index += 1
    } else {
      let length = scalarLength(at: index)
      if length == 0 {
        skipInvalidSequence()
      } else {
        var decoded = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars
        report(.unexpectedCharacter(decoded.removeFirst()), at: start)
        index += length
      }
    }
    return Token(kind: .invalid, start: start, end: index)
  }

  /// Reports the invalid UTF-8 byte at the current index and skips it with the continuation
  /// bytes after it (one error per bad sequence).
  private mutating func skipInvalidSequence() {
    report(.invalidUTF8(bytes[index]), at: index)
    index += 1
    while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
  }

  /// A name or keyword: `[A-Za-z_][A-Za-z0-9_.]*`.
  private mutating func word() -> Token {
    let start = index
    index += 1
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    return Token(kind: keyword(from: start, to: index) ?? .name, start: start, end: index)
  }

  private func keyword(from start: Int, to end: Int) -> TokenKind? {
    let length = end - start
    guard length >= 3, length <= 8 else { return nil }
    func matches(_ text: StaticString) -> Bool {
      guard text.utf8CodeUnitCount == length else { return false }
      let pointer = text.utf8Start
      for offset in 0..<length where pointer[offset] != bytes[start + offset] { return false }
      return true
    }
    switch bytes[start] {
    case UInt8(ascii: "v"): return matches("var") ? .varKeyword : nil
    case UInt8(ascii: "e"): return matches("edit") ? .editKeyword : nil
    case UInt8(ascii: "s"):
      if matches("suggest") { return .suggestKeyword }
      return matches("strong") ? .strongKeyword : nil
    case UInt8(ascii: "u"): return matches("unedit") ? .uneditKeyword : nil
    case UInt8(ascii: "r"):
      if matches("remove") { return .removeKeyword }
      return matches("required") ? .requiredKeyword : nil
    case UInt8(ascii: "p"): return matches("print") ? .printKeyword : nil
    case UInt8(ascii: "m"): return matches("medium") ? .mediumKeyword : nil
    case UInt8(ascii: "w"): return matches("weak") ? .weakKeyword : nil
    default: return nil
    }
  }

  /// A number: `digits ['.' digits] [('e'|'E') ['+'|'-'] digits]`.
  ///
  /// Anything that runs on into letters, digits, `_` or `.` (`0x10`, `1.`, `1e`, `1.2.3`) is an
  /// invalid number.
  private mutating func number() -> Token {
    let start = index
    var isWellFormed = skipDigits() > 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      isWellFormed = skipDigits() > 0 && isWellFormed
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      isWellFormed = skipDigits() > 0 && isWellFormed
    }
    if index < bytes.count, isNameByte(bytes[index]) {
      isWellFormed = false
      while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    }
    let token = Token(kind: .number, start: start, end: index)
    guard isWellFormed else {
      report(.invalidNumber(text(of: token)), at: start)
      return Token(kind: .invalid, start: start, end: index)
    }
    let value = exactDecimalValue(from: start, to: index) ?? Double(text(of: token))
    guard let value, value.isFinite else {
      report(.nonFiniteNumber(text(of: token)), at: start)
      return Token(kind: .invalid, start: start, end: index)
    }
    return Token(kind: .number, start: start, end: index, number: value)
  }

  private mutating func skipDigits() -> Int {
    let start = index
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    return index - start
  }

  /// The value of a well-formed number with at most 15 significant digits whose decimal
  /// exponent (after moving the point to the end) is within ±22, or nil.
  ///
  /// Such a number is an exact integer times or divided by an exact power of ten, so one
  /// correctly rounded operation gives the double nearest to it, as `strtod` would.
  ///
  /// - Complexity: O(*n*) in the length of the number.
  private func exactDecimalValue(from start: Int, to end: Int) -> Double? {
    var significand: Int64 = 0
    var digits = 0
    var scale = 0  // the power of ten the significand is multiplied by
    var offset = start
    var inFraction = false
    while offset < end, bytes[offset] | 0x20 != UInt8(ascii: "e") {
      let byte = bytes[offset]
      offset += 1
      if byte == UInt8(ascii: ".") {
        inFraction = true
        continue
      }
      if inFraction { scale -= 1 }
      if significand == 0 && byte == UInt8(ascii: "0") { continue }  // leading zeros
      digits += 1
      if digits > 15 { return nil }
      significand = significand * 10 + Int64(byte - UInt8(ascii: "0"))
    }
    if offset < end {
      offset += 1  // the 'e'
      let negative = bytes[offset] == UInt8(ascii: "-")
      if bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") { offset += 1 }
      var exponent = 0
      while offset < end {
        exponent = exponent * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
        if exponent > 1000 { return nil }
        offset += 1
      }
      scale += negative ? -exponent : exponent
    }
    if significand == 0 { return 0 }
    guard abs(scale) <= 22 else { return nil }
    return scale < 0
      ? Double(significand) / exactPowersOfTen[-scale]
      : Double(significand) * exactPowersOfTen[scale]
  }

  /// The length of the valid UTF-8 sequence starting at `offset`, or 0 if it is not valid.
  private func scalarLength(at offset: Int) -> Int {
    let lead = bytes[offset]
    func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      offset + k < bytes.count && bytes[offset + k] >= low && bytes[offset + k] <= high
    }
    switch lead {
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
    case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xE1...0xEF: return continuation(1) && continuation(2) ? 3 : 0
    case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }
}

@inline(__always) private func isDigit(_ byte: UInt8) -> Bool {
  byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}
