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
/// The value is one reference (its properties are kept with its cache), so a text held as
/// `any ContentNode` (a stack's child) fits in the existential's inline buffer: no box is
/// allocated for it, and copying it is one retain.
///
/// Bad input: a NaN or negative width is read as 0 (one word a line), a NaN height as nil.
public struct Text: ContentNode, Sendable {
  /// The string shown.
  public var text: String { cache.text }
  /// The font it is set in, or nil for the environment's.
  public var font: Font? { cache.font }
  /// The most lines shown (0: no limit), or nil for the environment's limit.
  public var numberOfLines: Int? { cache.numberOfLines }
  /// How lines break.
  public var lineBreakMode: LineBreakMode { cache.lineBreakMode }
  /// The measurer.
  public var measurer: any TextMeasurer { cache.measurer }
  /// The properties and what was measured.
  let cache: TextContentCache

  /// Creates text content.
  public init(
    _ text: String, font: Font? = nil, numberOfLines: Int? = nil,
    lineBreakMode: LineBreakMode = .byWordWrapping,
    measurer: any TextMeasurer = StandardTextMeasurer()
  ) {
    cache = TextContentCache(
      text: text, font: font, numberOfLines: numberOfLines.map { max(0, $0) },
      lineBreakMode: lineBreakMode, measurer: measurer)
  }

  /// Text content with these properties and what they measured.
  init(cache: TextContentCache) {
    self.cache = cache
  }

  /// What the text is set with in `environment`.
  struct Style: Equatable {
    var font: Font
    var numberOfLines: Int
    var lineSpacing: CGFloat
    var lineBreakMode: LineBreakMode
  }

  func style(in environment: EnvironmentValues) -> Style {
    Style(
      font: (font ?? environment.font).resolved(for: environment.dynamicTypeSize),
      numberOfLines: numberOfLines ?? max(0, environment.lineLimit ?? 0),
      lineSpacing: environment.lineSpacing.isFinite ? max(0, environment.lineSpacing) : 0,
      lineBreakMode: lineBreakMode == .byWordWrapping
        ? environment.truncationMode?.lineBreakMode ?? lineBreakMode : lineBreakMode)
  }

