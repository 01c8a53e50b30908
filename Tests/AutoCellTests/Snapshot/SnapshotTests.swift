import AutoCell
import Foundation
import SVGTesting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `svgSnapshot`: pictures of laid-out hierarchies and content trees, checked by structure
/// and coordinates.
///
/// With `AUTOCELL_SNAPSHOT_DIR` set, each test also writes its picture there
/// (Scripts/render-pictures.sh renders them to PNG for a person to look at).
@Suite("Snapshots")
struct SnapshotTests {
  /// Parses a snapshot and, when asked to, keeps it as `name.svg`.
  func tree(_ svg: String, name: String) throws -> SVGTree {
    if let directory = ProcessInfo.processInfo.environment["AUTOCELL_SNAPSHOT_DIR"] {
      try Data(svg.utf8).write(
        to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).svg"))
    }
    return try SVGTree(svg)
  }

  /// The node groups by label (the first line of their `label` text).
  func nodes(_ tree: SVGTree) -> [String: XMLElement] {
    var result: [String: XMLElement] = [:]
    for group in tree.elements(withClass: "node") {
      let label = group.elements(forName: "text").first?.stringValue ?? ""
      result[label] = group
    }
    return result
  }

  @Test("each node is a rectangle at its frame in the snapshot node's coordinates, named")
  func frames() throws {
    let root = LayoutNode(frame: CGRect(x: 5, y: 5, width: 300, height: 200))
    root.identifier = "root"
    let card = LayoutNode()
    card.identifier = "card"
    let badge = SizedNode(30, 10)
    root.addSubview(card)
    card.addSubview(badge)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
      badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
    ])
    root.layoutIfNeeded()
    let whole = try tree(root.svgSnapshot(), name: "frames")
    let nodes = nodes(whole)
    #expect(nodes["root"]?.child("rect")?.frame == [0, 0, 300, 200], "the root at the origin")
    #expect(nodes["card"]?.child("rect")?.frame == [10, 20, 100, 50])
    #expect(nodes["SizedNode"]?.child("rect")?.frame == [76, 56, 30, 10], "type name, nested")
    // Parents first: a child is drawn on top.
    #expect(whole.elements(withClass: "node").count == 3)
    // A snapshot of a subtree puts its node at the origin.
    let part = try tree(card.svgSnapshot(), name: "frames-card")
    #expect(self.nodes(part)["card"]?.child("rect")?.frame == [0, 0, 100, 50])
    #expect(self.nodes(part)["SizedNode"]?.child("rect")?.frame == [66, 36, 30, 10])
    // The view box holds the frames (and labels, which may run past them) with a margin.
    let box = part.viewBox
    #expect(box.count == 4 && box[0] == -10 && box[1] == -10 && box[3] == 70 && box[2] >= 120)
  }

  @Test("a frame too large for a 64-bit integer is drawn, not trapped on")
  func hugeFrame() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 1e19, height: 2e300))
    root.identifier = "root"
    let picture = try tree(root.svgSnapshot(), name: "huge-frame")
    #expect(nodes(picture)["root"]?.child("rect")?.frame == [0, 0, 1e19, 2e300])
  }

  @Test("a text node's text is drawn on the lines it breaks into at its width")
  func textLines() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 160, height: 400))
    let label = TextNode(text: "The quick brown fox jumps over the lazy dog again and again")
    label.numberOfLines = 0
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let svg = try tree(root.svgSnapshot(), name: "text")
    let lines = svg.elements(withClass: "line")
    let measurer = StandardTextMeasurer()
    let lineHeight = measurer.lineHeight(of: label.font)
    // Frames are whole pixels and text's intrinsic size rounds up to them (displayScale 1).
    #expect(
      (CGFloat(lines.count) * lineHeight).rounded(.up) == label.frame.height,
      "as many lines as measured")
    #expect(lines.count > 1)
    let words = lines.flatMap { ($0.stringValue ?? "").split(separator: " ") }
    #expect(words.joined(separator: " ") == label.text, "every word once, in order")
    for line in lines {
      let width = measurer.size(
        of: line.stringValue ?? "", font: label.font, width: .infinity, numberOfLines: 1,
        lineBreakMode: .byWordWrapping
      ).width
      #expect(width <= 160, "\(line.stringValue ?? "") fits the width")
    }
    let baselines = lines.compactMap { $0.number("y") }
    #expect(zip(baselines, baselines.dropFirst()).allSatisfy { abs($1 - $0 - lineHeight) < 1e-3 })
  }

  @Test("controls draw their text: a button's title, a field's placeholder, a text view's text")
  func controlText() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let button = ButtonNode()
    button.setTitle("Send", for: .normal)
    let field = TextFieldNode(placeholder: "Name")
    field.borderStyle = .roundedRect
    let notes = TextViewNode(text: "Notes")
    notes.isScrollEnabled = false
    for (index, node) in [button, field, notes].enumerated() {
      root.addSubview(node)
      LayoutConstraint.activate([
        node.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        node.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index) * 100),
      ])
    }
    root.layoutIfNeeded()
    let lines = try tree(root.svgSnapshot(), name: "controls").elements(withClass: "line")
    #expect(lines.map(\.stringValue) == ["Send", "Name", "Notes"])
    let x = lines.compactMap { $0.number("x") }
    let y = lines.compactMap { $0.number("y") }
    // The title centred in the button (within its rounding up to whole points, 6 points of
    // padding above it); the placeholder 7 points inside the field's border; the text 5
    // points in (line padding), 8 down.
    let ascent = CGFloat(FontMetrics.helvetica.ascender) / 1000
    #expect(x[0] >= 0 && x[0] < 0.5 && abs(y[0] - (6 + 15 * ascent)) < 0.5)
    #expect(abs(x[1] - 7) < 1e-9)
    #expect(abs(x[2] - 5) < 1e-9 && abs(y[2] - (200 + 8 + 17 * ascent)) < 1e-3)
  }

  @Test("a cut last line in tail truncation ends with an ellipsis")
  func truncation() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
    let label = TextNode(
      text: "one two three four five six seven eight nine ten", numberOfLines: 2,
      lineBreakMode: .byTruncatingTail)
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 120),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let lines = try tree(root.svgSnapshot(), name: "truncated").elements(withClass: "line")
    #expect(lines.count == 2)
    #expect(lines.last?.stringValue?.hasSuffix("…") == true)
  }

  @Test("a hosting node draws its content tree, text on its lines")
  func hostedContent() throws {
    let cell = HostingCell<SnapshotPostView>()
    cell.set(rootView: SnapshotPostView(post: SnapshotPost.sample))
    let height = cell.fittingHeight(forWidth: 320)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: height)
    cell.layoutIfNeeded()
    let svg = try tree(cell.svgSnapshot(), name: "hosting-cell")
    let contents = svg.elements(withClass: "content")
    let names = contents.compactMap { $0.elements(forName: "text").first?.stringValue }
    #expect(names.contains("PaddingContent") && names.contains("LayoutContent"))  // a VStack
    #expect(names.filter { $0 == "Text" }.count == 2)
    let lines = svg.elements(withClass: "line").compactMap(\.stringValue)
    #expect(lines.first == SnapshotPost.sample.title)
    #expect(lines.dropFirst().joined(separator: " ") == SnapshotPost.sample.body)
    // Content frames are inside the cell.
    for content in contents {
      let frame = try #require(content.child("rect")?.frame)
      #expect(frame[0] >= 0 && frame[1] >= 0 && frame[0] + frame[2] <= 320 + 1e-9)
      // Frames snap to whole pixels.
      #expect(frame[1] + frame[3] <= Double(height).rounded(.up) + 1e-9)
    }
    // The same tree drawn alone.
    let alone = try tree(
      SnapshotPostView(post: .sample).svgSnapshot(in: cell.bounds), name: "post-view")
    #expect(alone.elements(withClass: "content").count == contents.count)
  }

  @Test("the constraints holding a node are drawn numbered and listed under the picture")
  func constraintOverlay() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let box = LayoutNode()
    box.identifier = "box"
    root.addSubview(box)
    let constraints = [
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 80),
      box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
    ]
    constraints[0].identifier = "inset"
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let svg = try tree(root.svgSnapshot(showingConstraintsOf: box), name: "constraints")
    let lines = svg.elements(withClass: "constraint").compactMap { $0.child("line") }
    #expect(lines.count == 4)
    // The leading constraint runs from the root's left edge (0) to the box's (20).
    let leading = try #require(lines.first)
    #expect([leading.number("x1"), leading.number("x2")] == [20, 0])
    let notes = svg.elements(withClass: "constraint-note").compactMap(\.stringValue)
    #expect(notes.count == 4)
    #expect(notes.first?.hasPrefix("1: <LayoutConstraint 'inset'") == true)
  }

  @Test("nodes whose frame the constraints leave open are marked ambiguous when asked")
  func ambiguity() throws {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let loose = LayoutNode()
    loose.identifier = "loose"
    let fixed = SizedNode(20, 20)
    fixed.identifier = "fixed"
    root.addSubview(loose)
    root.addSubview(fixed)
    LayoutConstraint.activate([
      loose.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      fixed.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let marked = try tree(root.svgSnapshot(markingAmbiguousNodes: true), name: "ambiguous")
    let ambiguous = marked.elements(withClass: "ambiguous").compactMap {
      $0.elements(forName: "text").first?.stringValue
    }
    #expect(ambiguous == ["loose (ambiguous)"])
    #expect(try SVGTree(root.svgSnapshot()).elements(withClass: "ambiguous").isEmpty)
  }
}

/// The README's self-sizing cell content.
struct SnapshotPost: Identifiable {
  let id: Int
  let title: String
  let body: String

  static let sample = SnapshotPost(
    id: 1, title: "Constraints on Linux",
    body:
      "A Cassowary solver with Auto Layout's priorities, and cells that size themselves to their text."
  )
}

struct SnapshotPostView: ContentNode {
  let post: SnapshotPost
  var contentIdentity: AnyHashable? { post.id }

  func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
    layout.sizeThatFits(proposal, in: environment)
  }
  func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    [ContentPlacement(node: layout, frame: bounds, proposal: proposal, environment: environment)]
  }
  private var layout: some ContentNode {
    VStack(alignment: .leading, spacing: 4) {
      Text(post.title, font: .boldSystem(size: 17))
      Text(post.body)
    }
    .padding(12)
  }
}
