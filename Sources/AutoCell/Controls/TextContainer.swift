import Foundation

/// How a ``TextViewNode`` lays out its text, like the parts of UIKit's `NSTextContainer` that
/// decide its size.
public struct TextContainer: Hashable, Sendable {
  /// The space at each end of every line: 5 points by default, as `NSTextContainer`'s
  /// (``UIKitMetrics/lineFragmentPadding``).
  public var lineFragmentPadding = UIKitMetrics.lineFragmentPadding
  /// The most lines laid out; 0 (the default) for no limit.
  public var maximumNumberOfLines = 0
  /// How lines break (default ``LineBreakMode/byWordWrapping``, as `NSTextContainer`'s).
  public var lineBreakMode = LineBreakMode.byWordWrapping

  /// Creates a container with UIKit's defaults.
  public init() {}
}
