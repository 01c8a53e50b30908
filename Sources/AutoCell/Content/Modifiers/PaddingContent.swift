import Foundation

/// A child inset by fixed amounts on each edge, like SwiftUI's `padding`.
///
/// The child is offered the proposal less the insets (never below zero) and the padding adds
/// the insets to its answer. Bad input: NaN or negative insets are read as 0.
public struct PaddingContent<Child: ContentNode>: ContentNode {
  /// The padded node.
  public var child: Child
  /// The space around it.
  public var insets: EdgeInsets

  /// Creates padding of `insets` around `child`.
  public init(_ child: Child, insets: EdgeInsets) {
    self.child = child
    self.insets = EdgeInsets(
      top: ProposedSize.sanitized(insets.top), left: ProposedSize.sanitized(insets.left),
      bottom: ProposedSize.sanitized(insets.bottom), right: ProposedSize.sanitized(insets.right))
  }

  /// The child's size for the proposal less the insets, plus the insets.
  public func sizeThatFits(_ proposal: ProposedSize, in environment: EnvironmentValues) -> CGSize {
    let horizontal = insets.left + insets.right
    let vertical = insets.top + insets.bottom
    let proposal = proposal.sanitized
    let inner = ProposedSize(
      width: proposal.width.map { max(0, $0 - horizontal) },
      height: proposal.height.map { max(0, $0 - vertical) })
    let size = child.sizeThatFits(inner, in: environment)
    return CGSize(width: size.width + horizontal, height: size.height + vertical)
  }

  /// The children in the default environment.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    placeChildren(in: bounds, environment: EnvironmentValues())
  }

  /// The child in `bounds` less the insets.
  public func placeChildren(in bounds: CGRect, environment: EnvironmentValues)
    -> [ContentPlacement]
  {
    [ContentPlacement(node: child, frame: innerFrame(in: bounds), environment: environment)]
  }

  /// The child's baseline, moved down by the top inset.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    let inner = innerFrame(in: CGRect(origin: .zero, size: size))
    return child.explicitAlignment(of: guide, in: inner.size, environment: environment).map {
      $0 + inner.minY
    }
  }

  /// The child's priority.
  public var layoutPriority: Double { child.layoutPriority }

  private func innerFrame(in bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }
}
