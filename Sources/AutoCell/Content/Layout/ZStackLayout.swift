import Foundation

/// Subviews on top of each other, like SwiftUI's `ZStackLayout`: each is offered the whole
/// proposal, and they are lined up on ``alignment``'s two guides; the stack is the union of
/// their lined-up frames (for edge and centre guides: the largest width by the largest
/// height).
public struct ZStackLayout: Layout {
  /// The guides subviews are lined up on.
  public var alignment: Alignment

  /// Creates the layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// Passes up only its subviews' guides.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.takesGuidesFromSubviews = true
    return properties
  }

  /// The union of the subviews' lined-up frames.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let frames = lineUp(subviews, proposal: proposal)
    return CGSize(width: frames.width, height: frames.height)
  }

  /// The subviews lined up, the group aligned in `bounds` by ``alignment``.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let frames = lineUp(subviews, proposal: proposal)
    let x = bounds.minX + alignment.horizontal.key.start(of: frames.width, in: bounds.width)
    let y = bounds.minY + alignment.vertical.key.start(of: frames.height, in: bounds.height)
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: x + frames.x[index], y: y + frames.y[index]), anchor: .topLeading,
        proposal: proposal)
    }
  }

  /// The subviews' origins lined up from (0, 0), and the extent they reach.
  private func lineUp(_ subviews: Subviews, proposal: ProposedViewSize) -> (
    x: [CGFloat], y: [CGFloat], width: CGFloat, height: CGFloat
  ) {
    let sizes = subviews.map { $0.sizeThatFits(proposal) }
    let horizontal = StackAlgorithm.lineUp(
      guides: zip(subviews, sizes).map { $0.guide(alignment.horizontal.key, size: $1) },
      lengths: sizes.map(\.width))
    let vertical = StackAlgorithm.lineUp(
      guides: zip(subviews, sizes).map { $0.guide(alignment.vertical.key, size: $1) },
      lengths: sizes.map(\.height))
    return (horizontal.offsets, vertical.offsets, horizontal.extent, vertical.extent)
  }
}

/// Content on top of each other, like SwiftUI's `ZStack`: ``ZStackLayout`` applied to its
/// children.
public typealias ZStack = LayoutContent<ZStackLayout>

extension LayoutContent where L == ZStackLayout {
  /// Creates a stack of the content built by `content`.
  public init(alignment: Alignment = .center, @ContentBuilder content: () -> ContentList) {
    self.init(ZStackLayout(alignment: alignment), children: content().elements)
  }
}
