import Foundation

/// Heights and offsets for a long list of self-sizing cells: what a table view's data source
/// and layout need, without a table view.
///
/// **Cells.** Register, per model type, either hosted content
/// (``register(_:reuseIdentifier:estimatedHeight:content:)``: a ``HostingCell`` configured for
/// the item, its ``CellState`` reset first when the cell showed another item) or a
/// ``TableCell`` subclass built with anchors
/// (``register(_:forCellReuseIdentifier:items:estimatedHeight:configure:)``, as UIKit's
/// `register(_:forCellReuseIdentifier:)` with a configure closure). Items are routed by their
/// dynamic type. Cells come from reuse pools, as `dequeueReusableCell` does.
///
/// **Elements.** Give sections (``setSections(_:)``, each with an optional header and footer
/// measured like rows) or one section of items (``setItems(_:)``). Elements are stacked
/// section by section: header, rows, footer; a row takes its cell's height plus
/// ``separatorHeight``. Elements are addressed by a flat index ("row" below: `0..<count`, what
/// ``offset(ofRow:)`` and ``row(atOffset:)`` use) or by ``ListElement`` / ``RowPath``
/// (``index(of:)``).
///
/// **Heights.** With ``ListSizingStrategy/exact`` every element is measured when it arrives;
/// with ``ListSizingStrategy/estimated(rowHeight:)`` it has its registration's estimate (or
/// the list's) until measured (``measureRows(_:keepingInPlace:)``,
/// ``measureRows(inOffsets:)``). A measured height is kept with the element for its last 2
/// widths; it goes with the element when it leaves, so memory follows the live elements.
/// At one width an element takes about 55 bytes plus its item's own size (the items of a
/// type are kept together at their own size, not boxed); heights at other widths and states
/// (``state(forRow:)``) are kept aside, only for the elements that have them.
/// ``setWidth(_:)`` and ``invalidateHeights()`` (for a text-size change) invalidate what they
/// must.
///
/// **Updates.** ``performBatchUpdates(_:)`` inserts, deletes, moves and reloads rows and
/// sections in O(*k* log *n*) expected for *k* changed rows among *n* (plus O(*s*) for *s*
/// sections), without measuring untouched rows.
///
/// **All cores.** Measuring many rows splits them across all cores (each thread with its own
/// cells; registrations and items are `Sendable`); heights are the same as measured on one
/// thread. The sizer itself is used from one thread at a time.
public final class ListSizer {
  /// When elements are measured.
  public let strategy: ListSizingStrategy
  /// The space below each row (not headers or footers), 0 by default: added to the row's
  /// height in the offsets.
  public let separatorHeight: CGFloat
  /// The width elements are measured at.
  public internal(set) var width: CGFloat
  /// Whether measuring many elements at once uses all cores (the default) or only the
  /// calling thread.
  ///
  /// The heights are the same either way.
  public var measuresOnAllCores = true
  /// How many elements were measured (cell fittings), for tests and benchmarks.
  package internal(set) var measurementCount = 0

  /// The registered cell types, the items and their identities.
  var registry = ItemRegistry()
  /// The calling thread's cells.
  var pools = CellPools()
  /// The elements, in order, with their heights (cell height plus separator).
  var tree = RowTree<RowEntry>()
  /// The shape of each section.
  var sections: [SectionShape] = []
  /// The flat index of each section's first element, then ``count``.
  var sectionStarts: [Int] = [0]
  /// The state the list keeps for an element (``state(forRow:)``), for the few that have one.
  var states: [RowKey: CellState] = [:]
  /// The heights kept besides the tree's: at other widths, and exact cell heights.
  var keptHeights: KeptHeights

  /// What a section holds, without its items (those are in ``tree``).
  struct SectionShape {
    var hasHeader: Bool
    var rowCount: Int
    var hasFooter: Bool
    var elementCount: Int { rowCount + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }
  }

  /// Creates a sizer measuring at `width` (NaN or negative: 0) with `strategy`, adding
  /// `separatorHeight` (NaN or negative: 0) below each row.
  public init(
    width: CGFloat, strategy: ListSizingStrategy = .exact, separatorHeight: CGFloat = 0
  ) {
    self.width = ListSizer.sanitized(width)
    self.strategy = strategy
    self.separatorHeight = ListSizer.sanitized(separatorHeight)
    self.keptHeights = KeptHeights(separatorHeight: self.separatorHeight)
  }

  // MARK: - Registering

