import Foundation

/// A table cell whose content is a ``ContentNode`` tree: the self-sizing cell.
///
/// The first ``set(rootView:)`` adds a ``HostingNode`` to ``TableCell/contentView`` and pins it
/// to the content view's four edges; later calls replace its content, which invalidates its
/// intrinsic size, so a reused cell's ``LayoutNode/fittingHeight(forWidth:)`` is always that
/// of its current content, never the previous one's.
///
/// Identity and state: ``state`` holds per-cell values that belong to the item shown (see
/// ``CellState``). Configure a cell for an item with
/// `let state = cell.state(for: item.id)` (resets the state if the cell showed another item),
/// build the content from the item and the state, then `cell.set(rootView:)`; content with a
/// ``ContentNode/contentIdentity`` other than the state's resets it too (content without an
/// identity leaves it alone).
open class HostingCell<Content: ContentNode>: TableCell {
  /// The node hosting the content, once ``set(rootView:)`` was called.
  public private(set) var hostingNode: HostingNode<Content>?
  /// The per-item state of the cell.
  public let state = CellState()

  /// The content shown, if any.
  public var rootView: Content? { hostingNode?.rootView }

  /// Shows `rootView`: hosts it the first time, replaces the hosted content afterwards (the
  /// intrinsic size is invalidated either way). When the content has an identity, ``state``
  /// is reset if it belongs to another; content without identity leaves ``state`` alone
  /// (use ``state(for:)``).
  public func set(rootView: Content) {
    if let identity = rootView.contentIdentity { state.adopt(identity) }
    if let hostingNode {
      hostingNode.rootView = rootView
      return
    }
    let node = HostingNode(rootView: rootView)
    node.identifier = "hostingNode"
    contentView.addSubview(node)
    LayoutConstraint.activate(node.constraints(pinningEdgesTo: contentView))
    hostingNode = node
  }

  /// The cell's state for the item with `identity`: reset first unless the state already
  /// belongs to that (non-nil) identity.
  @discardableResult
  public func state(for identity: AnyHashable?) -> CellState {
    state.adopt(identity)
    return state
  }
}
