import Foundation

/// A change to how content is drawn that leaves its layout alone: the content of SwiftUI's
/// `offset(_:)`, `hidden()`, `opacity(_:)`, `clipShape(_:)` and `cornerRadius(_:)`.
public enum DrawingEffect {
  /// The drawing moved by this much (x towards trailing, y down), its layout not.
  case offset(CGSize)
  /// Nothing drawn; the space is kept.
  case hidden
  /// Drawn at this opacity (0 to 1).
  case opacity(Double)
  /// Drawn clipped to this shape, filling the content's frame.
  case clipShape(any Shape)
  /// Drawn clipped to a rounded rectangle of this corner radius.
  case cornerRadius(CGFloat)
}

/// A child drawn differently, sized and placed as it is (see ``DrawingEffect``): siblings and
/// parents see the child's size; only the child's drawing changes.
///
/// An offset moves the child's frame in ``ContentNode/layoutTree(in:proposal:environment:)`` (and
/// in pictures) and nothing else; a hidden child is not placed, so nothing under it is drawn.
public struct DrawingContent<Child: ContentNode>: _ForwardingContent {
  /// The node.
  public var child: Child
  /// What changes in its drawing.
  public var effect: DrawingEffect

  /// Creates the modifier.
  public init(_ child: Child, effect: DrawingEffect) {
    self.child = child
    self.effect = effect
  }

  /// The child filling `bounds` (moved by an offset; none when hidden).
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    var frame = bounds
    switch effect {
    case .hidden: return []
    case .offset(let offset):
      frame.origin.x += offset.width.isFinite ? offset.width : 0
      frame.origin.y += offset.height.isFinite ? offset.height : 0
    case .opacity, .clipShape, .cornerRadius: break
    }
    return [
      ContentPlacement(node: child, frame: frame, proposal: proposal, environment: environment)
    ]
  }

}

extension DrawingContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    DrawingContent<Other>(other, effect: effect)
  }
}

extension ContentNode {
  /// The node drawn `offset` away (width towards trailing, height down), laid out where it
  /// was, like SwiftUI's `offset(_:)`: its parent and siblings do not move.
  public func offset(_ offset: CGSize) -> DrawingContent<Self> {
    DrawingContent(self, effect: .offset(offset))
  }

  /// The node drawn `x` points towards trailing and `y` down, laid out where it was, like
  /// SwiftUI's `offset(x:y:)`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> DrawingContent<Self> {
    offset(CGSize(width: x, height: y))
  }

  /// The node not drawn, its space kept, like SwiftUI's `hidden()`.
  public func hidden() -> DrawingContent<Self> {
    DrawingContent(self, effect: .hidden)
  }

  /// The node drawn at `opacity` (0 to 1); layout unchanged, like SwiftUI's `opacity(_:)`.
  public func opacity(_ opacity: Double) -> DrawingContent<Self> {
    DrawingContent(self, effect: .opacity(opacity))
  }

  /// The node clipped to `shape` in its frame; layout unchanged, like SwiftUI's
  /// `clipShape(_:)`.
  public func clipShape(_ shape: some Shape) -> DrawingContent<Self> {
    DrawingContent(self, effect: .clipShape(shape))
  }

  /// The node clipped to a rounded rectangle of `radius`; layout unchanged, like SwiftUI's
  /// `cornerRadius(_:)`.
  public func cornerRadius(_ radius: CGFloat) -> DrawingContent<Self> {
    DrawingContent(self, effect: .cornerRadius(radius))
  }

  /// The node with a `width`-point border of `color` drawn inside its frame, like SwiftUI's
  /// `border(_:width:)`: a stroked ``Rectangle`` overlay, offered and taking the node's size,
  /// so the layout does not change.
  public func border(_ color: Color, width: CGFloat = 1) -> OverlayContent<
    Self, StyledShape<Rectangle>
  > {
    overlay(Rectangle().stroke(color, lineWidth: width))
  }
}
