import Foundation

/// Subviews one above the other, top to bottom, like SwiftUI's `VStackLayout` (see
/// `StackAlgorithm` for how height is shared), lined up horizontally on ``alignment``.
public struct VStackLayout: Layout {
  /// The guide subviews are lined up on.
  public var alignment: HorizontalAlignment
  /// The space between neighbours, or nil for the system spacing.
  public var spacing: CGFloat?

  /// Creates the layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Stacks vertically.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  /// The subviews' heights plus spacing, by the width they reach lined up.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackAlgorithm(axis: .vertical, spacing: spacing).sizeThatFits(
      proposal, subviews: subviews, alignment: .horizontal(alignment))
  }

  /// The subviews top to bottom from `bounds`' top edge, lined up in it.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    StackAlgorithm(axis: .vertical, spacing: spacing).placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, alignment: .horizontal(alignment))
  }
}

/// Content one above the other, like SwiftUI's `VStack`: ``VStackLayout`` applied to its children.
public typealias VStack = LayoutContent<VStackLayout>

extension LayoutContent where L == VStackLayout {
  /// Creates a stack of the content built by `content` (nil spacing: the system's).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> ContentList
  ) {
    self.init(VStackLayout(alignment: alignment, spacing: spacing), children: content().elements)
  }

  /// A stack aligned with a guide of the other axis: rejected with what to write instead.
  @available(
    *, unavailable,
    message: "a VStack aligns its children horizontally: use .leading, .center or .trailing"
  )
  public init(
    alignment: VerticalAlignment, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> ContentList
  ) {
    fatalError("unavailable")
  }

  /// Creates a stack of `children`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, children: [any ContentNode]
  ) {
    self.init(VStackLayout(alignment: alignment, spacing: spacing), children: children)
  }
}
