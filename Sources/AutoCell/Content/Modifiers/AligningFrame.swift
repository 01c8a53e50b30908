import Foundation

/// A frame around one child (``FrameContent``, ``FlexibleFrameContent``): the child is
/// proposed ``childProposal(_:)`` and placed at its size for it, aligned in the frame's bounds
/// by ``alignment`` (on its own guides where it sets them).
protocol AligningFrame: _ForwardingContent {
  /// Where the child sits in the frame.
  var alignment: Alignment { get }
  /// The child's proposal when the frame is proposed `proposal` (a sanitized one).
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize
}

extension AligningFrame {
  /// The child at its size for its proposal, aligned in the frame's bounds.
  ///
  /// Inlined into each frame's witnesses, as `_ForwardingContent`'s defaults are.
  @inline(__always)
  public func _childPlacement(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> (frame: CGRect, proposal: ProposedViewSize) {
    let proposal = childProposal(proposal)
    let size = child.sizeThatFits(proposal, in: environment)
    return (alignment.frame(of: child, size: size, in: bounds, environment: environment), proposal)
  }
}
