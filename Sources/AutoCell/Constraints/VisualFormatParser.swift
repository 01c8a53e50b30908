import Foundation

/// A parsed visual format: Apple's grammar, names resolved.
///
/// ```
/// format     ::= (orientation ':')? (superview connection)? view (connection view)*
///                (connection superview)?
/// orientation ::= 'H' | 'V'           superview ::= '|'
/// view       ::= '[' name predicates? ']'
/// connection ::= '' | '-' predicateList '-' | '-'
/// predicateList ::= simplePredicate | predicates
/// simplePredicate ::= metricName | positiveNumber
/// predicates ::= '(' predicate (',' predicate)* ')'
/// predicate  ::= relation? (constant | viewName) ('@' priority)?
/// relation   ::= '==' | '<=' | '>='    priority, constant ::= metricName | number
/// ```
struct VisualFormat {
  /// One relation of a size or a gap: `relation object @priority`.
  struct Predicate {
    enum Object {
      case constant(CGFloat)
      case view(LayoutItem)
    }
    var relation: LayoutRelation
    var object: Object
    var priority: LayoutPriority
  }

  /// The space between two items: none (`][`), standard (`-`) or given.
  enum Gap {
    case flush
    case standard
    case predicates([Predicate])
  }

  /// A view (a node or a layout guide) and its size predicates.
  struct View {
    /// The node's or guide's solver item.
    let item: LayoutItem
    /// What `|` stands for beside it: a node's superview, a guide's owning node.
    let superview: LayoutNode?
    let name: String
    let column: Int
    var predicates: [Predicate]
  }

  var axis: LayoutAxis = .horizontal
  /// The gap to the superview's leading (top) edge, with the column of its `|`.
  var leadingEdge: (gap: Gap, column: Int)?
  var views: [View] = []
  /// `gaps[i]` is between `views[i]` and `views[i + 1]`.
  var gaps: [Gap] = []
  /// The gap to the superview's trailing (bottom) edge, with the column of its `|`.
  var trailingEdge: (gap: Gap, column: Int)?
}

