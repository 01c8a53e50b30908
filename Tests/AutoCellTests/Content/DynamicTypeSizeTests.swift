import AutoCell
import Foundation
import Testing

/// SwiftUI's `dynamicTypeSize`: text in a text style font takes the style's point size at the
/// environment's size, from the Human Interface Guidelines' Dynamic Type tables (iOS); fonts of
/// a fixed size do not change.
@Suite("Content: dynamicTypeSize")
struct DynamicTypeSizeTests {
  let text = "Dynamic Type"

  @Test func bodyFollowsEverySize() {
    // The HIG's body sizes, xSmall to AX5.
    let sizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    for (size, points) in zip(DynamicTypeSize.allCases, sizes) {
      #expect(
        Text(text).dynamicTypeSize(size).sizeThatFits(.unspecified)
          == TextReference.size(text, .system(size: points)), "\(size)")
    }
  }

  @Test func otherStylesFollowTheirRowsOfTheTables() {
    // HIG: headline at AX5 53 (semibold: bold here), large title at AX5 60, title at xxLarge
    // 32, caption at xLarge 14, caption 2 at xSmall 11, footnote at AX1 23.
    let cases: [(Font, DynamicTypeSize, Font)] = [
      (.headline, .accessibility5, .boldSystem(size: 53)),
      (.largeTitle, .accessibility5, .system(size: 60)),
      (.title, .xxLarge, .system(size: 32)), (.caption, .xLarge, .system(size: 14)),
      (.caption2, .xSmall, .system(size: 11)), (.footnote, .accessibility1, .system(size: 23)),
    ]
    for (style, size, expected) in cases {
      #expect(
        Text(text).font(style).environment(\.dynamicTypeSize, size).sizeThatFits(.unspecified)
          == TextReference.size(text, expected), "\(style) at \(size)")
    }
  }

  @Test func aFixedSizeDoesNotFollow() {
    #expect(
      Text(text, font: .system(size: 17)).dynamicTypeSize(.accessibility3)
        .sizeThatFits(.unspecified) == TextReference.size(text, .system(size: 17)))
    // Changing a text style font's size makes it fixed.
    var font = Font.body
    font.pointSize = 20
    #expect(font.textStyle == nil)
    #expect(
      Text(text).font(font).dynamicTypeSize(.xSmall).sizeThatFits(.unspecified)
        == TextReference.size(text, .system(size: 20)))
  }

  @Test func aRangeClampsTheSizeGiven() {
    // The outer modifier gives AX3; the inner range keeps at most xxxLarge: body 23.
    let clamped = Text(text).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
      .dynamicTypeSize(.accessibility3)
    #expect(clamped.sizeThatFits(.unspecified) == TextReference.size(text, .system(size: 23)))
    let raised = Text(text).dynamicTypeSize(.medium ... .large).dynamicTypeSize(.xSmall)
    #expect(raised.sizeThatFits(.unspecified) == TextReference.size(text, .system(size: 16)))
  }

  @Test func aStackOfStyledTextGrowsWithTheSize() {
    let row = VStack(alignment: .leading, spacing: 0) {
      Text("Title").font(.headline)
      Text("Subtitle").font(.subheadline)
    }
    // At xxxLarge: headline 23 (bold), subheadline 21; lines of 1.2 em.
    let height = row.dynamicTypeSize(.xxxLarge).sizeThatFits(.unspecified).height
    #expect(
      height
        == TextReference.lineHeight(.boldSystem(size: 23))
        + TextReference.lineHeight(.system(size: 21)))
  }

  @Test func uiKitCategoriesAndSizesCorrespond() {
    for size in DynamicTypeSize.allCases {
      #expect(DynamicTypeSize(ContentSizeCategory(size)) == size)
    }
    #expect(ContentSizeCategory(DynamicTypeSize.accessibility1) == .accessibilityMedium)
    #expect(
      DynamicTypeSize.accessibility1.isAccessibilitySize
        && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    // A UIKit text style at the size hosted content is given.
    #expect(
      Font.preferredFont(forTextStyle: .body, compatibleWith: ContentSizeCategory(.xxxLarge))
        .pointSize == 23)
  }
}
