import Cassowary
import Foundation

/// A rectangle in a hierarchy laid out by constraints: the counterpart of UIKit's `UIView`
/// for Auto Layout purposes only (no drawing, no events).
///
/// Build a hierarchy with ``addSubview(_:)``, relate nodes with anchors
/// (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`), then call ``layoutIfNeeded()`` on
/// any node to solve the hierarchy and write every constrained node's ``frame``, or
/// ``systemLayoutSizeFitting(_:)`` to measure a node.
///
/// ## Roots and engines
/// A node without a superview is a *root*. Its ``frame`` is an input, like a window's: layout
/// pins the root's size to its frame and places everything else inside its bounds. Each root
/// owns one layout engine (a Cassowary solver), created on first layout or measurement and kept
/// across passes; activating and deactivating constraints, changing constants and invalidating
/// intrinsic sizes update it incrementally. When a subtree is added to another hierarchy, its
/// constraints move to that hierarchy's engine; when it is removed, they leave it.
///
/// ## Threads
/// Nodes are not bound to any actor and may be used from any thread: one hierarchy from one
/// thread at a time, different hierarchies concurrently. Nothing is shared between hierarchies
/// except the process-wide ``LayoutDiagnostics/handler``, which is lock-protected.
///
/// ## Subclassing
/// The members UIKit lets a `UIView` subclass override are `open` here too, and the engine
/// calls them where UIKit does: ``intrinsicContentSize`` (call
/// ``invalidateIntrinsicContentSize()`` when it changes), ``sizeThatFits(_:)``,
/// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``,
/// ``layoutSubviews()`` (called after a layout pass sets frames, for manual layout),
/// ``frame``, ``isHidden`` and ``layoutMargins`` (with observers). Opt into height-for-width
/// with ``hasHeightForWidth`` and ``intrinsicContentSize(forWidth:)``.
///
/// ## Where the internals live
/// The public surface mirrors `UIView`'s layout members, one UIKit name each, so it is large
/// on purpose. The node's own state is held by small internal types, each owning its data and
/// invariants: `InstalledConstraints`, `MarginsGuideState`, `ContentPriorities`,
/// `AutoresizingState` (the frame as an input), `LayoutRequests` (needs-layout and
/// needs-update-constraints), `RootCache` (root and direction lookup), `NodeTraits`,
/// `EngineSlots` (the node's places in its engine's lists) and `SubviewList`. The layout
/// engine (`LayoutEngine`) owns the solver and the passes; the `LayoutNode+*.swift` files hold
/// the tree walks that tie them together.
open class LayoutNode {
  // The stored properties that layout passes and measurements read and write on every node are
  // `@exclusivity(unchecked)`: a hierarchy is used from one thread at a time and no access to
  // them spans a call that could reach them again, so Swift's run-time exclusivity checks
  // (about 80 instructions each, a tenth of a layout pass) could find nothing. The same holds
  // for the engine's, the items' and the constraints' marked properties.
  //
  // Nothing refers to a node weakly: a weakly referenced object keeps its reference counts in
  // a side table, and every retain and release of it then takes the runtime's slow path (a
  // third of a fresh cell's instructions). The back references (``superview``, the items'
  // nodes, the constraints' owners) are unowned and cleared by `deinit`.

  /// The node's solver variables (see ``LayoutItem``).
  let item: LayoutItem

  /// The node's children, in the order they were added.
  ///
  /// - Complexity: O(1), except for the first read after a removal: O(*n*) for the *n*
  ///   subviews (the array is built then).
  public var subviews: [LayoutNode] { children.array() }
  /// The subviews, in a list that removes any of them in amortized O(1).
  @exclusivity(unchecked) var children = SubviewList()
  /// The node's parent, nil for a root.
  ///
  /// Not retained (the parent holds its subviews); a parent clears it as it is released.
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var superview: LayoutNode?
  /// The node's slot in its superview's ``children`` (see ``SubviewList``), -1 without one.
  @exclusivity(unchecked) var indexInSuperview = -1
  /// The root and layout direction this node last found (see ``root``), and its stamp as a
  /// root.
  @exclusivity(unchecked) var rootCache = RootCache()

