import Foundation

/// The cell types a ``ListSizer`` knows and the items it holds: per registered model type, its
/// ``CellRegistration`` (how to make, configure and estimate a cell) and an ``ItemStore`` of
/// its items (kept at their own size, not boxed); the reuse pool of each reuse identifier and
/// cell class; and the identities of all items, to refuse duplicates.
///
/// Invariants: ``registrations`` and `stores` are indexed alike, by
/// ``RowEntry/registration``; every registered model type maps to its index; an entry's
/// ``RowEntry/slot`` names a live item of its registration's store; ``identities`` holds the
/// identity of every stored item.
struct ItemRegistry {
  /// The registrations, by index (``RowEntry/registration``).
  private(set) var registrations: [CellRegistration] = []
  /// The items of each registration, by the same index.
  private var stores: [any ItemStore] = []
  /// The registration of each model type.
  private var registrationIndices: [ObjectIdentifier: UInt16] = [:]
  /// The pool of each reuse identifier and cell class.
  private var poolIndices: [PoolKey: Int] = [:]
  /// The identities of all items (see ``containsItem(with:)``).
  var identities = ItemIdentityHashes()

  private struct PoolKey: Hashable {
    var reuseIdentifier: String
    var cellClass: ObjectIdentifier
  }

  /// Adds (or replaces) the registration of `type`.
  ///
  /// O(1) expected.
  mutating func add<Model: ListItem, Cell: TableCell & SendableMetatype>(
    for type: Model.Type, reuseIdentifier: String, cellClass: Cell.Type,
    estimatedHeight: (@Sendable (Model) -> CGFloat)?,
    configure: @escaping @Sendable (TableCell, any ListItem, CellState?) -> Void
  ) {
    let key = PoolKey(reuseIdentifier: reuseIdentifier, cellClass: ObjectIdentifier(cellClass))
    let pool = poolIndices[key] ?? poolIndices.count
    poolIndices[key] = pool
    var estimate: (@Sendable (any ListItem) -> CGFloat)?
    if let estimatedHeight {
      estimate = { item in estimatedHeight(item as! Model) }
    }
    let makeCell: @Sendable () -> TableCell = { Cell(reuseIdentifier: reuseIdentifier) }
    let registration = CellRegistration(
      modelName: String(describing: type), reuseIdentifier: reuseIdentifier, pool: pool,
      makeCell: makeCell, configure: configure, estimate: estimate)
    if let index = registrationIndices[ObjectIdentifier(type)] {
      registrations[Int(index)] = registration
    } else {
      precondition(
        registrations.count <= Int(UInt16.max), "ListSizer: more than 65,536 registered types")
      registrationIndices[ObjectIdentifier(type)] = UInt16(registrations.count)
      registrations.append(registration)
      stores.append(TypedItemStore<Model>())
    }
  }

  /// The pool `cell` goes back to, found by its reuse identifier and class; nil for a cell
  /// the list does not pool.
  ///
  /// O(1) expected.
  func pool(of cell: TableCell) -> Int? {
    guard let identifier = cell.reuseIdentifier else { return nil }
    return poolIndices[
      PoolKey(reuseIdentifier: identifier, cellClass: ObjectIdentifier(type(of: cell)))]
  }

  /// A new element for `item` (at `element`, for errors), validated but not stored.
  ///
  /// O(1) expected.
  func makeEntry(_ item: any ListItem, isRow: Bool, at element: ListElement) throws(ListSizerError)
    -> NewRowEntry
  {
    guard let registration = registrationIndices[ObjectIdentifier(type(of: item))] else {
      throw .unregisteredType(String(describing: type(of: item)), at: element)
    }
    return NewRowEntry(item: item, registration: registration, isRow: isRow)
  }

  /// Stores `new`'s item and returns its entry, not measured.
  ///
  /// O(1) amortized.
  mutating func store(_ new: NewRowEntry) -> RowEntry {
    let slot = stores[Int(new.registration)].insert(new.item)
    return RowEntry(slot: slot, registration: new.registration, isRow: new.isRow)
  }

  /// Replaces the item of `entry` with `item` (of the same type).
  ///
  /// O(1).
  mutating func replaceItem(of entry: RowEntry, with item: any ListItem) {
    stores[Int(entry.registration)].replace(at: entry.slot, with: item)
  }

  /// Drops the item of `entry`, which leaves the list.
  ///
  /// O(1).
  mutating func removeItem(of entry: RowEntry) {
    stores[Int(entry.registration)].remove(at: entry.slot)
  }

  /// The item of `entry`.
  ///
  /// O(1).
  func item(of entry: RowEntry) -> any ListItem {
    stores[Int(entry.registration)].item(at: entry.slot)
  }

  /// The identity of `entry`'s item.
  ///
  /// O(1).
  func identity(of entry: RowEntry) -> ItemIdentity {
    stores[Int(entry.registration)].identity(at: entry.slot)
  }

  /// The registration of `entry`'s item.
  ///
  /// O(1).
  func registration(of entry: RowEntry) -> CellRegistration {
    registrations[Int(entry.registration)]
  }

  /// The estimated height of an entry's cell: its registration's estimate, else `fallback`.
  ///
  /// O(1) plus the estimate.
  func estimate(for entry: RowEntry, fallback: CGFloat) -> CGFloat {
    guard let estimate = registrations[Int(entry.registration)].estimate else { return fallback }
    return ListSizer.sanitized(estimate(item(of: entry)))
  }

  /// Whether an item of `identity` is stored: its hash is looked up, and only a match is
  /// confirmed against the items of its type.
  ///
  /// O(1) expected when absent; O(*n*) when present or when another identity has its hash.
  func containsItem(with identity: ItemIdentity) -> Bool {
    guard identities.mayContain(identity), let index = registrationIndices[identity.type] else {
      return false
    }
    return stores[Int(index)].containsItem(with: identity)
  }
}

/// An element validated for a ``ListSizer`` but not stored yet.
struct NewRowEntry {
  var item: any ListItem
  var registration: UInt16
  var isRow: Bool
}
