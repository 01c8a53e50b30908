import Foundation

extension LayoutNode {
  /// Pixels per point of the display the hierarchy is shown on (UIKit's trait
  /// `displayScale`): 1, 2 or 3; 1 by default.
  ///
  /// A node uses its root's: set it on the root.
  ///
  /// Layout passes write frames on pixel boundaries the way UIKit does: every edge is
  /// rounded to the nearest pixel (halves away from zero) in the root's coordinates, and a
  /// frame is its rounded edges relative to its superview's rounded origin. Two nodes that
  /// share an edge in the solution share it after rounding, so adjacent frames never overlap
  /// or leave a gap, and sizes may differ from the solved ones by up to a pixel. Text nodes
  /// round their intrinsic sizes up to whole pixels, as UILabel's are.
  /// ``systemLayoutSizeFitting(_:)`` and ``fittingHeight(forWidth:)`` return unrounded sizes,
  /// as in UIKit. Values that are not positive and finite count as 1. Setting a new scale
  /// calls ``displayScaleDidChange()`` on every node of the hierarchy.
  public var displayScale: CGFloat {
    get { root.traits.displayScale }
    set {
      let scale = newValue.isFinite && newValue > 0 ? newValue : 1
      let root = self.root
      guard scale != root.traits.displayScale else { return }
      root.traits.displayScale = scale
      root.forEachInSubtree { node in
        if node !== root { root.engine?.markFrameStale(node) }
        node.displayScaleDidChange()
      }
      root.engine?.touch()
    }
  }
}

extension LayoutNode {
  /// `size` rounded up to whole pixels of ``displayScale``, as UIKit's labels and controls
  /// report their sizes (the solver's noise removed first, so a whole pixel stays one);
  /// ``noIntrinsicMetric`` and other negative or non-finite components are left alone.
  ///
  /// O(depth).
  func roundedUpToPixels(_ size: CGSize) -> CGSize {
    let scale = displayScale
    func up(_ value: CGFloat) -> CGFloat {
      guard value > 0, value.isFinite else { return value }
      return (LayoutEngine.snap(Double(value) * Double(scale))).rounded(.up) / scale
    }
    return CGSize(width: up(size.width), height: up(size.height))
  }
}

extension LayoutItem {
  /// The rectangle relative to `other`'s origin with every edge rounded to a pixel of
  /// `scale` in the root's coordinates (see ``LayoutNode/displayScale``).
  func pixelAlignedRect(relativeTo other: LayoutItem, scale: CGFloat) -> CGRect {
    let scale = Double(scale)
    // Edges in whole pixels (the solver's noise removed first), then back to points once,
    // so that neighbours computed from the same pixel edge agree.
    func pixels(_ value: Double) -> Double { (Double(LayoutEngine.snap(value)) * scale).rounded() }
    let left = pixels(minX.value)
    let top = pixels(minY.value)
    let right = pixels(minX.value + width.value)
    let bottom = pixels(minY.value + height.value)
    let originX = pixels(other.minX.value)
    let originY = pixels(other.minY.value)
    return CGRect(
      x: (left - originX) / scale, y: (top - originY) / scale,
      width: (right - left) / scale, height: (bottom - top) / scale)
  }
}
