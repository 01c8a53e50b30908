import Foundation

/// What a node holds for the layout engines that lay it out and measure it: its places in its
/// root engine's work lists (so that it leaves each in O(1)), the width the last layout pass
/// gave it, and the measuring engine cached for its subtree.
///
/// Invariant: each index is -1 or the node's position in that list of the engine at its root,
/// and ``intrinsicPendingIn`` is 0 or that engine's ``LayoutEngine/serial``; the engine resets
/// them (``reset()``) when the node joins it.
///
/// Every member is O(1).
struct EngineSlots {
  /// A measuring engine for this node's subtree alone, when it is measured as a non-root.
  var fittingEngine: LayoutEngine?
  /// The ``LayoutEngine/serial`` of the engine whose pending list holds this node for an
  /// intrinsic size update, 0 for none.
  var intrinsicPendingIn: UInt64 = 0
  /// The position in the engine's height-for-width list, -1 when not in one.
  var heightForWidthIndex = -1
  /// The position in the engine's list of frames to write (``LayoutEngine/staleFrames``), -1
  /// when not listed.
  var staleFrameIndex = -1
  /// The width the last layout pass gave the node, -1 before any (see
  /// ``LayoutEngine/capPreferredWidths(horizontal:)``).
  var laidOutWidth: CGFloat = -1

  /// Forgets the measuring engine and the places in the lists of any engine the node was in
  /// before (it is joining another); keeps ``laidOutWidth``.
  mutating func reset() {
    fittingEngine = nil
    intrinsicPendingIn = 0
    heightForWidthIndex = -1
    staleFrameIndex = -1
  }
}
