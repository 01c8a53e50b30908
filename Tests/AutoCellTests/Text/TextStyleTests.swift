import AutoCell
import Foundation
import Testing

@Suite("Text styles")
struct TextStyleTests {
  @Test func defaultSizesAreTheHumanInterfaceGuidelines() {
    let expected: [(Font.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
      (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ]
    for (style, size) in expected {
      #expect(Font.preferredFont(forTextStyle: style).pointSize == size, "\(style)")
    }
    #expect(Font.preferredFont(forTextStyle: .body) == .system(size: 17))
    // `Font.body` is that font following the body style (hosted Dynamic Type).
    #expect(Font.body.textStyle == .body && Font.body.pointSize == 17)
    #expect(Font.preferredFont(forTextStyle: .headline) == .boldSystem(size: 17))
  }

  @Test func categoriesScaleEveryStyle() {
    // Body: 14 15 16 17 19 21 23, then 28 33 40 47 53 at the accessibility sizes.
    let body = ContentSizeCategory.allCases.map {
      Font.preferredFont(forTextStyle: .body, compatibleWith: $0).pointSize
    }
    #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(
      Font.preferredFont(forTextStyle: .caption2, compatibleWith: .extraSmall).pointSize == 11)
    #expect(
      Font.preferredFont(
        forTextStyle: .largeTitle, compatibleWith: .accessibilityExtraExtraExtraLarge
      ).pointSize == 60)
    for style in Font.TextStyle.allCases {  // never smaller at a larger category
      let sizes = ContentSizeCategory.allCases.map {
        Font.preferredFont(forTextStyle: style, compatibleWith: $0).pointSize
      }
      #expect(sizes == sizes.sorted(), "\(style)")
    }
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }
}
