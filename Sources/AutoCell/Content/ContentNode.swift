import Foundation

/// A piece of hosted content measured and placed the way SwiftUI measures views: its parent
/// proposes a size (``ProposedViewSize``), the node answers the size it wants, and the parent
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
/// A leaf of its own (a custom drawing) implements ``sizeThatFits(_:in:)`` instead (and
/// ``placeChildren(in:proposal:environment:)`` if it has children); a container is better
/// written as a ``Layout``. A node must have a body or implement ``sizeThatFits(_:in:)``.
/// Nodes are values built per row by the host, like SwiftUI views; they are used by one
/// thread at a time.
///
/// Every requirement takes the environment (``EnvironmentValues``: font, line limit, layout
/// direction, ...), which reaches every node through them; the forms without one
/// (``sizeThatFits(_:)``, ``placeChildren(in:)``) are conveniences that pass the default one.
///
/// Content types are `SendableMetatype`, so a function returning `some ContentNode` can build
/// the rows of a ``ListSizer`` (which measures on any thread).
///
/// The protocol's public surface mirrors SwiftUI's `View` and its modifiers (`padding`,
/// `frame`, `font`, `overlay`, ...), one SwiftUI name each, so it is large on purpose; the
/// modifiers live in the files of the content types they return (`Content/Modifiers/`), and
/// the machinery of measuring and placing in ``HostingNode`` and the layout types.
public protocol ContentNode: SendableMetatype {
  /// The type of content this node is made of; `Never` for a primitive.
  associatedtype Body: ContentNode = Never

  /// The content this node is made of, built with ``ContentBuilder``. Evaluated each time the
  /// node is measured or placed, so it should only build values.
  @ContentBuilder var body: Body { get }

  /// The size the node takes when offered `proposal` in `environment`. Must be a pure
  /// function of the two; it may be called several times per layout. The default is the
  /// body's size; a node without a body must implement it.
  func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize

  /// The frames of the node's children when the node occupies `bounds` (in the coordinates
  /// `bounds` is given in) in `environment`, having answered its size for `proposal`
  /// (children are sized for the proposal they got then, as SwiftUI's `placeSubviews` does,
  /// so they fill the size the node answered). Children are placed left to right, leading
  /// first, whatever the environment's ``EnvironmentValues/layoutDirection``:
  /// ``layoutTree(in:proposal:environment:)`` flips them in a right-to-left one. The
  /// default is the body filling `bounds`, or none for a node without a body (a leaf).
  func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement]

  /// The y of the vertical `guide` in the node when it is `size` large in `environment`, if
  /// the node has an explicit value for it (a text baseline of a view with text, a guide set
  /// with `alignmentGuide(_:computeValue:)` or passed up from a container's children), or nil
  /// for the guide's default (a baseline's falls on the bottom edge). The default is the
  /// body's; nil for a node without a body.
  func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat?

  /// The x of the horizontal `guide` in the node when it is `size` large in `environment`, if
  /// the node sets it (`alignmentGuide(_:computeValue:)`),
  /// or nil for the guide's default. The default is the body's; nil for a node without a body.
  func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
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

  /// Whether the node may set alignment guides of its own
  /// (`alignmentGuide(_:computeValue:)`): containers ask such
  /// subviews for their guides, and take every other's default without asking. Library
  /// machinery: keep the default (false; the library's modifiers answer for their content).
  static var _hasExplicitGuides: Bool { get }

  /// Whether this node, in `environment`, may set alignment guides of its own: false lets a
  /// container take its defaults without asking it. Only asked when `_hasExplicitGuides` is
  /// true (a container answers for its children, a modifier for its content). Library
  /// machinery: keep the default.
  func _setsExplicitGuides(in environment: EnvironmentValues) -> Bool
}

/// A child node and the rectangle its parent gave it.
public struct ContentPlacement {
  /// The child.
  public var node: any ContentNode
  /// Its rectangle, in the coordinates of the parent's bounds.
  public var frame: CGRect
  /// The proposal the child's size was answered for.
  public var proposal: ProposedViewSize
  /// The environment the child is measured and placed in.
  public var environment: EnvironmentValues

  /// Creates a placement (by default, proposed its frame's size, in the default environment).
  public init(
    node: any ContentNode, frame: CGRect, proposal: ProposedViewSize? = nil,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.node = node
    self.frame = frame
    self.proposal = proposal ?? ProposedViewSize(frame.size)
    self.environment = environment
  }
}

extension ContentNode {
  /// Whether the node is a primitive (no body).
  @inline(__always)
  static var isPrimitive: Bool { Body.self == Never.self }

  /// The size for `proposal` in the default environment (see ``sizeThatFits(_:in:)``).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    sizeThatFits(proposal, in: EnvironmentValues())
  }

  /// The children's frames when the node fills `bounds`, proposed their size, in the default
  /// environment (see ``placeChildren(in:proposal:environment:)``).
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    placeChildren(
      in: bounds, proposal: ProposedViewSize(bounds.size), environment: EnvironmentValues())
  }

  /// The body's size.
  ///
  /// A node without a body must implement this requirement.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    precondition(
      !Self.isPrimitive,
      "\(Self.self) has no body: a ContentNode without one implements sizeThatFits(_:in:)")
    return body.sizeThatFits(proposal, in: environment)
  }

  /// The body filling `bounds`; none for a node without a body (a leaf).
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    if Self.isPrimitive { return [] }
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

  /// The body's; nil for a node without a body.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    Self.isPrimitive
      ? nil : body.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// The body's; false for a node without a body.
  public static var _hasExplicitGuides: Bool { isPrimitive ? false : Body._hasExplicitGuides }

  /// `_hasExplicitGuides`, refined by the body's answer for a node with a body.
  public func _setsExplicitGuides(in environment: EnvironmentValues) -> Bool {
    guard Self._hasExplicitGuides else { return false }
    return Self.isPrimitive || body._setsExplicitGuides(in: environment)
  }

  /// Whether `node` may set guides in `environment`: the type's answer, then the value's.
  @inline(__always)
  static func setsExplicitGuides(_ node: Self, in environment: EnvironmentValues) -> Bool {
    _hasExplicitGuides && node._setsExplicitGuides(in: environment)
  }

  /// The body's; 0 for a node without a body.
  public var layoutPriority: Double { Self.isPrimitive ? 0 : body.layoutPriority }

  /// None.
  public var contentIdentity: AnyHashable? { nil }

  /// True for a node without a body that is not a list.
  public static var _isResolvedView: Bool { isPrimitive && Self.self != ContentList.self }

  /// The frames of every node of the tree when this node occupies `bounds`, having answered
  /// its size for `proposal` (nil: `bounds`' size): this node first, then its descendants,
  /// breadth first, each in `bounds`' coordinates.
  ///
  /// A node with a body is listed, then its body.
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
    in bounds: CGRect, proposal: ProposedViewSize? = nil,
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
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    switch self {}
  }
}
