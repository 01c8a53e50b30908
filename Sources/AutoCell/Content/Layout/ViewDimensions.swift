import Foundation

/// A subview's size and the positions of its alignment guides in it, like SwiftUI's
/// `ViewDimensions` (see ``LayoutSubview/dimensions(in:)``).
public struct ViewDimensions: Equatable {
  /// The width.
  public let width: CGFloat
  /// The height.
  public let height: CGFloat
  /// The first line's baseline, if the view has text.
  let firstBaseline: CGFloat?
  /// The last line's baseline, if the view has text.
  let lastBaseline: CGFloat?

  init(size: CGSize, firstBaseline: CGFloat?, lastBaseline: CGFloat?) {
    width = size.width
    height = size.height
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }

  /// The x of `guide`.
  public subscript(guide: HorizontalAlignment) -> CGFloat { guide.value(inWidth: width) }

  /// The y of `guide`: a text baseline where the view has text, its bottom edge otherwise.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.value(inHeight: height)
  }

  /// The x of `guide` if the view sets it explicitly: never (no view here does).
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// The y of `guide` if the view sets it explicitly: the text baselines of a view with text.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    switch guide {
    case .firstTextBaseline: firstBaseline
    case .lastTextBaseline: lastBaseline
    default: nil
    }
  }
}
