import AutoCell

extension NodeBuilder {
  /// Makes and activates a document constraint (its IB id as its identifier), unless it is a
  /// placeholder (removed at build time, as Xcode does) or names what the object lacks.
  mutating func activate(_ spec: ConstraintSpec) {
    guard !spec.isPlaceholder else { return }
    guard let first = anchor(spec.firstItem, spec.firstAttribute, other: spec.secondItem, spec)
    else { return }
    var second: (AnyObject, LayoutAttribute)?
    if let item = spec.secondItem, let attribute = spec.secondAttribute {
      guard let made = anchor(item, attribute, other: spec.firstItem, spec) else { return }
      second = made
    }
    guard
      let constraint = LayoutConstraint(
        item: first.0, attribute: first.1, relatedBy: spec.relation, toItem: second?.0,
        attribute: second?.1, multiplier: spec.multiplier, constant: spec.constant)
    else {
      notes.append(
        IBNote(
          line: spec.line,
          message: "constraint \(spec.id) relates \(spec.firstAttribute) to "
            + "\(spec.secondAttribute ?? "a constant"), which UIKit rejects; left out"))
      return
    }
    constraint.identifier = spec.id
    constraint.priority = spec.priority
    constraints[spec.id] = constraint
    order.append(constraint)
    constraint.isActive = true
  }

  /// The item and base attribute a constraint's side stands for: a node's margins guide for
  /// margin attributes, a scroll view's content guide for its edges when the other item is
  /// inside it (UIKit ties those to the content area), `lastBaseline` for `baseline`.
  private mutating func anchor(
    _ id: String, _ name: String, other: String?, _ spec: ConstraintSpec
  ) -> (AnyObject, LayoutAttribute)? {
    guard let (attribute, onMargins) = NodeBuilder.attribute(name) else { return nil }
    if let guide = guides[id] { return (guide, attribute) }
    guard let node = nodes[id] else {
      notes.append(
        IBNote(
          line: spec.line,
          message: "constraint \(spec.id) refers to '\(id)', which is not a view or guide of "
            + "this object; left out"))
      return nil
    }
    if let content = contentGuides[id], let other, let otherNode = nodes[other],
      otherNode !== node, otherNode.isDescendant(of: node),
      [.left, .right, .leading, .trailing, .top, .bottom].contains(attribute)
    {
      return (content, attribute)
    }
    if onMargins { return (node.layoutMarginsGuide, attribute) }
    return (node, attribute)
  }

  /// An IB attribute name as a library attribute, and whether it is on the margins.
  static func attribute(_ name: String) -> (LayoutAttribute, onMargins: Bool)? {
    switch name {
    case "left": (.left, false)
    case "right": (.right, false)
    case "leading": (.leading, false)
    case "trailing": (.trailing, false)
    case "top": (.top, false)
    case "bottom": (.bottom, false)
    case "width": (.width, false)
    case "height": (.height, false)
    case "centerX": (.centerX, false)
    case "centerY": (.centerY, false)
    case "baseline", "lastBaseline": (.lastBaseline, false)
    case "firstBaseline": (.firstBaseline, false)
    case "leftMargin": (.left, true)
    case "rightMargin": (.right, true)
    case "leadingMargin": (.leading, true)
    case "trailingMargin": (.trailing, true)
    case "topMargin": (.top, true)
    case "bottomMargin": (.bottom, true)
    case "centerXWithinMargins": (.centerX, true)
    case "centerYWithinMargins": (.centerY, true)
    default: nil
    }
  }
}