  /// Registers hosted content for items of type `Model`: a ``HostingCell`` shows
  /// `content(item, state)`, configured with ``HostingCell/configure(for:content:)`` for the
  /// item's identity, so `state` is the item's (reset if the cell showed another item; the
  /// list's own state for the item if ``state(forRow:)`` made one).
  ///
  /// `estimatedHeight` gives an item's height before it is measured (default: the list's estimate).
  /// A later registration of the same type replaces this one. `content` and `estimatedHeight` run
  /// on any thread.
  public func register<Model: ListItem, Content: ContentNode>(
    _ type: Model.Type, reuseIdentifier: String? = nil,
    estimatedHeight: (@Sendable (Model) -> CGFloat)? = nil,
    content: @escaping @Sendable (Model, CellState) -> Content
  ) {
    let identifier = reuseIdentifier ?? String(reflecting: type)
    registry.add(
      for: type, reuseIdentifier: identifier, cellClass: HostingCell<Content>.self,
      estimatedHeight: estimatedHeight
    ) { cell, item, listState in
      let model = item as! Model  // the list routes items by their type
      (cell as! HostingCell<Content>).configure(for: AnyHashable(model.id)) { cellState in
        if let listState { return listState.building { content(model, $0) } }
        return content(model, cellState)
      }
    }
  }

  /// Registers a ``TableCell`` subclass for items of type `Model`, as UIKit's
  /// `register(_:forCellReuseIdentifier:)`: cells are made with `init(reuseIdentifier:)`,
  /// handed out again after ``TableCell/prepareForReuse()``, and `configure`d for an item
  /// before they are measured or shown.
  ///
  /// `estimatedHeight` gives an item's height before it is measured (default: the list's estimate).
  /// A later registration of the same type replaces this one. `configure` and `estimatedHeight` run
  /// on any thread.
  public func register<Cell: TableCell & SendableMetatype, Model: ListItem>(
    _ cellClass: Cell.Type, forCellReuseIdentifier reuseIdentifier: String, items: Model.Type,
    estimatedHeight: (@Sendable (Model) -> CGFloat)? = nil,
    configure: @escaping @Sendable (Cell, Model) -> Void
  ) {
    registry.add(
      for: items, reuseIdentifier: reuseIdentifier, cellClass: cellClass,
      estimatedHeight: estimatedHeight
    ) { cell, item, _ in
      configure(cell as! Cell, item as! Model)
    }
  }

  // MARK: - Addressing

  /// The number of elements (rows, headers and footers).
  ///
  /// O(1).
  public var count: Int { tree.count }

  /// The number of sections.
  ///
  /// O(1).
  public var numberOfSections: Int { sections.count }

  /// The number of rows of `section` (not counting its header and footer).
  ///
  /// O(1).
  ///
  /// - Throws: ``ListSizerError/sectionOutOfRange(_:count:)``.
  public func numberOfRows(inSection section: Int) throws(ListSizerError) -> Int {
    try checkSection(section)
    return sections[section].rowCount
  }

  /// The flat index of `element`.
  ///
  /// O(1).
  ///
  /// - Throws: ``ListSizerError/sectionOutOfRange(_:count:)``,
  ///   ``ListSizerError/pathOutOfRange(_:count:)`` or ``ListSizerError/noSuchElement(_:)``.
  public func index(of element: ListElement) throws(ListSizerError) -> Int {
    switch element {
    case .header(let section):
      try checkSection(section)
      guard sections[section].hasHeader else { throw .noSuchElement(element) }
      return sectionStarts[section]
    case .row(let path):
      try checkPath(path)
      return sectionStarts[path.section] + (sections[path.section].hasHeader ? 1 : 0) + path.row
    case .footer(let section):
      try checkSection(section)
      guard sections[section].hasFooter else { throw .noSuchElement(element) }
      return sectionStarts[section + 1] - 1
    }
  }

