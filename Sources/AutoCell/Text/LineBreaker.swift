/// Greedy line breaking over advances in font units: the core of ``StandardTextMeasurer``.
///
/// Feed it scalars with ``append(_:advance:)`` and finish with ``finish()``. Rules:
/// - a line holds as many words as fit; a word that no longer fits starts the next line
///   (spaces between two lines are dropped; trailing spaces never count toward a width);
/// - a word wider than a whole line is broken between characters;
/// - spaces at the start of a paragraph are kept (they belong to its first word);
/// - U+000A, U+2028 and U+2029 end a paragraph (a text ending with one has an empty last line);
/// - with ``breaksAnywhere`` every character is a break opportunity (``LineBreakMode/byCharWrapping``).
///
/// All arithmetic is on integers (thousandths of an em), so results are exact and the same for
/// the same text and limit. No allocation.
struct LineBreaker {
  /// The widest a line may be, in font units.
  let limit: Int
  /// The most lines to lay out (`Int.max`: no limit).
  let maxLines: Int
  /// Whether lines may break between any two characters.
  let breaksAnywhere: Bool

  /// Completed lines.
  private(set) var lines = 0
  /// The width of the widest completed line.
  private(set) var widest = 0
  /// Whether ``maxLines`` lines are complete (no more input is taken).
  private(set) var isFull = false
  /// Whether a character was left over when the lines became full.
  private(set) var droppedText = false

  /// The width of the words committed to the current line.
  private var lineWidth = 0
  /// The width of the spaces after the committed words.
  private var pending = 0
  /// The width of the word being read.
  private var word = 0
  /// Whether the current line has committed words.
  private var lineHasContent = false
  /// Whether no non-space character has been read in this paragraph yet.
  private var leading = true

  /// Creates a breaker for lines at most `limit` units wide and at most `maxLines` lines.
  init(limit: Int, maxLines: Int, breaksAnywhere: Bool) {
    self.limit = limit
    self.maxLines = maxLines
    self.breaksAnywhere = breaksAnywhere
  }

  /// Reads one scalar whose advance is `advance` units. Does nothing once ``isFull``.
  ///
  /// The common case, a character that extends a word that still fits, is handled inline;
  /// everything else (spaces, paragraph ends, breaks) by ``appendBreakingIfNeeded(_:advance:)``.
  @inline(__always)
  mutating func append(_ scalar: UInt32, advance: Int) {
    // Above U+0020 excludes spaces, tabs, newlines and other controls; U+2028 and U+2029 end
    // paragraphs; with breaksAnywhere every character is a break opportunity.
    if !isFull, scalar > 0x20, scalar | 1 != 0x2029, !breaksAnywhere {
      let base = lineHasContent ? lineWidth &+ pending : 0
      if base &+ word &+ advance <= limit {  // neither break rule applies
        leading = false
        word &+= advance
        return
      }
    }
    appendBreakingIfNeeded(scalar, advance: advance)
  }

  /// ``append(_:advance:)`` for any scalar, applying every rule.
  @inline(never)
  private mutating func appendBreakingIfNeeded(_ scalar: UInt32, advance: Int) {
    if isFull { return }
    let isSpace = scalar == 0x20 || scalar == 0x09
    if isSpace && !leading {
      commitWord()
      pending &+= advance
      return
    }
    switch scalar {
    case 0x0A, 0x2028, 0x2029:
      endLine(currentLineWidth)
      word = 0
      leading = true
    default:
      if !isSpace { leading = false }
      if breaksAnywhere { commitWord() }
      if lineHasContent && lineWidth &+ pending &+ word &+ advance > limit {
        endLine(lineWidth)
        if isFull {
          droppedText = true
          return
        }
      }
      if !lineHasContent && word > 0 && word &+ advance > limit {
        let broken = word
        word = 0
        endLine(broken)
        if isFull {
          droppedText = true
          return
        }
      }
      word &+= advance
    }
  }

  /// Completes the last line. Call once, after the last scalar of a non-empty text.
  mutating func finish() {
    if !isFull { endLine(currentLineWidth) }
  }

  /// The width of the current line if it ended now (trailing spaces not counted).
  private var currentLineWidth: Int {
    guard word > 0 else { return lineWidth }
    return lineHasContent ? lineWidth &+ pending &+ word : word
  }

  /// Moves the word being read onto the current line.
  @inline(__always)
  private mutating func commitWord() {
    guard word > 0 else { return }
    lineWidth = lineHasContent ? lineWidth &+ pending &+ word : word
    lineHasContent = true
    pending = 0
    word = 0
  }

  /// Completes a line `width` units wide and starts an empty one (the word being read, if
  /// any, carries over).
  @inline(__always)
  private mutating func endLine(_ width: Int) {
    if width > widest { widest = width }
    lines &+= 1
    lineWidth = 0
    pending = 0
    lineHasContent = false
    if lines >= maxLines { isFull = true }
  }
}
