import Foundation

/// Several views treated as one in code, like SwiftUI's `Group`: in a container's content its
/// views become the container's children; elsewhere it measures as its ``ContentList``.
///
/// A modifier on a group (`Group { ... }.padding()`) applies to the group as one view (laid
/// out as a default `VStack` when it holds several), not to each of its views as SwiftUI
/// would.
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
