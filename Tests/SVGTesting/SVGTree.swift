import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document parsed as XML, for tests that check a picture's structure and coordinates
/// (shared by the AutoCell and CasFormat tests).
public struct SVGTree {
  /// Why a text is not an SVG document.
  public enum Failure: Error {
    case noRoot
    case notSVG(String?)
  }

  /// The `svg` element.
  public let root: XMLElement

  /// Parses `text`.
  ///
  /// - Throws: the XML parser's error, or ``Failure`` unless the root is an `svg` element in
  ///   the SVG namespace.
  public init(_ text: String) throws {
    let document = try XMLDocument(xmlString: text, options: [])
    guard let root = document.rootElement() else { throw Failure.noRoot }
    guard root.name == "svg", root.namespaces?.first?.stringValue == "http://www.w3.org/2000/svg"
    else { throw Failure.notSVG(root.name) }
    self.root = root
  }

  /// The view box as x, y, width, height.
  public var viewBox: [Double] {
    (root.value(of: "viewBox") ?? "").split(separator: " ").compactMap { Double($0) }
  }

  /// Every element (depth first) whose class list contains `name`.
  ///
  /// - Complexity: O(*n*) in the elements.
  public func elements(withClass name: String) -> [XMLElement] {
    var found: [XMLElement] = []
    var stack = [root]
    while let element = stack.popLast() {
      if element.classes.contains(name) { found.append(element) }
      stack.append(contentsOf: (element.children ?? []).compactMap { $0 as? XMLElement }.reversed())
    }
    return found
  }
}

extension XMLElement {
  /// An attribute's text, looked up by name (in a document with a default namespace,
  /// FoundationXML's `attribute(forName:)` finds none).
  public func value(of name: String) -> String? {
    attributes?.first { $0.name == name }?.stringValue
  }

  /// A numeric attribute.
  public func number(_ name: String) -> Double? {
    value(of: name).flatMap(Double.init)
  }

  /// The first child element named `name`.
  public func child(_ name: String) -> XMLElement? {
    elements(forName: name).first
  }

  /// x, y, width and height of a `rect`.
  public var frame: [Double] { ["x", "y", "width", "height"].compactMap { number($0) } }

  /// The classes.
  public var classes: [String] {
    (value(of: "class") ?? "").split(separator: " ").map(String.init)
  }
}
