import AutoCell
import Foundation
import InterfaceBuilder
import Testing

/// Damaged documents are read as far as they can be or refused with a located error: never a
/// crash or a hang, and every number laid out is finite.
struct RobustnessTests {
  /// Loads `data` and lays out whatever it holds; returns whether it loaded.
  @discardableResult
  private func survive(_ data: Data, _ label: String) -> Bool {
    do {
      let document = try IBDocument(data: data, name: "t.xib")
      for object in document.instantiate() {
        let report = object.layout()
        for view in report.views {
          let f = view.frame
          #expect(
            f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
            "\(label): \(view.view.id) \(f)")
        }
      }
      return true
    } catch {
      #expect(error.line >= 1, "\(label)")
      #expect(error.description.hasPrefix("t.xib:"), "\(label)")
      return false
    }
  }

  @Test func everyTruncationLoadsOrIsALocatedError() throws {
    let url = try #require(Fixtures.url("Issues.xib"))
    let bytes = try Data(contentsOf: url)
    var refused = 0
    for length in stride(from: 0, to: bytes.count, by: 97) {
      if !survive(bytes.prefix(length), "first \(length) bytes") { refused += 1 }
    }
    #expect(refused > 0)
  }

  @Test func seededMutationsNeverCrash() throws {
    // A seeded generator (printed on failure through the labels) replaces attribute values
    // with extreme or malformed ones.
    var seed: UInt64 = 0x1b_5eed
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 33
    }
    let url = try #require(Fixtures.url("Constraints.xib"))
    let text = try String(contentsOf: url, encoding: .utf8)
    let replacements = [
      "nan", "inf", "-1e308", "1e308", "0", "-0", "", "x", "1:0", "0/0", "999999999", "-5",
    ]
    let pattern = try NSRegularExpression(pattern: "=\"[^\"]*\"")
    let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
    for round in 0..<40 {
      var mutated = text as NSString
      for _ in 0..<6 {
        let match = matches[Int(next() % UInt64(matches.count))]
        let value = replacements[Int(next() % UInt64(replacements.count))]
        if match.range.location + match.range.length <= mutated.length {
          mutated = mutated.replacingCharacters(in: match.range, with: "=\"\(value)\"") as NSString
        }
      }
      survive(Data((mutated as String).utf8), "round \(round), seed \(seed)")
    }
  }

  @Test func deeplyNestedViewsAreReadWithoutRecursion() {
    let depth = 2_000
    var text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
    for level in 0..<depth {
      text +=
        "<view id=\"v\(level)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>"
    }
    for _ in 0..<depth { text += "</subviews></view>" }
    text += "</objects></document>"
    survive(Data(text.utf8), "depth \(depth)")
  }
}
