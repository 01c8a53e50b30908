import Foundation

/// What the proxies of one container's subviews share: the nodes, the environment they are
/// measured in, what stacks ask of them and what they answered, and where the layout placed
/// them.
///
/// A storage is made for one list of children in one environment (a ``LayoutContent`` makes
/// a new one when either changes), so the answers it remembers cannot outlive the question's
/// context. The subviews' records follow the storage's header in the same allocation (one
/// allocation a container, through `malloc`'s ordinary path, not an aligned one).
final class SubviewStorage: ManagedBuffer<SubviewStorage.Header, SubviewStorage.Subview> {
  /// What is known of one subview besides its node.
  struct Subview {
    /// Its ``ContentNode/layoutPriority``.
    let priority: Double
    /// Whether it is a spacer (a stack offers spacers space last).
    let isSpacer: Bool
    /// Whether it may set alignment guides (``ContentNode/_setsExplicitGuides(in:)``).
    let hasExplicitGuides: Bool
    /// Its last sizes, by (sanitized) proposal.
    var sizes = RecentAnswers<ProposedViewSize, CGSize>()
    /// Its last explicit guide values (text baselines, guides it sets), by guide and size.
    var guides = RecentAnswers<GuideQuestion, CGFloat?>()
  }

  /// What the storage holds besides the subviews' records.
  struct Header {
    /// The nodes, their bodies evaluated (see ``ContentNode/resolvedPrimitive()``), apart
    /// from what changes.
    ///
    /// Measured through ``size(of:at:for:in:)`` and ``baseline(of:at:_:in:)``, which measure a node
    /// in place: asked here, of the stored property, the optimizer copies the node's existential
    /// for every question.
    let nodes: [any ContentNode]
    /// How many subviews.
    let count: Int
    /// The environment the subviews are measured in.
    let environment: EnvironmentValues
    /// The frame each subview was placed at and the proposal it was placed with, or nil if
    /// it was not placed (yet); empty until the first placement.
    var placements: [(frame: CGRect, proposal: ProposedViewSize)?] = []
    /// Whether any subview may set alignment guides.
    var anyExplicitGuides = false
  }

  /// Makes the storage for the views of `children` (see ``ContentNode/appendViews(to:)``:
  /// lists flattened, bodies evaluated once, here).
  ///
  /// While every child is one view already, the nodes share the children's array (no copy).
  ///
  /// - Complexity: O(*n*) in the views, plus the bodies' evaluation.
  static func make(children: [any ContentNode], environment: EnvironmentValues)
    -> SubviewStorage
  {
    var nodes = children
    var index = 0
    while index < children.count, isResolved(children, at: index) { index += 1 }
    if index < children.count {
      nodes.removeSubrange(index...)
      for index in index..<children.count {
        if isResolved(children, at: index) {
          nodes.append(children[index])
        } else {
          appendViews(of: children, at: index, to: &nodes)
        }
      }
    }
    let count = nodes.count
    let buffer = create(minimumCapacity: count) { _ in
      Header(nodes: nodes, count: count, environment: environment)
    }
    let storage = unsafeDowncast(buffer, to: SubviewStorage.self)
    let anyExplicitGuides = storage.withUnsafeMutablePointerToElements { subviews in
      var any = false
      for index in 0..<count {
        initializeSubview(subviews + index, of: nodes, at: index, in: environment)
        any = any || subviews[index].hasExplicitGuides
      }
      return any
    }
    storage.withUnsafeMutablePointerToHeader { $0.pointee.anyExplicitGuides = anyExplicitGuides }
    return storage
  }

  deinit {
    _ = withUnsafeMutablePointers { header, subviews in
      subviews.deinitialize(count: header.pointee.count)
    }
  }

  /// Whether `nodes[index]` is one view as it is (asked in place, see
  /// ``size(of:at:for:in:)``).
  @inline(never)
  private static func isResolved(_ nodes: [any ContentNode], at index: Int) -> Bool {
    isResolved(nodes[index])
  }

