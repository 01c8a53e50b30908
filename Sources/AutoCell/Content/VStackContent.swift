import Foundation

/// Children one above the other, top to bottom, like SwiftUI's `VStack`, sharing the height as
/// SwiftUI's stacks do. Offered a length, a stack hands it out in order of
/// descending ``ContentNode/layoutPriority`` and, within a priority, to the least flexible
/// children first, each offered an equal share of what is left.
public struct VStackContent: ContentNode {
  /// Where children narrower than the stack sit horizontally.
  public var alignment: ContentAlignment.Horizontal
  /// The space between neighbours (default 8).
  public var spacing: CGFloat
  /// The children, top to bottom.
  public var children: [any ContentNode]

  /// Creates a stack of `children`.
  public init(
    alignment: ContentAlignment.Horizontal = .center, spacing: CGFloat = 8,
    children: [any ContentNode]
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
  }

  /// Creates a stack of the children built by `content`.
  public init(
    alignment: ContentAlignment.Horizontal = .center, spacing: CGFloat = 8,
    @ContentBuilder content: () -> [any ContentNode]
  ) {
    self.init(alignment: alignment, spacing: spacing, children: content())
  }

  private var layout: StackLayout {
    StackLayout(axis: .vertical, spacing: spacing, children: children)
  }

  /// The children's heights plus spacing by the widest child. O(children) proposals.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
    let layout = layout
    return layout.size(of: layout.childSizes(for: proposal))
  }

  /// The children top to bottom from `bounds`' top edge, aligned horizontally in it.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    layout.place(in: bounds) { alignment.offset(of: $0, in: $1) }
  }
}
