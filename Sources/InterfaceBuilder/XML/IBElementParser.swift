import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a document's bytes into an ``IBElement`` tree with the toolchain's `XMLParser`
/// (libxml2 underneath), keeping each element's line.
///
/// - Complexity: O(*n*) in the document's bytes.
enum IBElementParser {
  /// The root element of `data`, or the first XML error with its line.
  static func parse(_ data: Data, file: String) throws(IBLoadError) -> IBElement {
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    _ = parser.parse()
    if let failure = builder.failure
      ?? (parser.parserError as NSError?).map({ error in
        (line: max(1, parser.lineNumber), code: error.code)
      })
    {
      throw IBLoadError(
        file: file, line: failure.line,
        message: "the XML is not well-formed (\(describe(code: failure.code)))")
    }
    guard let root = builder.root else {
      throw IBLoadError(file: file, line: 1, message: "the file holds no XML element")
    }
    return root
  }

  /// A short reason for libxml2's most frequent error codes (XMLParser passes them through).
  static func describe(code: Int) -> String {
    switch code {
    case 4: "the document is empty or not XML"
    case 5: "the document ends before its elements are closed"
    case 9: "an invalid character"
    case 23: "an unescaped '&' or unknown entity"
    case 26: "an undeclared entity"
    case 38, 39, 40, 41: "a malformed attribute"
    case 64, 65: "a malformed start tag"
    case 73: "a start tag is not closed"
    case 76: "an end tag does not match its start tag"
    default: "libxml2 error \(code)"
    }
  }
}

/// Builds the tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var root: IBElement?
  var stack: [IBElement] = []
  var failure: (line: Int, code: Int)?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    let element = IBElement(
      name: elementName, attributes: attributes.map { (name: $0.key, value: $0.value) },
      line: parser.lineNumber)
    if let parent = stack.last {
      parent.children.append(element)
    } else if root == nil {
      root = element
    }
    if elementName == "variation" {
      for ancestor in stack where !ancestor.containsVariations {
        ancestor.containsVariations = true
      }
    }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    _ = stack.popLast()
  }

  /// Character data is kept only inside `<string>` elements (the only ones whose text the
  /// reader uses); the whitespace between elements is dropped as it comes.
  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard let current = stack.last, current.name == "string" else { return }
    current.text += string
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if failure == nil {
      failure = (max(1, parser.lineNumber), (parseError as NSError).code)
    }
  }
}
