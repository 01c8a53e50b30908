import Foundation

/// A node showing an image, like UIKit's `UIImageView`: its intrinsic size is the image's
/// size in points (none without an image).
open class ImageNode: LayoutNode {
  /// How a host fits the image into the node's bounds (UIKit's `UIView.ContentMode`).
  ///
  /// Stored for the host; layout does not use it.
  public enum ContentMode: Sendable, Hashable {
    /// Stretched to fill the bounds.
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping its aspect ratio.
    case scaleAspectFill
    /// Redrawn when the bounds change.
    case redraw
    /// Centred, not scaled.
    case center
    /// At the top, not scaled.
    case top
    /// At the bottom, not scaled.
    case bottom
    /// At the left, not scaled.
    case left
    /// At the right, not scaled.
    case right
    /// At the top left, not scaled.
    case topLeft
    /// At the top right, not scaled.
    case topRight
    /// At the bottom left, not scaled.
    case bottomLeft
    /// At the bottom right, not scaled.
    case bottomRight
  }

  /// The image shown.
  ///
  /// Setting it invalidates the intrinsic size when the size changes.
  open var image: Image? {
    didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
  }

  /// How a host fits the image into the bounds (default `.scaleToFill`, as in UIKit).
  open var contentMode: ContentMode = .scaleToFill

  /// Creates a node showing `image`.
  public init(image: Image? = nil) {
    self.image = image
    super.init(frame: .zero)
  }

  /// The image's size in points, or no intrinsic metric on either axis without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: LayoutNode.noIntrinsicMetric, height: LayoutNode.noIntrinsicMetric)
  }

  /// The image's size in points (zero without an image), as `UIImageView`'s.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }
}
