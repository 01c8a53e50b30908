import Foundation

/// Measures text: the seam through which a host plugs in its real text engine (Core Text,
/// HarfBuzz, ...).
///
/// The package's own measurers are ``StandardTextMeasurer`` (no files, Helvetica metrics) and
/// ``FontFileTextMeasurer`` (TrueType and OpenType files).
///
/// A measurer must be a pure function of its arguments (the same question always gets the
/// same answer): nodes and content cache its answers.
public protocol TextMeasurer: Sendable {
  /// The size of `text` set in `font`, wrapped to lines at most `width` points wide
  /// (`.infinity`: lines break only at line ends), with at most `numberOfLines` lines (0: no
  /// limit). The width is that of the widest line (trailing spaces not counted), the height
  /// the sum of the lines' heights. Empty text measures zero by zero. The same as
  /// ``layout(of:font:width:numberOfLines:lineBreakMode:)``'s size, often without building
  /// the lines.
  func size(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> CGSize

  /// The lines of `text` set in `font` under the same rules as
  /// ``size(of:font:width:numberOfLines:lineBreakMode:)``: where each broke, how wide and tall
  /// each is and where its baseline lies. Its ``TextLayout/size`` is what `size(of:...)` answers.
  ///
  /// A measurer that only implements `size(of:...)` gets a default that cannot know where its
  /// lines broke: it splits the measured height into lines of ``lineHeight(of:)`` each (at
  /// least one), all as wide as the measured width, with the baseline at 80% of each line
  /// (about where an ascender ends for common fonts); the first line's range is the whole text
  /// and the others are empty at its end.
  func layout(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> TextLayout

  /// The height of one line of text in `font`: ascender minus descender plus line gap.
  func lineHeight(of font: Font) -> CGFloat

  /// The size of attributed `text`, each run set in its attributes over `font` (its `nil`
  /// attributes take `font`'s), wrapped to lines at most `width` points wide with at most
  /// `numberOfLines` lines (0: no limit), broken as its paragraph style says; each line as tall
  /// as the tallest run on it, shaped by the paragraph style (see ``ParagraphStyle``). The
  /// same as ``layout(of:font:width:numberOfLines:)``'s size.
  ///
  /// A measurer that only implements the plain-text requirements gets a default that measures
  /// the characters in the first run's font (see the extension).
  func size(of text: AttributedText, font: Font, width: CGFloat, numberOfLines: Int) -> CGSize

  /// The lines of attributed `text` under the rules of
  /// ``size(of:font:width:numberOfLines:)``; their ranges index the text's
  /// ``AttributedText/string``, and each line's ``TextLine/x`` follows the paragraph style's
  /// alignment.
  func layout(of text: AttributedText, font: Font, width: CGFloat, numberOfLines: Int)
    -> TextLayout
}

extension TextMeasurer {
  /// The default for measurers that only measure sizes; see the requirement's documentation.
  ///
  /// - Complexity: One `size(of:...)` call plus O(*l*) in the lines.
  public func layout(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> TextLayout {
    let size = size(
      of: text, font: font, width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    guard !text.isEmpty, size.height > 0 else { return TextLayout(lines: [], size: size) }
    let lineHeight = lineHeight(of: font)
    let count =
      lineHeight > 0 && lineHeight.isFinite
      ? max(1, min(1 << 20, Int((size.height / lineHeight).rounded()))) : 1
    let height = size.height / CGFloat(count)
    let lines = (0..<count).map { index in
      TextLine(
        range: index == 0 ? text.startIndex..<text.endIndex : text.endIndex..<text.endIndex,
        width: size.width, height: height, baseline: (CGFloat(index) + 0.8) * height)
    }
    return TextLayout(lines: lines, size: size)
  }
}