  /// The node's rectangle in its superview's coordinates.
  ///
  /// For a root it is an input (layout keeps the root's size and places its subtree inside);
  /// for other nodes layout writes it (on pixel boundaries: see ``displayScale``), and it is an
  /// input too while ``translatesAutoresizingMaskIntoConstraints`` holds it. A node that no
  /// constraint refers to keeps the frame it is given.
  /// A node whose ``translatesAutoresizingMaskIntoConstraints`` is on takes a frame set here
  /// as an input too (see that property). A new size marks the node as needing
  /// ``layoutSubviews()``, as UIKit's bounds change does.
  @exclusivity(unchecked) open var frame: CGRect {
    didSet {
      if frame.size != oldValue.size {
        if superview == nil { engine?.rootFrameDidChange() }
        if !autoresizing.isWritingLayoutFrame { setNeedsLayoutSubviews() }
      }
      if !autoresizing.isWritingLayoutFrame {  // the caller's frame: an input
        autoresizing.hasFrameInput = true
        updateAutoresizingConstraints()
      }
    }
  }

  /// The node's rectangle in its own coordinates: origin zero, the frame's size.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// A name shown in diagnostics (like UIKit's `accessibilityIdentifier` in constraint logs).
  public var identifier: String?

  /// The handler for layout problems in this hierarchy, consulted on the root (see
  /// ``LayoutDiagnostics``).
  ///
  /// Nil uses the process-wide handler.
  public var diagnosticsHandler: ((LayoutIssue) -> Void)?

  /// The layout engine, at a root once created.
  var engine: LayoutEngine?

  /// Constraints installed on this node (it is their nearest common ancestor).
  @exclusivity(unchecked) var installed = InstalledConstraints()
  /// Guides added with ``addLayoutGuide(_:)``.
  public internal(set) var layoutGuides: [LayoutGuide] = []
  /// The lazily made ``layoutMarginsGuide`` and its edge constraints.
  var margins = MarginsGuideState()

  /// The intrinsic size constraints in the engine (see ``IntrinsicSizeConstraints``).
  @exclusivity(unchecked) var intrinsic = IntrinsicSizeConstraints()
  /// Content hugging and compression resistance priorities.
  var priorities = ContentPriorities()
  /// The node's places in its engines' work lists, its laid-out width, its measuring engine.
  @exclusivity(unchecked) var engineSlots = EngineSlots()

