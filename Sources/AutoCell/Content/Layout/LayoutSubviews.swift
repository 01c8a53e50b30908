import Foundation

/// What the proxies of one container's subviews share: the nodes, the environment they are
/// measured in, what stacks ask of them, and where the layout placed them.
final class SubviewStorage {
  /// One subview.
  struct Subview {
    /// The node, its body evaluated (see ``ContentNode/resolvedPrimitive()``).
    let node: any ContentNode
    /// Its ``ContentNode/layoutPriority``.
    let priority: Double
    /// Whether it is a spacer (a stack offers spacers space last).
    let isSpacer: Bool
  }

  let subviews: [Subview]
  let environment: EnvironmentValues
  /// The frame each subview was placed at and the proposal it was placed with, or nil if it
  /// was not placed (yet); empty until the first placement.
  var placements: [(frame: CGRect, proposal: ProposedSize)?] = []

  /// Creates the storage for `children`, whose bodies are evaluated once, here.
  init(children: [any ContentNode], environment: EnvironmentValues) {
    subviews = children.map {
      let node = type(of: $0).isResolved ? $0 : $0.resolvedPrimitive()
      let isSpacer = ObjectIdentifier(type(of: node)) == ObjectIdentifier(SpacerContent.self)
      return Subview(node: node, priority: node.layoutPriority, isSpacer: isSpacer)
    }
    self.environment = environment
  }

  /// `body`'s answer for the subview at `index`, its node read in place: measuring asks a
  /// subview many questions, and reading the node out of the array would copy (retain and
  /// release) its existential each time.
  @inline(__always)
  func withNode<Result>(at index: Int, _ body: (any ContentNode) -> Result) -> Result {
    subviews.withUnsafeBufferPointer { body($0[index].node) }
  }

  /// Forgets every placement.
  func resetPlacements() {
    if placements.isEmpty {
      placements = Array(repeating: nil, count: subviews.count)
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
    range = 0..<storage.subviews.count
  }

  init(storage: SubviewStorage, range: Range<Int>) {
    self.storage = storage
    self.range = range
  }

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
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let proposal = proposal.sanitized
    return storage.withNode(at: index) { $0.sizeThatFits(proposal, in: storage.environment) }
  }

  /// The subview's size for `proposal` and the positions of its alignment guides in it.
  /// Finding text baselines may measure the subview's text again.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    let node = storage.subviews[index].node
    let environment = storage.environment
    return ViewDimensions(
      size: size,
      firstBaseline: node.explicitAlignment(
        of: .firstTextBaseline, in: size, environment: environment),
      lastBaseline: node.explicitAlignment(
        of: .lastTextBaseline, in: size, environment: environment))
  }

  /// The y of a text baseline `guide` in the subview when it is `size` large, if it has
  /// text (cheaper than ``dimensions(in:)``: one guide, no measuring).
  func explicitValue(of guide: VerticalAlignment, size: CGSize) -> CGFloat? {
    storage.withNode(at: index) {
      $0.explicitAlignment(of: guide, in: size, environment: storage.environment)
    }
  }

  /// The subview's priority (``ContentNode/layoutPriority(_:)``): a stack offers space to
  /// higher priorities first.
  public var priority: Double { storage.subviews[index].priority }

  /// Whether the subview is a ``SpacerContent`` (stacks offer spacers space last).
  var isSpacer: Bool { storage.subviews[index].isSpacer }

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
  func placement(in bounds: CGRect) -> (frame: CGRect, proposal: ProposedSize) {
    if index < storage.placements.count, let placement = storage.placements[index] {
      return placement
    }
    let proposal = ProposedSize(bounds.size)
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
