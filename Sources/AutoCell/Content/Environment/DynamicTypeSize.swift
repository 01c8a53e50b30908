import Foundation

/// The reader's preferred text size, like SwiftUI's `DynamicTypeSize`: seven standard sizes
/// and five accessibility sizes, ``large`` by default.
///
/// Hosted text in a text style font (``Font/body``, ``Font/headline``, ...) takes the style's
/// point size at the environment's size (``EnvironmentValues/dynamicTypeSize``), from the
/// tables Apple's Human Interface Guidelines publish (see
/// ``Font/preferredFont(forTextStyle:compatibleWith:)``); fonts of a fixed size do not change.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large, the largest standard size.
  case xxxLarge
  /// The first accessibility size (AX1).
  case accessibility1
  /// AX2.
  case accessibility2
  /// AX3.
  case accessibility3
  /// AX4.
  case accessibility4
  /// AX5, the largest.
  case accessibility5

  /// Whether the size is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The same size as UIKit's content size category `category`.
  public init(_ category: ContentSizeCategory) {
    self = DynamicTypeSize(rawValue: category.rawValue)!
  }

  /// Orders sizes from smallest to largest.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension ContentSizeCategory {
  /// The same size as SwiftUI's `size`: so a UIKit text style can follow the size hosted
  /// content is given (`Font.preferredFont(forTextStyle: .body, compatibleWith:
  /// ContentSizeCategory(size))`).
  public init(_ size: DynamicTypeSize) {
    self = ContentSizeCategory(rawValue: size.rawValue)!
  }
}

extension Font {
  /// This font at `size`: a text style font takes its style's point size at `size`; any
  /// other font is itself.
  ///
  /// A text style font outside this function is at its style's default (``DynamicTypeSize/large``)
  /// size (only `Font.following(_:)` sets a style, and setting a size clears it), so at the
  /// default size it is returned as it is, without a look-up. O(1).
  @inline(__always)
  func resolved(for size: DynamicTypeSize) -> Font {
    guard let textStyle, size != .large else { return self }
    return resolved(textStyle, for: size)
  }

  @inline(never)
  private func resolved(_ style: TextStyle, for size: DynamicTypeSize) -> Font {
    var font = self
    font.pointSize = CGFloat(Font.textStyleSizes[size.rawValue][style.rawValue])
    font.textStyle = style
    return font
  }
}
