import AutoCell
import Foundation

/// Text measured directly by the standard measurer: the independent reference the content
/// tests derive expected sizes from (the layout rules on top are applied by hand).
enum TextReference {
  static let measurer = StandardTextMeasurer()

  /// One line's height in `font`.
  static func lineHeight(_ font: Font) -> CGFloat { measurer.lineHeight(of: font) }

  /// The size of `text` in `font` wrapped at `width` (infinity: unwrapped), at most `lines`
  /// lines (0: any).
  static func size(
    _ text: String, _ font: Font = .body, width: CGFloat = .infinity, lines: Int = 0
  ) -> CGSize {
    measurer.size(
      of: text, font: font, width: width, numberOfLines: lines, lineBreakMode: .byWordWrapping)
  }

  /// The first line's baseline from the top: the font's ascender (729 thousandths of an em
  /// in the standard measurer's Helvetica and Helvetica-Bold, whose line is 1.2 em: the
  /// metric-compatible Nimbus Sans's line metrics).
  static func ascent(_ font: Font) -> CGFloat { 0.729 * font.pointSize }
}
