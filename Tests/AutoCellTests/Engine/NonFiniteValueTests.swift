import AutoCell
import Foundation
import Testing

/// NaN, infinities and absurdly large numbers never reach the solver or a frame: they are
/// reported once and the layout recovers as soon as a usable value arrives.
@Suite("Non-finite values")
struct NonFiniteValueTests {
  /// A root of 320 x 480 with one child pinned inside it with insets of 5, laid out.
  func pinnedChild() -> (root: LayoutNode, child: LayoutNode, log: IssueLog) {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let log = IssueLog()
    log.install(on: root)
    let child = LayoutNode()
    root.addSubview(child)
    pin(child, to: root, insets: EdgeInsets(all: 5))
    root.layoutIfNeeded()
    return (root, child, log)
  }

  @Test func aNonFiniteRootSizeIsReportedOnceAndTheLastFiniteSizeKept() {
    let (root, child, log) = pinnedChild()
    root.frame.size = CGSize(width: CGFloat.nan, height: 10)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 5, width: 310, height: 0))
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.issues.count == 1)
    root.frame.size = CGSize(width: 320, height: 480)
    root.layoutIfNeeded()
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 5, width: 310, height: 470))
    #expect(log.issues.count == 1)
  }

  @Test func aConstraintMadeWithANaNConstantHealsWhenTheConstantBecomesFinite() {
    let (root, child, log) = pinnedChild()
    let width = child.widthAnchor.constraint(equalToConstant: .nan)
    width.priority = .defaultHigh
    width.isActive = true
    root.layoutIfNeeded()
    #expect(width.isBroken)
    #expect(log.issues.count == 1)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.issues.count == 1)
    width.constant = 50
    root.layoutIfNeeded()
    #expect(!width.isBroken)
    #expect(log.issues.count == 1)
  }

  /// A root of 320 x 480 with a 40 x 10 child at its top left, laid out; `width` is the
  /// child's width constraint.
  func sizedChild() -> (root: LayoutNode, child: LayoutNode, width: LayoutConstraint, log: IssueLog)
  {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let log = IssueLog()
    log.install(on: root)
    let child = LayoutNode()
    root.addSubview(child)
    let width = child.widthAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      width, child.heightAnchor.constraint(equalToConstant: 10),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return (root, child, width, log)
  }

  @Test func aConstantSetToNaNBreaksTheConstraintUntilItIsFiniteAgain() {
    let (root, child, width, log) = sizedChild()
    for bad: CGFloat in [.nan, .infinity, -.infinity] {
      width.constant = bad
      root.layoutIfNeeded()
      #expect(width.isBroken, "\(bad)")
      #expect(child.frame.width.isFinite, "\(bad)")
    }
    #expect(log.issues.count == 3)
    width.constant = 50
    root.layoutIfNeeded()
    #expect(!width.isBroken)
    #expect(child.frame.width == 50)
  }

  @Test func hugeConstantsAreClampedAndLeaveNoTrace() {
    let (root, child, width, log) = sizedChild()
    for huge: CGFloat in [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, 1.8e303] {
      width.constant = huge
      root.layoutIfNeeded()
      #expect(child.frame.width.isFinite, "\(huge)")
      #expect(abs(child.frame.width) <= 1e6, "\(huge)")
    }
    width.constant = 50
    root.layoutIfNeeded()
    #expect(child.frame.width == 50)
    #expect(log.issues.isEmpty)
  }

  @Test func aHugeIntrinsicSizeFollowedByASmallOneLaysOutAtTheSmallOne() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = SizedNode(1e300, 1e300)
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.size.width.isFinite && child.frame.size.height.isFinite)
    child.size = CGSize(width: 20, height: 30)
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 20, height: 30))
  }

  @Test func aNonFiniteIntrinsicSizeIsReportedOnceAndThePreviousSizeKept() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let log = IssueLog()
    log.install(on: root)
    let child = SizedNode(20, 30)
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    child.size = CGSize(width: CGFloat.nan, height: .infinity)
    root.layoutIfNeeded()
    child.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 20, height: 30))
    #expect(log.issues.count == 2)  // one per axis
    child.size = CGSize(width: 25, height: 35)
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 25, height: 35))
    #expect(log.issues.count == 2)
  }

  @Test func aHugeMultiplierIsClamped() {
    let (root, child, _) = pinnedChild()
    let other = LayoutNode()
    root.addSubview(other)
    LayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      other.topAnchor.constraint(equalTo: root.topAnchor),
      other.heightAnchor.constraint(equalToConstant: 1),
      other.widthAnchor.constraint(equalTo: child.widthAnchor, multiplier: 1e300),
    ])
    root.layoutIfNeeded()
    #expect(other.frame.width.isFinite)
  }
}
