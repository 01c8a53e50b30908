import Foundation

/// Row heights and offsets for a list of many rows of self-sizing cells: what a table view's
/// data source and layout need, without a table view.
///
/// Register how each model type becomes a cell's content (``register(_:reuseIdentifier:content:)``,
/// a closure per type as table managers do), give the items (``setItems(_:)``) and the width
/// (``setWidth(_:)``), then ask ``height(ofRow:)``, ``offset(ofRow:)``, ``row(atOffset:)`` and
/// ``totalHeight``. Rows are measured by configuring a ``HostingCell`` from a per-type
/// ``ReusePool`` and calling ``LayoutNode/fittingHeight(forWidth:)``.
///
/// Heights are cached by item identity (its type and `id`) and width: a cached row is never
/// measured again. Changing the width drops the cache; ``reloadItems(at:)`` drops the given
/// items' heights. With ``ListSizingStrategy/exact`` every row is measured when items or width
/// are set; with ``ListSizingStrategy/estimated(rowHeight:)`` a row has the estimate until it
/// is measured.
///
/// Items are routed by their dynamic type: register the concrete type of each item.
public final class ListSizer {
  /// When rows are measured.
  public let strategy: ListSizingStrategy
  /// The width rows are measured at.
  public private(set) var width: CGFloat
  /// The items, one per row.
  public private(set) var items: [any Identifiable] = []
  /// The rows' heights and offsets.
  public private(set) var offsets = RowOffsets(heights: [])
  /// How many rows were measured (cell fittings), for tests and benchmarks.
  public private(set) var measurementCount = 0

  /// The key of a cached height.
  private struct HeightKey: Hashable {
    var item: AnyHashable
    var width: CGFloat
  }

  private var registrations: [ObjectIdentifier: any RowBinding] = [:]
  private var registrationsByReuseIdentifier: [String: any RowBinding] = [:]
  private var cache: [HeightKey: CGFloat] = [:]
  /// States made by ``state(forRow:)``, by item identity.
  private var itemStates: [AnyHashable: CellState] = [:]
  /// Whether each row's height is measured (not the estimate).
  private var measured: [Bool] = []

  /// Creates a sizer measuring at `width` with `strategy`.
  public init(width: CGFloat, strategy: ListSizingStrategy = .exact) {
    self.width = ListSizer.sanitized(width)
    self.strategy = strategy
  }

  /// Registers how items of type `Model` are shown: `content` builds a cell's content from an
  /// item and its ``CellState`` (the one of ``state(forRow:)`` if made, else the cell's own,
  /// reset if the cell showed another item). A
  /// later registration of the same type replaces this one. Cells are pooled by
  /// `reuseIdentifier` (default: the type's full name); give each registration its own.
  public func register<Model: Identifiable, Content: ContentNode>(
    _ type: Model.Type, reuseIdentifier: String? = nil,
    content: @escaping (Model, CellState) -> Content
  ) {
    let registration = RowRegistration<Model, Content>(
      reuseIdentifier: reuseIdentifier ?? String(reflecting: type), content: content)
    registrations[ObjectIdentifier(type)] = registration
    registrationsByReuseIdentifier[registration.reuseIdentifier] = registration
  }

  /// Sets the items, one per row. Cached heights of items still present are kept; with the
  /// exact strategy the other rows are measured now.
  ///
  /// - Throws: ``ListSizerError/unregisteredType(_:index:)`` for an item of a type without
  ///   registration (nothing changes then).
  /// - Complexity: O(*n*) plus the measurements.
  public func setItems(_ items: [any Identifiable]) throws(ListSizerError) {
    var lastType: ObjectIdentifier?
    for (index, item) in items.enumerated() {
      let type = ObjectIdentifier(Swift.type(of: item))
      if type == lastType { continue }
      guard registrations[type] != nil else {
        throw .unregisteredType(String(describing: Swift.type(of: item)), index: index)
      }
      lastType = type
    }
    self.items = items
    if !itemStates.isEmpty {  // forget the states of items that left
      let present = Set(items.map(identity(of:)))
      itemStates = itemStates.filter { present.contains($0.key) }
    }
    rebuildOffsets()
  }

  /// Sets the width rows are measured at; a different width drops every cached height (and
  /// with the exact strategy measures every row again). O(*n*) plus the measurements.
  public func setWidth(_ width: CGFloat) {
    let width = ListSizer.sanitized(width)
    guard width != self.width else { return }
    self.width = width
    cache.removeAll()
    rebuildOffsets()
  }

  /// Drops the cached heights of the items in `rows` (their content changed): with the exact
  /// strategy they are measured again now, with the estimated one they return to the estimate.
  ///
  /// - Throws: ``ListSizerError/rowOutOfRange(_:count:)`` (nothing changes then).
  /// - Complexity: O(*k* log *n*) plus the measurements, for *k* rows.
  public func reloadItems(at rows: [Int]) throws(ListSizerError) {
    for row in rows where row < 0 || row >= items.count {
      throw .rowOutOfRange(row, count: items.count)
    }
    for row in rows {
      cache[HeightKey(item: identity(of: items[row]), width: width)] = nil
      measured[row] = false
      switch strategy {
      case .exact: offsets.setHeight(Double(measureUncached(row)), ofRow: row)
      case .estimated(let estimate): offsets.setHeight(Double(estimate), ofRow: row)
      }
    }
  }

  /// The number of rows.
  public var count: Int { items.count }

