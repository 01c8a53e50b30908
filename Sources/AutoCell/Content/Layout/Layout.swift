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

  /// The y of the vertical `guide` in `bounds`, or nil for the container's default. The
  /// default merges the subviews' explicit values where they are placed, as SwiftUI's does:
  /// the highest first text baseline, the lowest last one, the mean of a custom guide's; none
  /// for the edges and the middle (a container's are its own).
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The x of the horizontal `guide` in `bounds`, or nil for the container's default. The
  /// default merges the subviews' explicit values where they are placed, as for vertical
  /// guides: the mean of a custom guide's; none for the edges and the middle.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
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

  /// The subviews' explicit values merged (see the requirement).
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    mergedExplicitValue(of: guide.key, in: bounds, proposal: proposal, subviews, &cache)
  }

  /// The subviews' explicit values merged (see the requirement).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    mergedExplicitValue(of: guide.key, in: bounds, proposal: proposal, subviews, &cache)
  }

  /// The subviews' explicit values for `key` where this layout places them in `bounds`,
  /// merged in order (`AlignmentKey.Merge`); nil without placing anything for an edge or
  /// the middle, or when no subview can have one.
  ///
  /// - Complexity: one placement, and one question per subview that can have a value.
  func mergedExplicitValue(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, _ subviews: Subviews,
    _ cache: inout Cache
  ) -> CGFloat? {
    guard AlignmentKey.Merge.merges(key), !subviews.isEmpty,
      key.isTextBaseline || subviews.storage.anyExplicitGuides
    else { return nil }
    subviews.storage.resetPlacements()
    placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    var merge = AlignmentKey.Merge(key)
    for subview in subviews {
      let frame = subview.placement(in: bounds).frame
      if let value = subview.explicitValue(of: key, size: frame.size) {
        merge.add(frame.origin[key.axis] + value)
      }
    }
    return merge.value
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
  /// Whether the layout's explicit guides are only its subviews' merged (the default
  /// `explicitAlignment(of:in:proposal:subviews:cache:)`):
  /// true for the library's containers, so a container whose subviews set no guides is not
  /// asked for any.
  var takesGuidesFromSubviews = false

  /// No stack orientation.
  public init() {}
}