  /// The text's size wrapped at the proposed width.
  ///
  /// One measurement per distinct question.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    var style = style(in: environment)
    let factor = environment.minimumScaleFactor
    if _slowPath(factor > 0 && factor < 1) {
      style.font = fittingFont(style, proposal, minimum: factor)
    }
    var lines = style.numberOfLines
    // The line height only matters for a finite height or line spacing: not asked otherwise.
    let lineHeight =
      (proposal.height?.isFinite ?? false) || style.lineSpacing > 0
      ? lineMetrics(style.font).lineHeight : 0
    if let height = proposal.height, height.isFinite, lineHeight > 0 {
      let pitch = lineHeight + style.lineSpacing
      let fitting = max(
        1, Int(min(((height + style.lineSpacing) / pitch + 1e-9).rounded(.down), 1e6)))
      lines = lines == 0 ? fitting : min(lines, fitting)
    }
    let width = proposal.width.map { $0.isNaN ? 0 : max(0, $0) } ?? .infinity
    if var attributed = cache.attributedText {
      // The environment's line spacing adds to the paragraph style's (see the initializer).
      attributed.paragraphStyle.lineSpacing = attributed.paragraphStyle.spacing + style.lineSpacing
      return cache.size(
        font: style.font, lineBreakMode: lineBreakMode, width: width, numberOfLines: lines,
        reusesUnconstrained: !lineBreakMode.truncates
      ) { width, lines in
        measurer.size(of: attributed, font: style.font, width: width, numberOfLines: lines)
      }
    }
    var size = cache.size(
      font: style.font, lineBreakMode: style.lineBreakMode, width: width, numberOfLines: lines,
      reusesUnconstrained: !style.lineBreakMode.truncates
    ) { width, lines in
      measurer.size(
        of: text, font: style.font, width: width, numberOfLines: lines,
        lineBreakMode: style.lineBreakMode)
    }
    if style.lineSpacing > 0, lineHeight > 0, size.height > lineHeight {
      size.height += (size.height / lineHeight - 1).rounded() * style.lineSpacing
    }
    return size
  }

  /// The first or last line's baseline when the text is `size` large (see
  /// `TextLineMetrics.baselines(lineCount:lineSpacing:)`); nil for other guides.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    guard guide.isTextBaseline else { return nil }
    var style = style(in: environment)
    let factor = environment.minimumScaleFactor
    if _slowPath(factor > 0 && factor < 1) {
      style.font = fittingFont(style, ProposedViewSize(size), minimum: factor)
    }
    if var attributed = cache.attributedText {  // the baselines of its lines at that width
      attributed.paragraphStyle.lineSpacing = attributed.paragraphStyle.spacing + style.lineSpacing
      let layout = measurer.layout(
        of: attributed, font: style.font, width: size.width, numberOfLines: style.numberOfLines)
      return (guide == .firstTextBaseline ? layout.firstBaseline : layout.lastBaseline) ?? 0
    }
    let metrics = lineMetrics(style.font)
    guard metrics.lineHeight > 0 else { return 0 }
    let lines = max(
      1,
      Int(((size.height + style.lineSpacing) / (metrics.lineHeight + style.lineSpacing)).rounded()))
    let baselines = metrics.baselines(lineCount: lines, lineSpacing: style.lineSpacing)
    return guide == .firstTextBaseline ? baselines.first : baselines.last
  }

  /// The font the text is set in when offered `proposal` and allowed to shrink to `minimum`
  /// of `style`'s font (SwiftUI's `minimumScaleFactor(_:)`).
  ///
  /// It is `style`'s font when the text
  /// fits the proposed width on the lines it may take (its line limit, and the lines a finite
  /// height leaves), else the largest smaller font at which it fits, no smaller than
  /// `minimum` of it. Text with runs (``AttributedText``) does not shrink.
  ///
  /// One line: the scale one-line text needs to fit the width (`FontScaling`, shared with
  /// ``TextNode``), capped so the line's height fits a finite height. Several lines: the
  /// largest fitting scale to 1/128 of the range, by bisection.
  ///
  /// - Complexity: at most eight measurements of the text beyond its own.
  private func fittingFont(_ style: Style, _ proposal: ProposedViewSize, minimum: CGFloat)
    -> Font
  {
    guard cache.attributedText == nil, let proposed = proposal.width, proposed.isFinite,
      style.font.pointSize > 0
    else { return style.font }
    let width = max(0, proposed)
    let height = proposal.height.flatMap { $0.isFinite ? max(0, $0) : nil }
    guard style.numberOfLines != 0 || height != nil else { return style.font }
    func scaled(_ scale: CGFloat) -> Font {
      var font = style.font
      font.pointSize *= scale
      return font
    }
    let lineHeight = lineMetrics(style.font).lineHeight
    guard lineHeight > 0 else { return style.font }
    if style.numberOfLines == 1 {
      let natural = measurer.size(
        of: text, font: style.font, width: .infinity, numberOfLines: 1,
        lineBreakMode: .byWordWrapping
      ).width
      var scale = FontScaling.scale(fitting: natural, in: width, minimum: minimum) {
        measurer.size(
          of: text, font: scaled($0), width: .infinity, numberOfLines: 1,
          lineBreakMode: .byWordWrapping
        ).width
      }
      if let height { scale = max(minimum, min(scale, height / lineHeight)) }
      return scale == 1 ? style.font : scaled(scale)
    }
    // Whether the text's lines at `scale`, wrapped at the width, fit the lines it may take.
    func fits(_ scale: CGFloat) -> Bool {
      let pitch = lineHeight * scale + style.lineSpacing
      var allowed = style.numberOfLines == 0 ? Int.max : style.numberOfLines
      if let height {
        allowed = min(
          allowed, Int(min(((height + style.lineSpacing) / pitch + 1e-9).rounded(.down), 1e6)))
      }
      guard allowed >= 1 else { return false }
      let needed = measurer.size(
        of: text, font: scaled(scale), width: width, numberOfLines: 0,
        lineBreakMode: .byWordWrapping
      ).height
      return (needed / (lineHeight * scale)).rounded() <= CGFloat(allowed)
    }
    if fits(1) { return style.font }
    var low = minimum
    var high: CGFloat = 1
    guard fits(low) else { return scaled(minimum) }
    for _ in 0..<7 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return scaled(low)
  }

  /// `font`'s line metrics from the measurer, asked once per font and remembered.
  private func lineMetrics(_ font: Font) -> TextLineMetrics {
    cache.lineMetrics(font: font) { TextLineMetrics(font: font, measurer: measurer) }
  }
}

