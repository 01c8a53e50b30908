import Foundation

/// A guide along the y axis that views are lined up by, like SwiftUI's `VerticalAlignment`:
/// the edges, the middle, the baselines of a view's first and last lines of text, or a custom
/// guide made from an ``AlignmentID`` type.
public struct VerticalAlignment: Hashable, Sendable {
  let key: AlignmentKey

  /// Creates a custom guide named by `id`, like SwiftUI's: its position in a view without an
  /// explicit value is `id.defaultValue(in:)`.
  ///
  /// ```swift
  /// extension VerticalAlignment {
  ///   enum MidAccountAndName: AlignmentID {
  ///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
  ///   }
  ///   static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
  /// }
  /// ```
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(custom: id, axis: .vertical)
  }

  init(_ kind: AlignmentKey.Kind) {
    key = AlignmentKey(kind, axis: .vertical)
  }

  init(key: AlignmentKey) {
    self.key = key
  }

  /// The top edge.
  public static var top: VerticalAlignment { VerticalAlignment(.start) }
  /// The middle.
  public static var center: VerticalAlignment { VerticalAlignment(.center) }
  /// The bottom edge.
  public static var bottom: VerticalAlignment { VerticalAlignment(.end) }
  /// The baseline of the first line of text (the bottom edge of a view without text).
  public static var firstTextBaseline: VerticalAlignment { VerticalAlignment(.firstTextBaseline) }
  /// The baseline of the last line of text (the bottom edge of a view without text).
  public static var lastTextBaseline: VerticalAlignment { VerticalAlignment(.lastTextBaseline) }

  /// Whether the guide is a text baseline, whose value only the view itself knows.
  var isTextBaseline: Bool { key.isTextBaseline }

  /// The child's y offset inside `extent` points of room for `length` points, for a child
  /// without guides of its own (a baseline falls on the bottom edge, as in SwiftUI).
  func offset(of length: CGFloat, in extent: CGFloat) -> CGFloat {
    key.defaultValue(in: CGSize(width: 0, height: extent))
      - key.defaultValue(in: CGSize(width: 0, height: length))
  }
}
