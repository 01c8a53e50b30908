import AutoCell

/// The layout margins UIKit gives a view, worked out once from the document (the saved frames
/// place each view in its superview and in the object's safe area).
///
/// - A view controller's view (and a `.xib`'s top-level view, which Interface Builder treats
///   the same way) has the system minimum margins: none at the top and bottom, 16 points at
///   the sides below 400 points of width and 20 from there on (UIKit's
///   `systemMinimumLayoutMargins`); explicit margins never go below them.
/// - A table cell's content view has 11 points above and below and the system margins at the
///   sides, from the width of its table (or its own); documents saved before Xcode 9 (iOS 10
///   and earlier) used 8 on every side, and so do collection view cells and every other view.
/// - With `preservesSuperviewLayoutMargins`, a side is at least the superview's margin on that
///   side, less the view's distance from the superview's edge.
/// - With `insetsLayoutMarginsFromSafeArea` (the default), the part of the safe area insets
///   that covers the view is added.
/// - With `layoutMarginsFollowReadableWidth`, the sides leave at most 672 points between them
///   (the readable width of body text at the default size).
enum MarginRules {
  /// The system minimum margin at the sides of a view this wide.
  static func systemSide(width: CGFloat) -> CGFloat { width >= 400 ? 20 : 16 }

  /// The readable content width of body text at the default content size.
  static let readableWidth: CGFloat = 672

  /// The margins of `view` before its superview and safe area are considered.
  static func own(
    _ view: ViewSpec, role: Role, width: CGFloat, legacy: Bool
  ) -> EdgeInsets {
    let explicit =
      view.margins.explicit
      ?? view.margins.directional.map {
        EdgeInsets(top: $0.top, left: $0.leading, bottom: $0.bottom, right: $0.trailing)
      }
    switch role {
    case .controllerView:
      let side = systemSide(width: width)
      guard let explicit else { return EdgeInsets(top: 0, left: side, bottom: 0, right: side) }
      return EdgeInsets(
        top: explicit.top, left: max(side, explicit.left), bottom: explicit.bottom,
        right: max(side, explicit.right))
    case .tableCellContent(let listWidth):
      if let explicit { return explicit }
      if legacy { return EdgeInsets(all: 8) }
      let side = systemSide(width: listWidth ?? width)
      return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    case .tableCell(let listWidth):
      if let explicit { return explicit }
      if legacy { return EdgeInsets(all: 8) }
      let side = systemSide(width: listWidth ?? width)
      return EdgeInsets(top: 8, left: side, bottom: 8, right: side)
    case .other:
      return explicit ?? EdgeInsets(all: 8)
    }
  }

  /// What a view is, for its default margins.
  enum Role {
    case controllerView
    case tableCell(listWidth: CGFloat?)
    case tableCellContent(listWidth: CGFloat?)
    case other
  }

  /// The margins once the superview's (`inherited`, for a view `frame` inside it), the safe
  /// area covering the view (`safe`) and the readable width are applied.
  static func effective(
    own: EdgeInsets, view: ViewSpec, frame: CGRect, superview: (margins: EdgeInsets, size: CGSize)?,
    safe: EdgeInsets
  ) -> EdgeInsets {
    var margins = own
    if view.margins.preservesSuperviewLayoutMargins, let superview {
      margins.top = max(margins.top, superview.margins.top - frame.minY)
      margins.left = max(margins.left, superview.margins.left - frame.minX)
      margins.bottom = max(
        margins.bottom, superview.margins.bottom - (superview.size.height - frame.maxY))
      margins.right = max(
        margins.right, superview.margins.right - (superview.size.width - frame.maxX))
    }
    if view.margins.insetsFromSafeArea {
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if view.margins.followsReadableWidth, frame.width > readableWidth + margins.left + margins.right
    {
      let side = (frame.width - readableWidth) / 2
      margins.left = max(margins.left, side)
      margins.right = max(margins.right, side)
    }
    return margins
  }

  /// The insets of the part of `safeRect` (in the object's coordinates) that `rect` (also in
  /// them) extends past.
  static func safeInsets(of rect: CGRect, in safeRect: CGRect) -> EdgeInsets {
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
    return EdgeInsets(
      top: clamp(safeRect.minY - rect.minY, rect.height),
      left: clamp(safeRect.minX - rect.minX, rect.width),
      bottom: clamp(rect.maxY - safeRect.maxY, rect.height),
      right: clamp(rect.maxX - safeRect.maxX, rect.width))
  }
}
