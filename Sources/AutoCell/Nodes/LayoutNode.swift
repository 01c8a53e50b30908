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
/// Override ``intrinsicContentSize`` (and call ``invalidateIntrinsicContentSize()`` when it
/// changes); opt into height-for-width with ``hasHeightForWidth`` and
/// ``intrinsicContentSize(forWidth:)``.
open class LayoutNode {
  /// The node's solver variables (see ``LayoutItem``).
  let item: LayoutItem

  /// The node's children, in the order they were added.
  ///
  /// - Complexity: O(1), except for the first read after a removal: O(*n*) for the *n*
  ///   subviews (the array is built then).
  public var subviews: [LayoutNode] { children.array() }
  /// The subviews, in a list that removes any of them in amortized O(1).
  var children = SubviewList()
  /// The node's parent, nil for a root.
  public private(set) weak var superview: LayoutNode?
  /// The node's slot in its superview's ``children`` (see ``SubviewList``), -1 without one.
  var indexInSuperview = -1
  /// The root and layout direction this node last found (see ``root``), current while that
  /// root is still a root and its ``hierarchyStamp`` is still `cachedRootStamp`.
  weak var cachedRoot: LayoutNode?
  var cachedRootStamp: UInt64 = 0
  var cachedDirection = UserInterfaceLayoutDirection.leftToRight
  /// Bumped when a node below this one leaves the hierarchy or a direction at or below it is
  /// set: the caches that name this node as their root are then stale.
  var hierarchyStamp: UInt64 = 0

  /// The node's rectangle in its superview's coordinates.
  ///
  /// For a root it is an input (layout keeps the root's size and places its subtree inside);
  /// for other nodes layout writes it (on pixel boundaries: see ``displayScale``), and it is an
  /// input too while ``translatesAutoresizingMaskIntoConstraints`` holds it. A node that no
  /// constraint refers to keeps the frame it is given.
  /// A node whose ``translatesAutoresizingMaskIntoConstraints`` is on takes a frame set here
  /// as an input too (see that property).
  public var frame: CGRect {
    didSet {
      if frame.size != oldValue.size, superview == nil { engine?.rootFrameDidChange() }
      if !isWritingLayoutFrame { frameWasSetByCaller() }
    }
  }

  /// The node's rectangle in its own coordinates: origin zero, the frame's size.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// A name shown in diagnostics (like UIKit's `accessibilityIdentifier` in constraint logs).
  public var identifier: String?

  /// The handler for layout problems in this hierarchy, consulted on the root (see
  /// ``LayoutDiagnostics``). Nil uses the process-wide handler.
  public var diagnosticsHandler: ((LayoutIssue) -> Void)?

  /// The layout engine, at a root once created.
  var engine: LayoutEngine?
  /// A measuring engine for this node's subtree alone, when it is measured as a non-root.
  var fittingEngine: LayoutEngine?

  /// Constraints installed on this node (it is their nearest common ancestor).
  var installed: [LayoutConstraint] = []
  /// Guides added with ``addLayoutGuide(_:)``.
  public private(set) var layoutGuides: [LayoutGuide] = []
  /// The lazily made ``layoutMarginsGuide``.
  var marginsGuide: LayoutGuide?
  /// The margins guide's four edge constraints: left, top, right, bottom.
  var marginsConstraints: [LayoutConstraint] = []

