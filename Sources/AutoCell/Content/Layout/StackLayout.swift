import Foundation

/// A stack along ``axis`` (see `StackAlgorithm` for how it shares its length), lined up across
/// it on ``alignmentKey``: the implementation ``HStackLayout`` and ``VStackLayout`` share.
protocol AxisStackLayout: Layout where Cache == Void {
  /// The axis subviews are laid along.
  static var axis: LayoutAxis { get }
  /// The guide across the axis.
  var alignmentKey: AlignmentKey { get }
  /// The space between neighbours, or nil for the system spacing.
  var spacing: CGFloat? { get }
}

extension AxisStackLayout {
  /// Stacks along `axis`; passes up only its subviews' guides.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = axis
    properties.takesGuidesFromSubviews = true
    return properties
  }

  /// The subviews' lengths plus spacing along the axis, by the extent they reach lined up
  /// across it.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    StackAlgorithm(axis: Self.axis, spacing: spacing).sizeThatFits(
      proposal, subviews: subviews, alignment: alignmentKey)
  }

  /// The subviews in order from `bounds`' leading (top) edge, lined up in it.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    StackAlgorithm(axis: Self.axis, spacing: spacing).placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, alignment: alignmentKey)
  }
}
