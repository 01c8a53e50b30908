import Foundation

/// A child measured and placed with one environment value changed, like the content of
/// SwiftUI's `.font(_:)`, `.lineLimit(_:)`, `.multilineTextAlignment(_:)` and
/// `.lineSpacing(_:)`: the value reaches everything below it, unless set again further down.
public struct EnvironmentContent<Child: ContentNode>: ContentNode {
  /// Whether the content is one view (a modifier of a list applies to each of its views).
  public static var _isResolvedView: Bool { Child._isResolvedView }

  /// One change to the environment.
  public typealias Change = EnvironmentChange

  /// The node.
  public var child: Child
  /// The change.
  public var change: Change

  /// Creates the modifier.
  public init(_ child: Child, change: Change) {
    self.child = child
    self.change = change
  }

  private func changed(_ environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    change.apply(to: &environment)
    return environment
  }

  /// The child's size in the changed environment.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    child.sizeThatFits(proposal, in: changed(environment))
  }

  /// The child fills `bounds`, in the changed environment.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  )
    -> [ContentPlacement]
  {
    [
      ContentPlacement(
        node: child, frame: bounds, proposal: proposal, environment: changed(environment))
    ]
  }

  /// The child's baseline in the changed environment.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    child.explicitAlignment(of: guide, in: size, environment: changed(environment))
  }

  /// Whether the child may set alignment guides.
  public static var _hasExplicitGuides: Bool { Child._hasExplicitGuides }

  /// Whether the child sets alignment guides, in the changed environment.
  public func _setsExplicitGuides(in environment: EnvironmentValues) -> Bool {
    Child.setsExplicitGuides(child, in: changed(environment))
  }

  /// The child's horizontal guide, in the changed environment.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    child.explicitAlignment(of: guide, in: size, environment: changed(environment))
  }

  /// The child's priority.
  public var layoutPriority: Double { child.layoutPriority }
}

extension ContentNode {
  /// The node with `font` for its text (nil: the default, ``Font/body``).
  public func font(_ font: Font?) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .font(font))
  }

  /// The node with its text limited to `number` lines (nil: no limit).
  public func lineLimit(_ number: Int?) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .lineLimit(number))
  }

  /// The node with its text's lines aligned by `alignment` (drawing only: sizes do not
  /// change).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .multilineTextAlignment(alignment))
  }

  /// The node with its text and shapes drawn in `color` (drawing only: sizes do not change).
  public func foregroundColor(_ color: Color?) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .foregroundColor(color))
  }

  /// The node drawn in `color`, like SwiftUI's `foregroundStyle(_:)` with a colour (drawing
  /// only).
  public func foregroundStyle(_ color: Color) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .foregroundColor(color))
  }

  /// The node with its text cut short (by a line limit or a height) ending as `mode` says,
  /// like SwiftUI's `truncationMode(_:)`: an ellipsis at the head, the tail or the middle of
  /// the last line shown, which then takes the width it is offered.
  public func truncationMode(_ mode: Text.TruncationMode) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .truncationMode(mode))
  }

  /// The node with its text shrinking, down to `factor` of its font's size, when it does not
  /// fit the width and lines it is offered, like SwiftUI's `minimumScaleFactor(_:)`.
  ///
  /// A text
  /// too wide for its line limit (or for the lines a height leaves it) is set in the largest
  /// font, no smaller than `factor` of its own, at which it fits, and is cut short at `factor`
  /// if it fits nowhere. Its size is the smaller text's. A factor of 1 (the default), or one
  /// outside (0, 1), shrinks nothing; text without a line limit or height never needs to.
  public func minimumScaleFactor(_ factor: CGFloat) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .minimumScaleFactor(factor))
  }

  /// The node with its text at the Dynamic Type size `size`, like SwiftUI's
  /// `dynamicTypeSize(_:)`: text style fonts (``Font/body``, ...) below take their style's
  /// size at it.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .dynamicTypeSize(size))
  }

  /// The node with the Dynamic Type size it is given kept within `range`, like SwiftUI's
  /// `dynamicTypeSize(_:)` with a range: `.dynamicTypeSize(.small ... .xxxLarge)`.
  public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .dynamicTypeSizeRange(range))
  }

  /// The node with the Dynamic Type size it is given kept at most `range`'s bound:
  /// `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`.
  public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>)
    -> EnvironmentContent<Self>
  {
    EnvironmentContent(self, change: .dynamicTypeSizeRange(.xSmall...range.upperBound))
  }

  /// The node with `lineSpacing` points between its text's lines (NaN and negative read
  /// as 0).
  public func lineSpacing(_ lineSpacing: CGFloat) -> EnvironmentContent<Self> {
    EnvironmentContent(self, change: .lineSpacing(lineSpacing))
  }
}

extension EnvironmentContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    EnvironmentContent<Other>(other, change: change)
  }
}
