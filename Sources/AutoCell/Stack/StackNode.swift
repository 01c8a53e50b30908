import Foundation

/// A node that lays out a row or a column of nodes with constraints, like UIKit's
/// `UIStackView`: the container most UIKit cells are built from.
///
/// Add nodes with ``addArrangedSubview(_:)``; the stack makes them subviews, turns their
/// ``LayoutNode/translatesAutoresizingMaskIntoConstraints`` off and relates them with
/// constraints it owns, as UIKit does:
/// - along ``axis``: the first arranged node's leading (top) edge to the stack's, each next
///   one ``spacing`` (or ``customSpacing(after:)``) after the previous one, the last one's
///   trailing (bottom) edge to the stack's, sized by ``distribution``;
/// - across it: each node to the stack's edges, centre or the first node's baseline, by
///   ``alignment``; with an alignment other than `.fill` the stack is as thick as its
///   thickest node (a pull to zero at priority 51, just above the fitting level, as UIKit's
///   `UISV-spanning-fit`).
///
/// A hidden arranged node (``LayoutNode/isHidden``) takes no space: its size along the axis
/// is held at zero at priority 999, the spacing after it is dropped and it does not make the
/// stack thicker. With ``isLayoutMarginsRelativeArrangement`` the nodes are laid out inside
/// the stack's ``LayoutNode/layoutMarginsGuide``. Horizontal stacks follow the layout
/// direction (leading first). The stack itself has no intrinsic size.
///
/// In a `.fill` stack aligned by edges or centres, hiding or showing a node and changing
/// ``spacing`` or a custom spacing update the stack's constraints in place: constants and a
/// few activations, O(*n*) for *n* arranged nodes plus the solver's incremental changes.
/// Every other change (adding, removing, hiding in other distributions and alignments, setting
/// a property) makes the stack's constraints again and swaps in only those that differ from the
/// ones in force, changing the constants of the rest in place: O(*n*) plus an incremental solver
/// change for each constraint that differs (hiding a node changes those around it). Before the
/// hierarchy's first layout pass or measurement the rebuild waits for it, so a stack configured
/// property by property makes its constraints once (and ``LayoutNode/constraints`` lists them
/// from then on).
open class StackNode: LayoutNode {
  /// The nodes the stack arranges, in order (each is also one of its ``LayoutNode/subviews``).
  public private(set) var arrangedSubviews: [LayoutNode] = []

  /// The direction the nodes are laid out along (default horizontal).
  open var axis: LayoutAxis = .horizontal {
    didSet { if axis != oldValue { rebuildArrangement() } }
  }
  /// How the nodes are sized along the axis (default `.fill`).
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { rebuildArrangement() } }
  }
  /// How the nodes are placed across the axis (default `.fill`).
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { rebuildArrangement() } }
  }
  /// The gap between adjacent arranged nodes (the least gap for `.equalSpacing` and
  /// `.equalCentering`); default 0.
  ///
  /// ``spacingUseSystem`` is 8 points.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { updateArrangement() } }
  }
  /// Whether the nodes are laid out inside the layout margins (default false).
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuildArrangement() } }
  }

  /// Gaps set with ``setCustomSpacing(_:after:)``, by arranged node.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack made (installed where they belong), and its spacing guides.
  var arrangement: [LayoutConstraint] = []
  /// The guides that measure the gaps of `.equalSpacing` and `.equalCentering`, by the node
  /// before the gap.
  var spacingGuides: [ObjectIdentifier: LayoutGuide] = [:]
  /// Whether ``arrangement`` must be made again before an engine loads the stack.
  var arrangementIsStale = false
  /// The constraints a hidden toggle changes, when the arrangement is made in place.
  var visibility: StackVisibility?

  /// Creates a stack arranging `arrangedSubviews` (building its constraints once).
  public init(arrangedSubviews: [LayoutNode] = []) {
    super.init(frame: .zero)
    for node in arrangedSubviews { adopt(node, at: self.arrangedSubviews.count) }
    rebuildArrangement()
  }

  /// Adds `node` at the end of ``arrangedSubviews`` (and as the last subview if it is not one).
  open func addArrangedSubview(_ node: LayoutNode) {
    insertArrangedSubview(node, at: arrangedSubviews.count)
  }

  /// Inserts `node` into ``arrangedSubviews`` at `index` (clamped to the valid range); a node
  /// already arranged is moved.
  open func insertArrangedSubview(_ node: LayoutNode, at index: Int) {
    if let current = arrangedSubviews.firstIndex(where: { $0 === node }) {
      arrangedSubviews.remove(at: current)
    }
    adopt(node, at: min(max(index, 0), arrangedSubviews.count))
    rebuildArrangement()
  }

  /// Stops arranging `node`; it stays a subview, as in UIKit (call
  /// ``LayoutNode/removeFromSuperview()`` to remove it altogether).
  open func removeArrangedSubview(_ node: LayoutNode) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === node }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(node)] = nil
    rebuildArrangement()
  }

  /// Sets the gap after the arranged node `node` (instead of ``spacing``); a gap after a
  /// hidden node is not used.
  ///
  /// ``spacingUseDefault`` goes back to ``spacing``.
  open func setCustomSpacing(_ spacing: CGFloat, after node: LayoutNode) {
    customSpacings[ObjectIdentifier(node)] = spacing == Self.spacingUseDefault ? nil : spacing
    updateArrangement()
  }

  /// The gap set after `node`, or ``spacingUseDefault``.
  open func customSpacing(after node: LayoutNode) -> CGFloat {
    customSpacings[ObjectIdentifier(node)] ?? Self.spacingUseDefault
  }

  /// The first visible arranged node's (UIKit uses the arranged view's).
  open override var forFirstBaselineLayout: LayoutNode {
    arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
  }

  /// The last visible arranged node's.
  open override var forLastBaselineLayout: LayoutNode {
    arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self
  }

  /// Makes `node` an arranged subview placed by constraints.
  private func adopt(_ node: LayoutNode, at index: Int) {
    node.translatesAutoresizingMaskIntoConstraints = false
    if node.superview !== self { addSubview(node) }
    arrangedSubviews.insert(node, at: index)
  }

  /// An arranged node hidden or shown takes no space or its space again.
  open override func subviewIsHiddenDidChange(_ subview: LayoutNode) {
    super.subviewIsHiddenDidChange(subview)
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    updateArrangement()
  }

  /// A subview that leaves is no longer arranged either, as in UIKit.
  open override func willRemoveSubview(_ subview: LayoutNode) {
    super.willRemoveSubview(subview)
    guard let index = arrangedSubviews.firstIndex(where: { $0 === subview }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(subview)] = nil
    rebuildArrangement()
  }

  /// Builds the arrangement that changed while the hierarchy had no engine.
  open override func updateConstraints() {
    if arrangementIsStale { buildArrangement() }
    super.updateConstraints()
  }
}
