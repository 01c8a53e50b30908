import Foundation

/// A guide along the x axis that views are lined up by, like SwiftUI's `HorizontalAlignment`:
/// the leading edge, the middle, the trailing edge, or a custom guide made from an
/// ``AlignmentID`` type.
public struct HorizontalAlignment: Hashable, Sendable {
  let key: AlignmentKey

  /// Creates a custom guide named by `id`, like SwiftUI's: its position in a view without an
  /// explicit value is `id.defaultValue(in:)`.
  ///
  /// ```swift
  /// extension HorizontalAlignment {
  ///   enum OneThird: AlignmentID {
  ///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
  ///   }
  ///   static let oneThird = HorizontalAlignment(OneThird.self)
  /// }
  /// ```
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(custom: id, axis: .horizontal)
  }

  init(_ kind: AlignmentKey.Kind) {
    key = AlignmentKey(kind, axis: .horizontal)
  }

  init(key: AlignmentKey) {
    self.key = key
  }

  /// The leading (left) edge.
  public static var leading: HorizontalAlignment { HorizontalAlignment(.start) }
  /// The middle.
  public static var center: HorizontalAlignment { HorizontalAlignment(.center) }
  /// The trailing (right) edge.
  public static var trailing: HorizontalAlignment { HorizontalAlignment(.end) }

  /// The child's x offset inside `extent` points of room for `length` points, for a child
  /// without guides of its own.
  func offset(of length: CGFloat, in extent: CGFloat) -> CGFloat {
    key.defaultValue(in: CGSize(width: extent, height: 0))
      - key.defaultValue(in: CGSize(width: length, height: 0))
  }
}
