/// How text that does not fit its width is broken into lines, like UIKit's `NSLineBreakMode`.
///
/// Every mode but ``byCharWrapping`` breaks lines at Unicode line break opportunities (UAX #14:
/// spaces, after hyphens and dashes, between ideographs, ...); a word longer than a line breaks
/// between characters. In every mode, a line broken at a soft hyphen (U+00AD) shows a hyphen and
/// is broken there only if it fits with it, and spaces at the start of the text or after a line
/// end take width before a word that fits on their line but never keep one that does not (the
/// word starts the next line; the spaces hang at the end of theirs). With a line limit, the
/// modes differ in what happens to the text left over: the truncating ones mark the last line
/// truncated (a host draws an ellipsis; for measurement that line takes the whole available
/// width), ``byClipping`` just cuts it.
public enum LineBreakMode: Sendable, Hashable {
  /// Lines break at word boundaries. The default.
  case byWordWrapping
  /// Lines break between any two characters (grapheme clusters), before the first one that
  /// does not fit (a line holds at least one). Spaces hang at a line's end, as with word
  /// wrapping: a line never breaks before a space, and its trailing spaces take no width.
  case byCharWrapping
  /// Lines break at word boundaries; text past the line limit is not shown, without an ellipsis.
  case byClipping
  /// Lines break at word boundaries; a cut last line starts with an ellipsis.
  case byTruncatingHead
  /// Lines break at word boundaries; a cut last line ends with an ellipsis.
  case byTruncatingTail
  /// Lines break at word boundaries; a cut last line has an ellipsis in its middle.
  case byTruncatingMiddle

  /// Whether a cut last line shows an ellipsis (and so takes the whole available width).
  public var truncates: Bool {
    switch self {
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    case .byWordWrapping, .byCharWrapping, .byClipping: false
    }
  }
}
