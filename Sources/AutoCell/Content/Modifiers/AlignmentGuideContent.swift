import Foundation

/// A child with one alignment guide set to a computed value, like SwiftUI's
/// `alignmentGuide(_:computeValue:)`: the stack, ``ZStack`` or frame the child is lined up in
/// puts the guide where it would put the child's own.
///
/// Sizes and places the child unchanged; only where its parent puts it moves.
public struct AlignmentGuideContent<Child: ContentNode>: _ForwardingContent {
  /// Has an explicit guide.
  public static var _hasExplicitGuides: Bool { true }

  /// The node.
  public var child: Child
  let guide: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  init(_ child: Child, guide: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
    self.child = child
    self.guide = guide
    self.computeValue = computeValue
  }

  /// True.
  public func _setsExplicitGuides(in environment: EnvironmentValues) -> Bool { true }

  /// The computed value for the guide set; the child's for any other.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    value(of: guide.key, in: size, environment)
  }

  /// The computed value for the guide set; the child's for any other.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    value(of: guide.key, in: size, environment)
  }

  private func value(of key: AlignmentKey, in size: CGSize, _ environment: EnvironmentValues)
    -> CGFloat?
  {
    guard key == guide else {
      return child.explicitValue(of: key, in: size, environment: environment)
    }
    return computeValue(ViewDimensions(of: child, size: size, environment: environment))
  }
}

extension AlignmentGuideContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    AlignmentGuideContent<Other>(other, guide: guide, computeValue: computeValue)
  }
}

extension ContentNode {
  /// The node with its horizontal `guide` at `computeValue(dimensions)` of its own x, like
  /// SwiftUI's `alignmentGuide(_:computeValue:)`: a ``VStack``, ``ZStack`` or frame lining
  /// children up on `guide` puts this point where it puts the others'.
  ///
  /// `computeValue` is given the node's size and guides (``ViewDimensions``), for example
  /// `{ d in d[.trailing] }` to line the node's trailing edge up with the others' leading
  /// edges.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> AlignmentGuideContent<Self> {
    AlignmentGuideContent(self, guide: guide.key, computeValue: computeValue)
  }

  /// The node with its vertical `guide` at `computeValue(dimensions)` of its own y, like
  /// SwiftUI's `alignmentGuide(_:computeValue:)`: an ``HStack``, ``ZStack`` or frame lining
  /// children up on `guide` puts this point where it puts the others'.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> AlignmentGuideContent<Self> {
    AlignmentGuideContent(self, guide: guide.key, computeValue: computeValue)
  }
}
