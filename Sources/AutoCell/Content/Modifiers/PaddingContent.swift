import Foundation

/// A child inset by fixed amounts on each edge, like SwiftUI's `padding`.
///
/// The child is offered the proposal less the insets (never below zero) and the padding adds
/// the insets to its answer. Bad input: NaN or negative insets are read as 0.
public struct PaddingContent<Child: ContentNode>: _ForwardingContent {
  /// The padded node.
  public var child: Child
  /// The space around it.
  public var insets: EdgeInsets

  /// Creates padding of `insets` around `child`.
  public init(_ child: Child, insets: EdgeInsets) {
    self.child = child
    self.insets = EdgeInsets(
      top: ProposedViewSize.sanitized(insets.top), left: ProposedViewSize.sanitized(insets.left),
      bottom: ProposedViewSize.sanitized(insets.bottom),
      right: ProposedViewSize.sanitized(insets.right))
  }

  /// The child's size for the proposal less the insets, plus the insets.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    let size = child.sizeThatFits(innerProposal(proposal), in: environment)
    return CGSize(
      width: size.width + insets.left + insets.right,
      height: size.height + insets.top + insets.bottom)
  }

  /// The child in `bounds` less the insets, proposed the proposal less the insets.
  public func _childPlacement(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> (frame: CGRect, proposal: ProposedViewSize) {
    (innerFrame(in: bounds), innerProposal(proposal))
  }

  /// The proposal less the insets, never below zero.
  private func innerProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let proposal = proposal.sanitized
    return ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.left - insets.right) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  private func innerFrame(in bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }
}

extension PaddingContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    PaddingContent<Other>(other, insets: insets)
  }
}
