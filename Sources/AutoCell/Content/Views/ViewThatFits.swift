import Foundation

/// The first of several views that fits, like SwiftUI's `ViewThatFits`: it shows the first
/// child whose ideal size (its size proposed nil on both axes) fits the proposal on the
/// constrained axes, or the last child if none does, and is that child's size for the
/// proposal.
///
/// An axis proposed nil fits everything.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   Text("Posted by Kateryna Shevchenko")
///   Text("Kateryna Shevchenko")
/// }
/// ```
public struct ViewThatFits: ContentNode {
  /// The axes on which a child must fit.
  public var axes: Axis.Set
  /// The candidates, in order (lists flattened into their views).
  public let children: [any ContentNode]

  /// Chooses among the views built by `content`, checking that they fit on `axes`.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ContentBuilder content: () -> ContentList
  ) {
    self.axes = axes
    var views: [any ContentNode] = []
    content().appendViews(to: &views)
    children = views
  }

  /// The child shown for `proposal` in `environment`, if there are any children.
  ///
  /// - Complexity: one ideal-size measurement per child up to the one that fits.
  public func chosenChild(for proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> (any ContentNode)?
  {
    let proposal = proposal.sanitized
    for child in children.dropLast() {
      let ideal = child.sizeThatFits(.unspecified, in: environment)
      if fits(ideal.width, proposal.width, on: .horizontal),
        fits(ideal.height, proposal.height, on: .vertical)
      {
        return child
      }
    }
    return children.last
  }

  private func fits(_ ideal: CGFloat, _ proposed: CGFloat?, on axis: Axis.Set) -> Bool {
    guard axes.contains(axis), let proposed else { return true }
    return ideal <= proposed
  }

  /// The chosen child's size (zero without children).
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    chosenChild(for: proposal, in: environment)?.sizeThatFits(proposal, in: environment) ?? .zero
  }

  /// The chosen child, filling `bounds`.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    guard let child = chosenChild(for: proposal, in: environment) else { return [] }
    return [
      ContentPlacement(node: child, frame: bounds, proposal: proposal, environment: environment)
    ]
  }

  /// The chosen child's baselines.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    chosenChild(for: ProposedViewSize(size), in: environment)?.explicitAlignment(
      of: guide, in: size, environment: environment)
  }
}
