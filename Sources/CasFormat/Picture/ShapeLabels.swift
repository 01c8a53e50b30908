import SVGDrawing

/// Where each shape's label goes: inside the shape's top left corner on one line; inside on
/// two lines (the prefix above the size); above the shape; right of it.
///
/// The first that fits the shape and is clear of other shapes and labels wins (see
/// ``SVGDrawing/LabelPlacer``).
struct ShapeLabels {
  /// A line of label text: where its baseline starts.
  struct Line {
    var text: String
    var x: Double
    var baseline: Double
  }

  /// Every shape's rectangle, standardized.
  private let shapes: [SVGRect]
  private var placer: LabelPlacer

  init(shapes: [SVGRect]) {
    self.shapes = shapes.map(\.standardized)
    placer = LabelPlacer(outlines: shapes)
  }

  /// The lines of `label` for shape `index`, at `size` points.
  ///
  /// - Complexity: O(*s* + *l*) for *s* shapes and *l* labels placed before.
  mutating func place(_ label: String, for index: Int, size: Double) -> [Line] {
    let frame = shapes[index]
    let lineHeight = size * 1.25
    let width = SVGDocument.estimatedWidth(of: label, size: size)
    var parts = label.split(separator: " ", maxSplits: 1).map(String.init)
    if parts.count < 2 { parts.append("") }
    let twoLineWidth = parts.map { SVGDocument.estimatedWidth(of: $0, size: size) }.max() ?? 0
    var candidates: [(lines: [String], rect: SVGRect)] = []
    if width + 8 <= frame.width && lineHeight + 6 <= frame.height {
      candidates.append(
        ([label], SVGRect(x: frame.x + 4, y: frame.y + 3, width: width, height: lineHeight)))
    }
    if twoLineWidth + 8 <= frame.width && 2 * lineHeight + 6 <= frame.height {
      candidates.append(
        (
          parts,
          SVGRect(x: frame.x + 4, y: frame.y + 3, width: twoLineWidth, height: 2 * lineHeight)
        ))
    }
    candidates.append(
      ([label], SVGRect(x: frame.x, y: frame.y - lineHeight - 2, width: width, height: lineHeight)))
    candidates.append(
      ([label], SVGRect(x: frame.maxX + 4, y: frame.y + 3, width: width, height: lineHeight)))
    let chosen = candidates[placer.place(candidates.map(\.rect))]
    return chosen.lines.enumerated().map { number, text in
      Line(
        text: text, x: chosen.rect.x,
        baseline: chosen.rect.y + 0.9 * size + Double(number) * lineHeight)
    }
  }
}
