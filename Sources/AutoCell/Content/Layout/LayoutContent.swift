import Foundation

/// Content laid out by a ``Layout``: what calling a layout with content makes, and what
/// ``HStack``, ``VStack``, ``ZStack`` and ``FlowContent`` are.
///
/// Sizes are remembered per content value (copies share them): the last few proposals'
/// answers, and each child's last few sizes and text baselines, forgotten if the environment
/// changes. Stacks ask each child several questions (its minimum, maximum and share, each
/// time they are measured), so without this a child stack nested *d* deep would be measured
/// 3^*d* times; with it, each distinct question is answered once.
///
/// The value is one reference (the layout and the children are kept with what is
/// remembered), so a stack held as `any ContentNode` (a child of another stack) fits in the
/// existential's inline buffer: no box is allocated for it, and copying it is one retain.
public struct LayoutContent<L: Layout>: ContentNode {
  /// The layout (setting it forgets what was remembered).
  public var layout: L {
    get { memo.layout }
    set { memo = LayoutMemo(layout: newValue, children: memo.children) }
  }
  /// The children, in order (setting them forgets what was remembered).
  public var children: [any ContentNode] {
    get { memo.children }
    set { memo = LayoutMemo(layout: memo.layout, children: newValue) }
  }
  private var memo: LayoutMemo<L>

  /// Creates content laying out `children` with `layout`.
  public init(_ layout: L, children: [any ContentNode]) {
    memo = LayoutMemo(layout: layout, children: children)
  }

  /// The layout's size for the children (NaN and negative proposals read as 0).
  ///
  /// - Complexity: what the layout asks of its subviews, once per distinct proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    let proposal = proposal.sanitized
    let subviews = memo.subviews(in: environment)
    if let size = memo.size(for: proposal) { return size }
    let size =
      _slowPath(FreshStack.startsSegment(atDepth: environment.containerDepth))
      ? measureOnFreshStack(proposal, subviews) : measure(proposal, subviews)
    memo.remember(size, for: proposal)
    return size
  }

  private func measure(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    memo.layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &memo.cache.pointee)
  }

  @inline(never)
  private func measureOnFreshStack(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    -> CGSize
  {
    FreshStack.run { measure(proposal, subviews) }
  }

  /// The children where the layout places them in `bounds`.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  )
    -> [ContentPlacement]
  {
    let subviews = memo.subviews(in: environment)
    let storage = subviews.storage
    storage.resetPlacements()
    if FreshStack.startsSegment(atDepth: environment.containerDepth) {
      FreshStack.run { place(in: bounds, proposal: proposal.sanitized, subviews) }
    } else {
      place(in: bounds, proposal: proposal.sanitized, subviews)
    }
    return subviews.map {
      let (frame, proposal) = $0.placement(in: bounds)
      return ContentPlacement(
        node: storage.node(at: $0.index), frame: frame, proposal: proposal,
        environment: storage.environment)
    }
  }

  /// The layout's explicit value for the vertical `guide`
  /// (`explicitAlignment(of:in:proposal:subviews:cache:)`).
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    explicitValue(guide.key, in: size, environment)
  }

  /// The layout's explicit value for the horizontal `guide`
  /// (`explicitAlignment(of:in:proposal:subviews:cache:)`).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    explicitValue(guide.key, in: size, environment)
  }

  /// True: whether a container passes guides up depends on its children
  /// (`_setsExplicitGuides(in:)`).
  public static var _hasExplicitGuides: Bool { true }

  /// Whether any subview may set guides, or the layout may set its own (a layout other than
  /// the library's containers, ``LayoutProperties``).
  ///
  /// Asking makes the subviews (which ask theirs), as measuring would: on a fresh stack where
  /// measuring would be.
  public func _setsExplicitGuides(in environment: EnvironmentValues) -> Bool {
    guard memo.takesGuidesFromSubviews else { return true }
    if _slowPath(FreshStack.startsSegment(atDepth: environment.containerDepth)) {
      return subviewsSetGuidesOnFreshStack(environment)
    }
    return memo.subviews(in: environment).storage.anyExplicitGuides
  }

  @inline(never)
  private func subviewsSetGuidesOnFreshStack(_ environment: EnvironmentValues) -> Bool {
    FreshStack.run { memo.subviews(in: environment).storage.anyExplicitGuides }
  }

  private func explicitValue(
    _ key: AlignmentKey, in size: CGSize, _ environment: EnvironmentValues
  ) -> CGFloat? {
    let subviews = memo.subviews(in: environment)
    return FreshStack.startsSegment(atDepth: environment.containerDepth)
      ? FreshStack.run { alignment(of: key, in: size, subviews) }
      : alignment(of: key, in: size, subviews)
  }

  private func place(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    memo.layout.placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, cache: &memo.cache.pointee)
  }

  private func alignment(of key: AlignmentKey, in size: CGSize, _ subviews: LayoutSubviews)
    -> CGFloat?
  {
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = ProposedViewSize(size)
    return key.axis == .horizontal
      ? memo.layout.explicitAlignment(
        of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
        cache: &memo.cache.pointee)
      : memo.layout.explicitAlignment(
        of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
        cache: &memo.cache.pointee)
  }

  /// 0: a priority is set on the container with ``ContentNode/layoutPriority(_:)``.
  public var layoutPriority: Double { 0 }
}

