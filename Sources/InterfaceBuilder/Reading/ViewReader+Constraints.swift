import AutoCell

extension ViewReader {
  /// The attributes a constraint may name (`baseline` is the last baseline, as in UIKit).
  static let attributes: Set<String> = [
    "left", "right", "leading", "trailing", "top", "bottom", "width", "height", "centerX",
    "centerY", "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin",
    "leadingMargin", "trailingMargin", "topMargin", "bottomMargin", "centerXWithinMargins",
    "centerYWithinMargins",
  ]

  /// A `<constraint>` of the view `owner`, or nil (with a note) when it cannot be read.
  mutating func readConstraint(_ element: IBElement, owner: String) -> ConstraintSpec? {
    let id = element["id"] ?? "constraint@\(element.line)"
    guard let first = element["firstAttribute"], ViewReader.attributes.contains(first) else {
      notes.append(
        IBNote(
          line: element.line,
          message: "constraint \(id): first attribute '\(element["firstAttribute"] ?? "")' "
            + "is not one this loader knows; left out"))
      return nil
    }
    var spec = ConstraintSpec(
      id: id, owner: owner, firstItem: element["firstItem"] ?? owner, firstAttribute: first,
      line: element.line)
    spec.identifier = element["identifier"]
    if let second = element["secondAttribute"], second != "notAnAttribute" {
      guard ViewReader.attributes.contains(second) else {
        notes.append(
          IBNote(
            line: element.line,
            message: "constraint \(id): second attribute '\(second)' is not one this loader "
              + "knows; left out"))
        return nil
      }
      spec.secondAttribute = second
      spec.secondItem = element["secondItem"] ?? owner
    }
    switch element["relation"] {
    case "lessThanOrEqual": spec.relation = .lessThanOrEqual
    case "greaterThanOrEqual": spec.relation = .greaterThanOrEqual
    default: break
    }
    if let text = element["multiplier"] {
      guard let multiplier = ViewReader.multiplier(text) else {
        notes.append(
          IBNote(
            line: element.line,
            message: "constraint \(id): multiplier '\(text)' is not a number; left out"))
        return nil
      }
      spec.multiplier = multiplier
    }
    spec.constant = element.number("constant") ?? 0
    spec.priority = element.priority("priority") ?? .required
    spec.isPlaceholder = element.flag("placeholder")
    return spec
  }

  /// A multiplier as IB writes it: a decimal, or a ratio `a:b` or `a/b` (a divided by b).
  static func multiplier(_ text: String) -> CGFloat? {
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), maxSplits: 1)
      guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0,
        (a / b).isFinite
      else {
        return nil
      }
      return CGFloat(a / b)
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return CGFloat(value)
  }
}
