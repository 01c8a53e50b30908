import Foundation

/// How items of one model type become measured cells: what any thread needs to make and
/// configure a cell for an item (the cells themselves stay in per-thread ``CellPools``).
struct CellRegistration: Sendable {
  /// The model type's name, for errors.
  let modelName: String
  /// The pool's name.
  let reuseIdentifier: String
  /// The pool, among ``CellPools``' (shared by registrations with the same identifier and
  /// cell class).
  let pool: Int
  /// A new cell.
  let makeCell: @Sendable () -> TableCell
  /// Configures a cell (made by ``makeCell``) for an item of the model type, with the
  /// list's state for the item if it keeps one.
  let configure: @Sendable (TableCell, any ListItem, CellState?) -> Void
  /// The estimated height of an item, if the registration gives one.
  let estimate: (@Sendable (any ListItem) -> CGFloat)?
}

/// Reuse pools of cells, one per reuse identifier: one set per thread that measures.
struct CellPools {
  private var pools: [ReusePool<TableCell>] = []

  /// A cell configured for `item` by `registration`, from its pool.
  mutating func dequeue(
    for item: any ListItem, with registration: CellRegistration, state: CellState?
  ) -> TableCell {
    while pools.count <= registration.pool { pools.append(ReusePool()) }
    let cell = pools[registration.pool].dequeue(orMake: registration.makeCell)
    registration.configure(cell, item, state)
    return cell
  }

  /// Returns `cell` to pool `pool`.
  mutating func enqueue(_ cell: TableCell, pool: Int) {
    while pools.count <= pool { pools.append(ReusePool()) }
    pools[pool].enqueue(cell)
  }

  /// The height of `item`'s cell at `width`: dequeue, configure, fit, enqueue.
  mutating func measure(
    _ item: any ListItem, with registration: CellRegistration, state: CellState?,
    width: CGFloat
  ) -> CGFloat {
    let cell = dequeue(for: item, with: registration, state: state)
    let height = cell.fittingHeight(forWidth: width)
    pools[registration.pool].enqueue(cell)
    return height
  }

  /// How many cells the pools made.
  var madeCount: Int { pools.reduce(0) { $0 + $1.madeCount } }
}
