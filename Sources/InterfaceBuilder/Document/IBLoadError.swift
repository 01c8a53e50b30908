/// A document that cannot be read: the file, the line and what is wrong, printed as compilers
/// print errors (`FILE:LINE: error: MESSAGE`).
public struct IBLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's name as given when loading.
  public let file: String
  /// The 1-based line the problem is on.
  public let line: Int
  /// What is wrong, without the location.
  public let message: String

  /// Creates an error at `file`:`line`.
  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `FILE:LINE: error: MESSAGE`.
  public var description: String { "\(file):\(line): error: \(message)" }
}
