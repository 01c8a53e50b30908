import CasFormat
import Testing

/// The meaning of statements: constraints, strengths, labels, edits, prints.
@Suite("running statements")
struct RunnerTests {
  @Test("the spec's example: a strong preference beats a weak one; required holds")
  func specExample() {
    let result = run(
      lines(
        "# two boxes side by side in 300 points", "var left.x, left.w, right.x, right.w",
        "left.x == 0",
        "right.x + right.w == 300", "right.x >= left.x + left.w + 10",
        "left.w == 2 * right.w @ strong",
        "left.w >= 100 @ required", "left.w == 400 @ weak", "print"))
    #expect(
      result.output == [
        "left.x = 0", "left.w = 193.333333", "right.x = 203.333333", "right.w = 96.6666667",
      ])
    #expect(result.errors.isEmpty)
    #expect(result.status == .success)
  }

  @Test("expressions: unary and binary minus, *, / and parentheses")
  func expressions() {
    let result = run(
      lines(
        "x == -(2 * 3 - 10) / 2 + -1", "y == 2 * (x + 1) / 4 - -x", "z * 2 + (3) == 2 * (10 - z)",
        "print"))
    #expect(result.output == ["x = 1", "y = 2", "z = 4.25"])
  }

  @Test("required constraints hold to 1e-8 relative: rounding at large values is no conflict")
  func relativeTolerance() {
    let holds = run(
      lines("x == 123456789.123", "y == x * 3", "z == y / 3", "z == x", "print x z"))
    #expect(holds.output == ["x = 123456789", "z = 123456789"])
    #expect(holds.errors.isEmpty)
    let conflict = run(lines("x == 1e8", "y == x + 10", "y == 1e8"))
    #expect(conflict.status != .success)
    #expect(conflict.errors.first?.contains("3:1: error: required constraint") == true)
  }

  @Test("numbers: fraction and exponent; suggest takes a signed number")
  func numbers() {
    let result = run(
      lines("a == 1e-3", "b == 2.5E+2", "c == 12", "edit d", "suggest d = -3.5", "print"))
    #expect(result.output == ["a = 0.001", "b = 250", "c = 12", "d = -3.5"])
  }

  @Test("strengths are strictly lexicographic: no number of weak errors buys a strong one")
  func lexicographicLevels() {
    var text = "x == 10 @ strong\n"
    for _ in 0..<50 { text += "x == 0 @ weak 1000\n" }
    #expect(run(text + "print\n").output == ["x = 10"])
    #expect(run(lines("x == 10 @ 751", "x == 0 @ 750 1000", "print")).output == ["x = 10"])
    #expect(run(lines("x == 10 @ medium", "x == 0 @ strong", "print")).output == ["x = 0"])
    #expect(run(lines("x == 10 @ weak", "x == 0 @ 250.5", "print")).output == ["x = 0"])
  }

  @Test("named strengths are the Auto Layout priorities 1000, 750, 500, 250")
  func namedStrengths() {
    #expect(run(lines("x == 1 @ strong", "x == 2 @ 749", "print")).output == ["x = 1"])
    #expect(run(lines("x == 1 @ strong", "x == 2 @ 751", "print")).output == ["x = 2"])
    #expect(run(lines("x == 1 @ medium", "x == 2 @ 499", "print")).output == ["x = 1"])
    #expect(run(lines("x == 1 @ medium", "x == 2 @ 501", "print")).output == ["x = 2"])
    #expect(run(lines("x == 1 @ weak", "x == 2 @ 249", "print")).output == ["x = 1"])
    #expect(run(lines("x == 1 @ weak", "x == 2 @ 251", "print")).output == ["x = 2"])
    #expect(run(lines("x == 1 @ required", "x == 2 @ 1000", "print")).status == .inputError)
    #expect(run(lines("x == 1", "x == 2 @ 999.9", "print")).output == ["x = 1"])
  }

  @Test("a weight scales the error within its level")
  func weights() {
    #expect(run(lines("x == 0 @ weak 3", "x == 10 @ weak 2", "print")).output == ["x = 0"])
    #expect(run(lines("x == 0 @ weak 2", "x == 10 @ weak 3", "print")).output == ["x = 10"])
    #expect(run(lines("x >= 10 @ strong 0.5", "x <= 4 @ strong", "print")).output == ["x = 4"])
  }

  @Test("inequalities: the error is the amount violated")
  func inequalities() {
    #expect(run(lines("x >= 5", "x <= 2 @ weak", "print")).output == ["x = 5"])
    #expect(run(lines("x <= 5", "x >= 8 @ weak", "print")).output == ["x = 5"])
    #expect(
      run(lines("x <= 5 @ medium", "x >= 3 @ medium", "x == 4 @ weak", "print")).output == ["x = 4"]
    )
  }

  @Test(
    "a bare print lists every variable of the file in order of first appearance, untouched ones as 0"
  )
  func barePrint() {
    let result = run(lines("b == 2", "print", "var c, a", "a == b + 1", "edit d", "print"))
    #expect(
      result.output == ["b = 2", "c = 0", "a = 0", "d = 0", "b = 2", "c = 0", "a = 3", "d = 0"])
  }

  @Test("print with names prints those named, in file order, each once")
  func namedPrint() {
    let result = run(lines("var z, y, x", "x == 1", "y == 2", "z == 3", "print x z x y"))
    #expect(result.output == ["z = 3", "y = 2", "x = 1"])
    #expect(run(lines("x == 1", "print nobody")).output == ["nobody = 0"])
  }

  @Test("a file with no print prints every variable once at the end")
  func implicitPrint() {
    #expect(run(lines("var a", "b == 4", "a == b / 2")).output == ["a = 2", "b = 4"])
    #expect(run(lines("# nothing", "")).output == [])
    #expect(run(lines("x == 1", "print x")).output == ["x = 1"])
  }

  @Test("--json writes one object per print, keys in file order")
  func json() {
    let result = run(
      lines("y == 7", "x == 3", "print", "print x", "x == 0.5 @ strong 2"), json: true)
    #expect(result.output == ["{\"y\": 7, \"x\": 3}", "{\"x\": 3}"])
    #expect(run(lines("x == -1e20"), json: true).output == ["{\"x\": -1e+20}"])
    #expect(run(lines("# empty", "print"), json: true).output == ["{}"])
  }

  @Test(
    "values are written like C's %.9g with -0 as 0",
    arguments: [(Double, String)]([
      (3.0, "3"), (0.5, "0.5"), (-12.25, "-12.25"), (1.0 / 3, "0.333333333"), (1e12, "1e+12"),
      (-0.0, "0"),
      (1e-5, "1e-05"), (123_456_789, "123456789"), (1_234_567_890, "1.23456789e+09"),
      (0.0001, "0.0001"),
      (2.0 / 3, "0.666666667"), (999_999_999, "999999999"), (-999_999_999, "-999999999"),
      (1e9, "1e+09"),
      (-1e9, "-1e+09"), (1_000_000_005, "1e+09"), (0.1 + 0.2, "0.3"),
      (-Double.leastNonzeroMagnitude, "-4.94065646e-324"), (-1e100, "-1e+100"), (100, "100"),
      (1.5e-300, "1.5e-300"),
    ]))
  func valueFormat(value: Double, expected: String) {
    #expect(formatValue(value) == expected)
  }

  @Test("a statement sees the effect of every statement before it")
  func statementsRunInOrder() {
    let result = run(
      lines("x == 1 @ weak", "print", "x == 2 @ medium", "print", "x == 3 @ strong", "print"))
    #expect(result.output == ["x = 1", "x = 2", "x = 3"])
  }

  @Test("remove takes a labelled constraint out")
  func removeLabel() {
    let result = run(
      lines(
        "w == 10 @ weak", "big: w == 100", "print", "remove big", "print", "big: w == 50", "print"))
    #expect(result.output == ["w = 100", "w = 10", "w = 50"])
    #expect(result.status == .success)
  }

  @Test("labels and variables live in separate name spaces")
  func separateNameSpaces() {
    let result = run(lines("w: w == 10", "print", "remove w", "w == 3", "print"))
    #expect(result.output == ["w = 10", "w = 3"])
    #expect(result.status == .success)
  }

  @Test("edit makes an edit variable (default strong), suggest moves it, unedit stops it")
  func editSuggestUnedit() {
    let result = run(
      lines(
        "x == 5 @ medium", "edit x", "print", "suggest x = 20", "print", "x <= 15", "print",
        "unedit x", "print",
        "edit x @ weak", "suggest x = 1", "print"))
    #expect(result.output == ["x = 5", "x = 20", "x = 15", "x = 5", "x = 5"])
  }

  @Test("until the first suggest, an edit holds the value the variable had")
  func editHoldsCurrentValue() {
    let result = run(lines("x == 7 @ weak", "edit x @ strong", "x == 9 @ medium", "print"))
    #expect(result.output == ["x = 7"])
  }

  @Test("an unsatisfiable required constraint is reported with the constraints it conflicts with")
  func unsatisfiable() {
    let result = run(
      lines(
        "var a, b", "row: a + b == 300  # the row", "a == 200", "print", "b >= 150 @ required",
        "print"))
    #expect(result.output == ["a = 200", "b = 100"])
    #expect(
      result.errors == [
        "t.cas:5:1: error: required constraint cannot be satisfied: 'b >= 150 @ required'",
        "t.cas:2:1: note: conflicts with 'a + b == 300'",
        "t.cas:3:1: note: conflicts with 'a == 200'",
      ])
    #expect(result.status == .inputError)
  }

  @Test("a solver error stops the run; output before it stays")
  func stopsAtSolverError() {
    let result = run(lines("x == 1", "print", "x == 2", "print"))
    #expect(result.output == ["x = 1"])
    #expect(result.errors.count == 2)
    #expect(result.status == .inputError)
    let noPrint = run(lines("x == 1", "x == 2", "y == 3"))
    #expect(noPrint.output == [])
  }

  @Test("--keep-going skips the failed statement and leaves the solver as it was")
  func keepGoing() {
    let result = run(
      lines(
        "x == 1", "x == 2", "remove nothing", "edit x @ required", "print", "y == x + 1", "unedit y"
      ),
      keepGoing: true)
    #expect(result.output == ["x = 1", "y = 0"])
    #expect(result.errors.count == 5)
    #expect(result.status == .inputError)
    let implicit = run(lines("x == 1", "x == 2", "y == x + 1"), keepGoing: true)
    #expect(implicit.output == ["x = 1", "y = 2"])
    #expect(implicit.status == .inputError)
  }

  @Test(
    "solver errors: message and position",
    arguments: [
      (
        lines("a: x == 1", "remove a", "remove a"),
        "t.cas:3:8: error: unknown label 'a': no constraint with this label is in the solver"
      ),
      (
        lines("gap: x == 1", "remove gap2"),
        "t.cas:2:8: error: unknown label 'gap2'; did you mean 'gap'?"
      ),
      (lines("gap: x == 1", "remove spacing"), "t.cas:2:8: error: unknown label 'spacing'"),
      (
        lines("x == 1", "remove x"),
        "t.cas:2:8: error: unknown label 'x': 'x' is a variable, not a label"
      ),
      (
        lines("remove a", "a: x == 1"),
        "t.cas:1:8: error: unknown label 'a': no constraint with this label is in the solver"
      ),
      (lines("edit x", "edit x"), "t.cas:2:6: error: 'x' is already an edit variable"),
      (lines("unedit x"), "t.cas:1:8: error: 'x' is not an edit variable"),
      (lines("edit x", "unedit x", "unedit x"), "t.cas:3:8: error: 'x' is not an edit variable"),
      (
        lines("suggest x = 3"),
        "t.cas:1:9: error: cannot suggest a value for 'x': it is not an edit variable (add 'edit x' first)"
      ),
      (
        lines("edit x @ required"),
        "t.cas:1:6: error: edit variable 'x' cannot be required; use a strength below 1000"
      ),
      (
        lines("edit x @ 1000 2"),
        "t.cas:1:6: error: edit variable 'x' cannot be required; use a strength below 1000"
      ),
      (lines("gap: x == 1", "print gap"), "t.cas:2:7: error: 'gap' is a label, not a variable"),
      (lines("gap: x == 1", "edit gap"), "t.cas:2:6: error: 'gap' is a label, not a variable"),
      (
        lines("gap: x == 1", "suggest gap = 2"),
        "t.cas:2:9: error: 'gap' is a label, not a variable"
      ),
      (lines("gap: x == 1", "unedit gap"), "t.cas:2:8: error: 'gap' is a label, not a variable"),
    ])
  func solverErrors(text: String, expected: String) {
    let result = run(text)
    #expect(result.errors.first == expected, "\(result)")
    #expect(result.status == .inputError)
  }

  @Test("a duplicate label names the constraint that holds it")
  func duplicateLabel() {
    let result = run(lines("a: x == 1 @ weak", "  a: y == 2"))
    #expect(
      result.errors == [
        "t.cas:2:3: error: duplicate label 'a': it already labels a constraint in the solver",
        "t.cas:1:1: note: 'a' labels 'x == 1 @ weak'",
      ])
    #expect(result.status == .inputError)
  }

  @Test("--stats ends standard error with the counts and solver time")
  func stats() throws {
    let result = run(
      lines("x == 1", "x == 2", "edit y", "suggest y = 3", "suggest y = 4", "print"),
      keepGoing: true, stats: true)
    let last = try #require(result.errors.last)
    #expect(last.hasPrefix("stats: constraints=1 edits=1 suggests=2 solver_ms="))
    let milliseconds = try #require(last.split(separator: "=").last)
    #expect(milliseconds.split(separator: ".").last?.count == 3)
    #expect(Double(milliseconds) != nil)
    let bad = run("x == (\n", stats: true)
    #expect(bad.errors.last == "stats: constraints=0 edits=0 suggests=0 solver_ms=0.000")
    #expect(run("x == 1\n").errors.isEmpty)
  }

  @Test("CRLF line endings and a byte-order mark are ordinary input")
  func crlfAndBOM() {
    let result = run(
      bytes: [0xEF, 0xBB, 0xBF] + Array("x == 1\r\ny == x + 1 # c\r\n\r\nprint\r\n".utf8))
    #expect(result.output == ["x = 1", "y = 2"])
    #expect(result.status == .success)
    let noFinalBreak = run(bytes: Array("x == 1\r\nprint".utf8))
    #expect(noFinalBreak.output == ["x = 1"])
  }

  @Test("a 100,000-character identifier is an ordinary name")
  func longIdentifier() {
    let name = "v" + String(repeating: "a", count: 99_999)
    let result = run(lines("\(name) == 4", "print"))
    #expect(result.output == ["\(name) = 4"])
  }

  @Test("edit without a strength is strong (750)")
  func editDefaultsToStrong() {
    #expect(run(lines("x == 1 @ 749", "edit x", "suggest x = 5", "print")).output == ["x = 5"])
    #expect(run(lines("x == 1 @ 751", "edit x", "suggest x = 5", "print")).output == ["x = 1"])
  }

  @Test("a removed constraint's variable keeps its last value")
  func removedVariableKeepsValue() {
    #expect(
      run(lines("big: w == 100", "print", "remove big", "print")).output == ["w = 100", "w = 100"])
  }

  @Test(
    "none of the ten keywords can be a name or a label",
    arguments: [
      "var", "edit", "suggest", "unedit", "remove", "print", "required", "strong", "medium", "weak",
    ])
  func keywordsAreNotNames(keyword: String) {
    let message = "'\(keyword)' is a keyword and cannot be used as a name"
    #expect(run("\(keyword) == 1\n").errors == ["t.cas:1:1: error: \(message)"])
    #expect(run("\(keyword): x == 1\n").errors == ["t.cas:1:1: error: \(message)"])
    #expect(run("x == 2 * \(keyword)\n").errors == ["t.cas:1:10: error: \(message)"])
    #expect(run("var a, \(keyword)\n").errors == ["t.cas:1:8: error: \(message)"])
    #expect(run("print \(keyword)\n").errors == ["t.cas:1:7: error: \(message)"])
    #expect(run("var \(keyword)x, x\(keyword), \(keyword).w, \(keyword)_\n").status == .success)
  }
}