/// What one ``Text`` value is (its properties, kept here so the value is one reference)
/// and remembers (copies share it): for the font it was last
/// measured in, that font's line metrics and the last few sizes (the unconstrained one and the
/// two most recent constrained ones, as `TextSizeCache` keeps them).
///
/// Measuring in another font (the environment changed) starts afresh.
///
/// Everything sits behind one lock, inline in this one object: a text made per row costs one
/// allocation for its cache, and a question costs one lock, which matters when a cell's
/// content is rebuilt for every row. The measurement happens under the lock, so a value shared
/// by threads measuring in different fonts never mixes them.
final class TextContentCache: Sendable {
  /// One answer: the size at a width with a line limit.
  private struct Entry {
    var width: CGFloat
    var numberOfLines: Int
    var size: CGSize
  }

  private struct State {
    var font: Font?
    var lineBreakMode: LineBreakMode?
    var metrics: TextLineMetrics?
    var unconstrained: Entry?
    var recent: Entry?
    var older: Entry?

    /// Forgets everything if `font` is not the font remembered.
    mutating func use(_ font: Font) {
      if self.font != font { self = State(font: font) }
    }

    /// Forgets everything if `font` is not the font remembered, the sizes if
    /// `lineBreakMode` is not the mode they were measured with.
    mutating func use(_ font: Font, _ lineBreakMode: LineBreakMode) {
      use(font)
      if self.lineBreakMode != lineBreakMode {
        self = State(font: font, lineBreakMode: lineBreakMode, metrics: metrics)
      }
    }
  }

  /// The text content's string.
  let text: String
  /// Its font, or nil for the environment's.
  let font: Font?
  /// Its most lines, or nil for the environment's limit.
  let numberOfLines: Int?
  /// How its lines break.
  let lineBreakMode: LineBreakMode
  /// Its measurer.
  let measurer: any TextMeasurer
  /// Its runs, when it has them (see ``Text/init(_:numberOfLines:measurer:)``).
  let attributedText: AttributedText?

  private let state = Mutex(State())

  /// A cache for a text content of these properties, with nothing measured yet.
  init(
    text: String, font: Font?, numberOfLines: Int?, lineBreakMode: LineBreakMode,
    measurer: any TextMeasurer, attributedText: AttributedText? = nil
  ) {
    self.attributedText = attributedText
    self.text = text
    self.font = font
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.measurer = measurer
  }

  /// The size in `font` broken by `lineBreakMode` at `width` with `numberOfLines`, from the
  /// cache or from `measure`
  /// (then kept).
  ///
  /// `reusesUnconstrained` allows answering a width at least the unconstrained width with the
  /// unconstrained size (greedy wrapping cannot break a paragraph that fits; not for truncating
  /// text, whose cut last line takes the whole width). O(1) plus `measure`.
  func size(
    font: Font, lineBreakMode: LineBreakMode, width: CGFloat, numberOfLines: Int,
    reusesUnconstrained: Bool, measure: (CGFloat, Int) -> CGSize
  ) -> CGSize {
    state.withLock { state in
      state.use(font, lineBreakMode)
      if reusesUnconstrained, let ideal = state.unconstrained,
        ideal.numberOfLines == numberOfLines, ideal.size.width <= width
      {
        return ideal.size
      }
      if let last = state.recent, last.width == width, last.numberOfLines == numberOfLines {
        return last.size
      }
      if let previous = state.older, previous.width == width,
        previous.numberOfLines == numberOfLines
      {
        return previous.size
      }
      let entry = Entry(
        width: width, numberOfLines: numberOfLines, size: measure(width, numberOfLines))
      if width == .infinity {
        state.unconstrained = entry
      } else {
        state.older = state.recent
        state.recent = entry
      }
      return entry.size
    }
  }

  /// `font`'s line metrics, from the cache or from `measure` (then kept).
  ///
  /// O(1) plus `measure`.
  func lineMetrics(font: Font, measure: () -> TextLineMetrics) -> TextLineMetrics {
    state.withLock { state in
      state.use(font)
      if let metrics = state.metrics { return metrics }
      let metrics = measure()
      state.metrics = metrics
      return metrics
    }
  }
}
