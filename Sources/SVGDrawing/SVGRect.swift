/// A rectangle in a picture's coordinates (points, y growing downwards).
package struct SVGRect: Equatable, Sendable {
  /// The left edge (the right one when ``width`` is negative).
  package var x: Double
  /// The top edge (the bottom one when ``height`` is negative).
  package var y: Double
  /// The width; may be negative.
  package var width: Double
  /// The height; may be negative.
  package var height: Double

  /// A rectangle at (`x`, `y`) of the given size.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The same area with a size that is not negative: drawn from its corrected corner.
  package var standardized: SVGRect {
    SVGRect(
      x: width < 0 ? x + width : x, y: height < 0 ? y + height : y, width: abs(width),
      height: abs(height))
  }

  /// The right edge of the standardized rectangle.
  package var maxX: Double { standardized.x + standardized.width }
  /// The bottom edge of the standardized rectangle.
  package var maxY: Double { standardized.y + standardized.height }

  /// The smallest rectangle holding both (each standardized).
  package func union(_ other: SVGRect) -> SVGRect {
    let a = standardized
    let b = other.standardized
    let minX = min(a.x, b.x)
    let minY = min(a.y, b.y)
    return SVGRect(
      x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
  }
}
