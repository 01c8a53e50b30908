import Foundation

/// A piece of hosted content measured and placed the way SwiftUI measures views: its parent
/// proposes a size (``ProposedSize``), the node answers the size it wants, and the parent
/// places it in a rectangle of that size.
///
/// Most content is made of other content, as a SwiftUI `View` is: implement ``body`` and
/// nothing else; the node sizes, places and aligns as its body does.
///
/// ```swift
/// struct BookRow: ContentNode {
///   let title: String, author: String
///   var body: some ContentNode {
///     HStack(alignment: .top, spacing: 12) {
///       ImageContent("cover", size: CGSize(width: 60, height: 90))
///       VStack(alignment: .leading) { Text(title).font(.headline); Text(author) }
///     }
///   }
/// }
/// ```
///
/// A leaf of its own (a custom drawing) implements ``sizeThatFits(_:)`` instead (and
/// ``placeChildren(in:)`` if it has children); a container is better written as a ``Layout``.
/// A node must have a body or implement a `sizeThatFits` (without either, measuring it never
/// ends).
/// Nodes are values built per row by the host, like SwiftUI views; they are used by one
/// thread at a time.
///
/// The environment (``EnvironmentValues``: font, line limit, ...) reaches every node through
/// ``sizeThatFits(_:in:)`` and ``placeChildren(in:proposal:environment:)``; the built-in primitives
/// implement those. The forms without an environment use the default one.
public protocol ContentNode {
  /// The type of content this node is made of; `Never` for a primitive.
  associatedtype Body: ContentNode = Never

  /// The content this node is made of, built with ``ContentBuilder``. Evaluated each time the
  /// node is measured or placed, so it should only build values.
  @ContentBuilder var body: Body { get }

  /// The size the node takes when offered `proposal`, in the default environment. Must be a
  /// pure function of the proposal; it may be called several times per layout. The default
  /// asks ``sizeThatFits(_:in:)``; implement this one for a leaf without ``body``.
  func sizeThatFits(_ proposal: ProposedSize) -> CGSize

  /// The size the node takes when offered `proposal` in `environment`. The default is the
  /// body's size, or ``sizeThatFits(_:)``'s for a node without a body.
  func sizeThatFits(_ proposal: ProposedSize, in environment: EnvironmentValues) -> CGSize

  /// The frames of the node's children when the node occupies `bounds` (in the coordinates
  /// `bounds` is given in), in the default environment. The default: none for a node without
  /// a body, the body for one with a body. Built-in containers implement it with
  /// ``placeChildren(in:proposal:environment:)``; implement it for a leaf with children of its own.
  func placeChildren(in bounds: CGRect) -> [ContentPlacement]

  /// The frames of the node's children when the node occupies `bounds` in `environment`,
  /// having answered its size for `proposal` (children are sized for the proposal they got
  /// then, as SwiftUI's `placeSubviews` does, so they fill the size the node answered).
  /// Children are placed left to right, leading first, whatever the environment's
  /// ``EnvironmentValues/layoutDirection``: ``layoutTree(in:proposal:environment:)`` flips
  /// them in a right-to-left one. The default is the body filling `bounds`, or
  /// ``placeChildren(in:)`` for a node without a body.
  func placeChildren(
    in bounds: CGRect, proposal: ProposedSize, environment: EnvironmentValues
  ) -> [ContentPlacement]

  /// The y of `guide` (a text baseline) in the node when it is `size` large, or nil when it
  /// has no text (the guide then falls on the bottom edge). The default is the body's; nil
  /// for a node without a body.
  func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat?

  /// The order in which a stack offers space: higher first, as SwiftUI's `layoutPriority`.
  /// Default 0 (the body's, for a node with a body).
  var layoutPriority: Double { get }

  /// What the content shows, for telling a cell's new content from its old (see
  /// ``HostingCell``): nil (the default) when it has none; `AnyHashable(id)` for a type that
  /// is also `Identifiable`.
  var contentIdentity: AnyHashable? { get }

  /// Whether a value of this type is one view that a container keeps as its subview as it
  /// is: no body to evaluate, no list to flatten, no modifier of a list to apply to each of
  /// its views (see ``ContentBuilder`` for where lists are flattened). Library machinery,
  /// like SwiftUI's underscored view-list requirements: keep the default (a node without a
  /// body that is not a list; the library's modifiers answer for their content).
  static var _isResolvedView: Bool { get }
}

