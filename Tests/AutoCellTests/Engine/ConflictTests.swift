import AutoCell
import Foundation
import Testing

@Suite("Conflicts and ambiguity")
struct ConflictTests {
  @Test func aConflictingRequiredConstraintIsBrokenAndReported() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let log = IssueLog()
    log.install(on: root)
    let child = LayoutNode()
    child.identifier = "child"
    root.addSubview(child)
    pin(child, to: root)
    let wide = child.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    let narrow = child.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
    narrow.identifier = "narrow"
    wide.isActive = true
    root.layoutIfNeeded()  // the root's frame pin (300) conflicts with `wide` and is broken
    let pinConflict = try #require(log.conflicts.first)
    #expect(pinConflict.broken == nil)
    guard case .rootFrame(let pinned, .width, let value) = pinConflict.brokenConstraint else {
      Issue.record("expected the root's width pin, got \(pinConflict.brokenConstraint)")
      return
    }
    #expect(pinned === root && value == 300)
    #expect(pinConflict.brokenConstraint.description.contains("RootFrame"))
    #expect(child.frame.width == 200)

    narrow.isActive = true  // conflicts with `wide`: the newcomer is broken
    root.layoutIfNeeded()
    #expect(log.conflicts.count == 2)
    let conflict = try #require(log.conflicts.last)
    #expect(conflict.broken === narrow)
    #expect(narrow.isActive && narrow.isBroken)
    #expect(!wide.isBroken)
    // The objects themselves, so a host can map the conflict back to its own constraints.
    #expect(conflict.constraints.contains { $0.layoutConstraint === wide })
    #expect(conflict.constraints.last?.layoutConstraint === narrow)
    #expect(conflict.constraints.compactMap(\.identifier).contains("wide"))
    let message = conflict.description
    #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(
      message.contains("Will attempt to recover by breaking constraint\n<LayoutConstraint 'narrow'")
    )
    #expect(message.contains("LayoutNode:0x") && message.contains("'child'.width <= 100"))
    #expect(child.frame.width == 200)  // existing layout kept

    wide.isActive = false  // the broken constraint is retried when it changes
    narrow.constant = 90
    root.layoutIfNeeded()
    #expect(!narrow.isBroken)
    #expect(child.frame.width == 90)
  }

  @Test func aConflictingConstantChangeBreaksThatConstraint() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let log = IssueLog()
    log.install(on: root)
    let child = LayoutNode()
    root.addSubview(child)
    let minimum = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
    let maximum = child.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
    LayoutConstraint.activate([minimum, maximum])
    root.layoutIfNeeded()
    #expect(log.issues.isEmpty)
    minimum.constant = 100
    root.layoutIfNeeded()
    let conflict = try #require(log.conflicts.first)
    #expect(conflict.broken === minimum)
    #expect(minimum.isBroken)
    #expect(child.frame.width <= 80)
  }

  @Test func aConstraintWithoutCommonAncestorStaysInactive() {
    let a = LayoutNode()
    let b = LayoutNode()
    let log = IssueLog()
    log.install(on: a)
    let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(log.issues.count == 1)
    #expect(log.issues.first?.description.contains("no common ancestor") == true)
    guard case .noCommonAncestor(let reported) = log.issues.first else {
      Issue.record("expected a no-common-ancestor report")
      return
    }
    #expect(reported === constraint)
  }

  @Test func underconstrainedNodesAreAmbiguous() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = LayoutNode()
    root.addSubview(child)
    let constraints = [
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
    ]
    LayoutConstraint.activate(constraints)
    #expect(child.hasAmbiguousLayout)  // no width
    #expect(!root.hasAmbiguousLayout)
    let width = child.widthAnchor.constraint(equalToConstant: 30)
    width.isActive = true
    #expect(!child.hasAmbiguousLayout)
    width.isActive = false
    let pair = [
      child.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
      child.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
    ]
    LayoutConstraint.activate(pair)
    #expect(child.hasAmbiguousLayout)  // anything between 10 and 50
  }

  @Test func anIntrinsicSizeResolvesAmbiguity() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = SizedNode(40, 20)
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    #expect(!child.hasAmbiguousLayout)
    child.size = CGSize(width: LayoutNode.noIntrinsicMetric, height: 20)
    #expect(child.hasAmbiguousLayout)
  }
}

@Suite("Bad input")
struct BadInputTests {
  @Test func nonFiniteNumbersAreReportedNotFatal() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = IssueLog()
    log.install(on: root)
    let child = LayoutNode()
    root.addSubview(child)
    pin(child, to: root)
    root.layoutIfNeeded()
    let bad = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan)
    bad.isActive = true
    let infinite = child.heightAnchor.constraint(lessThanOrEqualToConstant: .infinity)
    infinite.isActive = true
    root.layoutIfNeeded()
    #expect(bad.isBroken && infinite.isBroken)
    #expect(log.issues.count == 2)
    guard case .invalidConstraint(let reported, _) = try #require(log.issues.first) else {
      Issue.record("expected an invalid constraint report")
      return
    }
    #expect(reported.layoutConstraint === bad)
    #expect(child.frame.size == CGSize(width: 100, height: 100))
  }

  @Test func hugeFittingTargetsAreClamped() {
    let root = LayoutNode()
    let child = SizedNode(30, LayoutNode.noIntrinsicMetric)
    root.addSubview(child)
    pin(child, to: root)
    let huge = root.systemLayoutSizeFitting(
      CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
    #expect(huge == CGSize(width: 30, height: 1_000_000))
    let nan = root.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: -5))
    #expect(nan == CGSize(width: 30, height: 0))
  }
}