  /// Whether `Node` is one view as it is (the node opened, not copied, to ask its type).
  private static func isResolved<Node: ContentNode>(_ node: Node) -> Bool {
    Node._isResolvedView
  }

  /// Appends the views of `nodes[index]` to `views`.
  @inline(never)
  private static func appendViews(
    of nodes: [any ContentNode], at index: Int, to views: inout [any ContentNode]
  ) {
    nodes[index].appendViews(to: &views)
  }

  /// Initializes `record` with what is known of `nodes[index]` (a resolved node) besides
  /// the node, in place (a record is a few hundred bytes: made elsewhere, it is copied).
  @inline(never)
  private static func initializeSubview(
    _ record: UnsafeMutablePointer<Subview>, of nodes: [any ContentNode], at index: Int,
    in environment: EnvironmentValues
  ) {
    initializeSubview(record, of: nodes[index], in: environment)
  }

  /// Initializes `record` with what is known of `node` besides itself (opened, not copied, to
  /// ask its type).
  private static func initializeSubview<Node: ContentNode>(
    _ record: UnsafeMutablePointer<Subview>, of node: Node, in environment: EnvironmentValues
  ) {
    record.initialize(
      to: Subview(
        priority: node.layoutPriority, isSpacer: Node.self == Spacer.self,
        hasExplicitGuides: Node.setsExplicitGuides(node, in: environment)))
  }

  /// The record of the subview at `index`, in place.
  ///
  /// The pointer outlives the closure that gives it: a managed buffer's elements live in the
  /// object's own allocation and never move, and every caller is a method of this storage, so the
  /// object outlives each use.
  @inline(__always)
  private func record(at index: Int) -> UnsafeMutablePointer<Subview> {
    withUnsafeMutablePointerToElements { $0 + index }
  }

  // The header is read through its pointer, not through `header`, whose accessors check
  // exclusive access at run time (a storage is never asked while it is being changed).

  /// How many subviews.
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

  /// The environment the subviews are measured in.
  var environment: EnvironmentValues { withUnsafeMutablePointerToHeader { $0.pointee.environment } }

  /// Where the subviews were placed (see ``Header/placements``).
  var placements: [(frame: CGRect, proposal: ProposedViewSize)?] {
    get { withUnsafeMutablePointerToHeader { $0.pointee.placements } }
    _modify { yield &header.placements }
  }

  /// The node of the subview at `index`.
  func node(at index: Int) -> any ContentNode {
    withUnsafeMutablePointerToHeader { $0.pointee.nodes[index] }
  }

  /// The ``ContentNode/layoutPriority`` of the subview at `index`.
  @inline(__always)
  func priority(at index: Int) -> Double { record(at: index).pointee.priority }

  /// Whether the subview at `index` may set alignment guides.
  @inline(__always)
  func hasExplicitGuides(at index: Int) -> Bool { record(at: index).pointee.hasExplicitGuides }

  /// Whether any subview may set alignment guides.
  var anyExplicitGuides: Bool { withUnsafeMutablePointerToHeader { $0.pointee.anyExplicitGuides } }

  /// Whether the subview at `index` is a spacer.
  @inline(__always)
  func isSpacer(at index: Int) -> Bool { record(at: index).pointee.isSpacer }

  /// The size of the subview at `index` for `proposal` (sanitized) in ``environment``: its
  /// remembered answer, or a measurement (then remembered).
  @inline(__always)
  func size(at index: Int, for proposal: ProposedViewSize) -> CGSize {
    if let size = record(at: index).pointee.sizes.answer(to: proposal) { return size }
    return measure(at: index, for: proposal, of: nodes)
  }