  /// The state of `row`'s item, kept by the sizer for as long as the item is in the list
  /// (whichever cell measures or shows it): the content closure gets this state instead of
  /// the cell's. After changing it, call ``reloadItems(at:)`` for the new height. Items
  /// without such a state get the measuring cell's own (reset) state. O(1) expected.
  ///
  /// - Precondition: `0 <= row < count`.
  public func state(forRow row: Int) -> CellState {
    let identity = identity(of: items[row])
    if let state = itemStates[identity] { return state }
    let state = CellState()
    state.adopt(identity)
    itemStates[identity] = state
    return state
  }

  /// Whether `row`'s height is measured rather than estimated.
  public func isMeasured(row: Int) -> Bool { measured[row] }

  /// The current height of `row` (the estimate if not measured yet).
  ///
  /// - Precondition: `0 <= row < count`.
  public func height(ofRow row: Int) -> CGFloat { CGFloat(offsets.height(ofRow: row)) }

  /// The top of `row` (`offset(ofRow: count)` is ``totalHeight``). O(log *n*).
  ///
  /// - Precondition: `0 <= row <= count`.
  public func offset(ofRow row: Int) -> CGFloat { CGFloat(offsets.offset(ofRow: row)) }

  /// The row covering `offset` (see ``RowOffsets/row(atOffset:)``). O(log *n*).
  public func row(atOffset offset: CGFloat) -> Int? { offsets.row(atOffset: Double(offset)) }

  /// The height of all rows. O(log *n*).
  public var totalHeight: CGFloat { CGFloat(offsets.totalHeight) }

  /// Measures `row` if it is not measured yet and returns its height. O(log *n*) plus at most
  /// one measurement.
  ///
  /// - Precondition: `0 <= row < count`.
  @discardableResult
  public func measureRow(_ row: Int) -> CGFloat {
    precondition(row >= 0 && row < items.count, "ListSizer: row \(row) out of 0..<\(items.count)")
    if measured[row] { return height(ofRow: row) }
    let height = cachedHeight(row) ?? measureUncached(row)
    measured[row] = true
    offsets.setHeight(Double(height), ofRow: row)
    return height
  }

  /// Measures the rows that cover `range` of offsets, from the row at its lower bound until
  /// the offsets (which move as estimates become measured heights) pass its upper bound:
  /// what a host calls for the visible rect. Returns those rows.
  ///
  /// - Complexity: O(*k* log *n*) plus the measurements, for *k* rows.
  @discardableResult
  public func measureRows(inOffsets range: ClosedRange<CGFloat>) -> Range<Int> {
    guard let first = row(atOffset: range.lowerBound) else { return 0..<0 }
    var row = first
    while row < items.count, offset(ofRow: row) <= range.upperBound {
      measureRow(row)
      row += 1
    }
    return first..<row
  }

  /// A cell configured for `row`, from the pool of its type: for a host that shows the row.
  /// Give it back with ``enqueue(_:)`` when the row scrolls away.
  ///
  /// - Precondition: `0 <= row < count`.
  public func dequeueCell(forRow row: Int) -> TableCell {
    let item = items[row]
    let identity = identity(of: item)
    return binding(for: item).dequeueCell(
      for: item, identity: identity, state: itemStates[identity])
  }

  /// Returns a cell from ``dequeueCell(forRow:)`` to its pool (found by the cell's
  /// ``TableCell/reuseIdentifier``); ignored for other cells. O(1) expected.
  public func enqueue(_ cell: TableCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    _ = registrationsByReuseIdentifier[identifier]?.enqueue(cell)
  }

  // MARK: - Measuring

  /// Rebuilds the offsets from the cache and the strategy. O(*n*) plus the measurements.
  private func rebuildOffsets() {
    var heights = [Double](repeating: 0, count: items.count)
    measured = [Bool](repeating: false, count: items.count)
    for row in items.indices {
      if !cache.isEmpty, let height = cachedHeight(row) {
        heights[row] = Double(height)
        measured[row] = true
        continue
      }
      switch strategy {
      case .exact:
        heights[row] = Double(measureUncached(row))
        measured[row] = true
      case .estimated(let estimate):
        heights[row] = Double(estimate)
      }
    }
    offsets = RowOffsets(heights: heights)
  }

  /// The cached height of `row`'s item at the current width.
  private func cachedHeight(_ row: Int) -> CGFloat? {
    cache[HeightKey(item: identity(of: items[row]), width: width)]
  }

  /// Measures `row` with a pooled cell and caches the height.
  private func measureUncached(_ row: Int) -> CGFloat {
    let item = items[row]
    let identity = identity(of: item)
    let registration = binding(for: item)
    let cell = registration.dequeueCell(for: item, identity: identity, state: itemStates[identity])
    let height = cell.fittingHeight(forWidth: width)
    _ = registration.enqueue(cell)
    measurementCount += 1
    cache[HeightKey(item: identity, width: width)] = height
    return height
  }

  /// The registration of `item`'s type (``setItems(_:)`` checked there is one).
  private func binding(for item: any Identifiable) -> any RowBinding {
    registrations[ObjectIdentifier(type(of: item))]!
  }

  /// The item's identity: its type and its `id`.
  private func identity(of item: any Identifiable) -> AnyHashable {
    AnyHashable(ItemIdentity(type: ObjectIdentifier(type(of: item)), id: ListSizer.id(of: item)))
  }

  /// The `id` of an item of a known type (opens the existential).
  private static func id<Item: Identifiable>(of item: Item) -> AnyHashable { AnyHashable(item.id) }

  /// A width that is a number and not negative.
  private static func sanitized(_ width: CGFloat) -> CGFloat {
    width.isFinite && width > 0 ? width : 0
  }
}

/// A list item's identity: its type and its `id`, so equal ids of different types differ.
struct ItemIdentity: Hashable {
  var type: ObjectIdentifier
  var id: AnyHashable
}
