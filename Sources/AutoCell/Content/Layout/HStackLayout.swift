import Foundation

/// Subviews side by side, left to right, like SwiftUI's `HStackLayout` (see `StackAlgorithm`
/// for how width is shared), lined up vertically on ``alignment``.
public struct HStackLayout: AxisStackLayout {
  /// The guide subviews are lined up on (``VerticalAlignment/firstTextBaseline`` lines up the
  /// first lines of their text; a custom guide, each one's value of it).
  public var alignment: VerticalAlignment
  /// The space between neighbours, or nil for the system spacing.
  public var spacing: CGFloat?

  /// Creates the layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  static var axis: LayoutAxis { .horizontal }
  var alignmentKey: AlignmentKey { alignment.key }
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

  /// Creates a stack of `children`.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, children: [any ContentNode]
  ) {
    self.init(HStackLayout(alignment: alignment, spacing: spacing), children: children)
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
}
