import Foundation
import SVGDrawing

extension LayoutNode {
  /// A picture of this node's subtree as it is laid out now, as an SVG 1.1 document.
  ///
  /// Each node is a rectangle at its ``frame`` (this node at the origin, the rest in its
  /// coordinates) labelled with its ``identifier``, or its type's name without one. A
  /// ``TextNode`` draws its text on the lines the text breaks into at its width, a
  /// ``HostingNode`` its content tree (each content node's frame and type, text on its lines).
  /// The picture is of the frames as they are: lay the hierarchy out first
  /// (``layoutIfNeeded()``). Render it with a browser or `rsvg-convert`.
  ///
  /// Overlays:
  /// - `showingConstraintsOf`: every installed constraint that refers to that node (in this
  ///   hierarchy) drawn as a numbered line between the anchors it relates (a size as a line
  ///   across the node), and listed by number under the picture.
  /// - `markingAmbiguousNodes`: nodes whose frame the constraints do not determine
  ///   (``hasAmbiguousLayout``) outlined in red, dashed, and marked `(ambiguous)`.
  ///
  /// Elements carry classes for tools and tests: `node` (and `ambiguous`), `content`, `text`
  /// (one `line` element a line), `constraint`, `label`.
  ///
  /// - Complexity: O(*n* + *c*) for *n* nodes and content nodes, *c* characters of text and
  ///   labels, plus one ambiguity check of four variables a node when marking.
  public func svgSnapshot(
    showingConstraintsOf focus: LayoutNode? = nil, markingAmbiguousNodes: Bool = false
  ) -> String {
    var canvas = SnapshotCanvas()
    let origin = originInRoot
    canvas.reserveText(of: self, origin: origin)
    var stack: [(node: LayoutNode, depth: Int)] = [(self, 0)]
    while let (node, depth) = stack.popLast() {
      let frame = CGRect(
        origin: node === self ? .zero : node.originInRoot - origin, size: node.frame.size)
      canvas.drawNode(
        named: node.identifier ?? SnapshotCanvas.typeName(of: node), frame: frame, depth: depth,
        isAmbiguous: markingAmbiguousNodes && node !== self && node.hasAmbiguousLayout)
      if let text = node as? TextNode {
        canvas.drawText(
          text.text, font: text.font, numberOfLines: text.numberOfLines,
          lineBreakMode: text.lineBreakMode, measurer: text.measurer, in: frame)
      } else if let host = node as? any ContentHosting {
        canvas.drawContentTree(host.contentLayout(), offset: frame.origin)
      }
      stack.append(contentsOf: node.subviews.reversed().map { ($0, depth + 1) })
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
  /// content node's frame labelled with its type (``layoutTree(in:)``), text on its lines.
  ///
  /// - Complexity: one ``placeChildren(in:)`` per node, plus O(*c*) in the text's characters.
  public func svgSnapshot(in bounds: CGRect) -> String {
    var canvas = SnapshotCanvas()
    let placements = layoutTree(in: bounds)
    canvas.reserveText(of: placements, offset: .zero)
    canvas.drawContentTree(placements, offset: .zero)
    return canvas.document.rendered()
  }
}

extension SnapshotCanvas {
  /// Keeps labels clear of the text of `top`'s subtree (text nodes and hosted text), whose
  /// frames are drawn relative to `origin` (`top` at zero).
  ///
  /// - Complexity: O(*n*) in the nodes and content nodes.
  mutating func reserveText(of top: LayoutNode, origin: CGPoint) {
    var stack = [top]
    while let node = stack.popLast() {
      let at = node === top ? .zero : node.originInRoot - origin
      if node is TextNode {
        reserved.append(SVGRect(CGRect(origin: at, size: node.frame.size)))
      } else if let host = node as? any ContentHosting {
        reserveText(of: host.contentLayout(), offset: at)
      }
      stack.append(contentsOf: node.subviews)
    }
  }

  /// Keeps labels clear of the text content among `placements`, moved by `offset`.
  mutating func reserveText(of placements: [ContentPlacement], offset: CGPoint) {
    for placement in placements where placement.node is TextContent {
      reserved.append(SVGRect(placement.frame.offsetBy(dx: offset.x, dy: offset.y)))
    }
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
