/// A visual format string that cannot be turned into constraints: what went wrong, the
/// format, and the column where it was found.
///
/// Its ``description`` quotes the format and points at the column with a caret, as Apple's
/// exception does.
public struct VisualFormatError: Error, Equatable, Sendable {
  /// What went wrong.
  public enum Problem: Equatable, Sendable {
    /// Something else was found where this was expected (e.g. `"']'"`, `"a view"`).
    case expected(String)
    /// A name that is neither in `views` nor in `metrics` (nor, in a spacing, a metric).
    case unknownName(String)
    /// A priority outside 1...1000.
    case invalidPriority(Double)
    /// `|` used for a view that has no superview.
    case noSuperview(String)
    /// An alignment option along the format's own axis (e.g. `.alignAllLeading` with `H:`).
    case alignmentAlongAxis
    /// Text after the end of the format.
    case unexpectedText
    /// A name whose value in `views` is neither a ``LayoutNode`` nor a ``LayoutGuide``: the
    /// name and the value's type.
    case notAView(String, type: String)
    /// A name whose value in `metrics` is not a number: the name and the value's type.
    case notANumber(String, type: String)
  }

  /// What went wrong.
  public let problem: Problem
  /// The whole format string.
  public let format: String
  /// Where, as a 0-based offset in the format's characters.
  public let column: Int

  /// Creates an error.
  public init(_ problem: Problem, format: String, column: Int) {
    self.problem = problem
    self.format = format
    self.column = column
  }
}

extension VisualFormatError: CustomStringConvertible {
  /// `Unable to parse constraint format: <reason>`, the format, and a caret under the column.
  public var description: String {
    let reason: String
    switch problem {
    case .expected(let what): reason = "Expected \(what)"
    case .unknownName(let name):
      reason = "'\(name)' is not a key in the views or metrics dictionary"
    case .invalidPriority(let value):
      reason = "Priority \(value) is not between 1 and 1000"
    case .noSuperview(let view):
      reason = "Unable to interpret '|': the view '\(view)' has no superview"
    case .alignmentAlongAxis:
      reason =
        "Alignment options must be across the format's axis (an H: format aligns tops, "
        + "bottoms, centers Y or baselines; a V: format leading, trailing, left, right or centers X)"
    case .unexpectedText: reason = "Unexpected text after the end of the format"
    case .notAView(let name, let type):
      reason =
        "The value of '\(name)' in the views dictionary is a \(type), not a node or a layout guide"
    case .notANumber(let name, let type):
      reason = "The value of '\(name)' in the metrics dictionary is a \(type), not a number"
    }
    let caret = String(repeating: " ", count: max(0, column)) + "^"
    return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"
  }
}
