import SVGDrawing

/// The picture of a run's final values as an SVG 1.1 document (`autocell-cli solve --svg`).
///
/// Boxes are drawn where their values put them, bars on rows below the boxes and columns
/// right of everything, each labelled with its prefix and size; shapes with a negative size
/// are outlined in red and listed under the picture, and so are the values in no shape (see
/// the `.cas` format's Pictures section).
///
/// - Complexity: O(*v*) in the number of values.
package func picture(of values: [VariableValue]) -> String {
  var layout = PictureShapes(values: values)
  layout.placeBarsAndColumns()
  var document = SVGDocument()
  var labels = ShapeLabels(shapes: layout.shapes.map(\.frame))
  for (index, shape) in layout.shapes.enumerated() {
    draw(shape, number: index, labels: &labels, in: &document)
  }
  drawNotes(for: layout, in: &document)
  return document.rendered()
}

/// The size of a label in a shape, and the gap between rows and columns of bars.
private let labelSize = 11.0
private let gap = 10.0
/// The colours shapes are filled with, in turn.
private let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948"]

extension PictureShapes {
  /// Puts each bar on its own row below the boxes and each column in its own column right of
  /// the boxes and bars, in order of first appearance.
  mutating func placeBarsAndColumns() {
    let boxes = shapes.filter { $0.kind == .box }
    var row = boxes.map(\.frame.maxY).max().map { $0 + gap } ?? 0
    for index in shapes.indices where shapes[index].kind == .bar {
      shapes[index].frame.y = row
      row += 20 + gap
    }
    let placed = shapes.filter { $0.kind != .column }
    var column = placed.map(\.frame.maxX).max().map { $0 + gap } ?? 0
    for index in shapes.indices where shapes[index].kind == .column {
      shapes[index].frame.x = column
      column += 20 + gap
    }
  }
}

/// Draws a shape and its label, as a group whose class names the kind (`box`, `bar`,
/// `column`) and marks `negative` and `edited` shapes.
private func draw(
  _ shape: PictureShape, number: Int, labels: inout ShapeLabels, in document: inout SVGDocument
) {
  let isNegative = !shape.negativeSides.isEmpty
  var classes = ["shape", shape.kind.rawValue]
  if isNegative { classes.append("negative") }
  if shape.isEdited { classes.append("edited") }
  document.beginGroup(class: classes.joined(separator: " "))
  document.rectangle(
    shape.frame,
    style: SVGStyle(
      stroke: isNegative ? "#d00000" : "#333333", strokeWidth: isNegative ? 2 : 1,
      fill: palette[number % palette.count], fillOpacity: 0.25,
      dashes: shape.isEdited ? "6 3" : nil))
  let label = shape.isEdited ? shape.label + " (edit)" : shape.label
  let style = SVGTextStyle(className: "label")
  if shape.kind == .column {
    let frame = shape.frame.standardized
    let length = SVGDocument.estimatedWidth(of: label, size: labelSize)
    // Read downwards inside the column when it is long enough, else below it.
    let y = length + 8 <= frame.height ? frame.y + 4 : frame.maxY + 4
    document.text(label, x: frame.x + 6, y: y, size: labelSize, style: style, vertical: true)
  } else {
    for line in labels.place(label, for: number, size: labelSize) {
      document.text(line.text, x: line.x, y: line.baseline, size: labelSize, style: style)
    }
  }
  document.endGroup()
}

/// Lists under the picture the shapes with a negative size, then the values in no shape.
private func drawNotes(for layout: PictureShapes, in document: inout SVGDocument) {
  var lines: [(text: String, className: String)] = []
  for shape in layout.shapes where !shape.negativeSides.isEmpty {
    lines.append(
      ("\(shape.prefix): negative \(shape.negativeSides.joined(separator: ", "))", "note negative"))
  }
  for value in layout.looseValues {
    lines.append(("\(value.name) = \(formatValue(value.value))", "note value"))
  }
  guard !lines.isEmpty else { return }
  let left = document.bounds?.x ?? 0
  var baseline = (document.bounds?.maxY ?? 0) + (document.bounds == nil ? 12 : 24)
  for line in lines {
    document.text(
      line.text, x: left, y: baseline, size: 12,
      style: SVGTextStyle(
        className: line.className, fill: line.className == "note value" ? "black" : "#d00000"))
    baseline += 16
  }
}
