import Foundation

/// Flexible empty space, like SwiftUI's `Spacer`: in a stack it takes whatever length it is
/// offered along the stack (at least ``minLength``) and nothing across it; alone it takes
/// whatever it is offered on both axes.
public struct SpacerContent: ContentNode {
  /// The least length the spacer takes (default 0).
  public var minLength: CGFloat

  /// Creates a spacer.
  public init(minLength: CGFloat = 0) {
    self.minLength = minLength
  }

  /// The proposal (nil: ``minLength``), at least ``minLength``, on both axes.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
    CGSize(width: length(proposal.width), height: length(proposal.height))
  }

  /// The proposal along the stack (at least ``minLength``), zero across it.
  public func sizeThatFits(_ proposal: ProposedSize, inStackAlong axis: LayoutAxis) -> CGSize {
    var size = CGSize.zero
    size[axis] = length(proposal[axis])
    return size
  }

  private func length(_ proposed: CGFloat?) -> CGFloat {
    max(minLength, proposed ?? minLength)
  }
}
