import Foundation

/// What a ``GeometryReader``'s content is built from, like SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size.
  public var size: CGSize
  /// The safe-area insets: none inside a cell.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// A proxy for a reader of `size`.
  public init(size: CGSize) {
    self.size = size
  }
}

/// Content built from its own size, like SwiftUI's `GeometryReader`: it takes the whole
/// proposal (10 points on an axis proposed nil, as a shape), then builds its content for that
/// size and places it at its top leading corner, offered the reader's size (several views lie
/// on top of each other there, as in a ``ZStack`` aligned `topLeading`).
///
/// The content never changes the reader's size.
public struct GeometryReader: ContentNode {
  private let content: (GeometryProxy) -> ContentList

  /// A reader of the content built by `content` for the reader's size.
  public init(@ContentBuilder content: @escaping (GeometryProxy) -> ContentList) {
    self.content = content
  }

  /// The proposal, 10 points where nil.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    proposal.sanitized.replacingUnspecifiedDimensions()
  }

  /// The content built for `bounds`' size, at its top leading corner.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    let views = ZStack(
      ZStackLayout(alignment: .topLeading),
      children: content(GeometryProxy(size: bounds.size)).elements)
    let offered = ProposedViewSize(bounds.size)
    let size = views.sizeThatFits(offered, in: environment)
    return [
      ContentPlacement(
        node: views, frame: CGRect(origin: bounds.origin, size: size), proposal: offered,
        environment: environment)
    ]
  }
}
