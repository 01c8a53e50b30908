/// What a list shows in a row, header or footer: a value with an identity, safe to hand to the
/// threads that measure rows (see ``ListSizer``).
///
/// Two items are the same item when they have the same type and the same `id`.
public typealias ListItem = Identifiable & Sendable

/// A list item's identity: its type and its `id`, so equal ids of different types differ.
struct ItemIdentity: Hashable {
  var type: ObjectIdentifier
  var id: AnyHashable

  /// The identity of `item` (an existential is opened).
  init<Item: ListItem>(of item: Item) {
    type = ObjectIdentifier(Swift.type(of: item))
    id = AnyHashable(item.id)
  }
}
