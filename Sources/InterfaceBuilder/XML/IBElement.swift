/// One element of an Interface Builder document: its name, attributes, child elements, text and
/// the line it starts on.
///
/// The reader works on this tree (see ``IBElementParser``).
final class IBElement {
  /// The element's name (`label`, `constraint`, ...).
  let name: String
  /// The attributes as names and values, in no particular order.
  ///
  /// An element has a handful, so a linear search by name (small strings compare as integers) beats
  /// hashing.
  var attributes: [(name: String, value: String)]
  /// The child elements, in document order.
  var children: [IBElement] = []
  /// The character data directly inside the element (the contents of `<string>`).
  var text = ""
  /// The line the element's start tag is on (1-based).
  let line: Int
  /// Whether a `<variation>` is among the element's descendants (set by the parser).
  var containsVariations = false

  init(name: String, attributes: [(name: String, value: String)], line: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
  }

  /// Releases the subtree without recursion: an element nothing else holds gives up its
  /// children to this loop before it goes, so a document of any depth takes a constant amount
  /// of stack to release.
  deinit {
    var pending = children
    children = []
    while var element = pending.popLast() {
      if isKnownUniquelyReferenced(&element) {
        pending.append(contentsOf: element.children)
        element.children = []
      }
    }
  }

  /// The value of attribute `name`.
  ///
  /// O(*a*) in the element's attributes.
  subscript(_ name: String) -> String? {
    get {
      for attribute in attributes where attribute.name == name { return attribute.value }
      return nil
    }
    set {
      attributes.removeAll { $0.name == name }
      if let newValue { attributes.append((name, newValue)) }
    }
  }

  /// The first child named `name`, with attribute `key` equal to `key` when given.
  func child(_ name: String, key: String? = nil) -> IBElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The children named `name`.
  func children(named name: String) -> [IBElement] {
    children.filter { $0.name == name }
  }

  /// The first child whose `key` attribute is `key`, whatever its name.
  func child(keyed key: String) -> IBElement? {
    children.first { $0["key"] == key }
  }

  /// Whether attribute `name` is `YES`.
  func flag(_ name: String) -> Bool { self[name] == "YES" }

  /// Attribute `name` as a finite number, or nil when absent, not a number, or infinite.
  func number(_ name: String) -> Double? {
    guard let value = self[name].flatMap(Double.init), value.isFinite else { return nil }
    return value
  }
}
