import AutoCell
import Foundation

/// An Interface Builder document (`.xib` or `.storyboard`) read into memory: instantiate its
/// top-level objects as node trees with ``instantiate(device:fonts:)``.
///
/// ```swift
/// let document = try IBDocument(contentsOf: url)
/// for object in document.instantiate() {
///   print(object.id, object.root.fittingHeight(forWidth: 320))
/// }
/// ```
///
/// Reading keeps the document's elements; each instantiation reads them for a device (its
/// size classes pick the `<variation>`s) and builds fresh nodes, so one document can be laid
/// out on several devices, and from several threads, each with its own objects.
public final class IBDocument: @unchecked Sendable {
  /// The file's name as given.
  public let name: String
  /// Whether the document is a storyboard (else a `.xib`).
  public let isStoryboard: Bool
  /// The `toolsVersion` the document was saved with, if it says.
  public let toolsVersion: String?
  /// The device the document was laid out for (``IBDevice/defaultID`` when it names none).
  public let device: IBDevice
  /// Notes about the document as a whole (an unknown device).
  public let notes: [IBNote]
  /// The element tree (never changed after reading).
  let tree: IBElement

  /// Reads the file at `url`.
  ///
  /// - Throws: ``IBLoadError`` naming the file (its last path component) and the line: the
  ///   file cannot be read, its XML is not well-formed, or it is not an iOS Interface Builder
  ///   document.
  /// - Complexity: O(*n*) in the file's bytes.
  public convenience init(contentsOf url: URL) throws(IBLoadError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw IBLoadError(file: url.lastPathComponent, line: 1, message: "the file cannot be read")
    }
    try self.init(data: data, name: url.lastPathComponent)
  }

  /// Reads a document from its bytes; `name` names it in errors and reports.
  ///
  /// - Throws: ``IBLoadError``, as ``init(contentsOf:)``.
  /// - Complexity: O(*n*) in the bytes.
  public init(data: Data, name: String) throws(IBLoadError) {
    self.name = name
    let root = try IBElementParser.parse(data, file: name)
    guard root.name == "document" else {
      throw IBLoadError(
        file: name, line: root.line,
        message: "not an Interface Builder document: the root element is <\(root.name)>, "
          + "not <document>")
    }
    let type = root["type"] ?? ""
    guard type.contains("CocoaTouch") else {
      throw IBLoadError(
        file: name, line: root.line,
        message: type.isEmpty
          ? "the document has no type: not a document Xcode saved"
          : "'\(type)' is not an iOS document (only CocoaTouch documents are read)")
    }
    isStoryboard = type.contains("Storyboard")
    toolsVersion = root["toolsVersion"]
    var notes: [IBNote] = []
    let deviceElement = root.child("device")
    let id = deviceElement?["id"] ?? IBDevice.defaultID
    let landscape = deviceElement?["orientation"] == "landscape"
    if let known = IBDevice(id: id, landscape: landscape) {
      device = known
    } else {
      notes.append(
        IBNote(
          line: deviceElement?.line ?? root.line,
          message: "device '\(id)' is not known; laid out on \(IBDevice.defaultID)"))
      device = IBDevice(id: IBDevice.defaultID, landscape: landscape)!
    }
    self.notes = notes
    tree = root
  }

  /// The document's top-level objects as fresh node trees, laid out at the sizes saved for
  /// them (a scene's view at its scene's size when Xcode flagged it misplaced).
  ///
  /// - Parameters:
  ///   - device: The device whose size classes, screen, insets and scale apply (default: the
  ///     document's).
  ///   - fonts: How text is measured (default: the library's own metrics).
  /// - Returns: One object per top-level object, in document order.
  /// - Complexity: O(*n* + *k*) in the document's elements and constraints.
  public func instantiate(device: IBDevice? = nil, fonts: IBFonts = .standard) -> [IBObject] {
    let device = device ?? self.device
    let reader = DocumentReader(
      document: tree, device: device, isStoryboard: isStoryboard,
      toolsVersion: toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0,
      isDocumentDevice: device == self.device)
    return reader.objects().map { spec in
      IBObject(
        spec: spec, device: device, isDocumentDevice: device == self.device, fonts: fonts,
        documentNotes: notes)
    }
  }
}
