import AutoCell
import Foundation
import Testing

// README begin
struct Post: Identifiable, Sendable {
  let id: Int
  let title: String
  let body: String
}
struct Ad: Identifiable, Sendable {
  let id: String
  let text: String
}
let isExpanded = CellStateKey("isExpanded", default: false)

/// Hosted content, written as a SwiftUI view (a body of stacks, text and modifiers) and
/// measured as SwiftUI measures views; `Layout` makes containers of your own.
struct PostView: ContentNode {
  let post: Post
  let isExpanded: Bool

  var body: some ContentNode {
    VStack(alignment: .leading, spacing: 4) {
      Text(post.title).font(.headline)
      Text(post.body).lineLimit(isExpanded ? nil : 2)
    }
    .padding(12)
  }
}

/// A UIKit-style row: a `TableCell` subclass whose label is constrained with anchors.
final class AdCell: TableCell {
  let label = TextNode(font: .system(size: 13))

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
    LayoutConstraint.activate(label.constraints(pinningEdgesTo: contentView))
  }
}
// README declarations end

/// The README's self-sizing cells example compiles (it is this file) and runs.
@Suite("README list example")
struct ReadmeListExampleTests {
  /// The example's statements.
  func runExample() throws -> ListSizer {
    // README statements begin
    let post = Post(id: 1, title: "Hello", body: "A short body.")
    let posts = (2..<40).map {
      Post(id: $0, title: "Post \($0)", body: String(repeating: "words ", count: $0 * 7))
    }
    let newPost = Post(id: 100, title: "New", body: "Just in.")

    // One call configures a cell for an item: the state is reset (if the cell showed another
    // item) before the content is built from it, so a reused cell never shows a stale state.
    let cell = HostingCell<PostView>()  // any thread: no main actor needed
    cell.configure(for: post.id) { state in PostView(post: post, isExpanded: state[isExpanded]) }
    // systemLayoutSizeFitting(width, .required, .fittingSizeLevel).height, as in UIKit:
    let height = cell.fittingHeight(forWidth: 375)

    let list = ListSizer(width: 375, strategy: .estimated(rowHeight: 80), separatorHeight: 0.5)
    list.register(
      Post.self, estimatedHeight: { $0.body.count > 200 ? 140 : 70 },
      content: { post, state in PostView(post: post, isExpanded: state[isExpanded]) })
    list.register(AdCell.self, forCellReuseIdentifier: "ad", items: Ad.self) { cell, ad in
      cell.label.text = ad.text
    }
    try list.setSections([
      ListSection(header: Ad(id: "top", text: "Sponsored"), items: posts),
      ListSection(items: [Ad(id: "end", text: "That's all for today")]),
    ])
    let visible = list.measureRows(inOffsets: 0...800)  // measure the rows on screen
    try list.performBatchUpdates { batch in  // O(k log n); other rows keep their heights
      batch.deleteRows(at: [RowPath(section: 0, row: 2)])
      batch.insertRows([newPost], at: [RowPath(section: 0, row: 0)])
    }
    let last = try list.index(of: .row(RowPath(section: 1, row: 0)))
    print(visible, list.totalHeight, list.row(atOffset: 500)!, list.offset(ofRow: last))
    // README end
    #expect(height > 0)
    #expect(visible.lowerBound == 0 && visible.count > 3)
    return list
  }

  @Test func theExampleRuns() throws {
    let list = try runExample()
    #expect(try list.numberOfRows(inSection: 0) == 38)
    #expect(list.count == 40)  // a header, 38 rows, one row in section 1
    #expect(list.item(at: 1) is Post && (list.item(at: 1) as! Post).id == 100)
  }

  /// The README's block is this file's code between the markers, so the two cannot drift.
  @Test func theReadmeShowsThisCode() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../README.md").standardized, encoding: .utf8)
    func between(_ start: String, _ end: String) -> String {
      let from = source.range(of: start + "\n")!.upperBound
      return String(source[from..<source.range(of: end, range: from..<source.endIndex)!.lowerBound])
    }
    let declarations = between("// README begin", "// README declarations end")
    let statements = between("// README statements begin", "    // README end")
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
      .joined(separator: "\n")
    let block = "```swift\nimport AutoCell\n\n" + declarations + "\n" + statements + "```\n"
    #expect(readme.contains(block))
  }
}