/// A recursive-descent parser of ``VisualFormat``; each failure is a ``VisualFormatError`` at
/// the column where it was noticed.
struct VisualFormatParser {
  let format: String
  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  var position = 0

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    self.format = format
    self.characters = Array(format)
    self.metrics = metrics
    self.views = views
  }

  private var current: Character? { position < characters.count ? characters[position] : nil }

  private func fail(_ problem: VisualFormatError.Problem, at column: Int? = nil)
    -> VisualFormatError
  {
    VisualFormatError(problem, format: format, column: column ?? position)
  }

  private mutating func skip(_ character: Character) -> Bool {
    guard current == character else { return false }
    position += 1
    return true
  }

  private mutating func expect(_ character: Character) throws(VisualFormatError) {
    guard skip(character) else { throw fail(.expected("'\(character)'")) }
  }

  /// The whole format.
  mutating func parse() throws(VisualFormatError) -> VisualFormat {
    var result = VisualFormat()
    if characters.count >= 2, characters[1] == ":" {
      switch characters[0] {
      case "H": result.axis = .horizontal
      case "V": result.axis = .vertical
      default: throw fail(.expected("'H:' or 'V:'"), at: 0)
      }
      position = 2
    }
    if current == "|" {
      let column = position
      position += 1
      result.leadingEdge = (try gap(), column)
    }
    result.views.append(try view())
    while let next = current, next != "|" {
      guard next == "-" || next == "[" else { throw fail(.expected("'-', '[' or '|'")) }
      let between = try gap()
      if current == "|" {
        result.trailingEdge = (between, position)
        break
      }
      result.gaps.append(between)
      result.views.append(try view())
    }
    if result.trailingEdge == nil, current == "|" {
      result.trailingEdge = (.flush, position)
    }
    if result.trailingEdge != nil { position += 1 }
    guard current == nil else { throw fail(.unexpectedText) }
    return result
  }

  /// A connection: nothing before `[` or `|`, `-`, or `-predicates-`.
  private mutating func gap() throws(VisualFormatError) -> VisualFormat.Gap {
    guard skip("-") else {
      guard current == "[" || current == "|" else { throw fail(.expected("'-', '[' or '|'")) }
      return .flush
    }
    if current == "[" || current == "|" { return .standard }
    let predicates: [VisualFormat.Predicate]
    if current == "(" {
      predicates = try predicateList(allowsViews: false)
    } else {
      let value = try constant(positive: true)
      predicates = [
        VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: .required)
      ]
    }
    try expect("-")
    guard current == "[" || current == "|" else { throw fail(.expected("'[' or '|'")) }
    return .predicates(predicates)
  }

  /// `[name(predicates)]`.
  private mutating func view() throws(VisualFormatError) -> VisualFormat.View {
    guard skip("[") else { throw fail(.expected("'['")) }
    let column = position
    let name = try identifier(what: "a view name")
    guard let found = try view(named: name, at: column) else {
      throw fail(.unknownName(name), at: column)
    }
    var predicates: [VisualFormat.Predicate] = []
    if current == "(" { predicates = try predicateList(allowsViews: true) }
    try expect("]")
    return VisualFormat.View(
      item: found.item, superview: found.superview, name: name, column: column,
      predicates: predicates)
  }

  /// The node or guide `views` holds for `name` (nil for none), with what `|` means beside
  /// it.
  ///
  /// A value of another type is an error at `column`.
  private func view(named name: String, at column: Int) throws(VisualFormatError) -> (
    item: LayoutItem, superview: LayoutNode?
  )? {
    guard let value = views[name] else { return nil }
    if let node = value as? LayoutNode { return (node.item, node.superview) }
    if let guide = value as? LayoutGuide { return (guide.item, guide.owningView) }
    throw fail(.notAView(name, type: "\(type(of: value))"), at: column)
  }

  /// The number `metrics` holds for `name` (nil for none): a `CGFloat`, `Double`, `Float`,
  /// `Int` or `NSNumber`.
  ///
  /// A value of another type is an error at `column`.
  private func metric(named name: String, at column: Int) throws(VisualFormatError) -> CGFloat? {
    guard let value = metrics[name] else { return nil }
    switch value {
    case let number as CGFloat: return number
    case let number as Double: return CGFloat(number)
    case let number as Float: return CGFloat(number)
    case let number as Int: return CGFloat(number)
    case let number as NSNumber: return CGFloat(number.doubleValue)
    default: throw fail(.notANumber(name, type: "\(type(of: value))"), at: column)
    }
  }

  /// `(predicate, predicate, ...)`.
  private mutating func predicateList(allowsViews: Bool) throws(VisualFormatError)
    -> [VisualFormat.Predicate]
  {
    try expect("(")
    var list = [try predicate(allowsViews: allowsViews)]
    while skip(",") { list.append(try predicate(allowsViews: allowsViews)) }
    guard skip(")") else { throw fail(.expected("',' or ')'")) }
    return list
  }

  /// `relation? object (@priority)?`.
  private mutating func predicate(allowsViews: Bool) throws(VisualFormatError)
    -> VisualFormat.Predicate
  {
    var relation = LayoutRelation.equal
    for (text, value) in [
      ("==", LayoutRelation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
    ]
    where matches(text) {
      relation = value
      position += 2
      break
    }
    let object: VisualFormat.Predicate.Object
    if let next = current, next.isLetter || next == "_" {
      let column = position
      let name = try identifier(what: "a name")
      if let value = try metric(named: name, at: column) {
        object = .constant(value)
      } else if let found = try view(named: name, at: column) {
        guard allowsViews else {
          throw fail(
            .expected("a number or a metric name (a spacing cannot be a view)"), at: column)
        }
        object = .view(found.item)
      } else {
        throw fail(.unknownName(name), at: column)
      }
    } else {
      object = .constant(try constant(positive: false))
    }
    var priority = LayoutPriority.required
    if skip("@") {
      let column = position
      let value = try constant(positive: true)
      guard value >= 1, value <= 1000 else {
        throw fail(.invalidPriority(Double(value)), at: column)
      }
      priority = LayoutPriority(Float(value))
    }
    return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
  }

  private func matches(_ text: String) -> Bool {
    var index = position
    for character in text {
      guard index < characters.count, characters[index] == character else { return false }
      index += 1
    }
    return true
  }

  /// A C identifier.
  private mutating func identifier(what: String) throws(VisualFormatError) -> String {
    guard let first = current, first.isASCII, first.isLetter || first == "_" else {
      throw fail(.expected(what))
    }
    var name = ""
    while let next = current, next.isASCII, next.isLetter || next.isNumber || next == "_" {
      name.append(next)
      position += 1
    }
    return name
  }

  /// A number (as `strtod` reads decimal ones) or a metric name.
  private mutating func constant(positive: Bool) throws(VisualFormatError) -> CGFloat {
    if let next = current, next.isLetter || next == "_" {
      let column = position
      let name = try identifier(what: "a metric name")
      guard let value = try metric(named: name, at: column) else {
        throw fail(.unknownName(name), at: column)
      }
      return value
    }
    let start = position
    var text = ""
    if !positive, current == "-" || current == "+" {
      text.append(current!)
      position += 1
    }
    while let next = current, next.isASCII, next.isNumber || next == "." {
      text.append(next)
      position += 1
    }
    if let e = current, e == "e" || e == "E", !text.isEmpty {
      text.append(e)
      position += 1
      if let sign = current, sign == "-" || sign == "+" {
        text.append(sign)
        position += 1
      }
      while let next = current, next.isASCII, next.isNumber {
        text.append(next)
        position += 1
      }
    }
    guard let value = Double(text), value.isFinite else {
      throw fail(
        .expected(
          positive ? "a number or a metric name" : "a relation, a number, a metric or a view name"),
        at: start)
    }
    return CGFloat(value)
  }
}
