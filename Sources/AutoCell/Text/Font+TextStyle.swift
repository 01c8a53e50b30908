import Foundation

extension Font {
  /// The semantic text styles of Dynamic Type, like UIKit's `UIFont.TextStyle`.
  public enum TextStyle: Int, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
    case caption1, caption2
  }

  /// The font for a text style at a content size category, like UIKit's
  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the point sizes Apple's Human
  /// Interface Guidelines publish for iOS (at ``ContentSizeCategory/large``, the default:
  /// large title 34, title 1 28, title 2 22, title 3 20, headline 17, body 17, callout 16,
  /// subheadline 15, footnote 13, caption 1 12, caption 2 11).
  ///
  /// The headline is bold (the system's semibold), every other style regular, in the system font.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory = .large
  ) -> Font {
    let size = CGFloat(Font.textStyleSizes[category.rawValue][style.rawValue])
    return style == .headline ? .boldSystem(size: size) : .system(size: size)
  }

  /// Point sizes by category (rows, ``ContentSizeCategory`` order) and style (columns,
  /// ``TextStyle`` order), from the Human Interface Guidelines' Dynamic Type tables for iOS.
  static let textStyleSizes: [[UInt8]] = [
    [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
    [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // Small
    [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // Medium
    [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // Large (default)
    [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
    [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
    [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
    [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
    [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
    [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
    [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
    [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
  ]
}