/// A ``LayoutContent`` value's layout and children, and what it remembers between
/// questions: its subviews' proxies and the layout's cache for one environment, and its last
/// few sizes.
///
/// A memo is used by one thread at a time and never while a question to it is still being
/// answered by itself (a layout's subviews are other nodes), so its properties need no
/// run-time exclusivity checks; unspecialized callers would pay for one on every question.
final class LayoutMemo<L: Layout> {
  /// The layout.
  let layout: L
  /// The children, in order (given up only when the memo goes).
  @exclusivity(unchecked) private(set) var children: [any ContentNode]
  @exclusivity(unchecked) private var environment = EnvironmentValues()
  @exclusivity(unchecked) private var proxies: LayoutSubviews?
  /// Where the layout's cache is, once ``subviews(in:)`` has run.
  ///
  /// Behind a pointer, so that keeping and destroying it asks the runtime for no `L.Cache?`
  /// metadata (which unspecialized code looks up on each use). A cache with no size (the stacks'
  /// `Void`) takes no memory: its address is this memo's own, which no other memo's cache has (so
  /// two threads measuring two hierarchies never hand one address to an `inout` cache), and
  /// initializing, using or destroying a value without size touches no byte there.
  @exclusivity(unchecked) private var cacheAddress: UnsafeMutablePointer<L.Cache>?
  /// The last answers: enough for a stack's minimum, maximum, share and the final proposal.
  @exclusivity(unchecked) private var answers = RecentAnswers<ProposedViewSize, CGSize>()

  /// Whether the layout's guides are only its subviews' (``LayoutProperties``), read once.
  let takesGuidesFromSubviews: Bool

  init(layout: L, children: [any ContentNode]) {
    self.layout = layout
    self.children = children
    takesGuidesFromSubviews = L.layoutProperties.takesGuidesFromSubviews
  }

  deinit {
    if let cacheAddress {
      cacheAddress.deinitialize(count: 1)
      if MemoryLayout<L.Cache>.size > 0 { cacheAddress.deallocate() }
    }
    // The children and subviews go through NestedRelease: nested containers would otherwise
    // free each other inside one another's deinitializers, as deep as they are nested.
    var held = NestedRelease.Held(children: [], subviews: nil)
    swap(&held.children, &children)
    swap(&held.subviews, &proxies)
    NestedRelease.release(consume held)
  }

  /// The layout's cache (only once ``subviews(in:)`` has run).
  var cache: UnsafeMutablePointer<L.Cache> { cacheAddress! }

  /// The proxies for ``children`` in `environment` (made, with the cache, on first use or
  /// when the environment changed, which also forgets every size).
  ///
  /// - Complexity: O(1) when they are made already: one comparison of environments. The
  ///   making is apart, so this path asks no generic metadata of the runtime, which
  ///   unspecialized callers would pay on every question.
  @inline(__always)
  func subviews(in environment: EnvironmentValues) -> LayoutSubviews {
    if let proxies, self.environment == environment { return proxies }
    return makeSubviews(in: environment)
  }

  @inline(never)
  private func makeSubviews(in environment: EnvironmentValues) -> LayoutSubviews {
    var inner = environment
    inner.stackOrientation = L.layoutProperties.stackOrientation
    inner.containerDepth = environment.containerDepth &+ 1
    let proxies = LayoutSubviews(storage: .make(children: children, environment: inner))
    self.environment = environment
    self.proxies = proxies
    let cache = layout.makeCache(subviews: proxies)
    if let cacheAddress {
      cacheAddress.pointee = cache
    } else {
      let address =
        MemoryLayout<L.Cache>.size == 0
        ? UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque())
          .assumingMemoryBound(to: L.Cache.self)
        : .allocate(capacity: 1)
      address.initialize(to: cache)
      cacheAddress = address
    }
    answers = RecentAnswers()
    return proxies
  }

  /// The remembered size for `proposal` (a sanitized one), if any.
  func size(for proposal: ProposedViewSize) -> CGSize? {
    answers.answer(to: proposal)
  }

  /// Remembers `size` for `proposal`, forgetting the answer used longest ago.
  func remember(_ size: CGSize, for proposal: ProposedViewSize) {
    answers.remember(size, to: proposal)
  }
}
