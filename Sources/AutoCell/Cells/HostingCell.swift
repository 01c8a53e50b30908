import Foundation

/// A table cell whose content is a ``ContentNode`` tree: the self-sizing cell.
///
/// Configure it for an item with ``configure(for:content:)``: the cell's ``CellState`` is
/// reset first if it belongs to another item, then the content is built from it, then shown.
/// That order is the only one the API allows, so a reused cell never builds (shows or
/// measures) content from the previous item's state:
/// `cell.configure(for: post.id) { state in PostView(post: post, expanded: state[.isExpanded]) }`.
/// Content without per-item state can be shown with ``set(rootView:)``.
///
/// The first configuration adds a ``HostingNode`` to ``TableCell/contentView`` and pins it to
/// the content view's four edges; later ones replace its content, which invalidates its
/// intrinsic size, so a reused cell's ``LayoutNode/fittingHeight(forWidth:)`` is always that
/// of its current content, never the previous one's.
open class HostingCell<Content: ContentNode>: TableCell {
  /// The node hosting the content, once the cell was configured.
  public private(set) var hostingNode: HostingNode<Content>?
  /// The per-item state, reached through ``configure(for:content:)``.
  private let state = CellState()

  /// The content shown, if any.
  public var rootView: Content? { hostingNode?.rootView }

  /// The identity of the item the cell was last configured for (nil for none, or content
  /// shown with ``set(rootView:)``).
  public var itemIdentity: AnyHashable? { state.identity }

  /// Shows the item `identity`: resets the cell's state unless it already belongs to that
  /// (non-nil) identity, then builds the content from the state with `content`, then hosts it
  /// (the intrinsic size is invalidated).
  ///
  /// A nil identity always gets a fresh state. Nested states
  /// (``CellState/id(_:file:line:column:content:)``) that `content` no longer asks for are dropped.
  /// O(1) plus `content`.
  public func configure(
    for identity: AnyHashable?, content: (CellState) throws -> Content
  ) rethrows {
    state.adopt(identity)
    show(try state.building(content))
  }

  /// Shows content that keeps no per-item state: the same as
  /// `configure(for: nil) { _ in rootView }` (the state is reset).
  public func set(rootView: Content) {
    // What configure(for: nil) does, without the closure (a copy of the content): a nil
    // identity resets the state, nested states included, so building would drop none.
    state.adopt(nil)
    show(rootView)
  }

  /// Hosts `content`: the first time in a new node pinned to the content view, then by
  /// replacing that node's content.
  private func show(_ content: Content) {
    if let hostingNode {
      hostingNode.rootView = content
      return
    }
    let node = HostingNode(rootView: content)
    node.identifier = "hostingNode"
    contentView.addSubview(node)
    LayoutConstraint.activate(node.constraints(pinningEdgesTo: contentView))
    hostingNode = node
  }
}
