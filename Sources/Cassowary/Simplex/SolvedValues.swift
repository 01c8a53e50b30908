/// The values of the current solution, read from the rows: what the layers around the simplex
/// (the verification) evaluate the constraints at.
///
/// A view: it holds the tableau's arrays, not a copy of their contents. A basic symbol's value is
/// its row's constant; a parametric one is 0.
struct SolvedValues {
  let rows: [Row]
  let slotOfBasic: [Slot]

  /// The value of `symbol`.
  ///
  /// O(1).
  @inline(__always) subscript(symbol: Symbol) -> Double {
    let slot = slotOfBasic[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }
}
