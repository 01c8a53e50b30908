import Foundation
import SVGDrawing

/// Draws nodes, hosted content and text into an ``SVGDocument`` for the snapshot methods.
struct SnapshotCanvas {
  var document = SVGDocument()
  /// Keeps labels clear of text, of each other and of other frames' outlines.
  private var labels: LabelPlacer

  /// A canvas for a picture of these frames (nodes and content, in drawing order) and text.
  init(outlines: [CGRect], text: [CGRect]) {
    labels = LabelPlacer(outlines: outlines.map(SVGRect.init), reserved: text.map(SVGRect.init))
  }

  /// The frames of the text content among `placements`.
  static func textFrames(in placements: [ContentPlacement]) -> [CGRect] {
    placements.filter { $0.node is Text }.map(\.frame)
  }

  /// The outline colours of nodes by depth, in turn.
  private static let outlines = ["#1f4e79", "#2e7d32", "#8e24aa", "#ef6c00", "#00838f"]

  /// A type's name without generic arguments (`HostingNode`, not `HostingNode<PostView>`).
  static func typeName(of value: Any) -> String {
    let name = String(describing: type(of: value))
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// Draws a node's frame (in the picture's coordinates) with its name, as a group of class
  /// `node` (and `ambiguous` or `misplaced` when marked so; ambiguity is drawn first).
  mutating func drawNode(
    named name: String, frame: CGRect, depth: Int, isAmbiguous: Bool, isMisplaced: Bool = false
  ) {
    let colour = Self.outlines[depth % Self.outlines.count]
    let mark: (className: String, colour: String, note: String)? =
      isAmbiguous
      ? ("ambiguous", "#d00000", " (ambiguous)")
      : isMisplaced ? ("misplaced", "#e07000", " (misplaced)") : nil
    document.beginGroup(class: mark.map { "node \($0.className)" } ?? "node")
    document.rectangle(
      SVGRect(frame),
      style: SVGStyle(
        stroke: mark?.colour ?? colour, strokeWidth: mark == nil ? 1 : 2, fill: colour,
        fillOpacity: 0.06, dashes: mark == nil ? nil : "6 3"))
    let label = name + (mark?.note ?? "")
    let place = placeLabel(label, size: 8, in: SVGRect(frame))
    document.text(
      label, x: place.x, y: place.baseline, size: 8,
      style: SVGTextStyle(className: "label", fill: mark?.colour ?? "#555555"))
    document.endGroup()
  }

  /// Draws a hosted content node's frame with its type name, as a group of class `content`.
  mutating func drawContent(named name: String, frame: CGRect) {
    document.beginGroup(class: "content")
    document.rectangle(
      SVGRect(frame), style: SVGStyle(stroke: "#9e9e9e", strokeWidth: 0.5, dashes: "3 2"))
    let place = placeLabel(name, size: 6, in: SVGRect(frame))
    document.text(
      name, x: place.x, y: place.baseline, size: 6,
      style: SVGTextStyle(className: "label", fill: "#8a8a8a"))
    document.endGroup()
  }

  /// Draws text on the lines it breaks into at the frame's width, one `text` element of
  /// class `line` a line, each baseline one line height below the last.
  mutating func drawText(
    _ text: String, font: Font, numberOfLines: Int, lineBreakMode: LineBreakMode,
    measurer: any TextMeasurer, in frame: CGRect
  ) {
    let lines = snapshotLines(
      of: text, font: font, width: frame.width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    let metrics = StandardTextMeasurer().metrics(for: font)
    let lineHeight = Double(measurer.lineHeight(of: font))
    let ascent = Double(metrics.ascender) * Double(font.pointSize) / 1000
    document.beginGroup(class: "text")
    for (number, line) in lines.enumerated() {
      let width = measurer.size(
        of: line, font: font, width: .infinity, numberOfLines: 1, lineBreakMode: .byWordWrapping
      ).width
      document.text(
        line, x: Double(frame.minX), y: Double(frame.minY) + Double(number) * lineHeight + ascent,
        size: Double(font.pointSize),
        style: SVGTextStyle(
          className: "line", isBold: font.isBold,
          fontFamily: "Helvetica, Arial, Liberation Sans, sans-serif", width: Double(width)))
    }
    document.endGroup()
  }

  /// Draws the content tree of a placement list (``ContentNode/layoutTree(in:)``) moved by
  /// text on its lines.
  mutating func drawContentTree(_ placements: [ContentPlacement]) {
    for placement in placements {
      let frame = placement.frame
      drawContent(named: Self.typeName(of: placement.node), frame: frame)
      if let text = placement.node as? Text {
        let style = text.style(in: placement.environment)  // the font and lines it was set in
        if let attributed = text.cache.attributedText {
          drawAttributedText(
            attributed, font: style.font, numberOfLines: style.numberOfLines,
            measurer: text.measurer, in: frame)
          continue
        }
        drawText(
          text.text, font: style.font, numberOfLines: style.numberOfLines,
          lineBreakMode: style.lineBreakMode, measurer: text.measurer, in: frame)
      }
    }
  }

  /// Where the label of a frame goes, at `size` points: the first of its inside
  /// corners (top left, bottom left, top right, bottom right), then just above or below it,
  /// that ``LabelPlacer`` finds clear.
  mutating func placeLabel(_ label: String, size: Double, in frame: SVGRect) -> (
    x: Double, baseline: Double
  ) {
    let frame = frame.standardized
    let width = SVGDocument.estimatedWidth(of: label, size: size)
    let height = size * 1.2
    let candidates = [
      (frame.x + 2, frame.y + 1), (frame.x + 2, frame.maxY - height - 1),
      (frame.maxX - width - 2, frame.y + 1), (frame.maxX - width - 2, frame.maxY - height - 1),
      (frame.x, frame.y - height - 1), (frame.x, frame.maxY + 1),
    ].map { SVGRect(x: $0.0, y: $0.1, width: width, height: height) }
    let chosen = candidates[labels.place(candidates)]
    return (chosen.x, chosen.y + 0.85 * size)
  }

  /// Lists lines of text under everything drawn so far, as `text` elements of `className`.
  mutating func drawNotes(_ notes: [String], className: String, colour: String) {
    guard !notes.isEmpty else { return }
    let left = document.bounds?.x ?? 0
    var baseline = (document.bounds?.maxY ?? 0) + 18
    for note in notes {
      document.text(
        note, x: left, y: baseline, size: 10,
        style: SVGTextStyle(className: className, fill: colour))
      baseline += 13
    }
  }
}

extension SVGRect {
  /// The picture rectangle of a frame.
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}
