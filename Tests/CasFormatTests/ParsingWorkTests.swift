import Testing

@testable import CasFormat

/// The parser's work is linear in the input: counted, not timed.
@Suite("parsing work")
struct ParsingWorkTests {
  /// The coefficients the parser scaled while reading `text`, and the terms it read.
  func work(_ text: String) -> (scaled: Int, terms: Int) {
    var parser = Parser(SourceFile(name: "t.cas", text: text))
    _ = try? parser.parseProgram()
    return (parser.forms.coefficientsScaled, parser.forms.terms.count)
  }

  @Test("one sum of 80,000 distinct variables scales each coefficient at most once")
  func wideSum() {
    let count = 80_000
    var text = "x == v0"
    for index in 1..<count { text += index % 3 == 0 ? " - v\(index)" : " + v\(index)" }
    let (scaled, terms) = work(text + " + 1\n")
    #expect(terms == count + 1)
    #expect(scaled <= 2 * terms, "scaled \(scaled) coefficients for \(terms) terms")
  }

  @Test("a product and a quotient of a wide sum scale it once each")
  func scaledSum() {
    let count = 10_000
    let sum = (0..<count).map { "v\($0)" }.joined(separator: " + ")
    let (scaled, terms) = work("x == 2 * (\(sum)) / 4 + 3 * y\n")
    #expect(terms == count + 2)
    #expect(scaled <= 3 * terms, "scaled \(scaled) coefficients for \(terms) terms")
  }

  @Test("an overflow in 'lhs - rhs' is reported at the relation")
  func overflowAtRelation() {
    let result = run("x + 1e308 == -1e308\n")
    #expect(result.errors == ["t.cas:1:11: error: the value of this expression is not finite"])
    #expect(result.status == .inputError)
  }
}
