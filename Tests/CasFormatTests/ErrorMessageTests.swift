import CasFormat
import Testing

/// Errors found while reading a file: message and position, one table row each.
@Suite("read errors")
struct ErrorMessageTests {
  /// A bad input and the one diagnostic it must produce.
  struct Case: CustomTestStringConvertible, Sendable {
    var input: [UInt8]
    var expected: String
    init(_ text: String, _ expected: String) {
      input = Array(text.utf8)
      self.expected = expected
    }
    init(bytes: [UInt8], _ expected: String) {
      input = bytes
      self.expected = expected
    }
    var testDescription: String { expected }
  }

  static let cases: [Case] = [
    Case(
      "x == (a + b\n", "t.cas:1:6: error: unterminated '(': expected ')' before the end of the line"
    ),
    Case(
      "x == ((a) + (b)\n",
      "t.cas:1:6: error: unterminated '(': expected ')' before the end of the line"),
    Case("x == a + b)\n", "t.cas:1:11: error: unmatched ')'"),
    Case("x == (\n", "t.cas:1:7: error: expected an expression, found end of line"),
    Case("x == 1e999\n", "t.cas:1:6: error: number '1e999' is not finite"),
    Case("x == -1e999\n", "t.cas:1:7: error: number '1e999' is not finite"),
    Case(
      "x == 0x10\n",
      "t.cas:1:6: error: invalid number '0x10'; numbers are decimal, like 12, 3.5 or 1e-3"),
    Case(
      "x == 1e\n",
      "t.cas:1:6: error: invalid number '1e'; numbers are decimal, like 12, 3.5 or 1e-3"),
    Case(
      "x == 1.\n",
      "t.cas:1:6: error: invalid number '1.'; numbers are decimal, like 12, 3.5 or 1e-3"),
    Case(
      "x == 2y\n",
      "t.cas:1:6: error: invalid number '2y'; numbers are decimal, like 12, 3.5 or 1e-3"),
    Case("x == 1e300 * 1e300\n", "t.cas:1:12: error: the value of this expression is not finite"),
    Case("a == b == c\n", "t.cas:1:8: error: a constraint has one relation; found a second '=='"),
    Case("a <= b >= c\n", "t.cas:1:8: error: a constraint has one relation; found a second '>='"),
    Case(
      "x = 3\n", "t.cas:1:3: error: expected '==', '<=' or '>=', found '='; use '==' for equality"),
    Case("x < 3\n", "t.cas:1:3: error: unexpected character '<'; did you mean '<='?"),
    Case("x\n", "t.cas:1:2: error: expected '==', '<=' or '>=', found end of line"),
    Case("x y == 1\n", "t.cas:1:3: error: expected '==', '<=' or '>=', found 'y'"),
    Case(
      "x * y == 1\n", "t.cas:1:3: error: nonlinear expression: both sides of '*' hold a variable"),
    Case(
      "(x + 1) * (y - 2) == 1\n",
      "t.cas:1:9: error: nonlinear expression: both sides of '*' hold a variable"),
    Case(
      "x / y == 1\n",
      "t.cas:1:3: error: nonlinear expression: division by an expression holding a variable"),
    Case("x / 0 == 1\n", "t.cas:1:3: error: division by zero"),
    Case("x / (2 - 2) == 1\n", "t.cas:1:3: error: division by zero"),
    Case("x == 1 @ 0\n", "t.cas:1:10: error: strength level 0 is outside (0, 1000]"),
    Case("x == 1 @ 1000.5\n", "t.cas:1:10: error: strength level 1000.5 is outside (0, 1000]"),
    Case("x == 1 @ -5\n", "t.cas:1:10: error: strength level -5 is outside (0, 1000]"),
    Case("x == 1 @ strong 0\n", "t.cas:1:17: error: strength weight 0 is not > 0"),
    Case("x == 1 @ weak -2\n", "t.cas:1:15: error: strength weight -2 is not > 0"),
    Case(
      "x == 1 @ loud\n",
      "t.cas:1:10: error: unknown strength 'loud'; expected required, strong, medium, weak or a level in (0, 1000]"
    ),
    Case(
      "x == 1 @\n",
      "t.cas:1:9: error: expected a strength (required, strong, medium, weak or a level in (0, 1000]) after '@', found end of line"
    ),
    Case("x == 1 @ strong weak\n", "t.cas:1:17: error: expected end of line, found 'weak'"),
    Case("var == 3\n", "t.cas:1:1: error: 'var' is a keyword and cannot be used as a name"),
    Case("weak == 3\n", "t.cas:1:1: error: 'weak' is a keyword and cannot be used as a name"),
    Case(
      "x == strong + 1\n", "t.cas:1:6: error: 'strong' is a keyword and cannot be used as a name"),
    Case("print: x == 1\n", "t.cas:1:1: error: 'print' is a keyword and cannot be used as a name"),
    Case("var a, edit\n", "t.cas:1:8: error: 'edit' is a keyword and cannot be used as a name"),
    Case(
      "edit required\n", "t.cas:1:6: error: 'required' is a keyword and cannot be used as a name"),
    Case("remove medium\n", "t.cas:1:8: error: 'medium' is a keyword and cannot be used as a name"),
    Case("var a b\n", "t.cas:1:7: error: expected end of line, found 'b'"),
    Case("var\n", "t.cas:1:4: error: expected a variable name after 'var', found end of line"),
    Case("suggest x 3\n", "t.cas:1:11: error: expected '=' after 'suggest x', found '3'"),
    Case("suggest x = y\n", "t.cas:1:13: error: expected a number after '=', found 'y'"),
    Case("suggest x = 1e999\n", "t.cas:1:13: error: number '1e999' is not finite"),
    Case("edit 3\n", "t.cas:1:6: error: expected a variable name after 'edit', found '3'"),
    Case("remove\n", "t.cas:1:7: error: expected a label after 'remove', found end of line"),
    Case("print x 3\n", "t.cas:1:9: error: expected a variable name, found '3'"),
    Case("x == 1 $\n", "t.cas:1:8: error: unexpected character '$'"),
    Case(
      "x == 1 !\n",
      "t.cas:1:8: error: unexpected character '!'; '!=' is not a relation (use '==', '<=' or '>=')"),
    Case("é == 1\n", "t.cas:1:1: error: unexpected character 'é'"),
    Case("x == 1 # é\n  y é\n", "t.cas:2:5: error: unexpected character 'é'"),
    Case(
      ".5 == x\n",
      "t.cas:1:1: error: invalid number '.5'; numbers are decimal, like 12, 3.5 or 1e-3"),
    Case(bytes: Array("x == 1\ny == \u{FF}".utf8), "t.cas:2:6: error: unexpected character 'ÿ'"),
    Case(
      bytes: Array("x == ".utf8) + [0xFF] + Array(" 1\n".utf8),
      "t.cas:1:6: error: invalid UTF-8: byte 0xFF is not part of a valid character"),
    Case(
      bytes: Array("x == 1 # caf".utf8) + [0xC3, 0x28] + [0x0A],
      "t.cas:1:13: error: invalid UTF-8: byte 0xC3 is not part of a valid character"),
    Case(
      bytes: Array("x == 1 # ".utf8) + [0xED, 0xA0, 0x80] + [0x0A],
      "t.cas:1:10: error: invalid UTF-8: byte 0xED is not part of a valid character"),
    Case(
      bytes: Array("x == ".utf8) + [0] + Array("1\n".utf8), "t.cas:1:6: error: NUL byte in the file"
    ),
    Case(bytes: Array("x == 1 # a".utf8) + [0] + [0x0A], "t.cas:1:11: error: NUL byte in the file"),
    Case(bytes: Array("x == 1 # é".utf8) + [0] + [0x0A], "t.cas:1:11: error: NUL byte in the file"),
    Case(
      bytes: [0xEF, 0xBB, 0xBF] + Array("x == $\r\n".utf8),
      "t.cas:1:6: error: unexpected character '$'"),
    Case("x == 1\r\ny == (\r\n", "t.cas:2:7: error: expected an expression, found end of line"),
    Case("tab\t== \t(\n", "t.cas:1:10: error: expected an expression, found end of line"),
    Case(
      bytes: Array("x == ".utf8) + [0x80, 0x80] + Array(" + 1\n".utf8),
      "t.cas:1:6: error: invalid UTF-8: byte 0x80 is not part of a valid character"),
  ]

