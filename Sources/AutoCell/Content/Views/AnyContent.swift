import Foundation

/// Any content under one type, like SwiftUI's `AnyView`: for storing content of different
/// types in one property or array.
///
/// Measures, places and aligns exactly as the content does.
public struct AnyContent: ContentNode {
  /// False: in a container, the content's views are the subviews (the wrapper is transparent).
  public static var _isResolvedView: Bool { false }

  /// The wrapped content.
  public let content: any ContentNode

  /// Wraps `content` (unwrapping it if it already is an `AnyContent`).
  public init(_ content: some ContentNode) {
    self.content = (content as? AnyContent)?.content ?? content
  }

  /// Wraps `content`.
  public init(erasing content: any ContentNode) {
    self.content = content
  }

  /// The content's size.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    content.sizeThatFits(proposal, in: environment)
  }

  /// The content filling `bounds`.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  )
    -> [ContentPlacement]
  {
    [
      ContentPlacement(
        node: content, frame: bounds, proposal: proposal, environment: environment)
    ]
  }

  /// The content's.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    content.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// The content's.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    content.explicitAlignment(of: guide, in: size, environment: environment)
  }

  /// True: the content's type is known only to the value.
  public static var _hasExplicitGuides: Bool { true }

  /// The content's.
  public func _setsExplicitGuides(in environment: EnvironmentValues) -> Bool {
    content._setsExplicitGuides(in: environment)
  }

  /// The content's.
  public var layoutPriority: Double { content.layoutPriority }

  /// The content's.
  public var contentIdentity: AnyHashable? { content.contentIdentity }
}
