/// The constraints installed on a node (those whose nearest common ancestor it is), in no
/// particular order, each knowing its position (``LayoutConstraint/ownerIndex``) so that it
/// leaves in O(1).
///
/// Invariant: `self[i].ownerIndex == i` for every position `i`, and every constraint here has
/// the node as its ``LayoutConstraint/owner``.
struct InstalledConstraints: RandomAccessCollection {
  /// The constraints, in the order of their ``LayoutConstraint/ownerIndex``.
  private(set) var array: [LayoutConstraint] = []

  var startIndex: Int { 0 }
  var endIndex: Int { array.count }
  subscript(position: Int) -> LayoutConstraint { array[position] }

  /// Installs an activated constraint on `owner` (the node that holds this list).
  ///
  /// Amortized O(1).
  mutating func install(_ constraint: LayoutConstraint, on owner: LayoutNode) {
    constraint.owner = owner
    constraint.ownerIndex = array.count
    array.append(constraint)
  }

  /// Uninstalls a constraint installed here.
  ///
  /// O(1): the last installed one takes its place.
  mutating func uninstall(_ constraint: LayoutConstraint) {
    let index = constraint.ownerIndex
    let last = array.removeLast()
    if index < array.count {
      array[index] = last
      last.ownerIndex = index
    }
    constraint.owner = nil
    constraint.ownerIndex = -1
  }
}
