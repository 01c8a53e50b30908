import CasFormat
import Foundation
import TestSupport
import Testing

/// Big, deep and random inputs: parsed correctly or reported, never a crash or a hang.
@Suite("robustness")
struct RobustnessTests {
  /// Runs `body` on a thread with a small stack and waits for it.
  func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 128 * 1024
    thread.start()
    done.wait()
  }

  @Test("10,000 and 100,000 nested parentheses parse on a 128 KiB stack")
  func deepNesting() {
    for depth in [10_000, 100_000] {
      let text =
        "x == " + String(repeating: "(", count: depth) + "1 + 2"
        + String(repeating: ")", count: depth) + "\n"
      let minus =
        "y == " + String(repeating: "-(", count: depth) + "3" + String(repeating: ")", count: depth)
        + "\n"
      let box = Box()
      onSmallStack { box.result = run(text + minus + "print\n") }
      #expect(box.result?.output == ["x = 3", "y = \(depth % 2 == 0 ? 3 : -3)"], "depth \(depth)")
      let unclosed = String(repeating: "(", count: depth)
      onSmallStack { box.result = run("x == \(unclosed)1\n") }
      #expect(
        box.result?.errors == [
          "t.cas:1:\(5 + depth): error: unterminated '(': expected ')' before the end of the line"
        ])
    }
  }

  /// How fast is for `autocell-bench`; this checks that a big file is read whole and right.
  @Test("a 1,000,000-line file is read whole")
  func millionLines() {
    var text = "x0 == 0\n"
    text.reserveCapacity(20_000_000)
    for index in 1..<1_000_000 {
      text += index % 4 == 0 ? "# comment \(index)\n" : "var v\(index), w\(index)\n"
    }
    text += "print x0 v999999 w999999\n"
    let result = run(text)
    #expect(result.output == ["x0 = 0", "v999999 = 0", "w999999 = 0"])
    #expect(result.errors.isEmpty)
  }

  @Test(
    "random bytes and mutated examples never crash; errors are well-formed",
    arguments: UInt64(0)..<40)
  func randomInput(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let alphabet = Array("xy1.e+-*/()=<>@:#,\n \t\r_ab2".utf8) + [0, 0xFF, 0xC3, 0xA9, 0xE2]
    let example = try Data(contentsOf: Paths.examples.appendingPathComponent("two-boxes.cas"))
    var bytes = [UInt8](example)
    for _ in 0..<(Int(generator.next() % 12) + 1) {
      let at = Int(generator.next() % UInt64(bytes.count))
      bytes[at] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
    }
    let random = (0..<200).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
    for input in [bytes, random] {
      let result = run(bytes: input, keepGoing: generator.next() % 2 == 0)
      let pattern = /^t\.cas:\d+:\d+: (error|note): .+$/
      for line in result.errors {
        #expect(line.wholeMatch(of: pattern) != nil, "seed \(seed): \(line)")
      }
      #expect((result.status == .success) == result.errors.isEmpty, "seed \(seed)")
    }
  }
}

/// A mutable box to carry a result across threads in tests.
final class Box: @unchecked Sendable {
  var result: RunResult?
}