/// A child node and the rectangle its parent gave it.
public struct ContentPlacement {
  /// The child.
  public var node: any ContentNode
  /// Its rectangle, in the coordinates of the parent's bounds.
  public var frame: CGRect
  /// The proposal the child's size was answered for.
  public var proposal: ProposedSize
  /// The environment the child is measured and placed in.
  public var environment: EnvironmentValues

  /// Creates a placement (by default, proposed its frame's size, in the default environment).
  public init(
    node: any ContentNode, frame: CGRect, proposal: ProposedSize? = nil,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.node = node
    self.frame = frame
    self.proposal = proposal ?? ProposedSize(frame.size)
    self.environment = environment
  }
}

extension ContentNode {
  /// Whether the node is a primitive (no body).
  @inline(__always)
  static var isPrimitive: Bool { Body.self == Never.self }

  /// Calls ``sizeThatFits(_:in:)`` with the default environment.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
    sizeThatFits(proposal, in: EnvironmentValues())
  }

  /// The body's size; ``sizeThatFits(_:)`` for a node without a body.
  public func sizeThatFits(_ proposal: ProposedSize, in environment: EnvironmentValues) -> CGSize {
    Self.isPrimitive ? sizeThatFits(proposal) : body.sizeThatFits(proposal, in: environment)
  }

  /// No children for a node without a body (a leaf); the body filling `bounds` for one
  /// with a body.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    Self.isPrimitive
      ? [] : placeChildren(in: bounds, proposal: ProposedSize(bounds.size), environment: .init())
  }

  /// The body filling `bounds`; ``placeChildren(in:)`` for a node without a body.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    if Self.isPrimitive {
      return placeChildren(in: bounds).map {
        ContentPlacement(node: $0.node, frame: $0.frame, environment: environment)
      }
    }
    return [
      ContentPlacement(node: body, frame: bounds, proposal: proposal, environment: environment)
    ]
  }

  /// The body's; nil for a node without a body.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    Self.isPrimitive
      ? nil : body.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// The body's; 0 for a node without a body.
  public var layoutPriority: Double { Self.isPrimitive ? 0 : body.layoutPriority }

  /// None.
  public var contentIdentity: AnyHashable? { nil }

  /// True for a node without a body that is not a list.
  public static var _isResolvedView: Bool { isPrimitive && Self.self != ContentList.self }

  /// The frames of every node of the tree when this node occupies `bounds`, having answered
  /// its size for `proposal` (nil: `bounds`' size): this node first, then its descendants,
  /// breadth first, each in `bounds`' coordinates. A node with a body is listed, then its
  /// body.
  ///
  /// Right to left: the children of a node placed in a right-to-left environment
  /// (``EnvironmentValues/layoutDirection``) are flipped horizontally within it, as SwiftUI
  /// flips each view's x within its parent: ``placeChildren(in:proposal:environment:)``
  /// (and a ``Layout``) places them left to right, leading first, and this is the one place
  /// that mirrors them. A subtree set back to left to right is placed mirrored as a whole,
  /// its own children not.
  ///
  /// - Complexity: one ``placeChildren(in:proposal:environment:)`` per node.
  public func layoutTree(
    in bounds: CGRect, proposal: ProposedSize? = nil,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> [ContentPlacement] {
    var result = [
      ContentPlacement(node: self, frame: bounds, proposal: proposal, environment: environment)
    ]
    var index = 0
    while index < result.count {
      let placement = result[index]
      index += 1
      let children = placement.node.placeChildren(
        in: placement.frame, proposal: placement.proposal, environment: placement.environment)
      guard placement.environment.layoutDirection == .rightToLeft else {
        result.append(contentsOf: children)
        continue
      }
      let mirror = placement.frame.minX + placement.frame.maxX
      for var child in children {
        child.frame.origin.x = mirror - child.frame.maxX
        result.append(child)
      }
    }
    return result
  }
}

extension ContentNode where Body == Never {
  /// A primitive has no body: never called.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive ContentNode: it has no body")
  }
}

extension ContentNode where Self: Identifiable {
  /// The content's `id`.
  public var contentIdentity: AnyHashable? { AnyHashable(id) }
}

extension Never: ContentNode {
  /// Never measured: no value of `Never` exists.
  public func sizeThatFits(_ proposal: ProposedSize, in environment: EnvironmentValues) -> CGSize {
    switch self {}
  }
}
