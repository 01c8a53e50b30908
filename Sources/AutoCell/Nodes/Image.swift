import Foundation

/// What an ``ImageNode`` shows, for layout: the image's size in pixels and its scale (pixels
/// per point), like the size and scale of UIKit's `UIImage`.
///
/// No pixel data: a host draws the image itself.
public struct Image: Hashable, Sendable {
  /// The size in pixels.
  public var pixelSize: CGSize
  /// Pixels per point (1, 2, 3; an `@2x` image is 2).
  ///
  /// Values that are not positive and finite count as 1.
  public var scale: CGFloat

  /// Creates an image of `pixelSize` pixels at `scale` pixels per point.
  public init(pixelSize: CGSize, scale: CGFloat = 1) {
    self.pixelSize = pixelSize
    self.scale = scale
  }

  /// The size in points: the pixel size divided by the scale.
  public var size: CGSize {
    let scale = self.scale.isFinite && self.scale > 0 ? self.scale : 1
    return CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
  }
}
