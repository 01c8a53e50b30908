import Foundation

/// Flexible empty space, like SwiftUI's `Spacer`: in a stack it takes whatever length it is
/// offered along the stack (at least ``minLength``) and nothing across it; elsewhere it takes
/// whatever it is offered on both axes (at least ``minLength``; ``minLength`` when offered nil).
public struct Spacer: ContentNode {
  /// The least length the spacer takes; nil for the system spacing (8 points: see
  /// `SwiftUIDefaults/spacing`), as SwiftUI's default.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// The proposal along the stack (at least the minimum length), zero across it; outside a
  /// stack, the proposal on both axes.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    guard let axis = environment.stackOrientation else {
      return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
    var size = CGSize.zero
    size[axis] = length(proposal[axis])
    return size
  }

  private func length(_ proposed: CGFloat?) -> CGFloat {
    let minimum = validFrameLength(minLength) ?? SwiftUIDefaults.spacing
    return max(minimum, ProposedViewSize.sanitized(proposed ?? minimum))
  }
}