  /// The intrinsic size constraints in the engine (see ``IntrinsicSizeConstraints``).
  var intrinsic = IntrinsicSizeConstraints()
  /// Content hugging priorities, horizontal then vertical.
  var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
  /// Compression resistance priorities, horizontal then vertical.
  var resistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultHigh, .defaultHigh
  )
  /// The engine whose pending list holds this node for an intrinsic size update, if any.
  weak var intrinsicPendingIn: LayoutEngine?
  /// The position in the engine's height-for-width list, -1 when not in one.
  var heightForWidthIndex = -1
  /// Whether the node is in its engine's list of frames to write.
  var frameIsStale = false

  /// Whether the node is hidden, like UIKit's `isHidden`. A hidden node still takes part in
  /// constraints and keeps its frame, as in UIKit; only a ``StackNode`` treats a hidden
  /// arranged node differently (it takes no space).
  public var isHidden = false {
    didSet {
      if isHidden != oldValue { (superview as? StackNode)?.arrangedNodeVisibilityDidChange(self) }
    }
  }

  /// The stored ``translatesAutoresizingMaskIntoConstraints``.
  var translatesFrame = true
  /// Whether ``translatesAutoresizingMaskIntoConstraints`` was set by the caller (it is then no
  /// longer turned off by constraining the node's anchors).
  var translatesFrameIsExplicit = false
  /// Whether the caller gave the node a frame (in `init(frame:)` or by setting ``frame``).
  var hasFrameInput = false
  /// Whether the engine is writing ``frame`` (not the caller).
  var isWritingLayoutFrame = false
  /// The stored ``autoresizingMask``.
  var storedAutoresizingMask: AutoresizingMask = []
  /// The autoresizing-mask constraints in force (installed on the superview), if any.
  var autoresizingConstraints: [LayoutConstraint] = []
  /// The width the last layout pass gave the node, -1 before any (see
  /// ``LayoutEngine/capPreferredWidths(horizontal:)``).
  var laidOutWidth: CGFloat = -1
  /// The stored ``semanticContentAttribute``.
  var storedSemanticContentAttribute: SemanticContentAttribute = .unspecified
  /// The stored ``displayScale`` (meaningful on a root).
  var storedDisplayScale: CGFloat = 1

  /// The space kept inside the node's edges for its content; ``layoutMarginsGuide`` follows it.
  /// 8 on every side by default.
  public var layoutMargins = EdgeInsets(all: 8) {
    didSet { if layoutMargins != oldValue { updateMarginsGuide() } }
  }

  /// Creates a node with the given frame.
  public init(frame: CGRect) {
    self.frame = frame
    self.item = LayoutItem()
    hasFrameInput = frame != .zero
    item.node = self
  }

  /// Creates a node with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Unlists the constraints installed here from their items (they would otherwise keep each
  /// other alive) and orphans the subviews properly, releasing the subtree without recursion.
  deinit {
    for constraint in installed { constraint.unlistFromItems() }
    var orphans = children.removeAll()
    LayoutNode.releaseWithoutRecursion(&orphans)
  }

  /// Orphans `nodes` and releases them: a node that nothing else holds gives up its own
  /// subviews to the same loop first, so that releasing a chain of any depth takes a constant
  /// amount of stack (each deinit would otherwise release the next, one frame deeper).
  ///
  /// - Complexity: O(*s*) for the *s* nodes released.
  private static func releaseWithoutRecursion(_ pending: inout [LayoutNode]) {
    while var node = pending.popLast() {
      node.indexInSuperview = -1
      if isKnownUniquelyReferenced(&node) {
        pending.append(contentsOf: node.children.removeAll())
      }
    }
  }

  /// The natural size of the node's content, like UIKit's: each component is a size in points
  /// or ``noIntrinsicMetric``. The default has no intrinsic metric on either axis.
  ///
  /// Each axis with a metric gets `size <= intrinsic` at the content hugging priority and
  /// `size >= intrinsic` at the compression resistance priority. The engine reads this when
  /// the node joins a hierarchy that has an engine (or when the engine is created, at the first
  /// layout or measurement), and at the next pass after ``invalidateIntrinsicContentSize()``;
  /// call that whenever the value changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: LayoutNode.noIntrinsicMetric, height: LayoutNode.noIntrinsicMetric)
  }

  /// Whether the node's height depends on its width (wrapping text, hosted content). Default
  /// false.
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
  /// Called only when ``hasHeightForWidth`` is true, once per width it receives (the answer is
  /// kept until the width changes or ``invalidateIntrinsicContentSize()`` is called). The width
  /// is never negative (a node squeezed below zero is measured at 0). Return
  /// ``noIntrinsicMetric`` as the height for no vertical intrinsic size. The default returns
  /// ``intrinsicContentSize``.
  open func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    intrinsicContentSize
  }

  /// The node whose ``firstBaselineAnchor`` stands for this node's first baseline, like
  /// UIKit's `forFirstBaselineLayout`: the node itself by default; containers return the node
  /// their first line of text is in. Read when the anchor is made.
  open var forFirstBaselineLayout: LayoutNode { self }

  /// The node whose ``lastBaselineAnchor`` stands for this node's last baseline (UIKit's
  /// `forLastBaselineLayout`): the node itself by default.
  open var forLastBaselineLayout: LayoutNode { self }

  /// The constraints installed on this node: those whose nearest common ancestor it is.
  public var constraints: [LayoutConstraint] { installed }

  /// Whether `self` is `node` or one of its descendants. O(depth).
  public func isDescendant(of node: LayoutNode) -> Bool {
    var current: LayoutNode? = self
    while let candidate = current {
      if candidate === node { return true }
      current = candidate.superview
    }
    return false
  }

  /// Adds `node` as the last subview. A node that already has a superview is moved (its
  /// constraints to nodes outside it are deactivated, as with ``removeFromSuperview()``).
  ///
  /// - Precondition: `node` is not `self` or one of its ancestors (a cycle).
  /// - Complexity: O(*d* + *s*): the depth of this hierarchy, plus the size of `node`'s subtree
  ///   (its nodes and constraints move into this hierarchy's engine, if it has one).
  public func addSubview(_ node: LayoutNode) {
    precondition(
      node.children.isEmpty ? node !== self : !isDescendant(of: node),  // a leaf: O(1)
      "addSubview: a node cannot be added to itself or its descendant")
    if node.superview != nil { node.removeFromSuperview() }
    if root.engine != nil { node.buildStaleArrangements() }
    node.engine = nil
    children.append(node)
    node.superview = self
    node.directionMayHaveChanged()
    root.engine?.attach(node)
    node.updateAutoresizingConstraints()
  }

  /// Removes the node from its superview. Constraints between the node's subtree and the rest
  /// of the old hierarchy are deactivated; constraints inside the subtree stay active and move
  /// with it (the node becomes a root).
  ///
  /// - Complexity: O(*s* + *k* + *d*): the subtree's size, the constraints referring to it, and
  ///   the depth of the hierarchy; the node leaves its superview's ``subviews`` in amortized
  ///   O(1), so removing all of a node's *n* subviews one by one, in any order, is O(*n*).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    (parent as? StackNode)?.arrangedNodeWillLeave(self)
    let oldRoot = parent.root
    parent.hierarchyDidChange()
    oldRoot.engine?.detach(self)
    deactivateConstraints(crossingOutOf: self)
    parent.children.remove(self)
    superview = nil
    autoresizingConstraints = []
    directionMayHaveChanged()
    oldRoot.engine?.needsLayout = true
  }

  /// Adds a guide to this node, so its anchors can be related to this subtree.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if let owner = guide.owningView {
      if owner === self { return }
      owner.removeLayoutGuide(guide)
    }
    guide.item.node = self
    layoutGuides.append(guide)
  }

  /// Removes a guide, deactivating every constraint that refers to it. O(*g* + *k*).
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
    while let constraint = guide.item.referencing.last { constraint.deactivate() }
    layoutGuides.remove(at: index)
    guide.item.node = nil
    if marginsGuide === guide {
      marginsGuide = nil
      marginsConstraints = []
    }
  }

  /// Calls `body` for every node of this subtree, parents before children, without recursion.
  ///
  /// - Complexity: O(*s*).
  func forEachInSubtree(_ body: (LayoutNode) -> Void) {
    var stack: [LayoutNode] = [self]
    while let node = stack.popLast() {
      body(node)
      stack.append(contentsOf: node.subviews.reversed())
    }
  }

  /// Calls `body` for every node of this subtree, children before parents (reverse pre-order).
  ///
  /// This is the order in which an engine loads a subtree: a node's own constraints (its size)
  /// reach the solver before the constraints that chain it to its siblings, so that rows stay
  /// short (a chain of n stacked nodes loads in O(n) instead of O(n³)).
  ///
  /// - Complexity: O(*s*).
  func forEachInSubtreeChildrenFirst(_ body: (LayoutNode) -> Void) {
    var order: [LayoutNode] = []
    forEachInSubtree { order.append($0) }
    for node in order.reversed() { body(node) }
  }

  /// The nearest node that is an ancestor-or-self of both `a` and `b`, or nil. O(1) for a node
  /// and its parent or two siblings (most constraints), O(depth) otherwise.
  static func nearestCommonAncestor(_ a: LayoutNode, _ b: LayoutNode) -> LayoutNode? {
    if a === b { return a }
    let parentOfA = a.superview
    let parentOfB = b.superview
    if parentOfA === b { return b }
    if parentOfB === a { return a }
    if let parentOfA, parentOfA === parentOfB { return parentOfA }
    var depthA = 0
    var depthB = 0
    var node: LayoutNode? = a
    while let n = node {
      depthA += 1
      node = n.superview
    }
    node = b
    while let n = node {
      depthB += 1
      node = n.superview
    }
    var x: LayoutNode? = a
    var y: LayoutNode? = b
    while depthA > depthB {
      x = x?.superview
      depthA -= 1
    }
    while depthB > depthA {
      y = y?.superview
      depthB -= 1
    }
    while let p = x, let q = y {
      if p === q { return p }
      x = p.superview
      y = q.superview
    }
    return nil
  }

  /// Installs an activated constraint on this node. O(1).
  func install(_ constraint: LayoutConstraint) {
    constraint.owner = self
    constraint.ownerIndex = installed.count
    installed.append(constraint)
  }

  /// Uninstalls a constraint from this node. O(1): the last installed one takes its place.
  func uninstall(_ constraint: LayoutConstraint) {
    let index = constraint.ownerIndex
    let last = installed.removeLast()
    if index < installed.count {
      installed[index] = last
      last.ownerIndex = index
    }
    constraint.owner = nil
    constraint.ownerIndex = -1
  }

  /// Deactivates the constraints that relate nodes (or guides) of `subtree` to nodes outside it.
  ///
  /// - Complexity: O(*s* + *k*): the subtree's nodes and guides, and the constraints referring
  ///   to them.
  private func deactivateConstraints(crossingOutOf subtree: LayoutNode) {
    var items: [LayoutItem] = []
    subtree.forEachInSubtree { node in
      items.append(node.item)
      for guide in node.layoutGuides { items.append(guide.item) }
    }
    for item in items { item.isBeingDetached = true }
    var crossing: [LayoutConstraint] = []
    for item in items {
      for constraint in item.referencing where !(constraint.owner?.item.isBeingDetached ?? true) {
        crossing.append(constraint)
      }
    }
    for item in items { item.isBeingDetached = false }
    for constraint in crossing { constraint.deactivate() }
  }
}
