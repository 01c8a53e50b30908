import Foundation

/// An image as hosted content, like SwiftUI's `Image`: without image loading on Linux, the
/// host names it and gives its size in points (or passes an ``Image``, which is content
/// too: `Image(pixelSize: size, scale: 2).resizable()`).
///
/// At first it keeps that size whatever it is offered, as SwiftUI's image does. After
/// ``resizable()`` it takes whatever size it is offered (its own size on an axis offered nil);
/// combine with `aspectRatio(_:contentMode:)`, ``ContentNode/scaledToFit()``
/// or ``ContentNode/scaledToFill()`` to keep its proportions.
public struct ImageContent: ContentNode, Hashable, Sendable {
  /// The image's name, for the host's drawing.
  public var name: String
  /// Its size in points.
  public var size: CGSize
  /// Whether it stretches to the size offered.
  public var isResizable: Bool

  /// Creates an image named `name` of `size` points (NaN and negative sizes read as 0).
  public init(_ name: String, size: CGSize) {
    self.name = name
    self.size = CGSize(
      width: ProposedViewSize.sanitized(size.width), height: ProposedViewSize.sanitized(size.height)
    )
    isResizable = false
  }

  /// Shows `image`, at its size in points.
  public init(_ image: Image) {
    self.init("", size: image.size)
  }

  /// The image stretching to the size it is offered.
  public func resizable() -> ImageContent {
    var image = self
    image.isResizable = true
    return image
  }

  /// Its size; resizable, the proposal (its size where nil).
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    isResizable ? proposal.sanitized.replacingUnspecifiedDimensions(by: size) : size
  }
}

extension Image: ContentNode {
  /// Its size in points, whatever it is offered (as ``ImageContent``).
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    ImageContent(self).sizeThatFits(proposal, in: environment)
  }

  /// The image stretching to the size it is offered (see ``ImageContent``).
  public func resizable() -> ImageContent {
    ImageContent(self).resizable()
  }
}
