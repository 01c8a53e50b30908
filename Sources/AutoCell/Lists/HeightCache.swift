import Foundation

/// An element's measured heights at up to ``capacity`` widths, the most recent first.
///
/// Two widths and two heights and nothing else (32 bytes): a width of NaN, which equals no
/// width, marks an empty place (a list's widths are never NaN).
struct HeightCache {
  /// How many widths an element remembers its height at.
  static let capacity = 2
  private var recentWidth = CGFloat.nan
  private var recentHeight: CGFloat = 0
  private var olderWidth = CGFloat.nan
  private var olderHeight: CGFloat = 0

  /// The height measured at `width`, if kept.
  func height(atWidth width: CGFloat) -> CGFloat? {
    if recentWidth == width { return recentHeight }
    if olderWidth == width { return olderHeight }
    return nil
  }

  /// Keeps `height` at `width` (not NaN), forgetting the oldest width when full.
  mutating func insert(_ height: CGFloat, atWidth width: CGFloat) {
    if !recentWidth.isNaN, recentWidth != width {
      olderWidth = recentWidth
      olderHeight = recentHeight
    }
    recentWidth = width
    recentHeight = height
  }

  /// Removes and returns the height at `width`, if kept; the other height stays.
  mutating func removeHeight(atWidth width: CGFloat) -> CGFloat? {
    if recentWidth == width {
      let height = recentHeight
      recentWidth = olderWidth
      recentHeight = olderHeight
      removeOlder()
      return height
    }
    if olderWidth == width {
      let height = olderHeight
      removeOlder()
      return height
    }
    return nil
  }

  /// Forgets the older height, keeping the most recent.
  mutating func removeOlder() {
    olderWidth = .nan
    olderHeight = 0
  }

  /// The number of heights kept (0...``capacity``).
  var count: Int { (recentWidth.isNaN ? 0 : 1) + (olderWidth.isNaN ? 0 : 1) }

  /// Forgets every height.
  mutating func removeAll() { self = HeightCache() }
}
