import Foundation

extension Text {
  /// Where text cut short shows its ellipsis, like SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start of the last line shown.
    case head
    /// At its end.
    case tail
    /// In its middle.
    case middle

    /// The line break mode measuring text that ends so.
    var lineBreakMode: LineBreakMode {
      switch self {
      case .head: .byTruncatingHead
      case .tail: .byTruncatingTail
      case .middle: .byTruncatingMiddle
      }
    }
  }
}
