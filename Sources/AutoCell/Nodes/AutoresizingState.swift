/// Whether a node's frame is an input: UIKit's `translatesAutoresizingMaskIntoConstraints` and
/// `autoresizingMask` as stored, whether the caller gave a frame, and the autoresizing-mask
/// constraints in force (see `LayoutNode+Autoresizing.swift`).
///
/// Invariant: ``constraints`` is empty unless the node has a superview and ``needsConstraints``
/// holds; when it is not, they are active and installed on that superview.
///
/// Every member is O(1).
struct AutoresizingState {
  /// The stored ``LayoutNode/translatesAutoresizingMaskIntoConstraints``.
  private(set) var translatesFrame = true
  /// Whether the caller set ``translatesFrame`` (it is then no longer turned off by
  /// constraining the node's anchors).
  private(set) var isExplicit = false
  /// Whether the caller gave the node a frame (in `init(frame:)` or by setting
  /// ``LayoutNode/frame``).
  var hasFrameInput = false
  /// Whether the engine is writing ``LayoutNode/frame`` (not the caller).
  var isWritingLayoutFrame = false
  /// The stored ``LayoutNode/autoresizingMask``.
  var mask: AutoresizingMask = []
  /// The autoresizing-mask constraints in force, if any.
  var constraints: [LayoutConstraint] = []

  /// Whether the frame should be held by autoresizing-mask constraints while the node has a
  /// superview.
  var needsConstraints: Bool {
    translatesFrame && (hasFrameInput || isExplicit)
  }

  /// Sets ``translatesFrame`` as the caller asked: explicit from now on.
  mutating func setTranslatesFrame(_ translates: Bool) {
    isExplicit = true
    translatesFrame = translates
  }

  /// A constraint with the node's anchor first was activated: turns ``translatesFrame`` off
  /// unless the caller set it, returning whether it did.
  mutating func anchorsWereConstrained() -> Bool {
    guard translatesFrame, !isExplicit else { return false }
    translatesFrame = false
    return true
  }
}
