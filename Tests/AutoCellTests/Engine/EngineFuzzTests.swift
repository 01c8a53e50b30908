import AutoCell
import Foundation
import TestSupport
import Testing

/// Random sequences of API calls on one hierarchy: hierarchy edits, activation and
/// deactivation, constants, priorities, intrinsic sizes, root frames and measurements, with
/// NaN, infinities and huge numbers mixed in.
///
/// After every call nothing may crash, and after every layout or measurement no frame or size may
/// be NaN or infinite.
///
/// `swift test` runs 100 sequences; `Scripts/fuzz.sh` runs many more by setting
/// `AUTOCELL_FUZZ_INPUTS` (sequences) and `AUTOCELL_FUZZ_SEED` (the first seed). A failure
/// names its seed: rerun it with `AUTOCELL_FUZZ_SEED=<seed> AUTOCELL_FUZZ_INPUTS=1`.
@Suite("Engine fuzzing")
struct EngineFuzzTests {
  @Test func randomCallSequencesKeepEveryFrameFinite() {
    let budget = FuzzBudget(defaultInputs: 100)
    var calls = 0
    var failing: [UInt64] = []
    for seed in budget.seeds {
      budget.trace(seed)
      var fuzzer = EngineFuzzer(seed: seed)
      calls += fuzzer.run(calls: 40)
      if !fuzzer.failures.isEmpty {
        Issue.record("seed \(seed): \(fuzzer.failures.joined(separator: "; "))")
        failing.append(seed)
        if failing.count == 10 { break }
      }
    }
    budget.report("engine", detail: "calls=\(calls) failing=\(failing)")
  }
}

/// How many inputs a fuzz test runs and from which seed: small by default, set by the
/// environment for long runs.
struct FuzzBudget {
  let seeds: Range<UInt64>

  init(defaultInputs: Int) {
    let environment = ProcessInfo.processInfo.environment
    let first = environment["AUTOCELL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0
    let count = environment["AUTOCELL_FUZZ_INPUTS"].flatMap { UInt64($0) } ?? UInt64(defaultInputs)
    seeds = first..<first + count
  }

  /// Prints the counts when the environment asked for a run (the fuzz script collects them).
  func report(_ target: String, detail: String) {
    guard ProcessInfo.processInfo.environment["AUTOCELL_FUZZ_INPUTS"] != nil else { return }
    print(
      "fuzz \(target): inputs=\(seeds.count) seeds=\(seeds.lowerBound)..<\(seeds.upperBound) \(detail)"
    )
  }

  /// With `AUTOCELL_FUZZ_TRACE` set, writes the seed about to run to standard error, so that
  /// a crash (which records no issue) can be traced to its input.
  func trace(_ seed: UInt64) {
    guard ProcessInfo.processInfo.environment["AUTOCELL_FUZZ_TRACE"] != nil else { return }
    FileHandle.standardError.write(Data("fuzz seed \(seed)\n".utf8))
  }
}

/// One random sequence of calls on a hierarchy of up to 8 nodes.
struct EngineFuzzer {
  private var random: SeededGenerator
  private let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  private var nodes: [FuzzNode] = []
  private var constraints: [LayoutConstraint] = []
  private(set) var failures: [String] = []

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    let deactivateBroken = random.next() % 4 == 0
    root.diagnosticsHandler = { issue in
      // Sometimes act like an app that removes what broke, from inside the handler.
      if deactivateBroken, case .conflict(let conflict) = issue {
        conflict.broken?.isActive = false
      }
    }
    for _ in 0..<4 { nodes.append(FuzzNode()) }
  }

  /// Runs `count` random calls; returns how many ran.
  mutating func run(calls count: Int) -> Int {
    for _ in 0..<count {
      step()
      if !failures.isEmpty { return count }
    }
    root.layoutIfNeeded()
    checkFrames(after: "the last layout")
    return count
  }

