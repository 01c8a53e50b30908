/// An error found while reading a `.cas` file: syntax, encoding, numbers, nonlinear
/// expressions.
///
/// Cases carry what was found; ``message`` renders the text.
enum ParseError: Sendable, Hashable {
  /// A byte that does not start a valid UTF-8 sequence.
  case invalidUTF8(UInt8)
  /// A NUL byte.
  case nulByte
  /// A character that no token starts with.
  case unexpectedCharacter(Unicode.Scalar)
  /// A malformed number (`0x10`, `1e`, `1.`).
  case invalidNumber(String)
  /// A number that is not finite after parsing (`1e999`).
  case nonFiniteNumber(String)
  /// Something else was found where `expected` was needed.
  case expected(String, found: String)
  /// A `(` without its `)` on the same line.
  case unterminatedParenthesis
  /// A `)` without a `(` before it.
  case unmatchedParenthesis
  /// A constraint with a relation after its relation (`a == b == c`).
  case secondRelation(String)
  /// `x = 3` in a constraint.
  case assignmentInConstraint
  /// A keyword where a name is needed.
  case keywordAsName(String)
  /// A product of two expressions that both hold a variable.
  case nonlinearProduct
  /// A division by an expression that holds a variable.
  case nonlinearDivision
  /// A division by zero.
  case divisionByZero
  /// Arithmetic on finite numbers that gives an infinity.
  case nonFiniteResult
  /// A word after `@` that is not a strength.
  case unknownStrength(String)
  /// A strength level outside (0, 1000].
  case levelOutOfRange(String)
  /// A weight that is not > 0.
  case weightNotPositive(String)

  /// The message after `error: `.
  var message: String {
    switch self {
    case .invalidUTF8(let byte):
      return "invalid UTF-8: byte 0x\(hex(byte)) is not part of a valid character"
    case .nulByte:
      return "NUL byte in the file"
    case .unexpectedCharacter(let scalar):
      let hint: String
      switch scalar {
      case "<": hint = "; did you mean '<='?"
      case ">": hint = "; did you mean '>='?"
      case "!": hint = "; '!=' is not a relation (use '==', '<=' or '>=')"
      case ".": hint = "; numbers start with a digit (write '0.5')"
      default: hint = ""
      }
      return "unexpected character \(describe(scalar))\(hint)"
    case .invalidNumber(let text):
      return "invalid number '\(text)'; numbers are decimal, like 12, 3.5 or 1e-3"
    case .nonFiniteNumber(let text):
      return "number '\(text)' is not finite"
    case .expected(let what, let found):
      return "expected \(what), found \(found)"
    case .unterminatedParenthesis:
      return "unterminated '(': expected ')' before the end of the line"
    case .unmatchedParenthesis:
      return "unmatched ')'"
    case .secondRelation(let relation):
      return "a constraint has one relation; found a second '\(relation)'"
    case .assignmentInConstraint:
      return "expected '==', '<=' or '>=', found '='; use '==' for equality"
    case .keywordAsName(let keyword):
      return "'\(keyword)' is a keyword and cannot be used as a name"
    case .nonlinearProduct:
      return "nonlinear expression: both sides of '*' hold a variable"
    case .nonlinearDivision:
      return "nonlinear expression: division by an expression holding a variable"
    case .divisionByZero:
      return "division by zero"
    case .nonFiniteResult:
      return "the value of this expression is not finite"
    case .unknownStrength(let word):
      return
        "unknown strength '\(word)'; expected required, strong, medium, weak or a level in (0, 1000]"
    case .levelOutOfRange(let text):
      return "strength level \(text) is outside (0, 1000]"
    case .weightNotPositive(let text):
      return "strength weight \(text) is not > 0"
    }
  }
}

private func hex(_ byte: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
}

private func describe(_ scalar: Unicode.Scalar) -> String {
  if scalar.value < 0x20 || scalar.value == 0x7F {
    return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
  }
  return "'\(Character(scalar))'"
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

/// A ``ParseError`` and where it was found.
struct LocatedParseError: Sendable, Hashable {
  var error: ParseError
  var position: SourcePosition
}
