/// The items of one registration of a ``ListSizer``, each in a slot that stays its own while
/// the item is in the list: the items are kept at their own size in one buffer, not as
/// 40-byte existentials (an `Int`-sized item takes 8 bytes).
///
/// Freed slots are reused first; a freed slot holds nothing, so a removed item's memory goes
/// with it. Every operation is O(1) (amortized for ``insert(_:)``) except where stated.
protocol ItemStore: AnyObject {
  /// Stores `item` (of the store's type) in a free slot and returns the slot.
  func insert(_ item: any ListItem) -> UInt32
  /// Replaces the item in `slot` (in use) with `item` (of the store's type).
  func replace(at slot: UInt32, with item: any ListItem)
  /// Frees `slot` (in use), dropping its item.
  func remove(at slot: UInt32)
  /// The item in `slot` (in use).
  func item(at slot: UInt32) -> any ListItem
  /// The identity of the item in `slot` (in use).
  func identity(at slot: UInt32) -> ItemIdentity
  /// Whether an item in use has the identity `identity`.
  ///
  /// O(*n*) for *n* slots.
  func containsItem(with identity: ItemIdentity) -> Bool
}

/// An ``ItemStore`` of items of type `Model`.
final class TypedItemStore<Model: ListItem>: ItemStore {
  /// Slots `0..<end` were handed out; those not in ``free`` hold an item.
  private var base: UnsafeMutablePointer<Model>
  private var capacity: Int
  private var end = 0
  /// Freed slots below ``end`` (holding nothing), reused last freed first.
  private var free: [UInt32] = []

  init() {
    capacity = 0
    base = .allocate(capacity: 0)
  }

  deinit {
    let freed = freedSlots()
    for slot in 0..<end where !freed[slot] { (base + slot).deinitialize(count: 1) }
    base.deallocate()
  }

  /// The number of items.
  var count: Int { end - free.count }

  func insert(_ item: any ListItem) -> UInt32 {
    let model = item as! Model  // the list routes items by their type
    if let slot = free.popLast() {
      (base + Int(slot)).initialize(to: model)
      return slot
    }
    if end == capacity { grow(to: max(8, capacity * 2)) }
    precondition(end < Int(UInt32.max), "ListSizer: more than 2^32 - 1 items of one type")
    (base + end).initialize(to: model)
    end += 1
    return UInt32(end - 1)
  }

  func replace(at slot: UInt32, with item: any ListItem) {
    base[Int(slot)] = item as! Model
  }

  func remove(at slot: UInt32) {
    (base + Int(slot)).deinitialize(count: 1)
    free.append(slot)
    if free.count == end {  // empty: start again from slot 0
      free.removeAll()
      end = 0
    }
  }

  func item(at slot: UInt32) -> any ListItem { base[Int(slot)] }

  func identity(at slot: UInt32) -> ItemIdentity { ItemIdentity(of: base[Int(slot)]) }

  func containsItem(with identity: ItemIdentity) -> Bool {
    let freed = freedSlots()
    for slot in 0..<end where !freed[slot] {
      if ItemIdentity(of: base[slot]) == identity { return true }
    }
    return false
  }

  /// Moves the items to a buffer of `newCapacity` slots (more than ``end``), when no slot is
  /// free (so slots `0..<end` all hold items).
  ///
  /// O(*n*).
  private func grow(to newCapacity: Int) {
    let grown = UnsafeMutablePointer<Model>.allocate(capacity: newCapacity)
    grown.moveInitialize(from: base, count: end)
    base.deallocate()
    base = grown
    capacity = newCapacity
  }

  /// Whether each slot below ``end`` is free.
  ///
  /// O(*n*).
  private func freedSlots() -> [Bool] {
    var freed = [Bool](repeating: false, count: end)
    for slot in free { freed[Int(slot)] = true }
    return freed
  }
}
