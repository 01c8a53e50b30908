import AutoCell
import Cassowary
import Foundation
import Testing

/// A cell as `autocell-bench`'s `cells.stack.hidden` builds it: a vertical stack (in the content
/// view's margins) of a title over a top-aligned horizontal stack of a tag and a body.
private final class TagCell: TableCell {
  let title = TextNode(text: "Row 7 by author 7", font: .boldSystem(size: 17))
  let tag = TextNode(text: "#7", font: .system(size: 13))
  let body = TextNode(text: "layout cells width constraint priority text wraps", numberOfLines: 0)
  let line: StackNode

  required init(reuseIdentifier: String?) {
    line = StackNode(arrangedSubviews: [tag, body])
    super.init(reuseIdentifier: reuseIdentifier)
    tag.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    tag.setContentCompressionResistancePriority(.required, for: .horizontal)
    line.spacing = 8
    line.alignment = .top
    let column = StackNode(arrangedSubviews: [title, line])
    column.axis = .vertical
    column.spacing = 4
    contentView.addSubview(column)
    pin(column, to: contentView.layoutMarginsGuide)
  }
}

/// The solver's work between two readings of its statistics.
private struct Work {
  let added: Int
  let removed: Int
  let pivots: Int

  init(from before: Solver.Statistics, to after: Solver.Statistics) {
    added = after.constraintsAdded - before.constraintsAdded
    removed = after.constraintsRemoved - before.constraintsRemoved
    pivots = after.pivots - before.pivots
  }
}

