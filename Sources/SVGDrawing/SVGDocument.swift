/// An SVG 1.1 document built element by element, for the pictures of layouts (`AutoCell`'s
/// snapshots and the `.cas` runner's `--svg`).
///
/// The document keeps the bounds of everything drawn, so ``rendered()`` can size the view box
/// to hold every shape and label with a margin. Text is set in a monospaced font and its width
/// estimated from its character count (``SVGDocument/estimatedWidth(of:size:)``).
package struct SVGDocument {
  /// The elements, in drawing order (later ones on top).
  private var elements: [String] = []
  /// The union of everything drawn, nil while nothing is.
  package private(set) var bounds: SVGRect?
  /// The space kept around ``bounds`` in the view box.
  package var margin: Double

  /// An empty document whose view box keeps `margin` points around what is drawn.
  package init(margin: Double = 10) {
    self.margin = margin
  }

  /// Draws a rectangle (a negative size is drawn from its corrected corner).
  package mutating func rectangle(_ frame: SVGRect, style: SVGStyle) {
    let frame = frame.standardized
    elements.append(
      "<rect x=\"\(svgNumber(frame.x))\" y=\"\(svgNumber(frame.y))\" width=\"\(svgNumber(frame.width))\" height=\"\(svgNumber(frame.height))\"\(style.attributes)/>"
    )
    include(frame)
  }

  /// Draws a line segment from (`x1`, `y1`) to (`x2`, `y2`).
  package mutating func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), style: SVGStyle
  ) {
    elements.append(
      "<line x1=\"\(svgNumber(start.x))\" y1=\"\(svgNumber(start.y))\" x2=\"\(svgNumber(end.x))\" y2=\"\(svgNumber(end.y))\"\(style.attributes)/>"
    )
    include(
      SVGRect(x: start.x, y: start.y, width: end.x - start.x, height: end.y - start.y).standardized)
  }

  /// Draws one line of text whose baseline starts at (`x`, `y`); with `vertical` it reads
  /// downwards from there (rotated a quarter turn clockwise).
  package mutating func text(
    _ string: String, x: Double, y: Double, size: Double, style: SVGTextStyle = SVGTextStyle(),
    vertical: Bool = false
  ) {
    var element =
      "<text x=\"\(svgNumber(x))\" y=\"\(svgNumber(y))\" font-size=\"\(svgNumber(size))\""
    if vertical { element += " transform=\"rotate(90 \(svgNumber(x)) \(svgNumber(y)))\"" }
    element += style.attributes + ">" + escapedXML(string) + "</text>"
    elements.append(element)
    let width = style.width ?? SVGDocument.estimatedWidth(of: string, size: size)
    // The ascent is about 0.8 of the size, the descent 0.2.
    if vertical {
      include(SVGRect(x: x - 0.2 * size, y: y, width: size, height: width))
    } else {
      include(SVGRect(x: x, y: y - 0.8 * size, width: width, height: size))
    }
  }

  /// Starts a group of elements sharing a class (closed by ``endGroup()``).
  package mutating func beginGroup(class name: String) {
    elements.append("<g class=\"\(escapedXML(name))\">")
  }

  /// Closes the group ``beginGroup(class:)`` opened.
  package mutating func endGroup() {
    elements.append("</g>")
  }

  /// Extends the bounds to hold `rect` without drawing anything.
  package mutating func include(_ rect: SVGRect) {
    bounds = bounds.map { $0.union(rect) } ?? rect
  }

  /// The width of `string` set in the document's monospaced font at `size` points: 0.6 em a
  /// character (the advance of DejaVu Sans Mono and Courier).
  ///
  /// - Complexity: O(*n*) in the string's length.
  package static func estimatedWidth(of string: String, size: Double) -> Double {
    Double(string.count) * 0.6 * size
  }

  /// The document's text: the view box holds ``bounds`` with ``margin`` around it, at one
  /// unit a pixel.
  ///
  /// - Complexity: O(*n*) in the length of the elements.
  package func rendered() -> String {
    let content = bounds ?? SVGRect(x: 0, y: 0, width: 0, height: 0)
    let box = SVGRect(
      x: content.x - margin, y: content.y - margin, width: content.width + 2 * margin,
      height: content.height + 2 * margin)
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"\(svgNumber(box.x)) \(svgNumber(box.y)) \(svgNumber(box.width)) \(svgNumber(box.height))\" width=\"\(svgNumber(box.width))\" height=\"\(svgNumber(box.height))\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\">\n"
    text +=
      "<rect class=\"background\" x=\"\(svgNumber(box.x))\" y=\"\(svgNumber(box.y))\" width=\"\(svgNumber(box.width))\" height=\"\(svgNumber(box.height))\" fill=\"white\"/>\n"
    for element in elements {
      text += element
      text += "\n"
    }
    text += "</svg>\n"
    return text
  }
}