  /// The same as ``size(at:for:)``, for a caller that asks several questions and holds
  /// ``nodes`` for them: read out of the header for every question, the array is retained and
  /// released around each measurement (the header could change during it, as far as the
  /// optimizer knows); passed in, it is borrowed.
  @inline(__always)
  func size(at index: Int, for proposal: ProposedViewSize, of nodes: [any ContentNode]) -> CGSize {
    if let size = record(at: index).pointee.sizes.answer(to: proposal) { return size }
    return measure(at: index, for: proposal, of: nodes)
  }

  /// The nodes, their bodies evaluated (see ``size(at:for:of:)``).
  var nodes: [any ContentNode] { withUnsafeMutablePointerToHeader { $0.pointee.nodes } }

  /// Measures the subview at `index` for `proposal` and remembers the answer.
  @inline(never)
  private func measure(at index: Int, for proposal: ProposedViewSize, of nodes: [any ContentNode])
    -> CGSize
  {
    let size = withUnsafeMutablePointerToHeader {
      Self.size(of: nodes, at: index, for: proposal, in: $0.pointee.environment)
    }
    record(at: index).pointee.sizes.remember(size, to: proposal)
    return size
  }

  /// The size of `nodes[index]` for `proposal`, measured in place: out of an array passed as
  /// an argument (borrowed), the optimizer does not copy the node's existential.
  @inline(never)
  private static func size(
    of nodes: [any ContentNode], at index: Int, for proposal: ProposedViewSize,
    in environment: EnvironmentValues
  ) -> CGSize {
    nodes[index].sizeThatFits(proposal, in: environment)
  }

  /// The explicit value of the guide `key` in the subview at `index` when it is `size` large:
  /// nil without asking for a subview that sets no guides (for a guide other than a text
  /// baseline, which every text has); else its remembered answer, or the node's (then
  /// remembered).
  @inline(__always)
  func explicitValue(at index: Int, of key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard key.isTextBaseline || hasExplicitGuides(at: index) else { return nil }
    let question = GuideQuestion(guide: key, size: size)
    if let value = record(at: index).pointee.guides.answer(to: question) { return value }
    return findExplicitValue(at: index, question)
  }

  @inline(never)
  private func findExplicitValue(at index: Int, _ question: GuideQuestion) -> CGFloat? {
    let value = withUnsafeMutablePointerToHeader {
      Self.explicitValue(of: $0.pointee.nodes, at: index, question, in: $0.pointee.environment)
    }
    record(at: index).pointee.guides.remember(value, to: question)
    return value
  }

  /// The answer of `nodes[index]` to `question`, asked in place (see
  /// ``size(of:at:for:in:)``).
  @inline(never)
  private static func explicitValue(
    of nodes: [any ContentNode], at index: Int, _ question: GuideQuestion,
    in environment: EnvironmentValues
  ) -> CGFloat? {
    nodes[index].explicitValue(of: question.guide, in: question.size, environment: environment)
  }

  /// Forgets every placement.
  func resetPlacements() {
    if placements.isEmpty {
      placements = Array(repeating: nil, count: count)
    } else {
      for index in placements.indices { placements[index] = nil }
    }
  }
}

/// The proxies of a layout's subviews, in the order of its content, like SwiftUI's
/// `LayoutSubviews`: a random-access collection of ``LayoutSubview``.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let storage: SubviewStorage
  /// The positions in `storage` this collection covers.
  let range: Range<Int>

  init(storage: SubviewStorage) {
    self.storage = storage
    range = 0..<storage.count
  }

  init(storage: SubviewStorage, range: Range<Int>) {
    self.storage = storage
    self.range = range
  }

  /// The layout direction the container is placed in, like SwiftUI's: a layout places its
  /// subviews left to right whatever it is, and they are flipped within the container when it
  /// is right to left (see ``ContentNode/layoutTree(in:proposal:environment:)``), so most
  /// layouts never read it.
  public var layoutDirection: LayoutDirection { storage.environment.layoutDirection }

  /// The index of the first subview.
  public var startIndex: Int { range.lowerBound }
  /// One past the index of the last subview.
  public var endIndex: Int { range.upperBound }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    precondition(range.contains(index), "LayoutSubviews: index \(index) out of \(range)")
    return LayoutSubview(storage: storage, index: index)
  }

  /// The subviews at `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(
      bounds.lowerBound >= range.lowerBound && bounds.upperBound <= range.upperBound,
      "LayoutSubviews: range \(bounds) out of \(range)")
    return LayoutSubviews(storage: storage, range: bounds)
  }

  /// Whether both are the same subviews of the same container.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.storage === rhs.storage && lhs.range == rhs.range
  }
}

