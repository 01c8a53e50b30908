import Foundation
import Synchronization

/// Text as hosted content, like SwiftUI's `Text`: wraps to the width it is offered.
///
/// Offered nil width it takes one line per paragraph; offered a width it wraps to it (see
/// ``StandardTextMeasurer`` for the rules); offered a finite height it shows only the lines
/// that fit (at least one), as SwiftUI's text does. Its font, line limit and line spacing come
/// from the environment (``ContentNode/font(_:)``, ``ContentNode/lineLimit(_:)``,
/// ``ContentNode/lineSpacing(_:)``) unless given here. Line spacing adds that much between
/// lines: *n* lines are `n * lineHeight + (n - 1) * lineSpacing` tall. Measurements are cached
/// per value (copies share the cache), so asking the same question twice measures once.
///
/// Bad input: a NaN or negative width is read as 0 (one word a line), a NaN height as nil.
public struct TextContent: ContentNode, Sendable {
  /// The string shown.
  public let text: String
  /// The font it is set in, or nil for the environment's.
  public let font: Font?
  /// The most lines shown (0: no limit), or nil for the environment's limit.
  public let numberOfLines: Int?
  /// How lines break.
  public let lineBreakMode: LineBreakMode
  /// The measurer.
  public let measurer: any TextMeasurer
  private let cache = TextContentCache()

  /// Creates text content.
  public init(
    _ text: String, font: Font? = nil, numberOfLines: Int? = nil,
    lineBreakMode: LineBreakMode = .byWordWrapping,
    measurer: any TextMeasurer = StandardTextMeasurer()
  ) {
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines.map { max(0, $0) }
    self.lineBreakMode = lineBreakMode
    self.measurer = measurer
  }

  /// What the text is set with in `environment`.
  struct Style: Equatable {
    var font: Font
    var numberOfLines: Int
    var lineSpacing: CGFloat
  }

  func style(in environment: EnvironmentValues) -> Style {
    Style(
      font: font ?? environment.font,
      numberOfLines: numberOfLines ?? max(0, environment.lineLimit ?? 0),
      lineSpacing: environment.lineSpacing.isFinite ? max(0, environment.lineSpacing) : 0)
  }

  /// The text's size wrapped at the proposed width. One measurement per distinct question.
  public func sizeThatFits(_ proposal: ProposedSize, in environment: EnvironmentValues) -> CGSize {
    let style = style(in: environment)
    var lines = style.numberOfLines
    // The line height only matters for a finite height or line spacing: not asked otherwise.
    let lineHeight =
      (proposal.height?.isFinite ?? false) || style.lineSpacing > 0
      ? measurer.lineHeight(of: style.font) : 0
    if let height = proposal.height, height.isFinite, lineHeight > 0 {
      let pitch = lineHeight + style.lineSpacing
      let fitting = max(
        1, Int(min(((height + style.lineSpacing) / pitch + 1e-9).rounded(.down), 1e6)))
      lines = lines == 0 ? fitting : min(lines, fitting)
    }
    let width = proposal.width.map { $0.isNaN ? 0 : max(0, $0) } ?? .infinity
    var size = cache.size(
      font: style.font, width: width, numberOfLines: lines,
      reusesUnconstrained: !lineBreakMode.truncates
    ) { width, lines in
      measurer.size(
        of: text, font: style.font, width: width, numberOfLines: lines,
        lineBreakMode: lineBreakMode)
    }
    if style.lineSpacing > 0, lineHeight > 0, size.height > lineHeight {
      size.height += (size.height / lineHeight - 1).rounded() * style.lineSpacing
    }
    return size
  }

  /// The first or last line's baseline when the text is `size` large (see
  /// `textBaselines(lineCount:font:lineSpacing:measurer:)`); nil for other guides.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    guard guide.isTextBaseline else { return nil }
    let style = style(in: environment)
    let lineHeight = measurer.lineHeight(of: style.font)
    guard lineHeight > 0 else { return 0 }
    let lines = max(
      1, Int(((size.height + style.lineSpacing) / (lineHeight + style.lineSpacing)).rounded()))
    let baselines = textBaselines(
      lineCount: lines, font: style.font, lineSpacing: style.lineSpacing, measurer: measurer)
    return guide == .firstTextBaseline ? baselines.first : baselines.last
  }
}

/// SwiftUI's name for ``TextContent``.
public typealias Text = TextContent

/// A `TextSizeCache` for the font the text was last measured in: measuring in another font
/// (the environment changed) starts afresh. The font check and the measurement happen under
/// one lock, so a value shared by threads measuring in different fonts never mixes them.
final class TextContentCache: Sendable {
  private let font = Mutex<Font?>(nil)
  private let sizes = TextSizeCache()

  /// The size in `font` at `width` with `numberOfLines`, from the cache or from `measure`
  /// (see `TextSizeCache.size(width:numberOfLines:reusesUnconstrained:measure:)`).
  func size(
    font: Font, width: CGFloat, numberOfLines: Int, reusesUnconstrained: Bool,
    measure: (CGFloat, Int) -> CGSize
  ) -> CGSize {
    self.font.withLock { current in
      if current != font {
        if current != nil { sizes.removeAll() }
        current = font
      }
      return sizes.size(
        width: width, numberOfLines: numberOfLines, reusesUnconstrained: reusesUnconstrained,
        measure: measure)
    }
  }
}
