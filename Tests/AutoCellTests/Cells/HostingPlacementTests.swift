import AutoCell
import Foundation
import Testing

/// Puts `node` at the origin with `size` and lays it out.
private func laidOut<Content>(_ node: HostingNode<Content>, _ size: CGSize) -> [ContentPlacement] {
  node.frame = CGRect(origin: .zero, size: size)
  node.layoutIfNeeded()
  return node.contentLayout()
}

/// A layout that is always 100 x 20.
private struct Fixed: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 20)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// A SwiftUI hosting view proposes its own bounds' size to its content when it places it, and
/// centres the content's answer in its bounds; it measures a self-sizing height with the
/// width and a nil height.
@Suite("Hosting: content placed in the hosting node's bounds, centred")
struct HostingPlacementTests {
  @Test func anAccentBarWithMaxHeightInfinityFillsTheRow() throws {
    // HStack(alignment: .top, spacing: 8) { bar; three lines }. Measured at (375, nil): the
    // bar answers its ideal 10 (a colour proposed nil), the texts 3 x 20.4, so the row is
    // 61.2 tall. Placed, the host proposes (375, 61.2): the bar's frame(maxHeight: .infinity)
    // takes the 61.2 offered, so the bar runs the full height (it was placed 10 tall).
    let node = HostingNode(
      rootView: HStack(alignment: .top, spacing: 8) {
        Color.blue.frame(width: 4).frame(maxHeight: .infinity)
        VStack(alignment: .leading, spacing: 0) {
          Text("One")
          Text("Two")
          Text("Three")
        }
      })
    let line = TextReference.lineHeight(.body)
    let height = node.intrinsicContentSize(forWidth: 375).height
    #expect(height == 3 * line)
    let placed = laidOut(node, CGSize(width: 375, height: height))
    let bar = try #require(placed.first { $0.node is Color })
    #expect(bar.frame.height == 3 * line)
    #expect(bar.frame.minY == 0)
  }

  @Test func aRuleBesideTextRunsTheFullHeightOfTheRowInACell() throws {
    // Rectangle().frame(width: 2) next to wrapping text: the rectangle answers what it is
    // offered, so placed with the row's height it is the row's height, at the row's top.
    let words = String(repeating: "several words that wrap ", count: 8)
    let cell = HostingCell<HStack>()
    cell.set(
      rootView: HStack(spacing: 12) {
        Rectangle().frame(width: 2)
        Text(words)
      })
    let height = cell.fittingHeight(forWidth: 320).rounded(.up)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: height)
    cell.layoutIfNeeded()
    let host = try #require(cell.hostingNode)
    let rule = try #require(host.contentLayout().first { $0.node is Rectangle })
    #expect(rule.frame.height == host.bounds.height)
    #expect(rule.frame.minY == 0)
    #expect(host.bounds.height > 4 * TextReference.lineHeight(.body))
  }

  @Test func aShortTextRootIsCentredInTheNode() throws {
    // The node is 343 wide; a one-line text is w wide, so it sits at (343 - w) / 2 with its
    // own width (it was at x 0, stretched to 343).
    let text = "Short"
    let width = TextReference.size(text).width
    let node = HostingNode(rootView: Text(text))
    let height = node.intrinsicContentSize(forWidth: 343).height
    let placed = laidOut(node, CGSize(width: 343, height: height))
    let root = try #require(placed.first)
    #expect(root.frame == CGRect(x: (343 - width) / 2, y: 0, width: width, height: height))
  }

  @Test func aCustomLayoutRootIsCentredAndContentTallerThanTheNodeToo() throws {
    // A 100 x 20 layout in a 300 x 60 node: at (100, 20). In a 300 x 10 node (too short)
    // it overflows equally above and below: y = -5.
    let node = HostingNode(rootView: LayoutContent(Fixed(), children: []))
    let placed = laidOut(node, CGSize(width: 300, height: 60))
    #expect(placed.first?.frame == CGRect(x: 100, y: 20, width: 100, height: 20))
    let short = laidOut(node, CGSize(width: 300, height: 10))
    #expect(short.first?.frame == CGRect(x: 100, y: -5, width: 100, height: 20))
  }
}
