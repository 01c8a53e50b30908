import Foundation

/// A piece of hosted content measured and placed the way SwiftUI measures views: its parent
/// proposes a size (``ProposedSize``), the node answers the size it wants, and the parent
/// places it in a rectangle of that size.
///
/// Only ``sizeThatFits(_:)`` is required; a leaf (an image, a custom drawing) implements just
/// that. Containers also implement ``placeChildren(in:)``. Nodes are values built per row by
/// the host, like SwiftUI views; they are used by one thread at a time.
///
/// Built-in nodes (names end in `Content` so they never clash with SwiftUI's views when both
/// are imported): ``TextContent``, ``HStackContent``, ``VStackContent``, ``SpacerContent``,
/// ``FlowContent``, and the modifiers `padding(_:)`, ``frame(width:height:alignment:)``,
/// ``frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``,
/// ``layoutPriority(_:)`` and
/// ``fixedSize(horizontal:vertical:)``.
public protocol ContentNode {
  /// The size the node takes when offered `proposal`. Must be a pure function of the
  /// proposal; it may be called several times per layout.
  func sizeThatFits(_ proposal: ProposedSize) -> CGSize

  /// The size the node takes as a child of a stack along `axis`. The default is
  /// ``sizeThatFits(_:)``; ``SpacerContent`` overrides it to stretch along the stack only.
  func sizeThatFits(_ proposal: ProposedSize, inStackAlong axis: LayoutAxis) -> CGSize

  /// The frames of the node's children when the node occupies `bounds` (in the coordinates
  /// `bounds` is given in). The default has no children.
  func placeChildren(in bounds: CGRect) -> [ContentPlacement]

  /// The order in which a stack offers space: higher first, as SwiftUI's `layoutPriority`.
  /// Default 0.
  var layoutPriority: Double { get }

  /// What the content shows, for telling a cell's new content from its old (see
  /// ``HostingCell``): nil (the default) when it has none; `AnyHashable(id)` for a type that
  /// is also `Identifiable`.
  var contentIdentity: AnyHashable? { get }
}

/// A child node and the rectangle its parent gave it.
public struct ContentPlacement {
  /// The child.
  public var node: any ContentNode
  /// Its rectangle, in the coordinates of the parent's bounds.
  public var frame: CGRect

  /// Creates a placement.
  public init(node: any ContentNode, frame: CGRect) {
    self.node = node
    self.frame = frame
  }
}

extension ContentNode {
  /// Calls ``sizeThatFits(_:)``.
  public func sizeThatFits(_ proposal: ProposedSize, inStackAlong axis: LayoutAxis) -> CGSize {
    sizeThatFits(proposal)
  }

  /// No children.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] { [] }

  /// 0.
  public var layoutPriority: Double { 0 }

  /// None.
  public var contentIdentity: AnyHashable? { nil }

  /// The frames of every node of the tree when this node occupies `bounds`: this node first,
  /// then its descendants, breadth first, each in `bounds`' coordinates.
  ///
  /// - Complexity: one ``placeChildren(in:)`` per node.
  public func layoutTree(in bounds: CGRect) -> [ContentPlacement] {
    var result = [ContentPlacement(node: self, frame: bounds)]
    var index = 0
    while index < result.count {
      let placement = result[index]
      index += 1
      result.append(contentsOf: placement.node.placeChildren(in: placement.frame))
    }
    return result
  }
}

extension ContentNode where Self: Identifiable {
  /// The content's `id`.
  public var contentIdentity: AnyHashable? { AnyHashable(id) }
}
