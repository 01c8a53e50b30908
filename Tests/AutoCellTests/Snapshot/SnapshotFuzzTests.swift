import AutoCell
import Foundation
import SVGTesting
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Random hierarchies drawn with `svgSnapshot`: frames from zero to beyond what any integer
/// holds, names and text with XML's special and control characters, hosted content.
///
/// Every picture is a well-formed SVG document with one outlined node per node and only finite
/// numbers; nothing traps.
///
/// `swift test` runs a few hundred hierarchies; `Scripts/fuzz.sh` runs many more by setting
/// `AUTOCELL_FUZZ_INPUTS` and `AUTOCELL_FUZZ_SEED`. A failure names its seed: rerun it with
/// `AUTOCELL_FUZZ_SEED=<seed> AUTOCELL_FUZZ_INPUTS=1`.
@Suite("Snapshot fuzzing")
struct SnapshotFuzzTests {
  @Test("random hierarchies draw as well-formed pictures with finite numbers")
  func randomHierarchies() {
    let environment = ProcessInfo.processInfo.environment
    let first = environment["AUTOCELL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0
    let count = environment["AUTOCELL_FUZZ_INPUTS"].flatMap { UInt64($0) } ?? 300
    var failing: [UInt64] = []
    for seed in first..<first + count {
      var random = SeededGenerator(seed: seed)
      let (root, nodeCount) = Self.hierarchy(using: &random)
      let focus = random.next() % 3 == 0 ? root.subviews.first : nil
      let svg = root.svgSnapshot(
        showingConstraintsOf: focus, markingAmbiguousNodes: random.next() % 2 == 0)
      if let problem = Self.problem(in: svg, nodeCount: nodeCount) {
        Issue.record("seed \(seed): \(problem)")
        failing.append(seed)
        if failing.count == 10 { break }
      }
    }
    if environment["AUTOCELL_FUZZ_INPUTS"] != nil {
      print("fuzz svg: inputs=\(count) seeds=\(first)..<\(first + count) failing=\(failing)")
    }
  }

  /// What is wrong with a picture of `nodeCount` nodes, or nil.
  static func problem(in svg: String, nodeCount: Int) -> String? {
    let tree: SVGTree
    do { tree = try SVGTree(svg) } catch { return "not an SVG document: \(error)" }
    let outlined = tree.elements(withClass: "node").count
    guard outlined == nodeCount else { return "\(outlined) nodes drawn of \(nodeCount)" }
    let numeric: Set = [
      "x", "y", "width", "height", "x1", "y1", "x2", "y2", "font-size", "stroke-width",
    ]
    var stack = [tree.root]
    while let element = stack.popLast() {
      for attribute in element.attributes ?? [] {
        guard let name = attribute.name, let text = attribute.stringValue else { continue }
        let numbers: [Substring] =
          name == "viewBox" ? text.split(separator: " ") : numeric.contains(name) ? [text[...]] : []
        for number in numbers where !(Double(number)?.isFinite ?? false) {
          return "\(element.name ?? "?") \(name)=\"\(text)\" is not a finite number"
        }
      }
      stack.append(contentsOf: (element.children ?? []).compactMap { $0 as? XMLElement })
    }
    return nil
  }

  /// A random hierarchy, laid out (or given frames directly), and its node count.
  static func hierarchy(using random: inout SeededGenerator) -> (LayoutNode, Int) {
    let root = LayoutNode(
      frame: CGRect(x: 0, y: 0, width: length(&random), height: length(&random)))
    root.identifier = name(&random)
    var nodes = [root]
    for _ in 0..<Int(random.next() % 8) {
      let node: LayoutNode
      switch random.next() % 4 {
      case 0: node = TextNode(text: text(&random), numberOfLines: Int(random.next() % 3))
      case 1:
        node = HostingNode(
          rootView: VStack(alignment: .leading) {
            Text(text(&random))
            Text(text(&random)).padding(4)
          })
      default: node = LayoutNode()
      }
      if random.next() % 2 == 0 { node.identifier = name(&random) }
      nodes[Int(random.next() % UInt64(nodes.count))].addSubview(node)
      nodes.append(node)
    }
    if random.next() % 2 == 0 {
      for node in nodes.dropFirst() {
        node.frame = CGRect(
          x: coordinate(&random), y: coordinate(&random), width: length(&random),
          height: length(&random))
      }
    } else {
      for node in nodes.dropFirst() {
        let parent = node.superview!
        LayoutConstraint.activate([
          node.leadingAnchor.constraint(
            equalTo: parent.leadingAnchor, constant: coordinate(&random)),
          node.topAnchor.constraint(equalTo: parent.topAnchor, constant: coordinate(&random)),
          node.widthAnchor.constraint(equalToConstant: length(&random)),
        ])
      }
      root.layoutIfNeeded()
    }
    return (root, nodes.count)
  }

  static func length(_ random: inout SeededGenerator) -> CGFloat {
    let choices: [CGFloat] = [0, 1, 44, 320.5, 1e-300, 9e12, 9.3e18, 1e19, 1e300, 1.7e308]
    return choices[Int(random.next() % UInt64(choices.count))]
  }

  static func coordinate(_ random: inout SeededGenerator) -> CGFloat {
    let sign: CGFloat = random.next() % 2 == 0 ? 1 : -1
    return sign * length(&random)
  }

  static func name(_ random: inout SeededGenerator) -> String {
    let names = ["a", "<b>&\"c'", "tab\there", "nul\u{0}bell\u{7}", "Ωμέγα", "😶‍🌫️", ""]
    return names[Int(random.next() % UInt64(names.count))]
  }

  static func text(_ random: inout SeededGenerator) -> String {
    let words = ["Hello", "<&>", "\u{1}", "Привет", "\n", "long-word-without-breaks", "🏳️‍🌈", " "]
    return (0..<Int(random.next() % 12)).map { _ in words[Int(random.next() % UInt64(words.count))]
    }
    .joined(separator: random.next() % 2 == 0 ? " " : "")
  }
}
