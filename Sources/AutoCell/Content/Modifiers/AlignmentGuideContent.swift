import Foundation

/// The guide an ``AlignmentGuideContent`` sets.
enum AlignmentGuideKind {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
}

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
  let guide: AlignmentGuideKind
  let computeValue: (ViewDimensions) -> CGFloat

  init(
    _ child: Child, guide: AlignmentGuideKind, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) {
    self.child = child
    self.guide = guide
    self.computeValue = computeValue
  }

  /// The computed value for the guide set; the child's for any other.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    if case .vertical(guide) = self.guide {
      return computeValue(dimensions(size, environment))
    }
    return child.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// The computed value for the guide set; the child's for any other.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    if case .horizontal(guide) = self.guide {
      return computeValue(dimensions(size, environment))
    }
    return child.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// The child's dimensions at `size`: its size and its own guides.
  private func dimensions(_ size: CGSize, _ environment: EnvironmentValues) -> ViewDimensions {
    ViewDimensions(
      size: size,
      firstBaseline: child.explicitAlignment(
        of: .firstTextBaseline, in: size, environment: environment),
      lastBaseline: child.explicitAlignment(
        of: .lastTextBaseline, in: size, environment: environment))
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
    AlignmentGuideContent(self, guide: .horizontal(guide), computeValue: computeValue)
  }

  /// The node with its vertical `guide` at `computeValue(dimensions)` of its own y, like
  /// SwiftUI's `alignmentGuide(_:computeValue:)`: an ``HStack``, ``ZStack`` or frame lining
  /// children up on `guide` puts this point where it puts the others'.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> AlignmentGuideContent<Self> {
    AlignmentGuideContent(self, guide: .vertical(guide), computeValue: computeValue)
  }
}

extension Alignment {
  /// The frame of `child`, `size` large, aligned inside `bounds`: by its own guides where it
  /// sets them (a text baseline guide keeps putting it at the bottom), else as
  /// ``frame(of:in:)``.
  func frame<Child: ContentNode>(
    of child: Child, size: CGSize, in bounds: CGRect, environment: EnvironmentValues
  ) -> CGRect {
    var frame = frame(of: size, in: bounds)
    guard Child._hasExplicitGuides else { return frame }
    if let x = child.explicitAlignment(of: horizontal, in: size, environment: environment) {
      frame.origin.x = bounds.minX + horizontal.value(inWidth: bounds.width) - x
    }
    if !vertical.isTextBaseline,
      let y = child.explicitAlignment(of: vertical, in: size, environment: environment)
    {
      frame.origin.y = bounds.minY + vertical.value(inHeight: bounds.height) - y
    }
    return frame
  }
}