  @Test(
    "a bad input gets its message at its line and column, exit 1, empty stdout", arguments: cases)
  func badInput(_ example: Case) {
    let result = run(bytes: example.input)
    #expect(result.errors == [example.expected], "\(result)")
    #expect(result.output.isEmpty)
    #expect(result.status == .inputError)
  }

  @Test("every read error is reported and nothing is solved")
  func allErrorsReported() {
    let result = run(lines("x == 1", "print", "y == (", "z == 1e999", "w = 2", "print"))
    #expect(
      result.errors == [
        "t.cas:3:7: error: expected an expression, found end of line",
        "t.cas:4:6: error: number '1e999' is not finite",
        "t.cas:5:3: error: expected '==', '<=' or '>=', found '='; use '==' for equality",
      ])
    #expect(result.output.isEmpty)
    #expect(result.status == .inputError)
  }

  @Test("at most the first 20 read errors are reported")
  func firstTwenty() {
    let text = (1...50).map { "x\($0) == (" }.joined(separator: "\n")
    let result = run(text)
    #expect(result.errors.count == 20)
    #expect(result.errors.first == "t.cas:1:8: error: expected an expression, found end of line")
    #expect(result.errors.last == "t.cas:20:9: error: expected an expression, found end of line")
  }

  @Test("a read error after a solver error still means nothing is solved")
  func readErrorsWinOverSolverErrors() {
    let result = run(lines("x == 1", "x == 2", "print", "y == 1 @ 2000"))
    #expect(result.errors == ["t.cas:4:10: error: strength level 2000 is outside (0, 1000]"])
    #expect(result.output.isEmpty)
  }

  @Test("columns count characters, not bytes")
  func columnsCountCharacters() {
    let result = run("x == 1 # ééé\nx.é == 1\n")
    #expect(result.errors == ["t.cas:2:3: error: unexpected character 'é'"])
    let wide = run("# 😀\nx == 1 # 😀😀\n😀 == 1\n")
    #expect(wide.errors == ["t.cas:3:1: error: unexpected character '😀'"])
    let after = run("x == (1 + 2) # é\ny == \"é\" $\n")
    #expect(after.errors == ["t.cas:2:6: error: unexpected character '\"'"])
  }
}
