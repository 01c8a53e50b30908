/// How a shape is painted: a class for tests and style sheets, stroke and fill.
package struct SVGStyle: Sendable {
  /// The element's `class` attribute (space-separated names), if any.
  package var className: String?
  /// The outline colour (an SVG colour: `black`, `#d00`).
  package var stroke: String
  /// The outline width in points.
  package var strokeWidth: Double
  /// The fill colour, `none` for none.
  package var fill: String
  /// The fill's opacity, 1 for opaque.
  package var fillOpacity: Double
  /// A dash pattern (`4 2`), nil for a solid outline.
  package var dashes: String?

  /// A style; by default a thin black outline with no fill.
  package init(
    className: String? = nil, stroke: String = "black", strokeWidth: Double = 1,
    fill: String = "none", fillOpacity: Double = 1, dashes: String? = nil
  ) {
    self.className = className
    self.stroke = stroke
    self.strokeWidth = strokeWidth
    self.fill = fill
    self.fillOpacity = fillOpacity
    self.dashes = dashes
  }

  /// The attributes, each with a leading space.
  var attributes: String {
    var text = ""
    if let className { text += " class=\"\(escapedXML(className))\"" }
    text += " stroke=\"\(stroke)\" stroke-width=\"\(svgNumber(strokeWidth))\" fill=\"\(fill)\""
    if fillOpacity != 1 { text += " fill-opacity=\"\(svgNumber(fillOpacity))\"" }
    if let dashes { text += " stroke-dasharray=\"\(dashes)\"" }
    return text
  }
}

/// How a line of text is set: a class, colour, weight, font and its known width.
package struct SVGTextStyle: Sendable {
  /// The element's `class` attribute, if any.
  package var className: String?
  /// The text colour.
  package var fill: String
  /// Whether the text is bold.
  package var isBold: Bool
  /// A font family for this text, nil for the document's monospaced one.
  package var fontFamily: String?
  /// The text's width when the caller knows it (measured text), nil to estimate it.
  package var width: Double?

  /// A style; by default black, regular weight, the document's font.
  package init(
    className: String? = nil, fill: String = "black", isBold: Bool = false,
    fontFamily: String? = nil, width: Double? = nil
  ) {
    self.className = className
    self.fill = fill
    self.isBold = isBold
    self.fontFamily = fontFamily
    self.width = width
  }

  /// The attributes, each with a leading space.
  var attributes: String {
    var text = ""
    if let className { text += " class=\"\(escapedXML(className))\"" }
    text += " fill=\"\(fill)\""
    if isBold { text += " font-weight=\"bold\"" }
    if let fontFamily { text += " font-family=\"\(escapedXML(fontFamily))\"" }
    return text
  }
}
