import SVGDrawing

/// Finds a place for each shape's label where it crosses no other shape's outline and no
/// label placed before it.
///
/// Tried in order: inside the shape's top left corner on one line; inside on two lines (the
/// prefix above the size); above the shape; right of it. When none is free, the first that
/// fits the shape is used (or inside on one line).
struct LabelPlacer {
  /// A line of label text: where its baseline starts.
  struct Line {
    var text: String
    var x: Double
    var baseline: Double
  }

  /// Every shape's rectangle, standardized.
  private let shapes: [SVGRect]
  /// The rectangles of the labels placed so far.
  private var placed: [SVGRect] = []

  init(shapes: [SVGRect]) {
    self.shapes = shapes.map(\.standardized)
  }

  /// The lines of `label` for shape `index`, at `size` points, and records the space taken.
  ///
  /// - Complexity: O(*s* + *l*) for *s* shapes and *l* labels placed before.
  mutating func place(_ label: String, for index: Int, size: Double) -> [Line] {
    let frame = shapes[index]
    let lineHeight = size * 1.25
    let width = SVGDocument.estimatedWidth(of: label, size: size)
    var parts = label.split(separator: " ", maxSplits: 1).map(String.init)
    if parts.count < 2 { parts.append("") }
    let twoLineWidth = parts.map { SVGDocument.estimatedWidth(of: $0, size: size) }.max() ?? 0
    // Each candidate: its lines, its rectangle, and whether it fits inside the shape.
    let inside = SVGRect(x: frame.x + 4, y: frame.y + 3, width: width, height: lineHeight)
    let insideTwo = SVGRect(
      x: frame.x + 4, y: frame.y + 3, width: twoLineWidth, height: 2 * lineHeight)
    let above = SVGRect(x: frame.x, y: frame.y - lineHeight - 2, width: width, height: lineHeight)
    let right = SVGRect(x: frame.maxX + 4, y: frame.y + 3, width: width, height: lineHeight)
    let candidates: [(lines: [String], rect: SVGRect, fits: Bool)] = [
      ([label], inside, width + 8 <= frame.width && lineHeight + 6 <= frame.height),
      (parts, insideTwo, twoLineWidth + 8 <= frame.width && 2 * lineHeight + 6 <= frame.height),
      ([label], above, true),
      ([label], right, true),
    ]
    let chosen =
      candidates.first { $0.fits && isFree($0.rect, except: index) }
      ?? candidates.first { $0.fits } ?? candidates[0]
    placed.append(chosen.rect)
    return chosen.lines.enumerated().map { number, text in
      Line(
        text: text, x: chosen.rect.x,
        baseline: chosen.rect.y + 0.8 * size + 0.1 * size + Double(number) * lineHeight)
    }
  }

  /// Whether `rect` crosses no label placed so far and no other shape's outline (it may lie
  /// wholly inside or wholly outside another shape).
  private func isFree(_ rect: SVGRect, except index: Int) -> Bool {
    for label in placed where Self.overlap(rect, label) { return false }
    for (other, shape) in shapes.enumerated() where other != index {
      if Self.overlap(rect, shape) && !Self.contains(shape, rect) { return false }
    }
    return true
  }

  private static func overlap(_ a: SVGRect, _ b: SVGRect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }

  private static func contains(_ outer: SVGRect, _ inner: SVGRect) -> Bool {
    outer.x <= inner.x && outer.y <= inner.y && inner.maxX <= outer.maxX
      && inner.maxY <= outer.maxY
  }
}
