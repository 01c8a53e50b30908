import Foundation

/// UIKit's semantic colours, so `Color(.secondaryLabel)` and `Color(uiColor: .separator)`
/// paste in from SwiftUI code: each is its light-appearance value from Apple's Human Interface
/// Guidelines (Color).
///
/// As any colour, they are drawing only and never change a size.
public struct SystemColor: Hashable, Sendable {
  /// The colour.
  public var color: Color

  /// A semantic colour of `color`.
  public init(_ color: Color) {
    self.color = color
  }

  private init(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
    color = Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
  }

  /// Primary text.
  public static let label = SystemColor(0, 0, 0)
  /// Secondary text.
  public static let secondaryLabel = SystemColor(60, 60, 67, 0.6)
  /// Tertiary text.
  public static let tertiaryLabel = SystemColor(60, 60, 67, 0.3)
  /// Quaternary text.
  public static let quaternaryLabel = SystemColor(60, 60, 67, 0.18)
  /// Placeholder text.
  public static let placeholderText = SystemColor(60, 60, 67, 0.3)
  /// A link.
  public static let link = SystemColor(0, 122, 255)
  /// A thin separator, letting content under it show.
  public static let separator = SystemColor(60, 60, 67, 0.29)
  /// An opaque separator.
  public static let opaqueSeparator = SystemColor(198, 198, 200)
  /// The main background.
  public static let systemBackground = SystemColor(255, 255, 255)
  /// Content on the main background.
  public static let secondarySystemBackground = SystemColor(242, 242, 247)
  /// Content on secondary backgrounds.
  public static let tertiarySystemBackground = SystemColor(255, 255, 255)
  /// A grouped list's background.
  public static let systemGroupedBackground = SystemColor(242, 242, 247)
  /// Content on a grouped background.
  public static let secondarySystemGroupedBackground = SystemColor(255, 255, 255)
  /// Content on secondary grouped backgrounds.
  public static let tertiarySystemGroupedBackground = SystemColor(242, 242, 247)
  /// A fill for thin and small shapes.
  public static let systemFill = SystemColor(120, 120, 128, 0.2)
  /// A fill for medium shapes.
  public static let secondarySystemFill = SystemColor(120, 120, 128, 0.16)
  /// A fill for large shapes.
  public static let tertiarySystemFill = SystemColor(118, 118, 128, 0.12)
  /// A fill for large areas with complex content.
  public static let quaternarySystemFill = SystemColor(116, 116, 128, 0.08)
  /// Grey.
  public static let systemGray = SystemColor(142, 142, 147)
  /// A lighter grey.
  public static let systemGray2 = SystemColor(174, 174, 178)
  /// A lighter grey.
  public static let systemGray3 = SystemColor(199, 199, 204)
  /// A lighter grey.
  public static let systemGray4 = SystemColor(209, 209, 214)
  /// A lighter grey.
  public static let systemGray5 = SystemColor(229, 229, 234)
  /// The lightest grey.
  public static let systemGray6 = SystemColor(242, 242, 247)
  /// Red.
  public static let systemRed = SystemColor(255, 59, 48)
  /// Orange.
  public static let systemOrange = SystemColor(255, 149, 0)
  /// Yellow.
  public static let systemYellow = SystemColor(255, 204, 0)
  /// Green.
  public static let systemGreen = SystemColor(52, 199, 89)
  /// Teal.
  public static let systemTeal = SystemColor(48, 176, 199)
  /// Blue.
  public static let systemBlue = SystemColor(0, 122, 255)
  /// Indigo.
  public static let systemIndigo = SystemColor(88, 86, 214)
  /// Purple.
  public static let systemPurple = SystemColor(175, 82, 222)
  /// Pink.
  public static let systemPink = SystemColor(255, 45, 85)
}

extension Color {
  /// The semantic colour `color`, like SwiftUI's `Color(_:)` of a `UIColor`:
  /// `Color(.secondaryLabel)`.
  public init(_ color: SystemColor) {
    self = color.color
  }

  /// The semantic colour `uiColor`, like SwiftUI's `Color(uiColor:)`.
  public init(uiColor: SystemColor) {
    self = uiColor.color
  }

  /// The tertiary text colour (SwiftUI's `.tertiary` style, as a colour).
  public static let tertiary = SystemColor.tertiaryLabel.color
  /// The quaternary text colour (SwiftUI's `.quaternary` style, as a colour).
  public static let quaternary = SystemColor.quaternaryLabel.color
}
