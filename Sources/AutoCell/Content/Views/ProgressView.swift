import Foundation

/// A progress indicator, like SwiftUI's `ProgressView` with its default iOS styles.
///
/// Without a value it is a spinner (the circular style): 20 by 20 points whatever it is
/// offered (`SwiftUIDefaults/spinnerSide`), with its label, if any, centred under it at the
/// system spacing. With a value it is a bar (the linear style): 4 points tall
/// (`SwiftUIDefaults/progressBarHeight`), taking the width it is offered (10 points when
/// offered nil), with its label, if any, above it, leading-aligned. The value changes only the
/// drawing.
public struct ProgressView: ContentNode {
  /// The fraction done, 0 to 1; nil for a spinner or a bar given no value.
  public var fractionCompleted: Double?
  /// Whether it is a bar (it was given a value, even nil) rather than a spinner.
  public let isLinear: Bool
  private let label: ContentList?

  /// A spinner.
  public init() {
    fractionCompleted = nil
    isLinear = false
    label = nil
  }

  /// A spinner over `title`.
  public init(_ title: String) {
    self.init { Text(title) }
  }

  /// A spinner over the label built by `label`.
  public init(@ContentBuilder label: () -> ContentList) {
    fractionCompleted = nil
    isLinear = false
    self.label = label()
  }

  /// A bar `value` of `total` done (nil value: a bar with no fraction shown).
  public init(value: Double?, total: Double = 1) {
    fractionCompleted = Self.fraction(value, total)
    isLinear = true
    label = nil
  }

  /// A bar `value` of `total` done under `title`.
  public init(_ title: String, value: Double?, total: Double = 1) {
    self.init(value: value, total: total) { Text(title) }
  }

  /// A bar `value` of `total` done under the label built by `label`.
  public init(value: Double?, total: Double = 1, @ContentBuilder label: () -> ContentList) {
    fractionCompleted = Self.fraction(value, total)
    isLinear = true
    self.label = label()
  }

  private static func fraction(_ value: Double?, _ total: Double) -> Double? {
    guard let value, total > 0, value.isFinite else { return nil }
    return min(1, max(0, value / total))
  }

  /// The indicator, with its label where the style puts it.
  public var body: AnyContent {
    let indicator = ProgressIndicator(isLinear: isLinear)
    guard let label else { return AnyContent(indicator) }
    if isLinear {
      return AnyContent(
        VStack(alignment: .leading, spacing: nil) {
          label
          indicator
        })
    }
    return AnyContent(
      VStack(spacing: nil) {
        indicator
        label.foregroundColor(.secondary)
      })
  }
}

/// The drawn part of a ``ProgressView``: a spinner or a bar.
struct ProgressIndicator: ContentNode {
  /// A bar rather than a spinner.
  var isLinear: Bool

  /// A spinner's fixed square; a bar's offered width at its fixed height.
  func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
    guard isLinear else {
      return CGSize(width: SwiftUIDefaults.spinnerSide, height: SwiftUIDefaults.spinnerSide)
    }
    let width = proposal.sanitized.replacingUnspecifiedDimensions().width
    return CGSize(width: width, height: SwiftUIDefaults.progressBarHeight)
  }
}
