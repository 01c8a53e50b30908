import AutoCell
import Foundation

/// The standard measurer, counting how often text is measured (like yoga's measure-function
/// counters), so tests can count work instead of timing it.
public final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private let base = StandardTextMeasurer()

  /// Creates a measurer that has measured nothing yet.
  public init() {}

  /// The number of ``size(of:font:width:numberOfLines:lineBreakMode:)`` calls so far.
  public var measurements: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  /// The standard measurer's size, counted.
  public func size(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> CGSize {
    lock.lock()
    count += 1
    lock.unlock()
    return base.size(
      of: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode
    )
  }

  /// The standard measurer's line height.
  public func lineHeight(of font: Font) -> CGFloat { base.lineHeight(of: font) }
}
