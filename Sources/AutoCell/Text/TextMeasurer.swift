import Foundation

/// Measures text: the seam through which a host plugs in its real text engine (Core Text,
/// HarfBuzz, ...). The package's own measurer is ``StandardTextMeasurer``.
///
/// A measurer must be a pure function of its arguments (the same question always gets the
/// same answer): nodes and content cache its answers.
public protocol TextMeasurer: Sendable {
  /// The size of `text` set in `font`, wrapped to lines at most `width` points wide
  /// (`.infinity`: lines break only at newlines), with at most `numberOfLines` lines (0: no
  /// limit). The width is that of the widest line (trailing spaces not counted), the height
  /// the number of lines times the font's line height. Empty text measures zero by zero.
  func size(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> CGSize

  /// The height of one line of text in `font`: ascender minus descender plus line gap.
  func lineHeight(of font: Font) -> CGFloat
}
