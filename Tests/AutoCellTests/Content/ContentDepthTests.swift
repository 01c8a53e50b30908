import AutoCell
import Foundation
import Testing

/// A text inside `depth` nested `VStack`s.
private func nested(_ depth: Int) -> any ContentNode {
  var node: any ContentNode = Text("deep")
  for _ in 0..<depth { node = VStack(children: [node]) }
  return node
}

@Suite("Content: depth")
struct ContentDepthTests {
  /// Stacks nested 7,000 deep (which overflowed an 8 MB stack) and 30,000 deep (as deep as
  /// the engine's node trees go) measure, place and line up on baselines as the one text they
  /// hold: each stack is its one child's size.
  @Test(arguments: [7_000, 30_000])
  func deeplyNestedStacksMeasureAndPlaceAsTheirText(depth: Int) throws {
    let text = TextReference.size("deep")
    let content = nested(depth)
    #expect(content.sizeThatFits(.unspecified) == text)
    #expect(content.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == text)
    // Placed: the tree is the stacks and the text, every frame the text's.
    let tree = content.layoutTree(in: CGRect(origin: .zero, size: text))
    #expect(tree.count == depth + 1)
    #expect(tree.allSatisfy { $0.frame == CGRect(origin: .zero, size: text) })
    // On a baseline beside another text: the deep one's first baseline is its text's.
    let row = HStack(alignment: .firstTextBaseline, spacing: 0) {
      AnyContent(erasing: content)
      Text("x").font(.caption)
    }
    let ascent = TextReference.ascent(.body)
    let height = max(
      text.height,
      ascent - TextReference.ascent(.caption) + TextReference.size("x", .caption).height)
    #expect(row.sizeThatFits(.unspecified).height == height)
  }

  @Test func aDeepHostedCellMeasuresItsText() {
    let cell = HostingCell<AnyContent>()
    cell.set(rootView: AnyContent(erasing: nested(7_000)))
    #expect(cell.fittingHeight(forWidth: 320) == TextReference.size("deep").height)
  }
}
