import Foundation

/// An image, like SwiftUI's `Image`: without image loading on Linux, the host names it and
/// gives its size in points.
///
/// At first it keeps that size whatever it is offered, as SwiftUI's image does. After
/// ``resizable()`` it takes whatever size it is offered (its own size on an axis offered nil);
/// combine with ``ContentNode/aspectRatio(_:contentMode:)``, ``ContentNode/scaledToFit()``
/// or ``ContentNode/scaledToFill()`` to keep its proportions.
public struct Image: ContentNode, Hashable, Sendable {
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
      width: ProposedSize.sanitized(size.width), height: ProposedSize.sanitized(size.height))
    isResizable = false
  }

  /// The image stretching to the size it is offered.
  public func resizable() -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  /// Its size; resizable, the proposal (its size where nil).
  public func sizeThatFits(_ proposal: ProposedSize, in environment: EnvironmentValues) -> CGSize {
    isResizable ? proposal.sanitized.replacingUnspecifiedDimensions(by: size) : size
  }
}
