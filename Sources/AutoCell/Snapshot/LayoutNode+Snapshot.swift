import Foundation
import SVGDrawing

extension LayoutNode {
  /// A picture of this node's subtree as it is laid out now, as an SVG 1.1 document.
  ///
  /// Each node is a rectangle at its ``frame`` (this node at the origin, the rest in its
  /// coordinates) labelled with its ``identifier``, or its type's name without one. A
  /// ``TextNode`` draws its text on the lines the text breaks into at its width, in the font it
  /// shrinks to there (``TextNode/fontScaleFactor(forWidth:)``); a ``ButtonNode`` its title, a
  /// ``TextFieldNode`` and a ``TextViewNode`` their text; a ``HostingNode`` its content tree (each content node's frame and type, text on its lines).
  /// The picture is of the frames as they are: lay the hierarchy out first
  /// (``layoutIfNeeded()``). Render it with a browser or `rsvg-convert`.
  ///
  /// Overlays:
  /// - `showingConstraintsOf`: every installed constraint that refers to that node (in this
  ///   hierarchy) drawn as a numbered line between the anchors it relates (a size as a line
  ///   across the node), and listed by number under the picture.
  /// - `markingAmbiguousNodes`: nodes whose frame the constraints do not determine
  ///   (``hasAmbiguousLayout``) outlined in red, dashed, and marked `(ambiguous)`.
  /// - `markingMisplacedNodes`: these nodes outlined in orange, dashed, and marked
  ///   `(misplaced)` (a tool's judgement, such as a frame that differs from a saved one).
  ///
  /// Elements carry classes for tools and tests: `node` (and `ambiguous`, `misplaced`),
  /// `content`, `text` (one `line` element a line), `constraint`, `label`.
  ///
  /// - Complexity: O(*n* + *c* + *m*) for *n* nodes and content nodes, *c* characters of text
  ///   and labels and *m* nodes marked misplaced, plus one ambiguity check of four variables a
  ///   node when marking.
  public func svgSnapshot(
    showingConstraintsOf focus: LayoutNode? = nil, markingAmbiguousNodes: Bool = false,
    markingMisplacedNodes misplaced: [LayoutNode] = []
  ) -> String {
    let misplaced = Set(misplaced.map(ObjectIdentifier.init))
    let origin = originInRoot
    // Every node with its frame in the picture and its hosted content, parents first.
    var drawn: [(node: LayoutNode, frame: CGRect, depth: Int, content: [ContentPlacement])] = []
    var stack: [(node: LayoutNode, depth: Int)] = [(self, 0)]
    while let (node, depth) = stack.popLast() {
      let frame = CGRect(
        origin: node === self ? .zero : node.originInRoot - origin, size: node.frame.size)
      var content = (node as? any ContentHosting)?.contentLayout() ?? []
      for index in content.indices {
        content[index].frame = content[index].frame.offsetBy(dx: frame.minX, dy: frame.minY)
      }
      drawn.append((node, frame, depth, content))
      stack.append(contentsOf: node.subviews.reversed().map { ($0, depth + 1) })
    }
    let controlTexts = drawn.map { $0.node.snapshotControlText(in: $0.frame) }
    let textFrames =
      drawn.filter { $0.node is TextNode }.map(\.frame) + controlTexts.compactMap { $0?.frame }
    var canvas = SnapshotCanvas(
      outlines: drawn.flatMap { [$0.frame] + $0.content.map(\.frame) },
      text: textFrames + drawn.flatMap { SnapshotCanvas.textFrames(in: $0.content) })
    for ((node, frame, depth, content), control) in zip(drawn, controlTexts) {
      canvas.drawNode(
        named: node.identifier ?? SnapshotCanvas.typeName(of: node), frame: frame, depth: depth,
        isAmbiguous: markingAmbiguousNodes && node !== self && node.hasAmbiguousLayout,
        isMisplaced: misplaced.contains(ObjectIdentifier(node)))
      if let text = node as? TextNode, let attributed = text.attributedText {
        canvas.drawAttributedText(
          attributed, font: text.font, numberOfLines: text.numberOfLines,
          measurer: text.measurer, in: frame)
      } else if let text = node as? TextNode {
        var font = text.font
        font.pointSize *= text.fontScaleFactor(forWidth: frame.width)
        canvas.drawText(
          text.text ?? "", font: font, numberOfLines: text.numberOfLines,
          lineBreakMode: text.lineBreakMode, measurer: text.measurer, in: frame)
      } else if let control {
        canvas.drawText(
          control.text, font: control.font, numberOfLines: control.numberOfLines,
          lineBreakMode: control.lineBreakMode, measurer: control.measurer, in: control.frame)
      }
      canvas.drawContentTree(content)
    }
    if let focus {
      let notes = canvas.drawConstraints(of: focus, relativeTo: self === root ? .zero : origin)
      canvas.drawNotes(notes, className: "constraint-note", colour: SnapshotCanvas.constraintColour)
    }
    return canvas.document.rendered()
  }

  /// The node's origin in its root's coordinates (the root's own frame origin not counted).
  ///
  /// - Complexity: O(depth).
  var originInRoot: CGPoint {
    var point = CGPoint.zero
    var node: LayoutNode? = self
    while let current = node, let parent = current.superview {
      point.x += current.frame.origin.x
      point.y += current.frame.origin.y
      node = parent
    }
    return point
  }
}

extension ContentNode {
  /// A picture of this content tree laid out in `bounds`, as an SVG 1.1 document: each
  /// content node's frame labelled with its type (``layoutTree(in:proposal:environment:)``), text on its lines.
  ///
  /// - Complexity: one ``placeChildren(in:)`` per node, plus O(*c*) in the text's characters.
  public func svgSnapshot(in bounds: CGRect) -> String {
    let placements = layoutTree(in: bounds)
    var canvas = SnapshotCanvas(
      outlines: placements.map(\.frame), text: SnapshotCanvas.textFrames(in: placements))
    canvas.drawContentTree(placements)
    return canvas.document.rendered()
  }
}

/// A node that hosts a content tree (``HostingNode``, whatever its content type).
protocol ContentHosting {
  func contentLayout() -> [ContentPlacement]
}

extension HostingNode: ContentHosting {}

extension CGPoint {
  /// The difference of two points.
  fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
}
