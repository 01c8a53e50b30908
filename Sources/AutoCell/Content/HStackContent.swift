import Foundation

/// Children side by side, left to right, like SwiftUI's `HStack`, sharing the width as SwiftUI's
/// stacks do. Offered a length, a stack hands it out in order of
/// descending ``ContentNode/layoutPriority`` and, within a priority, to the least flexible
/// children first, each offered an equal share of what is left.
public struct HStackContent: ContentNode {
  /// Where children shorter than the stack sit vertically.
  public var alignment: ContentAlignment.Vertical
  /// The space between neighbours (default 8).
  public var spacing: CGFloat
  /// The children, left to right.
  public var children: [any ContentNode]

  /// Creates a stack of `children`.
  public init(
    alignment: ContentAlignment.Vertical = .center, spacing: CGFloat = 8,
    children: [any ContentNode]
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
  }

  /// Creates a stack of the children built by `content`.
  public init(
    alignment: ContentAlignment.Vertical = .center, spacing: CGFloat = 8,
    @ContentBuilder content: () -> [any ContentNode]
  ) {
    self.init(alignment: alignment, spacing: spacing, children: content())
  }

  private var layout: StackLayout {
    StackLayout(axis: .horizontal, spacing: spacing, children: children)
  }

  /// The children's widths plus spacing by the tallest child. O(children) proposals.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
    let layout = layout
    return layout.size(of: layout.childSizes(for: proposal))
  }

  /// The children left to right from `bounds`' left edge, aligned vertically in it.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    layout.place(in: bounds) { alignment.offset(of: $0, in: $1) }
  }
}
