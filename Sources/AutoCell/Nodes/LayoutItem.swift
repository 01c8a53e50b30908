import Cassowary
import Foundation

/// The solver side of a node or a guide: its four variables and the constraints that refer to it.
///
/// `minX` and `minY` are in the coordinate space of the hierarchy's root (its bounds), `width`
/// and `height` are sizes. Every anchor is a linear expression over these four (see
/// ``LayoutAttribute``). Anchors and constraints hold the item, not the node, so a constraint
/// never keeps its node alive.
final class LayoutItem {
  // Hot stored properties are `@exclusivity(unchecked)`: see the note at the top of LayoutNode.

  /// The left edge, in the root's coordinates.
  let minX = Variable("minX")
  /// The top edge, in the root's coordinates.
  let minY = Variable("minY")
  /// The width.
  let width = Variable("width")
  /// The height.
  let height = Variable("height")

  /// The node this item belongs to in the hierarchy: the node itself, or a guide's owning node
  /// (nil for a guide not yet added to a node).
  ///
  /// Not retained: the node clears it as it is released (and a guide's when it leaves).
  @exclusivity(unchecked) unowned(unsafe) var node: LayoutNode?
  /// The guide, when this item is a guide's (not retained: the guide clears it as it is
  /// released).
  @exclusivity(unchecked) unowned(unsafe) var guide: LayoutGuide?

  /// The installed constraints whose first or second item this is (each listed once; see
  /// ``LayoutConstraint/firstIndex``).
  ///
  /// O(1) to add and remove.
  @exclusivity(unchecked) var referencing: [LayoutConstraint] = []

  /// Whether the item belongs to a subtree being detached (scratch mark of one detach walk).
  var isBeingDetached = false

  /// Scratch marks of the structure description of an engine's first load (see
  /// ``DeferredLoad``): the load that last met the item, the item's position in it, and which
  /// of its four variables it met.
  @exclusivity(unchecked) var structureStamp: UInt64 = 0
  @exclusivity(unchecked) var structurePosition: Int32 = 0
  @exclusivity(unchecked) var structureSeen: UInt8 = 0

  /// Creates an item; its owner sets ``node`` or ``guide``.
  init() {}

  /// The four variables, in the order minX, minY, width, height.
  var variables: [Variable] { [minX, minY, width, height] }

  /// The size variable of an axis.
  func size(along axis: LayoutAxis) -> Variable {
    axis == .horizontal ? width : height
  }

  /// The rectangle from the variables' last written values, relative to `other`'s origin,
  /// with the solver's noise removed (see ``LayoutEngine/snap(_:)``).
  func rect(relativeTo other: LayoutItem) -> CGRect {
    CGRect(
      x: LayoutEngine.snap(minX.value - other.minX.value),
      y: LayoutEngine.snap(minY.value - other.minY.value),
      width: LayoutEngine.snap(width.value), height: LayoutEngine.snap(height.value))
  }

  /// A short readable name for messages: `TypeName:0x…` plus the identifier if any.
  var name: String {
    if let guide {
      return describe(guide, identifier: guide.identifier)
    }
    if let node {
      return describe(node, identifier: node.identifier)
    }
    return "(released item)"
  }

  private func describe(_ object: AnyObject, identifier: String?) -> String {
    let address = String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    let base = "\(type(of: object)):0x\(address)"
    return identifier.map { "\(base) '\($0)'" } ?? base
  }
}

extension LayoutItem {
  /// Lists `constraint` as referring to this item.
  func addReference(_ constraint: LayoutConstraint, slot: inout Int) {
    // Room for an item's usual few (edges and size) at once, not grown one or two at a time.
    if referencing.capacity == 0 { referencing.reserveCapacity(6) }
    slot = referencing.count
    referencing.append(constraint)
  }

  /// Unlists `constraint`, whose position in ``referencing`` is `slot`.
  ///
  /// O(1): the last entry takes its place and learns its new position.
  func removeReference(at slot: Int) {
    let last = referencing.removeLast()
    guard slot < referencing.count else { return }
    referencing[slot] = last
    if last.firstAnchor.item === self {
      last.firstIndex = slot
    } else {
      last.secondIndex = slot
    }
  }
}
