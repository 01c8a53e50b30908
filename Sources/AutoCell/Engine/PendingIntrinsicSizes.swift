import Synchronization

/// The nodes whose intrinsic sizes an engine reads at its next pass (see
/// ``LayoutEngine/applyPendingIntrinsicSizes()``).
///
/// The nodes are held strongly, except the engine's own root, which owns the engine: a strong
/// reference there would be a cycle, and a root measured but never laid out (a self-sizing
/// cell) would never be released, so the root is a flag. A node that leaves the engine stays
/// listed (and alive) until the next pass, which skips it: a node is due in an engine while its
/// ``EngineSlots/intrinsicPendingIn`` names that engine's ``LayoutEngine/serial``.
///
/// No weak references: a weakly referenced object keeps its reference counts in a side table,
/// and then every retain and release of it takes the runtime's slow path.
struct PendingIntrinsicSizes {
  /// The listed nodes other than the root, in the order they were listed.
  var nodes: [LayoutNode] = []
  /// Whether the engine's root is listed.
  var includesRoot = false

  /// Whether nothing is listed.
  var isEmpty: Bool { nodes.isEmpty && !includesRoot }
}

extension LayoutEngine {
  /// A number no other engine of the process has, for ``EngineSlots/intrinsicPendingIn`` (an
  /// engine's address may be reused once it is released; its serial is not).
  static func nextSerial() -> UInt64 {
    serials.wrappingAdd(1, ordering: .relaxed).newValue
  }

  private static let serials = Atomic<UInt64>(0)
}
