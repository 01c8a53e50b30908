import Foundation

/// A row of a ``Grid``, like SwiftUI's `GridRow`: each of its views (lists flattened, as in
/// a stack) is a cell of the next column, or of as many as it spans
/// (``ContentNode/gridCellColumns(_:)``).
///
/// Outside a grid it measures and places its views as a default ``VStack`` does, as a list
/// of views does.
public struct GridRow: ContentNode {
  /// The guide the row's cells are lined up on vertically, or nil for the grid's.
  public var alignment: VerticalAlignment?
  /// The row's views, as built.
  public var children: [any ContentNode] { stack.children }
  /// The views laid out as a stack, outside a grid.
  let stack: VStack

  /// Creates a row of the cells built by `content`.
  public init(alignment: VerticalAlignment? = nil, @ContentBuilder content: () -> ContentList) {
    self.alignment = alignment
    stack = VStack(children: content().elements)
  }

  /// The views' size as a ``VStack``.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    stack.sizeThatFits(proposal, in: environment)
  }

  /// The stack filling `bounds`.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    [ContentPlacement(node: stack, frame: bounds, proposal: proposal, environment: environment)]
  }

  /// The stack's baselines.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    stack.explicitAlignment(of: guide, in: size, environment: environment)
  }
}
