import Foundation

/// A child that takes its ideal size on the chosen axes whatever it is offered, like SwiftUI's
/// `fixedSize(horizontal:vertical:)`: on a fixed axis the proposal is replaced by nil.
public struct FixedSizeContent<Child: ContentNode>: _ForwardingContent {
  /// The node.
  public var child: Child
  /// Whether the width is fixed at the ideal.
  public var horizontal: Bool
  /// Whether the height is fixed at the ideal.
  public var vertical: Bool

  /// Creates the modifier.
  public init(_ child: Child, horizontal: Bool, vertical: Bool) {
    self.child = child
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The child's size with nil proposed on the fixed axes.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    child.sizeThatFits(fixed(proposal.sanitized), in: environment)
  }

  /// The child at its size, at the top left of `bounds` (it may overflow them).
  public func _childPlacement(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> (frame: CGRect, proposal: ProposedViewSize) {
    let proposal = fixed(proposal)
    let size = child.sizeThatFits(proposal, in: environment)
    return (CGRect(origin: bounds.origin, size: size), proposal)
  }

  private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}

extension FixedSizeContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    FixedSizeContent<Other>(other, horizontal: horizontal, vertical: vertical)
  }
}
