import Foundation

/// Content with an explicit identity, made by ``CellState/id(_:file:line:column:content:)``:
/// SwiftUI's `.id(_:)`.
///
/// It measures and places exactly as its content; its ``ContentNode/contentIdentity`` is the
/// identity.
public struct IDContent<Content: ContentNode>: _ForwardingContent {
  /// The content.
  public let content: Content
  /// The identity.
  public let id: AnyHashable

  /// Wraps `content` with identity `id`.
  public init(_ content: Content, id: AnyHashable) {
    self.content = content
    self.id = id
  }

  /// ``id``.
  public var contentIdentity: AnyHashable? { id }
}

extension IDContent: ChildModifier {
  /// The content (``content``).
  public var child: Content { content }

  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    IDContent<Other>(other, id: id)
  }
}

extension ContentNode {
  /// The node with the explicit identity `id`, like SwiftUI's `id(_:)`: it measures and
  /// places as the node; a ``HostingCell`` tells content of another identity from its old
  /// content by it (see ``ContentNode/contentIdentity``).
  ///
  /// To keep per-identity state as well, use ``CellState/id(_:file:line:column:content:)``.
  public func id<ID: Hashable>(_ id: ID) -> IDContent<Self> {
    IDContent(self, id: AnyHashable(id))
  }
}
