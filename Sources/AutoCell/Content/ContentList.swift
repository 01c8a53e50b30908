import Foundation

/// The views of a ``ContentBuilder`` block, in order: what a `body` with several views or a
/// container's content closure returns (SwiftUI's `TupleView`).
///
/// In a container, the views are its children (flattened: see ``ContentBuilder``). Measured on
/// its own, one view sizes as itself, none as zero, and several are laid out as a default
/// ``VStack``: the observed behaviour of a SwiftUI hosting controller whose root view is
/// several views.
public struct ContentList: ContentNode {
  /// The views.
  public let elements: [any ContentNode]

  /// Creates a list of `elements`.
  public init(_ elements: [any ContentNode]) {
    self.elements = elements
  }

  /// The one view's size, zero for none, a default `VStack`'s for several.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    switch elements.count {
    case 0: .zero
    case 1: elements[0].sizeThatFits(proposal, in: environment)
    default: VStack(children: elements).sizeThatFits(proposal, in: environment)
    }
  }

  /// The one view filling `bounds`, or the views placed as a default `VStack`'s children.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  )
    -> [ContentPlacement]
  {
    switch elements.count {
    case 0: []
    case 1:
      [
        ContentPlacement(
          node: elements[0], frame: bounds, proposal: proposal, environment: environment)
      ]
    default:
      VStack(children: elements).placeChildren(
        in: bounds, proposal: proposal, environment: environment)
    }
  }

  /// The one view's baseline, or the `VStack`'s.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    switch elements.count {
    case 0: nil
    case 1: elements[0].explicitAlignment(of: guide, in: size, environment: environment)
    default:
      VStack(children: elements).explicitAlignment(of: guide, in: size, environment: environment)
    }
  }

  /// The one view's priority; 0 otherwise.
  public var layoutPriority: Double { elements.count == 1 ? elements[0].layoutPriority : 0 }

  /// The one view's identity; nil otherwise.
  public var contentIdentity: AnyHashable? {
    elements.count == 1 ? elements[0].contentIdentity : nil
  }
}