  /// Whether the node is hidden, like UIKit's `isHidden`.
  ///
  /// A hidden node still takes part in constraints and keeps its frame, as in UIKit; only a
  /// ``StackNode`` treats a hidden arranged node differently (it takes no space).
  open var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewIsHiddenDidChange(self) } }
  }

  /// Whether the frame is an input, and the autoresizing-mask constraints that hold it.
  @exclusivity(unchecked) var autoresizing = AutoresizingState()
  /// The stored ``semanticContentAttribute`` and ``displayScale``.
  @exclusivity(unchecked) var traits = NodeTraits()
  /// The pending ``layoutSubviews()`` and ``updateConstraints()`` requests.
  @exclusivity(unchecked) var requests = LayoutRequests()

  /// The space kept inside the node's edges for its content; ``layoutMarginsGuide`` follows it.
  ///
  /// 8 on every side by default, as UIKit's (a ``TableCell``'s content view has UIKit's cell
  /// margins).
  open var layoutMargins = EdgeInsets(all: 8) {
    didSet {
      guard layoutMargins != oldValue else { return }
      margins.update(to: layoutMargins)
      layoutMarginsDidChange()
    }
  }

  /// Creates a node with the given frame.
  public init(frame: CGRect) {
    self.frame = frame
    self.item = LayoutItem()
    autoresizing.hasFrameInput = frame != .zero
    item.node = self
  }

  /// Creates a node with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Unlists the constraints installed here from their items (they would otherwise keep each
  /// other alive), clears the back references to this node, and orphans the subviews properly,
  /// releasing the subtree without recursion.
  deinit {
    for constraint in installed {
      constraint.unlistFromItems()
      constraint.owner = nil
    }
    item.node = nil
    for guide in layoutGuides { guide.item.node = nil }
    rootCache.mark?.node = nil
    requests.subviewsNeedingLayout = []
    var orphans = children.removeAll()
    SubviewList.releaseWithoutRecursion(&orphans)
  }

  /// The natural size of the node's content, like UIKit's: each component is a size in points
  /// or ``noIntrinsicMetric``.
  ///
  /// The default has no intrinsic metric on either axis.
  ///
  /// Each axis with a metric gets `size <= intrinsic` at the content hugging priority and
  /// `size >= intrinsic` at the compression resistance priority. The engine reads this when
  /// the node joins a hierarchy that has an engine (or when the engine is created, at the first
  /// layout or measurement), and at the next pass after ``invalidateIntrinsicContentSize()``;
  /// call that whenever the value changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: LayoutNode.noIntrinsicMetric, height: LayoutNode.noIntrinsicMetric)
  }

  /// Whether the node's height depends on its width (wrapping text, hosted content).
  ///
  /// Default false.
  ///
  /// A height-for-width node's width comes from ``intrinsicContentSize``'s width (plus its
  /// constraints), and its height from ``intrinsicContentSize(forWidth:)`` at the width it
  /// receives: each layout pass or measurement solves, measures every such node whose width
  /// changed since it was last measured, sets its vertical intrinsic constraints to the answer
  /// (incrementally), and solves again, until no width changes (within a fixed number of
  /// rounds; UIKit's two-pass label layout).
  /// ``intrinsicContentSize``'s height is not used for such a node. Read when the node joins a
  /// hierarchy and after ``invalidateIntrinsicContentSize()``.
  open var hasHeightForWidth: Bool { false }

  /// The node's intrinsic size when it is `width` points wide; the engine uses the height.
  ///
  /// Called only when ``hasHeightForWidth`` is true, once per width it receives (the answer is kept
  /// until the width changes or ``invalidateIntrinsicContentSize()`` is called). The width is never
  /// negative (a node squeezed below zero is measured at 0). Return ``noIntrinsicMetric`` as the
  /// height for no vertical intrinsic size. The default returns ``intrinsicContentSize``.
  open func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    intrinsicContentSize
  }

  /// The node whose ``firstBaselineAnchor`` stands for this node's first baseline, like
  /// UIKit's `forFirstBaselineLayout`: the node itself by default; containers return the node
  /// their first line of text is in.
  ///
  /// Read when the anchor is made.
  open var forFirstBaselineLayout: LayoutNode { self }

  /// The node whose ``lastBaselineAnchor`` stands for this node's last baseline (UIKit's
  /// `forLastBaselineLayout`): the node itself by default.
  open var forLastBaselineLayout: LayoutNode { self }

  /// The node's own first baseline as a distance below its top edge, or nil (the default)
  /// for a node without text, whose first baseline is its bottom edge, as in UIKit (where the
  /// same value is the private `_firstBaselineOffsetFromTop`).
  ///
  /// ``TextNode`` returns its font's ascender. Read when a constraint on the baseline is made and
  /// again after ``invalidateIntrinsicContentSize()``.
  open var firstBaselineOffsetFromTop: CGFloat? { nil }

  /// The node's own last baseline as a distance above its bottom edge: 0 (the bottom edge)
  /// by default, as in UIKit (the private `_baselineOffsetFromBottom`).
  ///
  /// ``TextNode`` returns its last line's descent and leading. Read as
  /// ``firstBaselineOffsetFromTop`` is.
  open var lastBaselineOffsetFromBottom: CGFloat { 0 }

  /// Marks the intrinsic size as changed: the engine asks for ``intrinsicContentSize`` (and,
  /// for height-for-width nodes, ``intrinsicContentSize(forWidth:)``) again at the next layout
  /// pass or measurement and updates the intrinsic size constraints incrementally.
  ///
  /// O(depth).
  open func invalidateIntrinsicContentSize() {
    root.engine?.intrinsicSizeDidChange(of: self)
    refreshBaselineConstraints()  // the baselines may have moved with the content
  }

  // MARK: Sizing and layout, as UIKit calls them

  /// The size that best fits `size`, as UIKit's: the default returns the node's current size
  /// (``bounds``), as `UIView`'s does; ``TextNode`` and ``ImageNode`` return their content's.
  ///
  /// Override it for manual layout: ``sizeToFit()`` asks it, and a ``TableCell`` whose content view
  /// holds no constraints is measured with it, as UIKit measures a self-sizing cell without
  /// constraints.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the node to ``sizeThatFits(_:)`` of its current size, keeping its origin, as
  /// UIKit's.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// The node's size that fits `targetSize` as closely as the constraints allow, with both
  /// targets at ``LayoutPriority/fittingSizeLevel`` (50), as UIKit's one-argument form: the
  /// three-argument form with those priorities, so an override of that one applies here too.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The node's size when its width and height are pulled toward `targetSize` at the given
  /// priorities, as UIKit's: ``layoutFittingCompressedSize`` gives the smallest size the
  /// constraints allow, ``layoutFittingExpandedSize`` the largest, and a table cell's height at a
  /// width `w` is `systemLayoutSizeFitting(CGSize(width: w, height: 0),
  /// withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)`.
  ///
  /// Height-for-width nodes are measured at the widths they get. The node's frame (and every other
  /// frame) is not changed. Target components are clamped to 0...1,000,000 (so
  /// `.greatestFiniteMagnitude` or infinity asks for the largest size, NaN for the smallest).
  ///
  /// A root is measured in its own engine, which keeps its constraints: a measurement adds only
  /// the two target constraints the first time (or when the priorities change) and otherwise
  /// just changes their constants; the next layout pass swaps the root's frame back in.
  ///
  /// A node with a superview is measured as if it were a root, with only the constraints
  /// inside its subtree (those installed on it or its descendants) and its subtree's intrinsic
  /// sizes, ignoring its superview's constraints. That happens in a measuring engine (its own
  /// solver) cached on the node. Constant changes inside the subtree reach it incrementally;
  /// activating or deactivating a constraint, a priority or intrinsic size change, or adding or
  /// removing a node inside the subtree drops it, and the next measurement rebuilds it
  /// (O(*s* + *k*) for the subtree). Changes outside the subtree do not affect it.
  ///
  /// ``fittingHeight(forWidth:)`` and ``ListSizer`` measure cells through this method, so a
  /// subclass's override (a cell that adds to or replaces the Auto Layout answer) is honoured.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    fittedSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// Lays out the node's subviews by hand, as UIKit's: called after a layout pass has set the
  /// frames (``layoutIfNeeded()``), on each node whose size changed, whose subviews' frames
  /// changed, or that asked with ``setNeedsLayout()``, parents before their subviews.
  ///
  /// The default does nothing (the constraints already placed the subviews); an override reads
  /// ``bounds`` and sets the frames of subviews no constraint places. Calling `super` is not needed
  /// but harmless. Frames or constraints changed here are laid out in the same
  /// ``layoutIfNeeded()``.
  open func layoutSubviews() {}

  /// Marks the node as needing ``layoutSubviews()`` and the hierarchy as needing a layout
  /// pass, as UIKit's.
  ///
  /// O(depth).
  open func setNeedsLayout() {
    setNeedsLayoutSubviews()
    root.engine?.needsLayout = true
  }

  /// Lays out the whole hierarchy (from its root) if anything changed since the last pass:
  /// solves, measures height-for-width nodes at their widths, solves again, and writes the
  /// frame of every node whose position or size changed; then calls ``layoutSubviews()`` on
  /// the nodes that need it, parents first, and repeats while those calls changed constraints
  /// or frames (at most 16 times; what is left waits for the next call).
  ///
  /// The first call creates the root's engine.
  ///
  /// - Complexity: proportional to what changed (see ``LayoutNode``), not to the hierarchy.
  open func layoutIfNeeded() {
    performLayout()
  }

  /// Called when ``layoutMargins`` changed, as UIKit's.
  ///
  /// The default does nothing.
  open func layoutMarginsDidChange() {}

  /// Called when the root's ``displayScale`` changed, as UIKit reports a new trait collection
  /// (`traitCollectionDidChange(_:)`).
  ///
  /// The default does nothing; ``TextNode``, whose sizes are in whole pixels, invalidates its
  /// intrinsic size.
  open func displayScaleDidChange() {}

  // MARK: Constraints, as UIKit updates them

  /// Makes or updates the node's own constraints, as UIKit's: called before the next layout
  /// pass or measurement once the node asked with ``setNeedsUpdateConstraints()`` (and, for a
  /// hierarchy without an engine yet, when its engine is made or it joins one).
  ///
  /// The default does nothing; ``StackNode`` builds its arrangement here. Calling `super` is
  /// harmless.
  open func updateConstraints() {}

  /// Asks for ``updateConstraints()`` before the next layout pass or measurement, as UIKit's.
  ///
  /// O(depth).
  open func setNeedsUpdateConstraints() {
    guard !requests.needsConstraintUpdate else { return }
    requests.needsConstraintUpdate = true
    let root = self.root
    if root.engine != nil { root.requests.pendingConstraintUpdates.append(self) }
  }

  /// Calls ``updateConstraints()`` now on this node and its descendants where it is due, as
  /// UIKit's.
  ///
  /// O(*s*) for the subtree, plus the calls.
  open func updateConstraintsIfNeeded() {
    updateConstraintsInSubtree()
  }

  // MARK: The hierarchy, with UIKit's notifications

  /// Called on the superview just before `subview` leaves it (removed, or moved to another
  /// node), as UIKit's.
  ///
  /// The default does nothing; ``StackNode`` stops arranging the subview.
  open func willRemoveSubview(_ subview: LayoutNode) {}

  /// Called on the superview just after `subview` was added, as UIKit's.
  ///
  /// The default does nothing.
  open func didAddSubview(_ subview: LayoutNode) {}

  /// Called before the node moves to `newSuperview` (nil when it is removed), as UIKit's.
  ///
  /// The default does nothing.
  open func willMove(toSuperview newSuperview: LayoutNode?) {}

  /// Called after the node moved to another superview or was removed, as UIKit's.
  ///
  /// The default does nothing.
  open func didMoveToSuperview() {}

  /// Called on the superview when `subview`'s ``isHidden`` changed.
  ///
  /// UIKit has no public notification for this (`UIStackView` observes its arranged views); here it
  /// is the hook a container overrides. The default does nothing; ``StackNode`` collapses a hidden
  /// arranged node and brings a shown one back.
  open func subviewIsHiddenDidChange(_ subview: LayoutNode) {}

  /// Adds `node` as the last subview.
  ///
  /// A node that already has a superview is moved (its constraints to nodes outside it are
  /// deactivated, as with ``removeFromSuperview()``).
  ///
  /// - Precondition: `node` is not `self` or one of its ancestors (a cycle).
  /// - Complexity: O(*d* + *s*): the depth of this hierarchy, plus the size of `node`'s subtree
  ///   (its nodes and constraints move into this hierarchy's engine, if it has one).
  open func addSubview(_ node: LayoutNode) {
    precondition(
      node.children.isEmpty ? node !== self : !isDescendant(of: node),  // a leaf: O(1)
      "addSubview: a node cannot be added to itself or its descendant")
    node.willMove(toSuperview: self)
    if let old = node.superview {
      old.willRemoveSubview(node)
      node.leaveSuperview()
    }
    node.join(self)
    node.didMoveToSuperview()
    didAddSubview(node)
  }

  /// Removes the node from its superview.
  ///
  /// Constraints between the node's subtree and the rest of the old hierarchy are deactivated;
  /// constraints inside the subtree stay active and move with it (the node becomes a root).
  ///
  /// - Complexity: O(*s* + *k* + *d*): the subtree's size, the constraints referring to it, and
  ///   the depth of the hierarchy; the node leaves its superview's ``subviews`` in amortized
  ///   O(1), so removing all of a node's *n* subviews one by one, in any order, is O(*n*).
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    leaveSuperview()
    didMoveToSuperview()
  }
}
