import Foundation

/// Subviews side by side, left to right, like SwiftUI's `HStackLayout` (see
/// `StackAlgorithm` for how width is shared), lined up vertically on ``alignment``.
public struct HStackLayout: Layout {
  /// The guide subviews are lined up on (``VerticalAlignment/firstTextBaseline`` lines up the
  /// first lines of their text).
  public var alignment: VerticalAlignment
  /// The space between neighbours, or nil for the system spacing.
  public var spacing: CGFloat?

  /// Creates the layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Stacks horizontally.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// The subviews' widths plus spacing, by the height they reach lined up.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackAlgorithm(axis: .horizontal, spacing: spacing).sizeThatFits(
      proposal, subviews: subviews, alignment: .vertical(alignment))
  }

  /// The subviews left to right from `bounds`' left edge, lined up in it.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    StackAlgorithm(axis: .horizontal, spacing: spacing).placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, alignment: .vertical(alignment))
  }
}

/// Content side by side, like SwiftUI's `HStack`: ``HStackLayout`` applied to its children.
public typealias HStack = LayoutContent<HStackLayout>

extension LayoutContent where L == HStackLayout {
  /// Creates a stack of the content built by `content` (nil spacing: the system's).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> ContentList
  ) {
    self.init(HStackLayout(alignment: alignment, spacing: spacing), children: content().elements)
  }

  /// A stack aligned with a guide of the other axis: rejected with what to write instead.
  @available(
    *, unavailable,
    message:
      "an HStack aligns its children vertically: use .top, .center, .bottom, .firstTextBaseline or .lastTextBaseline"
  )
  public init(
    alignment: HorizontalAlignment, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> ContentList
  ) {
    fatalError("unavailable")
  }

  /// Creates a stack of `children`.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, children: [any ContentNode]
  ) {
    self.init(HStackLayout(alignment: alignment, spacing: spacing), children: children)
  }
}
