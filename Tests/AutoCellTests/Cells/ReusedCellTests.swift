import AutoCell
import Foundation
import Testing

/// Content whose structure follows its item: a branch taken or not (`if` and `if`/`else` of
/// different types), a `ForEach` of 0 to 3 views, texts of different lengths, fonts and line
/// limits, a stack alignment, an environment font on a whole stack, and a custom layout
/// with a cache (``TagLayout``), so that a cell reused from one item to the next sees its
/// tree change shape as well as values.
private struct ChangingShapeCell: ContentNode {
  let item: Int

  private static let words = ["reuse", "a", "cell", "without", "stale", "sizes", "or", "frames"]

  private func sentence(_ seed: Int, words count: Int) -> String {
    (0..<count).map { Self.words[($0 * 5 + seed) % Self.words.count] }.joined(separator: " ")
  }

  var body: some ContentNode {
    VStack(alignment: item % 2 == 0 ? .leading : .trailing, spacing: CGFloat(2 + item % 3)) {
      HStack(alignment: item % 3 == 0 ? .firstTextBaseline : .top) {
        Text("Title \(item)")
          .font(item % 3 == 0 ? .headline : .body)
          .lineLimit(item % 4 == 0 ? 1 : nil)
        Spacer()
        if item % 5 == 0 {
          Text("badge \(item)").font(.caption)
        } else {
          ImageContent("icon", size: CGSize(width: 12 + item % 7, height: 12))
        }
      }
      ForEach(0..<(item % 4)) { index in
        Text(sentence(item + index, words: 3 + (item * 7 + index) % 25))
          .lineLimit(index == 1 ? 2 : nil)
      }
      if item % 3 == 1 { Divider() }
      if item % 2 == 1 {
        TagLayout(spacing: 4) {
          ForEach(0..<(1 + item % 5)) { index in
            Text(sentence(index, words: 1 + index % 2)).padding(4)
          }
        }
      }
      HStack {
        Text("\(item * 37)")
        Spacer()
        Text("end").lineSpacing(CGFloat(item % 3))
      }
      .font(item % 2 == 0 ? .footnote : .caption)
    }
    .padding(item % 2 == 0 ? 8 : 12)
  }
}

@Suite("Reused cells give what fresh cells give")
struct ReusedCellTests {
  /// The frames of every content node of `cell` laid out at `width` and its fitting height.
  private func frames(of cell: HostingCell<ChangingShapeCell>, width: CGFloat) -> [CGRect] {
    let height = cell.fittingHeight(forWidth: width)
    cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
    cell.layoutIfNeeded()
    return cell.hostingNode!.contentLayout().map(\.frame)
  }

  @Test func aReusedCellGivesAFreshCellsHeightAndFramesAsItsContentChangesShape() {
    let reused = HostingCell<ChangingShapeCell>()
    let widths: [CGFloat] = [375, 320, 200, 375, 414]
    for round in 0..<3 {
      for item in 0..<40 {
        let width = widths[(item + round) % widths.count]
        let content = ChangingShapeCell(item: item)
        reused.prepareForReuse()
        reused.set(rootView: content)
        let fresh = HostingCell<ChangingShapeCell>()
        fresh.set(rootView: content)
        let reusedHeight = reused.fittingHeight(forWidth: width)
        #expect(reusedHeight == fresh.fittingHeight(forWidth: width), "item \(item)")
        #expect(reusedHeight > 0)
        if item % 4 == round {
          let expected = frames(of: fresh, width: width)
          #expect(frames(of: reused, width: width) == expected, "item \(item)")
        }
      }
    }
  }

  @Test func aReusedCellShownTheSameContentAgainAtAnotherWidthMatchesAFreshOne() {
    let reused = HostingCell<ChangingShapeCell>()
    for item in [3, 5, 7, 10] {
      reused.set(rootView: ChangingShapeCell(item: item))
      for width: CGFloat in [375, 150, 500, 0, 375] {
        let fresh = HostingCell<ChangingShapeCell>()
        fresh.set(rootView: ChangingShapeCell(item: item))
        #expect(
          reused.fittingHeight(forWidth: width) == fresh.fittingHeight(forWidth: width),
          "item \(item), width \(width)")
      }
    }
  }

  @Test func fontsWithTheSameNameAreEqualAndKeepTheirName() {
    let custom = Font(name: "Reuse Test Face", size: 12)
    #expect(custom == Font(name: "Reuse Test Face", size: 12))
    #expect(custom != Font(name: "Reuse Test Face Bold", size: 12))
    #expect(custom.name == "Reuse Test Face")
    #expect(Font(name: "Helvetica", size: 17) == .system(size: 17))
    // The body text style is the same face and size, and follows Dynamic Type in hosted text.
    #expect(Font.body.name == "Helvetica" && Font.body.pointSize == 17)
    #expect(Font.headline.name == "Helvetica-Bold")
    var renamed = custom
    renamed.name = "Helvetica-Bold"
    #expect(renamed == Font.boldSystem(size: 12))
    #expect(Set([custom, renamed, Font(name: "Reuse Test Face", size: 12)]).count == 2)
    #expect("\(Font.headline)" == #"Font(name: "Helvetica-Bold", pointSize: 17.0, isBold: true)"#)
  }
}
