import Foundation

/// A container's geometry, in the shape of SwiftUI's `Layout` protocol so a SwiftUI layout
/// pastes in with only its `import` changed: size the container from proxies of its
/// subviews, then place each of them.
///
/// ```swift
/// struct Column: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///     return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///   }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///     var y = bounds.minY
///     for subview in subviews {
///       subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
///       y += subview.sizeThatFits(.unspecified).height
///     }
///   }
/// }
/// // Column { Text("a"); Text("b") }
/// ```
///
/// Calling a layout with content (``callAsFunction(_:)``) makes the node that hosts it
/// (``LayoutContent``). The built-in ``HStackLayout``, ``VStackLayout``, ``ZStackLayout`` and
/// ``FlowLayout`` are layouts too. A subview not placed by ``placeSubviews(in:proposal:subviews:cache:)``
/// is centred in the bounds at its size for the bounds, as in SwiftUI.
public protocol Layout {
  /// Values computed once from the subviews and reused by the layout's methods; `Void` when
  /// there are none.
  associatedtype Cache = Void

  /// The subviews' proxies.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout: the axis a stack stacks along (which ``Spacer`` and
  /// ``Divider`` read). Default: none.
  static var layoutProperties: LayoutProperties { get }

  /// The container's size for `proposal`. May be called several times, with different
  /// proposals, before placement.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places every subview (``LayoutSubview/place(at:anchor:proposal:)``) in `bounds`, a
  /// rectangle of a size this layout answered, in the parent's coordinates.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Makes the cache. The default for a `Void` cache does nothing.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the subviews change. The default makes a new one.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The container's spacing preferences towards its neighbours. The default is the
  /// system's on every edge.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The y of `guide` in `bounds`, or nil for the default. The default gives text
  /// baselines from the subviews: the first baseline of the first subview (in order) that
  /// has one, the last baseline of the last one that has one, where they are placed; nil
  /// for other guides.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Replaces the cache with a new one.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The system spacing on every edge.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

  /// The subviews' baselines where they are placed (see the requirement).
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    guard guide.isTextBaseline, !subviews.isEmpty else { return nil }
    subviews.storage.resetPlacements()
    placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    let order =
      guide == .firstTextBaseline
      ? Array(subviews.indices) : subviews.indices.reversed()
    for index in order {
      let subview = subviews[index]
      let (frame, proposal) = subview.placement(in: bounds)
      if let value = subview.dimensions(in: proposal)[explicit: guide] {
        return frame.minY + value
      }
    }
    return nil
  }

  /// The node showing `content` laid out by this layout, like calling a SwiftUI layout.
  public func callAsFunction(@ContentBuilder _ content: () -> ContentList) -> LayoutContent<Self> {
    LayoutContent(self, children: content().elements)
  }
}

extension Layout where Cache == Void {
  /// Nothing to make.
  public func makeCache(subviews: Subviews) {}
}

/// Properties of a ``Layout``, like SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Hashable, Sendable {
  /// The axis the layout stacks its subviews along, or nil if it does not stack them.
  public var stackOrientation: LayoutAxis?

  /// No stack orientation.
  public init() {}
}
