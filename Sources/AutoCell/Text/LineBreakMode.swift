/// How text that does not fit its width is broken into lines, like UIKit's
/// `NSLineBreakMode`.
public enum LineBreakMode: Sendable, Hashable {
  /// Lines break at word boundaries (spaces); a word longer than a line is broken between
  /// characters. The default.
  case byWordWrapping
  /// Lines break between any two characters.
  case byCharWrapping
  /// Lines break at word boundaries; when the text needs more lines than allowed, the last
  /// line shown is cut with an ellipsis. For measurement this means: the lines are those of
  /// ``byWordWrapping``, capped at the line limit, and a cut last line is as wide as the
  /// available width.
  case byTruncatingTail
}
