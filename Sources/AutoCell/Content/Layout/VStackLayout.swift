import Foundation

/// Subviews one above the other, top to bottom, like SwiftUI's `VStackLayout` (see
/// `StackAlgorithm` for how height is shared), lined up horizontally on ``alignment``.
public struct VStackLayout: AxisStackLayout {
  /// The guide subviews are lined up on.
  public var alignment: HorizontalAlignment
  /// The space between neighbours, or nil for the system spacing.
  public var spacing: CGFloat?

  /// Creates the layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  static var axis: LayoutAxis { .vertical }
  var alignmentKey: AlignmentKey { alignment.key }
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

  /// Creates a stack of `children`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, children: [any ContentNode]
  ) {
    self.init(VStackLayout(alignment: alignment, spacing: spacing), children: children)
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
}
