import CasFormat
import Foundation
import TestSupport
import Testing

/// Random `.cas` files, made from the grammar with mistakes and junk mixed in: every one is
/// solved or reported, never a crash or a hang; errors have the contract's form; a success
/// prints only finite values.
///
/// `swift test` runs a few hundred files; `Scripts/fuzz.sh` runs many more by setting
/// `AUTOCELL_FUZZ_INPUTS` (files) and `AUTOCELL_FUZZ_SEED` (the first seed). A failure names
/// its seed: rerun it with `AUTOCELL_FUZZ_SEED=<seed> AUTOCELL_FUZZ_INPUTS=1`.
@Suite("cas fuzzing")
struct CasFuzzTests {
  @Test("random files are solved or reported in the contract's form")
  func randomFiles() {
    let environment = ProcessInfo.processInfo.environment
    let first = environment["AUTOCELL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0
    let count = environment["AUTOCELL_FUZZ_INPUTS"].flatMap { UInt64($0) } ?? 400
    var outcomes: [Int32: Int] = [:]
    var failing: [UInt64] = []
    let error = /^t\.cas:\d+:\d+: (error|note): .+$/
    let value = /^[A-Za-z_][A-Za-z0-9_.]* = -?[0-9][0-9.e+-]*$/
    for seed in first..<first + count {
      var generator = CasGenerator(seed: seed)
      let text = generator.file()
      let json = seed % 5 == 0
      let result = run(bytes: text, json: json, keepGoing: seed % 3 == 0)
      outcomes[result.status.rawValue, default: 0] += 1
      let badError = result.errors.first { $0.wholeMatch(of: error) == nil }
      let badValue: String? = json ? nil : result.output.first { $0.wholeMatch(of: value) == nil }
      let wellFormed =
        badError == nil && badValue == nil && result.status.rawValue != 2
        && (result.status.rawValue == 0) == result.errors.isEmpty
      if !wellFormed {
        let problem: String = badError ?? badValue ?? "status \(result.status.rawValue)"
        let file = String(decoding: text, as: UTF8.self)
        Issue.record("seed \(seed): \(problem)\n\(file)")
        failing.append(seed)
        if failing.count == 10 { break }
      }
    }
    if environment["AUTOCELL_FUZZ_INPUTS"] != nil {
      print(
        "fuzz cas: inputs=\(count) seeds=\(first)..<\(first + count) "
          + "exit0=\(outcomes[0, default: 0]) exit1=\(outcomes[1, default: 0]) failing=\(failing)")
    }
  }
}

/// Makes a random `.cas` file: mostly statements of the grammar over a few names, some with a
/// mistake, some lines of junk bytes.
struct CasGenerator {
  private var random: SeededGenerator
  private let names = ["a", "b", "c.left", "c.w", "x_1", "var", "print"]

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  private mutating func roll(_ sides: UInt64) -> UInt64 { random.next() % sides }

  private mutating func pick(_ items: [String]) -> String {
    items[Int(roll(UInt64(items.count)))]
  }

  private mutating func number() -> String {
    switch roll(12) {
    case 0: "1e308"
    case 1: "1e999"
    case 2: "0"
    case 3: "-0.5"
    case 4: "3e-320"
    default: String(roll(400))
    }
  }

  private mutating func term() -> String {
    switch roll(6) {
    case 0: number()
    case 1: "\(number()) * \(pick(names))"
    case 2: "(\(expression(depth: 1)))"
    case 3: "\(pick(names)) / \(number())"
    default: pick(names)
    }
  }

  private mutating func expression(depth: Int = 0) -> String {
    var text = depth > 2 ? pick(names) : term()
    for _ in 0..<roll(4) { text += " \(pick(["+", "-", "*", "/"])) \(term())" }
    return text
  }

  private mutating func strength() -> String {
    switch roll(8) {
    case 0: " @ required"
    case 1: " @ strong 2"
    case 2: " @ weak"
    case 3: " @ \(number())"
    case 4: " @ medium 0"
    default: ""
    }
  }

  private mutating func statement(line: Int) -> String {
    switch roll(14) {
    case 0: return "var \(pick(names)), \(pick(names))"
    case 1: return "edit \(pick(names))\(strength())"
    case 2: return "suggest \(pick(names)) = \(number())"
    case 3: return "unedit \(pick(names))"
    case 4: return "remove l\(roll(UInt64(line + 1)))"
    case 5: return "print \(pick(names))"
    case 6: return "print"
    case 7: return "# \(expression())"
    case 8:
      let junk = (0..<roll(20)).map { _ in Character(UnicodeScalar(UInt8(32 + roll(95)))) }
      return String(junk)
    default:
      let relation = pick(["==", "<=", ">=", "=", "=="])
      return "l\(line): \(expression()) \(relation) \(expression())\(strength())"
    }
  }

  /// The file's bytes: up to 30 lines, sometimes with a byte flipped.
  mutating func file() -> [UInt8] {
    var bytes: [UInt8] = []
    for line in 0..<Int(roll(30)) {
      bytes += Array(statement(line: line).utf8)
      bytes += roll(10) == 0 ? [13, 10] : [10]
    }
    if !bytes.isEmpty, roll(4) == 0 {
      bytes[Int(roll(UInt64(bytes.count)))] = UInt8(truncatingIfNeeded: random.next())
    }
    return bytes
  }
}