  /// The element at flat index `row`.
  ///
  /// O(log *s*) for *s* sections.
  ///
  /// - Precondition: `0 <= row < count`.
  public func element(at row: Int) -> ListElement {
    checkRow(row)
    // The last section starting at or before `row` (empty sections start where the next does).
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= row { low = middle } else { high = middle - 1 }
    }
    let shape = sections[low]
    let within = row - sectionStarts[low]
    if shape.hasHeader && within == 0 { return .header(section: low) }
    let rowIndex = within - (shape.hasHeader ? 1 : 0)
    if rowIndex == shape.rowCount { return .footer(section: low) }
    return .row(RowPath(section: low, row: rowIndex))
  }

  /// The item shown at flat index `row`.
  ///
  /// O(log *n*) expected.
  ///
  /// - Precondition: `0 <= row < count`.
  public func item(at row: Int) -> any ListItem {
    checkRow(row)
    return registry.item(of: tree.element(at: row))
  }

  // MARK: - Heights and offsets

  /// Whether the height of the element at `row` is measured rather than estimated.
  ///
  /// O(log *n*) expected.
  ///
  /// - Precondition: `0 <= row < count`.
  public func isMeasured(row: Int) -> Bool {
    checkRow(row)
    return tree.element(at: row).isMeasured
  }

  /// The space the element at `row` takes: its cell's height (the estimate if not measured
  /// yet), plus ``separatorHeight`` for a row.
  ///
  /// O(log *n*) expected.
  ///
  /// - Precondition: `0 <= row < count`.
  public func height(ofRow row: Int) -> CGFloat {
    checkRow(row)
    return CGFloat(RowHeight.points(tree.heightUnits(ofRow: row)))
  }

  /// The top of the element at `row` (`offset(ofRow: count)` is ``totalHeight``): the exact
  /// sum of the heights above it, correctly rounded (see ``RowOffsets``).
  ///
  /// O(log *n*) expected.
  ///
  /// - Precondition: `0 <= row <= count`.
  public func offset(ofRow row: Int) -> CGFloat {
    precondition(row >= 0 && row <= count, "ListSizer: row \(row) out of 0...\(count)")
    return CGFloat(RowHeight.points(tree.offsetUnits(ofRow: row)))
  }

  /// The element covering `offset`: the last `r` with `offset(ofRow: r) <= offset` (so
  /// `row(atOffset: offset(ofRow: r)) == r` for any element taller than 0), clamped to the
  /// elements; nil when there are none.
  ///
  /// O(log *n*) expected.
  public func row(atOffset offset: CGFloat) -> Int? {
    guard count > 0 else { return nil }
    return min(tree.lastRow(atOrAbove: Double(offset)), count - 1)
  }

  /// The height of all elements.
  ///
  /// O(1).
  public var totalHeight: CGFloat { CGFloat(RowHeight.points(tree.totalUnits)) }

  /// How many measured heights the elements keep (at most 2 each): memory follows the live
  /// elements.
  ///
  /// O(*n*).
  package var cachedHeightCount: Int {
    var total = 0
    tree.forEach(in: 0..<count) { _, entry, _ in total += entry.isMeasured ? 1 : 0 }
    return total + keptHeights.otherHeightCount
  }

  // MARK: - State and cells

  /// The state of the item at `row`, kept by the list for as long as the item is in it
  /// (whichever cell measures or shows it): hosted content is built from this state instead
  /// of the cell's.
  ///
  /// After changing it, reload the row (``reloadItems(at:)``) for its new height. O(log *n*)
  /// expected.
  ///
  /// - Precondition: `0 <= row < count`.
  public func state(forRow row: Int) -> CellState {
    checkRow(row)
    let entry = tree.element(at: row)
    if let state = states[entry.key] { return state }
    let state = CellState(identity: registry.identity(of: entry).id)
    states[entry.key] = state
    return state
  }

  /// A cell configured for the element at `row`, from its pool, like UIKit's
  /// `dequeueReusableCell(withIdentifier:for:)`: for a host that shows the element.
  ///
  /// Give it back with ``enqueue(_:)`` when it scrolls away. O(log *n*) expected plus configuring.
  ///
  /// - Precondition: `0 <= row < count`.
  public func dequeueReusableCell(forRow row: Int) -> TableCell {
    checkRow(row)
    let entry = tree.element(at: row)
    return pools.dequeue(
      for: registry.item(of: entry), with: registry.registration(of: entry), state: state(of: entry)
    )
  }

  /// Returns a cell from ``dequeueReusableCell(forRow:)`` to its pool (found by its reuse
  /// identifier and class); ignored for cells the list does not pool.
  ///
  /// O(1) expected.
  public func enqueue(_ cell: TableCell) {
    guard let pool = registry.pool(of: cell) else { return }
    pools.enqueue(cell, pool: pool)
  }

  /// The state the list keeps for `entry`, if any.
  func state(of entry: RowEntry) -> CellState? {
    states.isEmpty ? nil : states[entry.key]
  }

  // MARK: - Checks

  func checkRow(_ row: Int) {
    precondition(row >= 0 && row < count, "ListSizer: row \(row) out of 0..<\(count)")
  }

  func checkSection(_ section: Int) throws(ListSizerError) {
    guard section >= 0 && section < sections.count else {
      throw .sectionOutOfRange(section, count: sections.count)
    }
  }

  func checkPath(_ path: RowPath) throws(ListSizerError) {
    try checkSection(path.section)
    guard path.row >= 0 && path.row < sections[path.section].rowCount else {
      throw .pathOutOfRange(path, count: sections[path.section].rowCount)
    }
  }

  /// A length that is a number and not negative (else 0).
  static func sanitized(_ length: CGFloat) -> CGFloat {
    length.isFinite && length > 0 ? length : 0
  }
}
