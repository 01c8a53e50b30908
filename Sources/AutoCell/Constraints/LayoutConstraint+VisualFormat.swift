import Foundation

extension LayoutConstraint {
  /// The constraints a visual format string describes, with Apple's grammar (UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`), inactive: activate them with
  /// ``activate(_:)``.
  ///
  /// `H:` (the default) lays views out leading to trailing (see
  /// ``FormatOptions/directionLeftToRight``), `V:` top to bottom. `|` is the views'
  /// superview's edge; `-` is the standard spacing: 8 between views, and to the superview its
  /// layout margin (`|-[view]-|` pins the view to the superview's ``LayoutNode/layoutMarginsGuide``,
  /// as UIKit's documentation of `layoutMargins` describes),
  /// `-N-` or `-metric-` a given one, `-(>=N@P, ...)-` predicates; `[view(>=50,<=100@750)]`
  /// size predicates, `[a(==b)]` an equal size, `@P` a priority (1...1000). Alignment options
  /// align every view to the first one's attribute, across the axis.
  ///
  /// ```swift
  /// let row = try LayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[icon(==32)]-[title]-|", options: .alignAllCenterY,
  ///   views: ["icon": icon, "title": title])
  /// ```
  ///
  /// UIKit's signature: `metrics` may be nil (or hold `CGFloat`, `Double`, `Float`, `Int` or
  /// `NSNumber` values), and `views` holds ``LayoutNode``s and ``LayoutGuide``s (for a guide,
  /// `|` is its owning node's edge).
  ///
  /// - Throws: ``VisualFormatError`` for a malformed format, an unknown name, a value of the
  ///   wrong type for a name the format uses, a priority out of range, `|` for a view without a
  ///   superview, or an alignment along the axis; its description quotes the format and points
  ///   at the column.
  /// - Complexity: O(*n*) in the format's length.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
    let parsed = try parser.parse()
    var builder = VisualFormatBuilder(parsed: parsed, options: options)
    return try builder.build(format: format)
  }
}

/// Turns a parsed format into constraints.
struct VisualFormatBuilder {
  let parsed: VisualFormat
  let options: LayoutConstraint.FormatOptions
  var made: [LayoutConstraint] = []

  init(parsed: VisualFormat, options: LayoutConstraint.FormatOptions) {
    self.parsed = parsed
    self.options = options
  }

  /// Start, end and size attributes along the format's axis, in the format's order.
  private var attributes: (start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute) {
    if parsed.axis == .vertical { return (.top, .bottom, .height) }
    if options.contains(.directionRightToLeft) { return (.right, .left, .width) }
    if options.contains(.directionLeftToRight) { return (.left, .right, .width) }
    return (.leading, .trailing, .width)
  }

  /// `a.attribute (relation) b.attribute + constant`, with the constant's sign for the
  /// format's order (right to left runs toward smaller x).
  private mutating func relate(
    _ a: LayoutItem, _ attributeA: LayoutAttribute, _ relation: LayoutRelation,
    _ b: LayoutItem?, _ attributeB: LayoutAttribute, constant: CGFloat,
    priority: LayoutPriority
  ) {
    let constraint = LayoutConstraint(
      AnyLayoutAnchor(item: a, attribute: attributeA), relation,
      b.map { AnyLayoutAnchor(item: $0, attribute: attributeB) }, multiplier: 1,
      constant: constant)
    constraint.priority = priority
    made.append(constraint)
  }

  mutating func build(format: String) throws(VisualFormatError) -> [LayoutConstraint] {
    let (start, end, size) = attributes
    let sign: CGFloat =
      options.contains(.directionRightToLeft) && parsed.axis == .horizontal ? -1 : 1
    for view in parsed.views {
      for predicate in view.predicates {
        switch predicate.object {
        case .constant(let value):
          relate(
            view.item, size, predicate.relation, nil, size, constant: value,
            priority: predicate.priority)
        case .view(let other):
          relate(
            view.item, size, predicate.relation, other, size, constant: 0,
            priority: predicate.priority)
        }
      }
    }
    // Gap predicates read `later.start (relation) earlier.end + gap`.
    func gapConstraints(
      _ gap: VisualFormat.Gap, standard: CGFloat, later: (LayoutItem, LayoutAttribute),
      earlier: (LayoutItem, LayoutAttribute), into builder: inout VisualFormatBuilder
    ) {
      let predicates: [VisualFormat.Predicate]
      switch gap {
      case .flush: predicates = [.init(relation: .equal, object: .constant(0), priority: .required)]
      case .standard:
        predicates = [.init(relation: .equal, object: .constant(standard), priority: .required)]
      case .predicates(let list): predicates = list
      }
      for predicate in predicates {
        guard case .constant(let value) = predicate.object else { continue }
        builder.relate(
          later.0, later.1, sign < 0 ? predicate.relation.reversed : predicate.relation, earlier.0,
          earlier.1, constant: sign * value, priority: predicate.priority)
      }
    }
    for (index, gap) in parsed.gaps.enumerated() {
      gapConstraints(
        gap, standard: LayoutConstraint.systemSpacing,
        later: (parsed.views[index + 1].item, start),
        earlier: (parsed.views[index].item, end), into: &self)
    }
    if let edge = parsed.leadingEdge {
      let first = parsed.views[0]
      guard let superview = first.superview else {
        throw VisualFormatError(.noSuperview(first.name), format: format, column: edge.column)
      }
      gapConstraints(
        edge.gap, standard: 0, later: (first.item, start),
        earlier: (edgeItem(of: superview, gap: edge.gap), start), into: &self)
    }
    if let edge = parsed.trailingEdge {
      let last = parsed.views[parsed.views.count - 1]
      guard let superview = last.superview else {
        throw VisualFormatError(.noSuperview(last.name), format: format, column: edge.column)
      }
      gapConstraints(
        edge.gap, standard: 0, later: (edgeItem(of: superview, gap: edge.gap), end),
        earlier: (last.item, end), into: &self)
    }
    try align(format: format)
    return made
  }

  /// What a gap to the superview's edge is measured from: for the standard gap (`|-[view]`),
  /// the superview's layout margins guide (UIKit's standard space to the superview is its
  /// layout margin); for any other, the superview itself.
  private func edgeItem(of superview: LayoutNode, gap: VisualFormat.Gap) -> LayoutItem {
    if case .standard = gap { return superview.layoutMarginsGuide.item }
    return superview.item
  }

  /// Every view aligned with the first by each alignment option.
  private mutating func align(format: String) throws(VisualFormatError) {
    for (option, attribute) in LayoutConstraint.FormatOptions.alignments
    where options.contains(option) {
      let horizontalAttribute = [.left, .right, .leading, .trailing, .centerX].contains(attribute)
      guard horizontalAttribute == (parsed.axis == .vertical) else {
        throw VisualFormatError(.alignmentAlongAxis, format: format, column: 0)
      }
      let first = parsed.views[0].item
      for view in parsed.views.dropFirst() {
        relate(view.item, attribute, .equal, first, attribute, constant: 0, priority: .required)
      }
    }
  }
}

extension LayoutRelation {
  /// The relation with its sides swapped (`<=` for `>=`).
  var reversed: LayoutRelation {
    switch self {
    case .lessThanOrEqual: .greaterThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
