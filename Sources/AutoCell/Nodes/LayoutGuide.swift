import Foundation

/// A rectangle that takes part in layout without being a node, like UIKit's `UILayoutGuide`:
/// an invisible spacer or a frame to align to.
///
/// Add it to a node with ``LayoutNode/addLayoutGuide(_:)`` before relating its anchors.
public final class LayoutGuide {
  /// The guide's solver variables.
  let item = LayoutItem()

  /// A name shown in diagnostics.
  public var identifier: String?

  /// Creates a guide; add it to a node to use it.
  public init() {
    item.guide = self
  }

  deinit {
    item.guide = nil
  }

  /// The node the guide was added to.
  public var owningView: LayoutNode? { item.node }

  /// The guide's rectangle in its owning node's coordinates, as of the last layout pass.
  public var layoutFrame: CGRect {
    guard let owner = owningView else { return .zero }
    return item.rect(relativeTo: owner.item)
  }

  /// The guide's leading edge (by its owning node's layout direction).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .leading) }
  /// The guide's trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .trailing) }
  /// The guide's left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .left) }
  /// The guide's right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .right) }
  /// The guide's top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item, .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item, .bottom) }
  /// The guide's width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item, .width) }
  /// The guide's height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item, .height) }
  /// The guide's horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .centerX) }
  /// The guide's vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item, .centerY) }
}
