import Foundation

/// What a ``ListSizer`` knows about one model type: how an item becomes a cell's content, and
/// the pool of cells for it. Type-erased so items of many types share one list.
protocol RowBinding: AnyObject {
  /// The pool's name.
  var reuseIdentifier: String { get }
  /// A configured cell for `item` (which has the registered type), from the pool; its content
  /// is built with `state`, or with the cell's own state (reset unless it showed the item).
  func dequeueCell(for item: Any, identity: AnyHashable, state: CellState?) -> TableCell
  /// Returns a cell made by this registration to its pool; false if it is not one of them.
  func enqueue(_ cell: TableCell) -> Bool
}

/// The registration of `Model` shown as `Content` in a ``HostingCell``.
final class RowRegistration<Model, Content: ContentNode>: RowBinding {
  let reuseIdentifier: String
  private let makeContent: (Model, CellState) -> Content
  private var pool = ReusePool<HostingCell<Content>>()

  init(reuseIdentifier: String, content: @escaping (Model, CellState) -> Content) {
    self.reuseIdentifier = reuseIdentifier
    self.makeContent = content
  }

  func dequeueCell(for item: Any, identity: AnyHashable, state: CellState?) -> TableCell {
    let reuseIdentifier = reuseIdentifier
    let cell = pool.dequeue { HostingCell<Content>(reuseIdentifier: reuseIdentifier) }
    let model = item as! Model  // the list routes items by their type
    let cellState = cell.state(for: identity)
    cell.set(rootView: makeContent(model, state ?? cellState))
    return cell
  }

  func enqueue(_ cell: TableCell) -> Bool {
    guard let cell = cell as? HostingCell<Content> else { return false }
    pool.enqueue(cell)
    return true
  }
}
