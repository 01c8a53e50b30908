/// A stack of idle cells of one kind, like a table view's reuse queue: cells are handed out
/// again instead of built anew.
public struct ReusePool<Cell: TableCell> {
  private var idle: [Cell] = []
  /// How many cells were built by ``dequeue(orMake:)``.
  public private(set) var madeCount = 0

  /// Creates an empty pool.
  public init() {}

  /// The number of idle cells.
  public var count: Int { idle.count }

  /// An idle cell after its ``TableCell/prepareForReuse()``, or a new one from `make`.
  ///
  /// O(1).
  public mutating func dequeue(orMake make: () -> Cell) -> Cell {
    if let cell = idle.popLast() {
      cell.prepareForReuse()
      return cell
    }
    madeCount += 1
    return make()
  }

  /// Returns `cell` to the pool.
  ///
  /// O(1) amortized.
  public mutating func enqueue(_ cell: Cell) {
    idle.append(cell)
  }
}
