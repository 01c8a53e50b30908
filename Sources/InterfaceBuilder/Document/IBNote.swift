/// Something the loader reports about a document: content it did not apply (``Kind/unsupported``,
/// listed in reports) or design-time values it replaced (``Kind/designTime``).
public struct IBNote: Hashable, Sendable, CustomStringConvertible {
  /// What a note is about.
  public enum Kind: Hashable, Sendable {
    /// Content that shapes layout and was not applied as Xcode would (an unknown element is
    /// laid out as a plain view; an attribute is ignored).
    case unsupported
    /// A design-time value replaced by the real one (a placeholder intrinsic size).
    case designTime
  }

  /// The 1-based line the note is about.
  public let line: Int
  /// What was found and what was done.
  public let message: String
  /// Whether it is unsupported content or a design-time value.
  public let kind: Kind

  /// Creates a note.
  public init(line: Int, message: String, kind: Kind = .unsupported) {
    self.line = line
    self.message = message
    self.kind = kind
  }

  /// `line N: MESSAGE`.
  public var description: String { "line \(line): \(message)" }
}
