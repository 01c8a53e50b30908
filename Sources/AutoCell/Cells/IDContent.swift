import Foundation

/// Content with an explicit identity, made by ``CellState/id(_:file:line:column:content:)``:
/// SwiftUI's `.id(_:)`. It measures and places exactly as its content; its
/// ``ContentNode/contentIdentity`` is the identity.
public struct IDContent<Content: ContentNode>: ContentNode {
  /// The content.
  public let content: Content
  /// The identity.
  public let id: AnyHashable

  /// Wraps `content` with identity `id`.
  public init(_ content: Content, id: AnyHashable) {
    self.content = content
    self.id = id
  }

  /// The content's size.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { content.sizeThatFits(proposal) }

  /// The content's size in a stack.
  public func sizeThatFits(_ proposal: ProposedSize, inStackAlong axis: LayoutAxis) -> CGSize {
    content.sizeThatFits(proposal, inStackAlong: axis)
  }

  /// The content, in the whole bounds.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    [ContentPlacement(node: content, frame: bounds)]
  }

  /// The content's.
  public var layoutPriority: Double { content.layoutPriority }

  /// ``id``.
  public var contentIdentity: AnyHashable? { id }
}
