import Foundation

/// A child inset by fixed amounts on each edge, like SwiftUI's `padding`.
public struct PaddingContent<Child: ContentNode>: ContentNode {
  /// The padded node.
  public var child: Child
  /// The space around it.
  public var insets: EdgeInsets

  /// Creates padding of `insets` around `child`.
  public init(_ child: Child, insets: EdgeInsets) {
    self.child = child
    self.insets = insets
  }

  /// The child's size for the proposal less the insets (never below zero), plus the insets.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
    let horizontal = insets.left + insets.right
    let vertical = insets.top + insets.bottom
    let inner = ProposedSize(
      width: proposal.width.map { max(0, $0 - horizontal) },
      height: proposal.height.map { max(0, $0 - vertical) })
    let size = child.sizeThatFits(inner)
    return CGSize(width: size.width + horizontal, height: size.height + vertical)
  }

  /// The child in `bounds` less the insets.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    let frame = CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    return [ContentPlacement(node: child, frame: frame)]
  }
}