@Suite("Hiding arranged nodes in place")
struct StackHidingTests {
  /// Hiding the tag is a few incremental changes, not a rebuild of the line's constraints:
  /// two leave (its bound `tag.bottom <= line.bottom`, its spacing to the body) and two come
  /// in (its zero width at 999, the body's start at the line's; the tag's start stays at the
  /// line's, now as a hidden node's); showing it undoes exactly that, with the same
  /// constraints.
  ///
  /// Rebuilding removed and added all of the line's constraints each time (8 or 9).
  @Test func hidingAndShowingChangeTwoConstraints() throws {
    let cell = TagCell(reuseIdentifier: nil)
    let shown = cell.fittingHeight(forWidth: 375)
    let start = try #require(cell.engineStatistics)
    cell.tag.isHidden = true
    let hidden = cell.fittingHeight(forWidth: 375)
    let afterHiding = try #require(cell.engineStatistics)
    let hiding = Work(from: start, to: afterHiding)
    #expect(hiding.added == 2)
    #expect(hiding.removed == 2)
    cell.tag.isHidden = false
    #expect(cell.fittingHeight(forWidth: 375) == shown)
    let showing = Work(from: afterHiding, to: try #require(cell.engineStatistics))
    #expect(showing.added == 2)
    #expect(showing.removed == 2)
    // The body got the tag's width and gap back: as many lines as before or fewer.
    #expect(hidden <= shown)
  }

  /// A toggle trades the chain's spacing and pin in one solver change.
  ///
  /// The spacing to the tag and the body's start pin trade places (the pin solved for the
  /// spacing's marker): no phase 1 for the pin, and none for the spacing when the tag comes
  /// back. Centred nodes also change their cross-axis bounds (6 changes).
  ///
  /// Removing one and adding the other made 6 pivots for a hide and a show and their
  /// measurements (7 with `.fill`), 4 of them in the phase-1 adds.
  @Test(arguments: [
    (StackNode.Alignment.top, 4, 0), (.fill, 4, 1), (.center, 6, 0),
  ])
  func aToggleTradesTheChainsEqualitiesInOneChange(
    alignment: StackNode.Alignment, changes: Int, pivots: Int
  ) throws {
    let cell = TagCell(reuseIdentifier: nil)
    cell.line.alignment = alignment
    _ = cell.fittingHeight(forWidth: 375)
    let start = try #require(cell.engineStatistics)
    cell.tag.isHidden = true
    _ = cell.fittingHeight(forWidth: 375)
    cell.tag.isHidden = false
    _ = cell.fittingHeight(forWidth: 375)
    let work = Work(from: start, to: try #require(cell.engineStatistics))
    #expect(work.added == changes && work.removed == changes)
    #expect(work.pivots <= pivots, "\(work.pivots) pivots")
  }

  /// A toggle whose new chain conflicts with the user's constraints is reported as a removal
  /// and an activation report it: the spacing that comes in is broken, the pin it replaces is
  /// gone, and the layout keeps the user's constraint.
  @Test func aToggleThatConflictsBreaksTheSpacingThatComesIn() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let log = IssueLog()
    log.install(on: root)
    let tag = LayoutNode()
    let body = LayoutNode()
    let line = StackNode(arrangedSubviews: [tag, body])
    line.spacing = 8
    root.addSubview(line)
    pin(line, to: root)
    tag.widthAnchor.constraint(equalToConstant: 40).isActive = true
    tag.isHidden = true
    root.layoutIfNeeded()
    body.leadingAnchor.constraint(equalTo: line.leadingAnchor).isActive = true
    tag.isHidden = false
    root.layoutIfNeeded()
    #expect(log.conflicts.count == 1)
    let conflict = try #require(log.conflicts.first)
    #expect(conflict.broken?.identifier == "stack.spacing")
    #expect(conflict.broken?.isActive == true && conflict.broken?.isBroken == true)
    #expect(!line.constraints.contains { $0.identifier == "stack.start" && $0.firstItem === body })
    #expect(body.frame.minX == 0 && tag.frame.minX == 0)
  }

  /// Hidden, the tag takes no room in the chain: the body starts at the line's leading edge
  /// and spans it, as a line built without the tag places it. (The tag keeps its width: its
  /// required compression resistance beats the zero width at 999.)
  @Test func aHiddenNodeTakesNoSpaceAndNoGap() throws {
    let cell = TagCell(reuseIdentifier: nil)
    _ = cell.fittingHeight(forWidth: 375)
    cell.tag.isHidden = true
    let height = cell.fittingHeight(forWidth: 375)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
    cell.layoutIfNeeded()
    #expect(cell.tag.frame.minX == 0)
    #expect(cell.body.frame.minX == 0)
    #expect(cell.body.frame.width == cell.line.frame.width)

    let reference = TagCell(reuseIdentifier: nil)
    reference.line.removeArrangedSubview(reference.tag)
    reference.tag.removeFromSuperview()
    #expect(reference.fittingHeight(forWidth: 375) == height)
  }

  /// Hiding the last node moves the tie-break (the room left goes to the last visible node):
  /// two nodes that hug equally in a 200-point row, the second hidden: the first takes the
  /// whole row, as UIKit gives the room to the last visible view; shown again, the second
  /// takes the room past the first's 30 points.
  @Test func hidingTheLastNodeGivesTheRoomToTheOneBefore() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    let nodes = [SizedNode(30, 20), SizedNode(40, 20)]
    let stack = StackNode(arrangedSubviews: nodes)
    stack.spacing = 10
    root.addSubview(stack)
    pin(stack, to: root)
    root.layoutIfNeeded()
    #expect(nodes.map(\.frame.width) == [30, 160])
    nodes[1].isHidden = true
    root.layoutIfNeeded()
    #expect(nodes.map(\.frame.width) == [200, 0])
    nodes[1].isHidden = false
    root.layoutIfNeeded()
    #expect(nodes.map(\.frame.width) == [30, 160])
  }

  /// A hidden node does not make a stack aligned by edges thicker: a top-aligned row of a
  /// 20-point and a 40-point tall node, the taller hidden, is 20 points tall.
  @Test func aHiddenNodeDoesNotThickenTheStack() {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let short = SizedNode(30, 20)
    let tall = SizedNode(40, 40)
    let stack = StackNode(arrangedSubviews: [short, tall])
    stack.alignment = .top
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame.height == 40)
    tall.isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame.height == 20)
    #expect(stack.frame.width == 30)
  }
}
