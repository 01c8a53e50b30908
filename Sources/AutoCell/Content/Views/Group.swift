import Foundation

/// Several views treated as one in code, like SwiftUI's `Group`: in a container's content its
/// views become the container's children, and a modifier on the group
/// (`Group { ... }.font(.headline)`) applies to each of its views (see ``ContentBuilder`` for
/// where lists are flattened); measured on its own it sizes as its ``ContentList``.
public struct Group: ContentNode {
  /// The views.
  public let content: ContentList

  /// Creates a group of the views built by `content`.
  public init(@ContentBuilder content: () -> ContentList) {
    self.content = content()
  }

  /// The views.
  public var body: ContentList { content }
}
