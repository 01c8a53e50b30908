import Foundation
import SVGDrawing

extension SnapshotCanvas {
  /// The colour of constraint overlays.
  static let constraintColour = "#c2185b"

  /// Draws each installed constraint that refers to `focus` as a numbered line and returns
  /// one note a constraint (`1: <LayoutConstraint ...>`), in the order drawn.
  ///
  /// Positions are in the root's coordinates moved by `-origin`.
  ///
  /// - Complexity: O(*c* · *d*) for *c* constraints between items of depth about *d*.
  mutating func drawConstraints(of focus: LayoutNode, relativeTo origin: CGPoint) -> [String] {
    let focusRect = Self.rect(of: focus.item, relativeTo: origin)
    var notes: [String] = []
    for (index, constraint) in focus.item.referencing.enumerated() {
      let number = index + 1
      let shift = CGFloat(index % 6) * 4
      let first = constraint.firstAnchor
      let firstRect = Self.rect(of: first.item, relativeTo: origin)
      let second = constraint.secondAnchor.map {
        (rect: Self.rect(of: $0.item, relativeTo: origin), attribute: $0.attribute)
      }
      let start: (x: Double, y: Double)
      let end: (x: Double, y: Double)
      switch first.attribute {
      case .left, .right, .leading, .trailing, .centerX:
        let y = Double(focusRect.midY + shift)
        let x1 = Double(Self.position(first.attribute, in: firstRect))
        let x2 = second.map { Double(Self.position($0.attribute, in: $0.rect)) } ?? x1
        (start, end) = ((x1, y), (x2, y))
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline:
        let x = Double(focusRect.midX + shift)
        let y1 = Double(Self.position(first.attribute, in: firstRect))
        let y2 = second.map { Double(Self.position($0.attribute, in: $0.rect)) } ?? y1
        (start, end) = ((x, y1), (x, y2))
      case .width:
        let y = Double(firstRect.maxY - 3 - shift)
        (start, end) = ((Double(firstRect.minX), y), (Double(firstRect.maxX), y))
      case .height:
        let x = Double(firstRect.maxX - 3 - shift)
        (start, end) = ((x, Double(firstRect.minY)), (x, Double(firstRect.maxY)))
      }
      document.beginGroup(class: "constraint")
      document.line(
        from: start, to: end,
        style: SVGStyle(
          stroke: Self.constraintColour, strokeWidth: 1.5,
          dashes: constraint.priority.rawValue < 1000 ? "4 2" : nil))
      document.text(
        "\(number)", x: (start.x + end.x) / 2 + 2, y: (start.y + end.y) / 2 - 2, size: 8,
        style: SVGTextStyle(className: "label", fill: Self.constraintColour))
      document.endGroup()
      notes.append("\(number): \(constraint)")
    }
    return notes
  }

  /// An item's rectangle (a node's frame, a guide's layout frame) in the root's coordinates
  /// moved by `-origin`.
  static func rect(of item: LayoutItem, relativeTo origin: CGPoint) -> CGRect {
    guard let node = item.node else { return .zero }
    let nodeOrigin = node.originInRoot
    var rect = CGRect(origin: nodeOrigin, size: node.frame.size)
    if let guide = item.guide {
      rect = guide.layoutFrame.offsetBy(dx: nodeOrigin.x, dy: nodeOrigin.y)
    }
    return rect.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// Where an attribute is in a rectangle: an edge or centre's coordinate, or a size.
  static func position(_ attribute: LayoutAttribute, in rect: CGRect) -> CGFloat {
    switch attribute {
    case .left, .leading: rect.minX
    case .right, .trailing: rect.maxX
    case .centerX: rect.midX
    case .top: rect.minY
    case .bottom: rect.maxY
    case .firstBaseline, .lastBaseline: rect.maxY  // drawn at the bottom edge
    case .centerY: rect.midY
    case .width: rect.width
    case .height: rect.height
    }
  }
}
