import Foundation

/// SwiftUI's text styles as fonts, at the sizes of iOS's default ("Large") Dynamic Type
/// setting, published in Apple's Human Interface Guidelines (Typography): styles that are
/// semibold there use the bold system font here, the only bold face the standard measurer has.
extension Font {
  /// 34 points.
  public static let largeTitle = Font.system(size: 34)
  /// 28 points.
  public static let title = Font.system(size: 28)
  /// 22 points.
  public static let title2 = Font.system(size: 22)
  /// 20 points.
  public static let title3 = Font.system(size: 20)
  /// 17 points, semibold (bold here).
  public static let headline = Font.boldSystem(size: 17)
  /// 16 points.
  public static let callout = Font.system(size: 16)
  /// 15 points.
  public static let subheadline = Font.system(size: 15)
  /// 13 points.
  public static let footnote = Font.system(size: 13)
  /// 12 points.
  public static let caption = Font.system(size: 12)
  /// 11 points.
  public static let caption2 = Font.system(size: 11)
}
