/// Builds content from a block of content expressions, like SwiftUI's `ViewBuilder`:
/// `VStack { Text("a"); if showB { Text("b") } else { ImageContent("c", size: s) } }`.
///
/// A block builds a ``ContentList``, the views of the block in order. ``Group``s,
/// ``ForEach``es and lists inside a block contribute their views one by one, so a stack lays
/// them out as its own children, as in SwiftUI. `if`, `if`/`else` (of any two types),
/// `switch` and `for` work.
@resultBuilder
public enum ContentBuilder {
  /// One node.
  public static func buildExpression(_ node: some ContentNode) -> [any ContentNode] { [node] }
  /// Several nodes (e.g. from `map`).
  public static func buildExpression(_ nodes: [any ContentNode]) -> [any ContentNode] { nodes }
  /// A list's views, one by one.
  public static func buildExpression(_ list: ContentList) -> [any ContentNode] { list.elements }
  /// A group's views, one by one.
  public static func buildExpression(_ group: Group) -> [any ContentNode] { group.content.elements }
  /// A `ForEach`'s views, one by one.
  public static func buildExpression<Data, ID>(_ forEach: ForEach<Data, ID>) -> [any ContentNode] {
    forEach.content.elements
  }
  /// An empty block.
  public static func buildBlock() -> [any ContentNode] { [] }
  /// The nodes of a block, in order.
  public static func buildBlock(_ parts: [any ContentNode]...) -> [any ContentNode] {
    parts.count == 1 ? parts[0] : parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [any ContentNode]?) -> [any ContentNode] { part ?? [] }
  /// The `if` branch.
  public static func buildEither(first part: [any ContentNode]) -> [any ContentNode] { part }
  /// The `else` branch.
  public static func buildEither(second part: [any ContentNode]) -> [any ContentNode] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[any ContentNode]]) -> [any ContentNode] {
    parts.flatMap { $0 }
  }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [any ContentNode]) -> [any ContentNode] {
    part
  }
  /// The block's views as one node.
  public static func buildFinalResult(_ nodes: [any ContentNode]) -> ContentList {
    ContentList(nodes)
  }
}
