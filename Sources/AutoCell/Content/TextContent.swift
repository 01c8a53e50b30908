import Foundation

/// Text as hosted content, like SwiftUI's `Text`: wraps to the width it is offered.
///
/// Offered nil width it takes one line per paragraph; offered a width it wraps to it (see
/// ``StandardTextMeasurer`` for the rules); offered a finite height it shows only the lines
/// that fit (at least one), as SwiftUI's text does. Measurements are cached per value (copies
/// share the cache), so asking the same question twice measures once.
public struct TextContent: ContentNode, Sendable {
  /// The string shown.
  public let text: String
  /// The font it is set in.
  public let font: Font
  /// The most lines shown; 0 for no limit.
  public let numberOfLines: Int
  /// How lines break.
  public let lineBreakMode: LineBreakMode
  /// The measurer.
  public let measurer: any TextMeasurer
  private let cache = TextSizeCache()

  /// Creates text content.
  public init(
    _ text: String, font: Font = .body, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byWordWrapping,
    measurer: any TextMeasurer = StandardTextMeasurer()
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = max(0, numberOfLines)
    self.lineBreakMode = lineBreakMode
    self.measurer = measurer
  }

  /// The text's size wrapped at the proposed width. One measurement per distinct question.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
    var lines = numberOfLines
    if let height = proposal.height, height.isFinite {
      let lineHeight = measurer.lineHeight(of: font)
      if lineHeight > 0 {
        let fitting = max(1, Int(min((height / lineHeight + 1e-9).rounded(.down), 1e6)))
        lines = lines == 0 ? fitting : min(lines, fitting)
      }
    }
    let width = proposal.width.map { $0.isNaN ? 0 : max(0, $0) } ?? .infinity
    return cache.size(
      width: width, numberOfLines: lines, reusesUnconstrained: !lineBreakMode.truncates
    ) { width, lines in
      measurer.size(
        of: text, font: font, width: width, numberOfLines: lines, lineBreakMode: lineBreakMode)
    }
  }
}
