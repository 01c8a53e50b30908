import Foundation

/// A child with secondary content drawn over or under it, like SwiftUI's `overlay` and
/// `background`: the secondary content is offered the child's size and aligned in its
/// frame (by its own guides where it sets them); the pair measures, passes up guides and
/// takes priority as the child alone.
public struct OverlayContent<Child: ContentNode, Secondary: ContentNode>: _ForwardingContent {
  /// The node that sets the size.
  public var child: Child
  /// The content drawn over it (an overlay) or under it (a background).
  public var secondary: Secondary
  /// Where the secondary content sits in the child's frame.
  public var alignment: Alignment
  /// Whether the secondary content is under the child (a background).
  public var isBackground: Bool

  /// Creates the modifier.
  public init(_ child: Child, secondary: Secondary, alignment: Alignment, isBackground: Bool) {
    self.child = child
    self.secondary = secondary
    self.alignment = alignment
    self.isBackground = isBackground
  }

  /// The child filling `bounds` and the secondary content aligned in them, in drawing order
  /// (a background first).
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  )
    -> [ContentPlacement]
  {
    var inner = environment
    inner.stackOrientation = nil
    let size = secondary.sizeThatFits(ProposedViewSize(bounds.size), in: inner)
    let primary = ContentPlacement(
      node: child, frame: bounds, proposal: proposal, environment: environment)
    let other = ContentPlacement(
      node: secondary,
      frame: alignment.frame(of: secondary, size: size, in: bounds, environment: inner),
      proposal: ProposedViewSize(bounds.size), environment: inner)
    return isBackground ? [other, primary] : [primary, other]
  }
}

extension ContentNode {
  /// The node with `content` drawn over it, offered its size and aligned in it.
  public func overlay<Overlay: ContentNode>(
    _ content: Overlay, alignment: Alignment = .center
  ) -> OverlayContent<Self, Overlay> {
    OverlayContent(self, secondary: content, alignment: alignment, isBackground: false)
  }

  /// The node with the content built by `content` drawn over it (several views: on top of
  /// each other, as in a ``ZStack``).
  public func overlay(
    alignment: Alignment = .center, @ContentBuilder content: () -> ContentList
  ) -> OverlayContent<Self, ZStack> {
    OverlayContent(
      self, secondary: ZStack(alignment: alignment, content: content), alignment: alignment,
      isBackground: false)
  }

  /// The node with `content` drawn under it, offered its size and aligned in it.
  public func background<Background: ContentNode>(
    _ content: Background, alignment: Alignment = .center
  ) -> OverlayContent<Self, Background> {
    OverlayContent(self, secondary: content, alignment: alignment, isBackground: true)
  }

  /// The node with the content built by `content` drawn under it (several views: on top of
  /// each other, as in a ``ZStack``).
  public func background(
    alignment: Alignment = .center, @ContentBuilder content: () -> ContentList
  ) -> OverlayContent<Self, ZStack> {
    OverlayContent(
      self, secondary: ZStack(alignment: alignment, content: content), alignment: alignment,
      isBackground: true)
  }

  /// The node on a `color` background (`.background(.blue)`).
  public func background(_ color: Color) -> OverlayContent<Self, Color> {
    OverlayContent(self, secondary: color, alignment: .center, isBackground: true)
  }
}

extension OverlayContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    OverlayContent<Other, Secondary>(
      other, secondary: secondary, alignment: alignment, isBackground: isBackground)
  }
}
