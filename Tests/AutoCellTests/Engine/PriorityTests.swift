import AutoCell
import Foundation
import Testing

@Suite("Priorities, hugging, compression resistance")
struct PriorityTests {
  /// Two labels side by side filling 300 points; intrinsic widths 100 and 50.
  private func row(
    left: SizedNode, right: SizedNode, width: CGFloat
  ) -> LayoutNode {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 40))
    root.addSubview(left)
    root.addSubview(right)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor),
      right.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return root
  }

  @Test func theLowerHuggingPriorityStretches() {
    for stretchLeft in [true, false] {
      let left = SizedNode(100, 20)
      let right = SizedNode(50, 20)
      let root = row(left: left, right: right, width: 300)
      (stretchLeft ? right : left).setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      root.layoutIfNeeded()
      if stretchLeft {
        #expect(left.frame.width == 250 && right.frame.width == 50)
      } else {
        #expect(left.frame.width == 100 && right.frame.width == 200)
      }
      #expect(left.frame.height == 20)
    }
  }

  @Test func theLowerCompressionResistanceShrinks() {
    for shrinkLeft in [true, false] {
      let left = SizedNode(100, 20)
      let right = SizedNode(50, 20)
      let root = row(left: left, right: right, width: 120)
      (shrinkLeft ? right : left).setContentCompressionResistancePriority(
        .defaultHigh + 1, for: .horizontal)
      root.layoutIfNeeded()
      if shrinkLeft {
        #expect(left.frame.width == 70 && right.frame.width == 50)
      } else {
        #expect(left.frame.width == 100 && right.frame.width == 20)
      }
    }
  }

  @Test(arguments: [5000, 3])
  func onePriority750ConstraintBeatsManyPriority749Ones(count: Int) {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LayoutNode()
    root.addSubview(child)
    let strong = child.widthAnchor.constraint(equalToConstant: 10)
    strong.priority = .defaultHigh
    var weak: [LayoutConstraint] = []
    for _ in 0..<count {
      let constraint = child.widthAnchor.constraint(equalToConstant: 90)
      constraint.priority = .defaultHigh - 1
      weak.append(constraint)
    }
    LayoutConstraint.activate([strong] + weak)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 10)
    // Below the others, it loses. (Not with 5000: the solver's re-optimisation after removing
    // the 750 constraint takes 2499 pivots there, 46 s in a debug build; reported to the
    // solver's owner.)
    guard count < 100 else { return }
    strong.priority = .defaultHigh - 2
    root.layoutIfNeeded()
    #expect(child.frame.width == 90)
  }

  @Test func constantChangesAndDeactivationUpdateTheLayout() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = LayoutNode()
    root.addSubview(child)
    let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let width = child.widthAnchor.constraint(equalToConstant: 50)
    let fallback = child.widthAnchor.constraint(equalToConstant: 70)
    fallback.priority = .defaultLow
    LayoutConstraint.activate([
      leading, width, fallback,
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 0, width: 50, height: 10))

    leading.constant = 30
    width.constant = 60
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 30, y: 0, width: 60, height: 10))

    width.isActive = false
    #expect(!width.isActive)
    root.layoutIfNeeded()
    #expect(child.frame.width == 70)

    width.constant = 40  // inactive: no effect until activated
    root.layoutIfNeeded()
    #expect(child.frame.width == 70)
    width.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 40)
  }

  @Test func constantChangesAreIncremental() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = LayoutNode()
    root.addSubview(child)
    pin(child, to: root)
    let height = child.heightAnchor.constraint(equalToConstant: 10)
    height.priority = .defaultHigh
    height.isActive = true
    root.layoutIfNeeded()
    let engineWork = root.engineStatistics
    for constant in stride(from: 0, through: 50, by: 5) {
      height.constant = CGFloat(constant)
      root.layoutIfNeeded()
    }
    #expect(root.engineStatistics?.constraintsAdded == engineWork?.constraintsAdded)
    #expect(root.engineStatistics?.constraintsRemoved == engineWork?.constraintsRemoved)
  }

  @Test func priorityLiteralsAndArithmetic() {
    let p: LayoutPriority = 999
    #expect(p == .required - 1)
    #expect(LayoutPriority(251) == .defaultLow + 1)
    #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(LayoutPriority.defaultHigh < .required)
  }
}

@Suite("Priority changes on active constraints")
struct PriorityChangeTests {
  @Test func requiredAndOptionalSwitchOnAnActiveConstraint() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let log = IssueLog()
    log.install(on: root)
    let child = LayoutNode()
    root.addSubview(child)
    pin(child, to: root)
    let narrow = child.widthAnchor.constraint(equalToConstant: 50)
    narrow.priority = .defaultHigh
    narrow.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 200 && log.issues.isEmpty)

    narrow.priority = .required  // now conflicts with the pins: broken, reported, layout kept
    root.layoutIfNeeded()
    #expect(narrow.isBroken && log.conflicts.count == 1)
    #expect(child.frame.width == 200)

    narrow.priority = .defaultLow  // optional again: back in the solver, losing quietly
    root.layoutIfNeeded()
    #expect(!narrow.isBroken && log.conflicts.count == 1)
    #expect(child.frame.width == 200)
  }

  @Test func requiredHuggingAgainstRequiredConstraintsIsReported() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let log = IssueLog()
    log.install(on: root)
    let label = SizedNode(80, 20)
    label.identifier = "label"
    root.addSubview(label)
    pin(label, to: root)
    root.layoutIfNeeded()
    #expect(log.issues.isEmpty)
    label.setContentHuggingPriority(.required, for: .horizontal)
    root.layoutIfNeeded()
    let conflict = try #require(log.conflicts.first)
    guard
      case .intrinsicSize(let node, .horizontal, hugging: true, let value, let priority) =
        conflict.brokenConstraint
    else {
      Issue.record("expected the label's hugging, got \(conflict.brokenConstraint)")
      return
    }
    #expect(node === label && value == 80 && priority == .required)
    #expect(conflict.brokenConstraint.description.hasPrefix("<ContentHugging"))
    #expect(conflict.brokenConstraint.description.contains("'label'.width <= 80"))
    #expect(label.frame.width == 200)
  }
}
