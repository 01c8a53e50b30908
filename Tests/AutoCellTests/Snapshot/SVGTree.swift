import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document parsed as XML, to check its structure and coordinates.
struct SVGTree {
  let root: XMLElement

  /// Parses `text`; fails the test if it is not well-formed XML with an `svg` root.
  init(_ text: String) throws {
    let document = try XMLDocument(xmlString: text, options: [])
    root = try #require(document.rootElement())
    #expect(root.name == "svg")
    #expect(root.namespaces?.first?.stringValue == "http://www.w3.org/2000/svg")
  }

  /// The view box as x, y, width, height.
  var viewBox: [Double] {
    (root.value(of: "viewBox") ?? "").split(separator: " ").compactMap {
      Double($0)
    }
  }

  /// Every element (depth first) whose class list contains `name`.
  func elements(withClass name: String) -> [XMLElement] {
    var found: [XMLElement] = []
    var stack = [root]
    while let element = stack.popLast() {
      let classes = element.value(of: "class")?.split(separator: " ") ?? []
      if classes.contains(Substring(name)) { found.append(element) }
      stack.append(contentsOf: (element.children ?? []).compactMap { $0 as? XMLElement }.reversed())
    }
    return found
  }
}

extension XMLElement {
  /// An attribute's text (looked up by name: in a document with a default namespace,
  /// FoundationXML's `attribute(forName:)` finds none).
  func value(of name: String) -> String? {
    attributes?.first { $0.name == name }?.stringValue
  }

  /// A numeric attribute.
  func number(_ name: String) -> Double? {
    value(of: name).flatMap(Double.init)
  }

  /// The first child element named `name`.
  func child(_ name: String) -> XMLElement? {
    elements(forName: name).first
  }

  /// x, y, width and height of a `rect`.
  var frame: [Double] { ["x", "y", "width", "height"].compactMap { number($0) } }

  /// The classes.
  var classes: [String] {
    (value(of: "class") ?? "").split(separator: " ").map(String.init)
  }
}
