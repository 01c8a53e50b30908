import Foundation

/// No view at all, like SwiftUI's `EmptyView`: in a container it adds no child (and no
/// spacing); measured on its own it is 0 by 0 points.
public struct EmptyView: ContentNode {
  /// Creates an empty view.
  public init() {}

  /// No views.
  public var body: ContentList { ContentList([]) }
}
