/// Builds a container's children from a block of content expressions, like SwiftUI's
/// `ViewBuilder`: `VStackContent { TextContent("a"); if showB { TextContent("b") } }`.
@resultBuilder
public enum ContentBuilder {
  /// One node.
  public static func buildExpression(_ node: some ContentNode) -> [any ContentNode] { [node] }
  /// Several nodes (e.g. from `map`).
  public static func buildExpression(_ nodes: [any ContentNode]) -> [any ContentNode] { nodes }
  /// The nodes of a block, in order.
  public static func buildBlock(_ parts: [any ContentNode]...) -> [any ContentNode] {
    parts.flatMap { $0 }
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
}
