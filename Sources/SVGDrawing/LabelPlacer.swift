/// Chooses where labels go so that they stay readable: clear of text and of each other, and
/// across no shape's outline (a label lies wholly inside or wholly outside each shape, its own
/// included).
package struct LabelPlacer {
  /// The shapes whose outlines a label should not cross (it may lie wholly inside or outside).
  private let outlines: [SVGRect]
  /// The areas a label should not cover: text, and the labels placed so far.
  private var reserved: [SVGRect]

  /// A placer for a picture of these shapes, with these areas already taken.
  package init(outlines: [SVGRect], reserved: [SVGRect] = []) {
    self.outlines = outlines.map(\.standardized)
    self.reserved = reserved.map(\.standardized)
  }

  /// The index of the place chosen among `candidates` (in order of preference), which is then
  /// taken.
  ///
  /// The first candidate that covers no taken area and crosses no shape's outline wins;
  /// failing that the first that covers no taken area; failing that the first.
  ///
  /// - Complexity: O(*c* · (*s* + *l*)) for *c* candidates, *s* shapes and *l* taken areas.
  package mutating func place(_ candidates: [SVGRect]) -> Int {
    precondition(!candidates.isEmpty, "a label needs a place")
    let reserved = self.reserved
    let outlines = self.outlines
    let isFree = { (candidate: SVGRect) in !reserved.contains { $0.overlaps(candidate) } }
    let crossesNothing = { (candidate: SVGRect) in
      !outlines.contains { $0.overlaps(candidate) && !$0.contains(candidate) }
    }
    let chosen =
      candidates.firstIndex { isFree($0) && crossesNothing($0) }
      ?? candidates.firstIndex(where: isFree) ?? 0
    self.reserved.append(candidates[chosen].standardized)
    return chosen
  }
}

extension SVGRect {
  /// Whether the two (standardized) rectangles share some area.
  package func overlaps(_ other: SVGRect) -> Bool {
    let a = standardized
    let b = other.standardized
    return a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }

  /// Whether `other` lies wholly inside this rectangle (both standardized).
  package func contains(_ other: SVGRect) -> Bool {
    let a = standardized
    let b = other.standardized
    return a.x <= b.x && a.y <= b.y && b.maxX <= a.maxX && b.maxY <= a.maxY
  }
}
