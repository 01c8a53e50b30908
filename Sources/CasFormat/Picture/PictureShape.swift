import SVGDrawing

/// A shape of a `.cas` picture: the variables of one name prefix read as a rectangle.
struct PictureShape: Equatable {
  /// Which pairs of the prefix's variables the shape has.
  enum Kind: String {
    /// A horizontal and a vertical pair: drawn where the values put it.
    case box
    /// Only a horizontal pair: a bar 20 points tall on its own row below the boxes.
    case bar
    /// Only a vertical pair: a column 20 points wide in its own column right of the rest.
    case column
  }

  /// The prefix P (the text before the last `.` of its names).
  var prefix: String
  var kind: Kind
  /// The position and size from the values (for a bar the vertical part, for a column the
  /// horizontal part, is set when the picture is laid out).
  ///
  /// The size may be negative.
  var frame: SVGRect
  /// The indices of the values the shape was made from.
  var valueIndices: [Int]
  /// Whether one of those values is an edit variable's.
  var isEdited: Bool

  /// The label: the prefix and the size (`%.9g`), the size of a bar or column on its long axis.
  var label: String {
    switch kind {
    case .box: "\(prefix) \(formatValue(frame.width))×\(formatValue(frame.height))"
    case .bar: "\(prefix) \(formatValue(frame.width))"
    case .column: "\(prefix) \(formatValue(frame.height))"
    }
  }

  /// The sizes that are negative, by name (`width`, `height`).
  var negativeSides: [String] {
    var sides: [String] = []
    if kind != .column, frame.width < 0 { sides.append("width \(formatValue(frame.width))") }
    if kind != .bar, frame.height < 0 { sides.append("height \(formatValue(frame.height))") }
    return sides
  }
}

/// The shapes a run's values make, and the values that are in none.
struct PictureShapes {
  /// Boxes, bars and columns in order of first appearance of their prefix.
  var shapes: [PictureShape] = []
  /// The values used by no shape, in file order.
  var looseValues: [VariableValue] = []

  /// The names for one axis's position and size, in order of preference.
  private static let horizontal = (position: ["left", "x"], size: ["width", "w"], end: "right")
  private static let vertical = (position: ["top", "y"], size: ["height", "h"], end: "bottom")

  /// Groups the values by prefix and reads each prefix's pairs (see the `.cas` format's
  /// Pictures section).
  ///
  /// - Complexity: O(*v*) in the number of values (expected, for the dictionaries).
  init(values: [VariableValue]) {
    var prefixes: [String] = []
    var suffixes: [String: [String: Int]] = [:]
    for (index, value) in values.enumerated() {
      guard let dot = value.name.lastIndex(of: "."), dot != value.name.startIndex else { continue }
      let prefix = String(value.name[..<dot])
      let suffix = String(value.name[value.name.index(after: dot)...])
      if suffixes[prefix] == nil {
        prefixes.append(prefix)
        suffixes[prefix] = [:]
      }
      if suffixes[prefix]![suffix] == nil { suffixes[prefix]![suffix] = index }
    }
    var used = [Bool](repeating: false, count: values.count)
    for prefix in prefixes {
      let names = suffixes[prefix]!
      let across = Self.pair(Self.horizontal, in: names, values: values)
      let down = Self.pair(Self.vertical, in: names, values: values)
      let kind: PictureShape.Kind
      switch (across, down) {
      case (.some, .some): kind = .box
      case (.some, nil): kind = .bar
      case (nil, .some): kind = .column
      case (nil, nil): continue
      }
      let indices = (across?.indices ?? []) + (down?.indices ?? [])
      for index in indices { used[index] = true }
      shapes.append(
        PictureShape(
          prefix: prefix, kind: kind,
          frame: SVGRect(
            x: across?.position ?? 0, y: down?.position ?? 0, width: across?.size ?? 20,
            height: down?.size ?? 20),
          valueIndices: indices, isEdited: indices.contains { values[$0].isEdited }))
    }
    looseValues = values.indices.filter { !used[$0] }.map { values[$0] }
  }

  /// One axis's position and size from a prefix's names, nil without a position or a size.
  private static func pair(
    _ axis: (position: [String], size: [String], end: String), in names: [String: Int],
    values: [VariableValue]
  ) -> (position: Double, size: Double, indices: [Int])? {
    guard let start = axis.position.lazy.compactMap({ names[$0] }).first else { return nil }
    let position = values[start].value
    if let size = axis.size.lazy.compactMap({ names[$0] }).first {
      return (position, values[size].value, [start, size])
    }
    if let end = names[axis.end] { return (position, values[end].value - position, [start, end]) }
    return nil
  }
}
