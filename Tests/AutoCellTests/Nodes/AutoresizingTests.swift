import AutoCell
import Foundation
import Testing

/// A self-sizing cell written the UIKit way: a bold title over wrapping body text, inside the
/// content view's margins.
private final class PostCell: TableCell {
  let title = TextNode(font: .boldSystem(size: 17))
  let body = TextNode(numberOfLines: 0)

  override convenience init() { self.init(reuseIdentifier: nil) }

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    for label in [title, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      body.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 0.5),
      body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  func configure(row: Int) {
    title.text = "Row \(row)"
    body.text = Array(repeating: "words that wrap across lines", count: 1 + row % 7).joined(
      separator: " ")
  }
}

@Suite("translatesAutoresizingMaskIntoConstraints")
struct AutoresizingTests {
  /// The ported measuring routine of issue 12: set the content view's frame to the row's
  /// width, lay out, measure with the compressed size.
  ///
  /// UIKit gives the wrapped height (the frame is an input and labels wrap at the width they were
  /// laid out at).
  @Test("the UIKit measuring routine gives fittingHeight(forWidth:) for every row")
  func uikitMeasuringRoutineMatchesFittingHeight() {
    let prototype = PostCell()
    for row in 0..<12 {
      for width: CGFloat in [280, 320, 375, 414] {
        prototype.configure(row: row)
        prototype.contentView.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        prototype.contentView.layoutIfNeeded()
        let measured = prototype.contentView.systemLayoutSizeFitting(
          LayoutNode.layoutFittingCompressedSize
        ).height
        let fresh = PostCell()
        fresh.configure(row: row)
        let expected = fresh.fittingHeight(forWidth: width)
        #expect(abs(measured - expected) < 1e-6, "row \(row) width \(width)")
        // Not the one-line height the issue saw: long rows wrap.
        if row % 7 >= 3 { #expect(measured > fresh.fittingHeight(forWidth: 10_000)) }
      }
    }
  }

  /// The same routine on a root node used as the content view (no superview, no mask).
  @Test func theRoutineWorksOnARootContentViewToo() {
    let contentView = LayoutNode()
    let body = TextNode(
      text: Array(repeating: "wrapping text", count: 20).joined(separator: " "), numberOfLines: 0)
    contentView.addSubview(body)
    LayoutConstraint.activate(body.constraints(pinningEdgesTo: contentView))
    contentView.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    contentView.layoutIfNeeded()
    let measured = contentView.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    #expect(measured.height == body.size(atWidth: 200).height.rounded(.up))  // whole pixels
    #expect(abs(measured.height - contentView.fittingHeight(forWidth: 200)) < 1e-6)
    #expect(measured.height > body.size(atWidth: .infinity).height)
  }

  /// UIKit code that turns the flag off and constrains everything keeps working.
  @Test func codeThatTurnsTheFlagOffIsPlacedByConstraints() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = LayoutNode(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    pin(child, to: root, insets: EdgeInsets(all: 10))
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
    #expect(!root.constraints.contains { "\($0)".hasPrefix("<AutoresizingMaskConstraint") })
  }

  /// SnapKit's rule, our one difference from UIKit: constraining a node's own anchors turns an
  /// implicit flag off, so its old frame does not fight the constraints.
  @Test func constrainingANodesAnchorsTurnsAnImplicitFlagOff() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = LayoutNode(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    root.addSubview(child)
    #expect(child.translatesAutoresizingMaskIntoConstraints)
    #expect(root.constraints.count == 4)  // the frame, as four autoresizing constraints
    let log = IssueLog()
    log.install(on: root)
    pin(child, to: root)
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
    #expect(root.constraints.count == 4)  // the pins replaced them
    root.layoutIfNeeded()
    #expect(child.frame == root.bounds)
    #expect(log.issues.isEmpty)
  }

  /// UIKit: a view whose flag is on keeps its frame; constraints on others may use it.
  @Test func aFrameIsAnInputOthersCanBeConstrainedTo() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let framed = LayoutNode(frame: CGRect(x: 20, y: 10, width: 100, height: 30))
    let follower = LayoutNode()
    root.addSubview(framed)
    root.addSubview(follower)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 8),
      follower.topAnchor.constraint(equalTo: framed.bottomAnchor),
      follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
      follower.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(framed.frame == CGRect(x: 20, y: 10, width: 100, height: 30))
    #expect(follower.frame == CGRect(x: 128, y: 40, width: 100, height: 5))
    framed.frame = CGRect(x: 0, y: 0, width: 60, height: 10)  // a new input, incrementally
    root.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 68, y: 10, width: 60, height: 5))
  }

  /// UIKit's autoresizing: the flexible parts absorb the superview's size change, in
  /// proportion to their lengths; fixed parts keep theirs.
  @Test(
    "masks share a superview change as UIKit's autoresizing does",
    arguments: [
      (AutoresizingMask(), CGRect(x: 10, y: 20, width: 100, height: 40)),
      (AutoresizingMask([.flexibleWidth]), CGRect(x: 10, y: 20, width: 200, height: 40)),
      (AutoresizingMask([.flexibleLeftMargin]), CGRect(x: 110, y: 20, width: 100, height: 40)),
      (AutoresizingMask([.flexibleRightMargin]), CGRect(x: 10, y: 20, width: 100, height: 40)),
      // Margins 10 and 90: they share the extra 100 as 10:90.
      (
        AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]),
        CGRect(x: 20, y: 20, width: 100, height: 40)
      ),
      // Margin 10 and width 100 share 100 as 10:100.
      (
        AutoresizingMask([.flexibleLeftMargin, .flexibleWidth]),
        CGRect(x: 10 + 100.0 * 10 / 110, y: 20, width: 100 + 100.0 * 100 / 110, height: 40)
      ),
      // Height 40 and bottom margin 40 share 100 equally.
      (
        AutoresizingMask([.flexibleHeight, .flexibleBottomMargin]),
        CGRect(x: 10, y: 20, width: 100, height: 90)
      ),
      (AutoresizingMask([.flexibleTopMargin]), CGRect(x: 10, y: 120, width: 100, height: 40)),
    ] as [(AutoresizingMask, CGRect)])
  func masksFollowTheSuperviewsSize(mask: AutoresizingMask, expected: CGRect) {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let parent = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = LayoutNode(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    child.autoresizingMask = mask
    root.addSubview(parent)
    parent.addSubview(child)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    root.layoutIfNeeded()
    let rounded = CGRect(
      x: expected.minX.rounded(), y: expected.minY.rounded(),
      width: expected.maxX.rounded() - expected.minX.rounded(),
      height: expected.maxY.rounded() - expected.minY.rounded())
    #expect(child.frame == rounded, "\(mask)")
  }

  /// UIKit's log adds a note naming the property when an autoresizing constraint conflicts.
  @Test func aConflictWithAnAutoresizingConstraintNamesTheFlag() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let child = LayoutNode(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    child.translatesAutoresizingMaskIntoConstraints = true  // explicit: stays on
    root.addSubview(child)
    let log = IssueLog()
    log.install(on: root)
    child.widthAnchor.constraint(equalToConstant: 80).isActive = true
    root.layoutIfNeeded()
    #expect(child.translatesAutoresizingMaskIntoConstraints)
    let text = log.conflicts.first?.description ?? ""
    #expect(text.contains("<AutoresizingMaskConstraint"))
    #expect(text.contains("translatesAutoresizingMaskIntoConstraints"))
  }

  /// Nodes made with init() and placed by constraints (all code before the flag) never get
  /// autoresizing constraints, even when only other nodes' constraints mention them.
  @Test func nodesWithoutAFrameGetNoAutoresizingConstraints() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let container = LayoutNode()
    let label = SizedNode(50, 20)
    root.addSubview(container)
    container.addSubview(label)
    pin(label, to: container, insets: EdgeInsets(all: 5))  // the container is second only
    LayoutConstraint.activate([
      root.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: -10),
      root.topAnchor.constraint(equalTo: container.topAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    #expect(container.translatesAutoresizingMaskIntoConstraints)
    #expect(container.frame == CGRect(x: 10, y: 10, width: 60, height: 30))
  }
}

extension AutoresizingTests {
  /// Setting the flag to true explicitly on a node already in a hierarchy makes its frame an
  /// input at once (even a zero frame), as UIKit's does.
  @Test func anExplicitTrueTakesEffectAtOnce() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LayoutNode()
    root.addSubview(child)
    #expect(root.constraints.isEmpty)
    child.translatesAutoresizingMaskIntoConstraints = true
    #expect(root.constraints.count == 4)
    child.translatesAutoresizingMaskIntoConstraints = false
    #expect(root.constraints.isEmpty)
  }
}
