import Foundation

extension Text {
  /// Text content of runs with their own fonts, kerning and baseline offsets (see
  /// ``AttributedText``), like SwiftUI's `Text` made of concatenated `Text` values.
  ///
  /// Runs whose font is `nil` take the environment's; the environment's line spacing adds to the
  /// paragraph style's.
  public init(
    _ text: AttributedText, numberOfLines: Int? = nil,
    measurer: any TextMeasurer = StandardTextMeasurer()
  ) {
    self.init(
      cache: TextContentCache(
        text: text.string, font: nil, numberOfLines: numberOfLines.map { max(0, $0) },
        lineBreakMode: text.paragraphStyle.lineBreakMode, measurer: measurer,
        attributedText: text))
  }

  /// The text as runs: its ``AttributedText`` if it has one, else one run of its string in
  /// its font (`nil`: the environment's).
  public var attributedText: AttributedText {
    cache.attributedText
      ?? AttributedText(
        text, attributes: TextAttributes(font: font),
        paragraphStyle: ParagraphStyle(lineBreakMode: lineBreakMode))
  }

  /// This text in the bold face of its font, as SwiftUI's `Text.bold()`.
  public func bold() -> Text {
    var runs = attributedText
    for index in runs.runs.indices { runs.runs[index].attributes.isBold = true }
    return Text(runs, numberOfLines: numberOfLines, measurer: measurer)
  }

  /// `left`'s runs followed by `right`'s, as SwiftUI's `Text + Text`: one paragraph in `left`'s
  /// line limit, line breaking and measurer.
  public static func + (left: Text, right: Text) -> Text {
    Text(
      left.attributedText + right.attributedText, numberOfLines: left.numberOfLines,
      measurer: left.measurer)
  }
}