/// A proxy for one subview of a layout, like SwiftUI's `LayoutSubview`: ask it its size for
/// a proposal, its alignment guides, its priority and spacing, and place it.
public struct LayoutSubview: Equatable {
  let storage: SubviewStorage
  let index: Int

  /// The subview's size for `proposal` (NaN and negative components read as 0).
  ///
  /// A proposal asked again is answered from memory (the subview's last four answers), not
  /// measured.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    storage.size(at: index, for: proposal.sanitized)
  }

  /// The subview's size for `proposal` and the positions of its alignment guides in it.
  ///
  /// Its explicit guides are asked as they are read (finding a text baseline may measure
  /// the subview's text again, once per size).
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    dimensions(at: sizeThatFits(proposal))
  }

  /// The subview's dimensions when it is `size` large.
  func dimensions(at size: CGSize) -> ViewDimensions {
    ViewDimensions(size: size) { [storage, index] key in
      storage.explicitValue(at: index, of: key, size: size)
    }
  }

  /// The explicit value of the guide `key` in the subview when it is `size` large, if it has
  /// one (cheaper than ``dimensions(in:)``: one guide, no measuring; asked again, answered
  /// from memory).
  @inline(__always)
  func explicitValue(of key: AlignmentKey, size: CGSize) -> CGFloat? {
    storage.explicitValue(at: index, of: key, size: size)
  }

  /// The position of the guide `key` in the subview when it is `size` large: its explicit
  /// value, else its default (an edge's or the middle's without asking the subview anything
  /// when it sets no guides).
  @inline(__always)
  func guide(_ key: AlignmentKey, size: CGSize) -> CGFloat {
    if key.isEdgeOrCenter, !hasExplicitGuides { return key.value(inLength: size[key.axis]) }
    if let value = explicitValue(of: key, size: size) { return value }
    return key.kind == .custom
      ? key.defaultValue(in: dimensions(at: size)) : key.value(inLength: size[key.axis])
  }

  /// The subview's priority (``ContentNode/layoutPriority(_:)``): a stack offers space to
  /// higher priorities first.
  public var priority: Double { storage.priority(at: index) }

  /// Whether the subview may set alignment guides of its own.
  var hasExplicitGuides: Bool { storage.hasExplicitGuides(at: index) }

  /// Whether the subview is a ``Spacer`` (stacks offer spacers space last).
  var isSpacer: Bool { storage.isSpacer(at: index) }

  /// The subview's spacing preferences: the system spacing on every edge (see
  /// ``ViewSpacing``).
  public var spacing: ViewSpacing { ViewSpacing() }

  /// Places the subview: its `anchor` point at `position`, at its size for `proposal`.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let proposal = proposal.sanitized
    let size = sizeThatFits(proposal)
    let frame = CGRect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
    if storage.placements.isEmpty { storage.resetPlacements() }
    storage.placements[index] = (frame, proposal)
  }

  /// Where the subview was placed and with which proposal, or (not placed) centred in
  /// `bounds` at its size for them.
  func placement(in bounds: CGRect) -> (frame: CGRect, proposal: ProposedViewSize) {
    if index < storage.placements.count, let placement = storage.placements[index] {
      return placement
    }
    let proposal = ProposedViewSize(bounds.size)
    let size = sizeThatFits(proposal)
    let frame = CGRect(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
    return (frame, proposal)
  }

  /// Whether both are the same subview of the same container.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.storage === rhs.storage && lhs.index == rhs.index
  }
}
