import Foundation

/// SwiftUI's text styles as fonts, at the sizes of iOS's default ("Large") Dynamic Type
/// setting, published in Apple's Human Interface Guidelines (Typography): styles that are
/// semibold there use the bold system font here, the only bold face the standard measurer has.
///
/// In hosted content each follows ``EnvironmentValues/dynamicTypeSize``: at another size it
/// takes the point size the same tables give its style there (see ``DynamicTypeSize``).
extension Font {
  /// 34 points.
  public static let largeTitle = Font.following(.largeTitle)
  /// 28 points.
  public static let title = Font.following(.title1)
  /// 22 points.
  public static let title2 = Font.following(.title2)
  /// 20 points.
  public static let title3 = Font.following(.title3)
  /// 17 points, semibold (bold here).
  public static let headline = Font.following(.headline)
  /// 16 points.
  public static let callout = Font.following(.callout)
  /// 15 points.
  public static let subheadline = Font.following(.subheadline)
  /// 13 points.
  public static let footnote = Font.following(.footnote)
  /// 12 points.
  public static let caption = Font.following(.caption1)
  /// 11 points.
  public static let caption2 = Font.following(.caption2)
}
