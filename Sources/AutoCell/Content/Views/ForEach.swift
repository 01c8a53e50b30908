import Foundation

/// One view per element of a collection, like SwiftUI's `ForEach`: in a container's content
/// the views become the container's children, wherever the `ForEach` comes from (a `body`, a
/// property of an opaque type; see ``ContentBuilder``), and a modifier on it applies to each.
///
/// The views are built when the `ForEach` is (O(*n*) calls of `content`), since content is
/// rebuilt with each row anyway. ``ids`` keeps each view's identifier, in order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: ContentNode {
  /// The collection.
  public let data: Data
  /// The identifiers of the elements, in order.
  public let ids: [ID]
  /// The views, one per element.
  public let content: ContentList

  /// Creates views for `data`, each identified by the element's value at `id`.
  public init<Content: ContentNode>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ContentBuilder content: (Data.Element) -> Content
  ) {
    self.data = data
    self.ids = data.map { $0[keyPath: id] }
    self.content = ContentList(data.map { content($0) })
  }

  /// The views.
  public var body: ContentList { content }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views for identified `data`.
  public init<Content: ContentNode>(
    _ data: Data, @ContentBuilder content: (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates views for a constant range of integers.
  public init<Content: ContentNode>(
    _ data: Range<Int>, @ContentBuilder content: (Int) -> Content
  ) {
    self.init(data, id: \.self, content: content)
  }
}
