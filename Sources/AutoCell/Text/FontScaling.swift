import Foundation

/// How far a one-line text shrinks to fit a width: shared by ``TextNode`` (UIKit's
/// `adjustsFontSizeToFitWidth`) and hosted ``Text`` (SwiftUI's `minimumScaleFactor(_:)`).
enum FontScaling {
  /// The largest fraction of the font's size, no smaller than `minimum` and no larger than 1,
  /// at which a line `natural` points wide at full size fits `width`; `scaledWidth(scale)`
  /// measures the line at a scale.
  ///
  /// Widths grow with the size (in proportion, apart from rounding in a measurer): the search
  /// starts from the proportional scale and corrects it by what a measurement at it gives. A
  /// line that does not fit even at `minimum` gets `minimum` (and is truncated there).
  ///
  /// - Complexity: at most three calls of `scaledWidth`.
  static func scale(
    fitting natural: CGFloat, in width: CGFloat, minimum: CGFloat,
    scaledWidth: (CGFloat) -> CGFloat
  ) -> CGFloat {
    guard natural > width else { return 1 }
    guard width > 0 else { return minimum }
    var scale = width / natural
    for _ in 0..<3 where scale > minimum {
      let measured = scaledWidth(scale)
      guard measured > width else { break }
      scale *= width / measured
    }
    return max(minimum, min(1, scale))
  }
}
