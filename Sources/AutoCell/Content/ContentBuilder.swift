/// Builds content from a block of content expressions, like SwiftUI's `ViewBuilder`:
/// `VStack { Text("a"); if showB { Text("b") } else { ImageContent("c", size: s) } }`.
///
/// A block builds a ``ContentList``, the views of the block in order. `if`, `if`/`else` (of
/// any two types), `switch` and `for` work; an `if` whose condition is false contributes no
/// view at all.
///
/// Where lists are flattened: a container (``HStack``, ``VStack``, ``ZStack``, any
/// ``Layout``) flattens the list its content closure builds, as SwiftUI does, wherever the
/// lists come from. Each child that is a list (a block of several views, a ``Group``, a
/// ``ForEach``, an `if` without its view, an ``AnyContent`` of a list), or a view whose
/// `body` (of an opaque type or not) comes down to one, contributes its views one by one,
/// recursively; a modifier of a list (`Group { ... }.padding()`, `ForEach(...).font(...)`)
/// applies to each of its views. So a ``Layout`` gets one subview per element. The same
/// happens at the root of a ``HostingNode``, whose several views are laid out as a default
/// ``VStack``. A list measured on its own, outside a container, sizes as a default
/// ``VStack`` of its views (see ``ContentList``). An ``EmptyView`` is a list of no views: it
/// adds no child and no spacing.
///
/// A line whose value is not content (a type that does not conform to ``ContentNode``) is
/// rejected at that line, with a message saying what to write.
///
/// Content is rebuilt for every row a cell shows, so building is lean: a view is carried as
/// itself (a ``Component``), and a block of *n* views allocates one array for them, not one
/// per view.
@resultBuilder
public enum ContentBuilder {
  /// One node.
  public static func buildExpression(_ node: some ContentNode) -> Component { Component(node) }
  /// Several nodes, as from `map`.
  public static func buildExpression(_ nodes: [any ContentNode]) -> Component {
    Component(nodes)
  }
  /// A list's views, one by one.
  public static func buildExpression(_ list: ContentList) -> Component { Component(list.elements) }
  /// A group's views, one by one.
  public static func buildExpression(_ group: Group) -> Component {
    Component(group.content.elements)
  }
  /// A `ForEach`'s views, one by one.
  public static func buildExpression<Data, ID>(_ forEach: ForEach<Data, ID>) -> Component {
    Component(forEach.content.elements)
  }
  /// Anything else: not content.
  ///
  /// Rejected here, at the line that is wrong, with what to do.
  @available(
    *, unavailable,
    message:
      "a content block holds content: make this type conform to ContentNode (give it a body, or implement sizeThatFits(_:in:)), or leave it out"
  )
  public static func buildExpression<Value>(_ value: Value) -> Component {
    fatalError("unavailable")
  }
  /// An empty block.
  public static func buildBlock() -> Component { Component() }
  /// The nodes of a block, in order.
  public static func buildBlock(_ parts: Component...) -> Component {
    parts.count == 1 ? parts[0] : Component(joining: parts)
  }
  /// A block of one statement (an `if` branch, a modifier's content): its nodes, with no
  /// array made for the statement.
  public static func buildBlock(_ part: consuming Component) -> Component { part }
  /// The nodes of a block of two, moved (not copied) into one array.
  public static func buildBlock(_ first: consuming Component, _ second: consuming Component)
    -> Component
  {
    var nodes = Component.storage(for: first.count + second.count)
    first.move(into: &nodes)
    second.move(into: &nodes)
    return Component(nodes)
  }
  /// The nodes of a block of three, moved (not copied) into one array.
  public static func buildBlock(
    _ first: consuming Component, _ second: consuming Component, _ third: consuming Component
  ) -> Component {
    var nodes = Component.storage(for: first.count + second.count + third.count)
    first.move(into: &nodes)
    second.move(into: &nodes)
    third.move(into: &nodes)
    return Component(nodes)
  }
  /// The nodes of a block of four, moved (not copied) into one array.
  public static func buildBlock(
    _ first: consuming Component, _ second: consuming Component, _ third: consuming Component,
    _ fourth: consuming Component
  ) -> Component {
    var nodes = Component.storage(for: first.count + second.count + third.count + fourth.count)
    first.move(into: &nodes)
    second.move(into: &nodes)
    third.move(into: &nodes)
    fourth.move(into: &nodes)
    return Component(nodes)
  }
  /// The nodes of a block of five, moved (not copied) into one array.
  public static func buildBlock(
    _ first: consuming Component, _ second: consuming Component, _ third: consuming Component,
    _ fourth: consuming Component, _ fifth: consuming Component
  ) -> Component {
    var nodes = Component.storage(
      for: first.count + second.count + third.count + fourth.count + fifth.count)
    first.move(into: &nodes)
    second.move(into: &nodes)
    third.move(into: &nodes)
    fourth.move(into: &nodes)
    fifth.move(into: &nodes)
    return Component(nodes)
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: Component?) -> Component { part ?? Component() }
  /// The `if` branch.
  public static func buildEither(first part: Component) -> Component { part }
  /// The `else` branch.
  public static func buildEither(second part: Component) -> Component { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [Component]) -> Component { Component(joining: parts) }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: Component) -> Component { part }
  /// The block's views as one node.
  public static func buildFinalResult(_ part: Component) -> ContentList {
    ContentList(part.nodes)
  }
}
