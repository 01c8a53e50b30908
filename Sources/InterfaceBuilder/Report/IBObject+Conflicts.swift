import AutoCell

extension IBObject {
  /// A conflict the engine reported, named in the document's terms.
  func conflict(_ conflict: LayoutConflict) -> IBConflict {
    let members = conflict.constraints.map { (name(of: $0), describe($0)) }
    let broken = name(of: conflict.brokenConstraint)
    return IBConflict(
      broken: broken, others: members.map(\.0).filter { $0 != broken },
      descriptions: members.map(\.1), line: constraintSpecs[broken]?.line ?? views[0].line)
  }

  /// A constraint's name: its IB id, or what the library made it for with the view's id.
  func name(of constraint: ConflictingConstraint) -> String {
    switch constraint {
    case .layout(let made):
      if let id = made.identifier, constraintsByID[id] === made { return id }
      let owner = itemID(made.firstItem) ?? "?"
      return "\(made.identifier ?? "autoresizing")@\(owner)"
    case .intrinsicSize(let node, let axis, let hugging, _, _):
      let what = hugging ? "hugging" : "compressionResistance"
      return "\(what).\(axis == .horizontal ? "width" : "height")@\(itemID(node) ?? "?")"
    case .rootFrame(let node, let attribute, _):
      return "frame.\(attribute)@\(itemID(node) ?? "?")"
    case .fittingTarget(let node, let attribute, _, _):
      return "fitting.\(attribute)@\(itemID(node) ?? "?")"
    case .solver:
      return "solver"
    }
  }

  /// A document constraint as Xcode describes it (`label.leading == superview.leadingMargin +
  /// 8`), any other as the library does.
  func describe(_ constraint: ConflictingConstraint) -> String {
    guard case .layout(let made) = constraint, let id = made.identifier,
      constraintsByID[id] === made, let spec = constraintSpecs[id]
    else { return describeMade(constraint) }
    var text =
      "\(term(spec.firstItem, other: spec.secondItem)).\(spec.firstAttribute) \(made.relation)"
    if let second = spec.secondItem, let attribute = spec.secondAttribute {
      text += " "
      if spec.multiplier != 1 { text += "\(format(spec.multiplier)) * " }
      text += "\(term(second, other: spec.firstItem)).\(attribute)"
      if spec.constant != 0 {
        text += spec.constant < 0 ? " - \(format(-spec.constant))" : " + \(format(spec.constant))"
      }
    } else {
      text += " \(format(spec.constant))"
    }
    if !spec.priority.isRequired { text += " @\(spec.priority)" }
    return text
  }

  /// How a constraint's item is named: `superview` for the superview of the other item, a
  /// guide by its kind, a view by its user label or element.
  private func term(_ id: String, other: String?) -> String {
    guard let view = view(withID: id) else {
      return guide(withID: id)?.identifier ?? id
    }
    if let other, other != id, let otherView = self.view(withID: other),
      let parent = otherView.superviewIndex, views[parent].id == id
    {
      return "superview"
    }
    return view.userLabel.map { "\"\($0)\"" } ?? view.kind
  }

  /// A constraint the library made (an autoresizing mask's, a stack's, a guide's, an
  /// intrinsic size, the root's frame), in the same words.
  private func describeMade(_ constraint: ConflictingConstraint) -> String {
    func item(_ object: AnyObject?) -> String {
      if let node = object as? LayoutNode, let index = index(of: node) {
        return views[index].userLabel.map { "\"\($0)\"" }
          ?? "\(views[index].kind) \(views[index].id)"
      }
      if let guide = object as? LayoutGuide { return guide.identifier ?? "guide" }
      return "?"
    }
    func suffix(_ priority: LayoutPriority) -> String {
      priority.isRequired ? "" : " @\(priority)"
    }
    switch constraint {
    case .layout(let made):
      var text = "\(item(made.firstItem)).\(made.firstAttribute) \(made.relation) "
      if let second = made.secondItem, let attribute = made.secondAttribute, made.multiplier != 0 {
        if made.multiplier != 1 { text += "\(format(made.multiplier)) * " }
        text += "\(item(second)).\(attribute)"
        if made.constant != 0 {
          text += made.constant < 0 ? " - \(format(-made.constant))" : " + \(format(made.constant))"
        }
      } else {
        text += format(made.constant)
      }
      return text + suffix(made.priority) + " (\(made.identifier ?? "autoresizing mask"))"
    case .intrinsicSize(let node, let axis, let hugging, let value, let priority):
      let attribute = axis == .horizontal ? "width" : "height"
      return "\(item(node)).\(attribute) \(hugging ? "<=" : ">=") \(format(value))"
        + "\(suffix(priority)) (\(hugging ? "content hugging" : "compression resistance"))"
    case .rootFrame(let node, let attribute, let value):
      return "\(item(node)).\(attribute) == \(format(value)) (the size laid out at)"
    case .fittingTarget(let node, let attribute, let value, let priority):
      return "\(item(node)).\(attribute) == \(format(value))\(suffix(priority)) (fitting target)"
    case .solver(let made):
      return made.description
    }
  }

  /// The IB id of a node, or of the view owning a guide.
  private func itemID(_ item: AnyObject?) -> String? {
    if let node = item as? LayoutNode { return index(of: node).map { views[$0].id } }
    if let guide = item as? LayoutGuide, let owner = guide.owningView {
      return index(of: owner).map { "\(views[$0].id).\(guide.identifier ?? "guide")" }
    }
    return nil
  }

  private func format(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? String(Int(rounded)) : String(rounded)
  }
}