  private mutating func pick<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))]
  }

  /// Any node of the hierarchy, the root included, or one not in it.
  private mutating func anyNode() -> LayoutNode {
    random.next() % 6 == 0 ? root : pick(nodes)!
  }

  /// A number from every class the engine must survive.
  private mutating func number() -> CGFloat {
    switch random.next() % 20 {
    case 0: .nan
    case 1: .infinity
    case 2: -.infinity
    case 3: .greatestFiniteMagnitude
    case 4: 1e300 * (random.next() % 2 == 0 ? 1 : -1)
    case 5: -CGFloat(random.next() % 50)
    default: CGFloat(random.next() % 400) / 2
    }
  }

  private mutating func priority() -> LayoutPriority {
    pick([.required, .required, .defaultHigh, .defaultLow, .fittingSizeLevel, 999, 1])!
  }

  private mutating func step() {
    switch random.next() % 16 {
    case 0, 1: addSubview()
    case 2:
      let node = anyNodeButRoot()
      log("remove \(name(node)) from its superview")
      node?.removeFromSuperview()
    case 3, 4, 5: activateConstraint()
    case 6:
      let constraint = pick(constraints)
      log("deactivate \(name(constraint))")
      constraint?.isActive = false
    case 7:
      let constraint = pick(constraints)
      log("activate \(name(constraint))")
      constraint?.isActive = true
    case 8, 9:
      if let constraint = pick(constraints) {
        let constant = number()
        log("constant of \(name(constraint)) = \(constant)")
        constraint.constant = constant
      }
    case 10:
      if let constraint = pick(constraints) {
        let priority = priority()
        log("priority of \(name(constraint)) = \(priority)")
        constraint.priority = priority
      }
    case 11:
      let node = pick(nodes)
      let size = CGSize(width: number(), height: number())
      log("intrinsic size of \(name(node)) = \(size)")
      node?.size = size
    case 12:
      let axis: LayoutAxis = random.next() % 2 == 0 ? .horizontal : .vertical
      let node = pick(nodes)
      let priority = priority()
      log("compression resistance of \(name(node)) \(axis) = \(priority)")
      node?.setContentCompressionResistancePriority(priority, for: axis)
    case 13:
      let size = CGSize(width: number(), height: number())
      log("root size = \(size)")
      root.frame.size = size
    case 14:
      let node = anyNode()
      let target = CGSize(width: number(), height: number())
      log("fit \(name(node)) to \(target)")
      let size = node.systemLayoutSizeFitting(target)
      if !(size.width.isFinite && size.height.isFinite) {
        failures.append("fitting size \(size)")
      }
    default:
      log("layout")
      root.layoutIfNeeded()
      checkFrames(after: "a layout")
    }
    if nodes.count < 8, random.next() % 8 == 0 { nodes.append(FuzzNode()) }
  }

  /// With `AUTOCELL_FUZZ_LOG` set, writes each call to standard error (to replay a seed).
  private func log(_ message: @autoclosure () -> String) {
    guard EngineFuzzer.logs else { return }
    FileHandle.standardError.write(Data((message() + "\n").utf8))
  }

  private static let logs = ProcessInfo.processInfo.environment["AUTOCELL_FUZZ_LOG"] != nil

  /// A node's or constraint's name in the log: its place in the fuzzer's lists.
  private func name(_ object: AnyObject?) -> String {
    guard let object else { return "nothing" }
    if object === root { return "root" }
    if let index = nodes.firstIndex(where: { $0 === object }) { return "n\(index)" }
    if let index = constraints.firstIndex(where: { $0 === object }) {
      return "c\(index) \(constraints[index])"
    }
    return "?"
  }

  private mutating func anyNodeButRoot() -> LayoutNode? { pick(nodes) }

  private mutating func addSubview() {
    guard let child = pick(nodes) else { return }
    let placed = nodes.filter { $0.superview != nil && !$0.isDescendant(of: child) }
    let parents: [LayoutNode] = [root] + placed.map { $0 as LayoutNode }
    guard let parent = pick(parents), parent !== child else { return }
    log("add \(name(child)) to \(name(parent))")
    parent.addSubview(child)
  }

  private mutating func activateConstraint() {
    let first = anyNode()
    let second = anyNode()
    let made: LayoutConstraint
    switch random.next() % 5 {
    case 0:
      made = first.widthAnchor.constraint(
        equalTo: second.heightAnchor, multiplier: random.next() % 3 == 0 ? number() : 1,
        constant: number())
    case 1:
      made = first.heightAnchor.constraint(greaterThanOrEqualToConstant: number())
    case 2:
      made = first.leadingAnchor.constraint(equalTo: second.trailingAnchor, constant: number())
    case 3:
      made = first.topAnchor.constraint(lessThanOrEqualTo: second.bottomAnchor, constant: number())
    default:
      made = first.centerXAnchor.constraint(equalTo: second.centerXAnchor)
    }
    made.priority = priority()
    log("make c\(constraints.count) \(made) between \(name(first)) and \(name(second)), activate")
    made.isActive = true  // items in two hierarchies: reported, stays inactive
    constraints.append(made)
    if constraints.count > 24 { constraints.removeFirst() }
  }

  /// Every node of the hierarchy below the root has a finite frame; a broken constraint is
  /// active.
  private mutating func checkFrames(after what: String) {
    var stack = root.subviews
    while let node = stack.popLast() {
      let frame = node.frame
      let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      if !values.allSatisfy(\.isFinite) {
        failures.append("frame \(frame) after \(what)")
        return
      }
      stack.append(contentsOf: node.subviews)
    }
    for constraint in constraints where constraint.isBroken && !constraint.isActive {
      failures.append("inactive constraint marked broken: \(constraint)")
      return
    }
  }
}

/// A node whose intrinsic size the fuzzer sets (any number, NaN included).
final class FuzzNode: LayoutNode {
  var size = CGSize(width: LayoutNode.noIntrinsicMetric, height: LayoutNode.noIntrinsicMetric) {
    didSet { invalidateIntrinsicContentSize() }
  }

  init() {
    super.init(frame: .zero)
    diagnosticsHandler = { _ in }  // reports while it is a root: expected, not printed
  }

  override var intrinsicContentSize: CGSize { size }
}
