/// The reader's preferred text size, like UIKit's `UIContentSizeCategory`: seven standard sizes
/// and five larger accessibility sizes.
///
/// ``large`` is the default.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the five accessibility sizes (AX1 to AX5).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
