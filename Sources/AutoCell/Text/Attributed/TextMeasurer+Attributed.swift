import Foundation

extension TextMeasurer {
  /// The default for measurers that only measure plain text: `text`'s characters in its first
  /// run's font (its attributes over `font`), broken as its paragraph style says, with its line
  /// spacing between lines.
  ///
  /// The other runs' fonts, kerning and baseline offsets and the style's line heights are not seen:
  /// a measurer that can should implement this requirement.
  ///
  /// - Complexity: One ``layout(of:font:width:numberOfLines:lineBreakMode:)`` call.
  public func size(
    of text: AttributedText, font: Font, width: CGFloat, numberOfLines: Int
  ) -> CGSize {
    layout(of: text, font: font, width: width, numberOfLines: numberOfLines).size
  }

  /// The default for measurers that only lay out plain text: the characters in the first
  /// run's font, as the attributed `size(of:font:width:numberOfLines:)` default measures them,
  /// the lines moved down by the line spacing.
  ///
  /// - Complexity: One ``layout(of:font:width:numberOfLines:lineBreakMode:)`` call, plus
  ///   O(*l*) in the lines.
  public func layout(
    of text: AttributedText, font: Font, width: CGFloat, numberOfLines: Int
  ) -> TextLayout {
    let first = text.runs.first { !$0.string.isEmpty }?.attributes ?? TextAttributes()
    var layout = layout(
      of: text.string, font: first.font(over: font), width: width, numberOfLines: numberOfLines,
      lineBreakMode: text.paragraphStyle.lineBreakMode)
    let spacing = text.paragraphStyle.spacing
    guard spacing > 0, layout.lines.count > 1 else { return layout }
    for index in layout.lines.indices {
      layout.lines[index].baseline += CGFloat(index) * spacing
    }
    layout.size.height += CGFloat(layout.lines.count - 1) * spacing
    return layout
  }
}
