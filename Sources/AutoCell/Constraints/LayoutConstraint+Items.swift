import Foundation

// UIKit's item-and-attribute initializer, for code (and documents) that name attributes at run
// time rather than through typed anchors.

extension LayoutConstraint {
  /// `item.attribute (relation) multiplier * toItem.toAttribute + constant`, like UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`; not activated.
  ///
  /// Items are ``LayoutNode``s or ``LayoutGuide``s. A baseline attribute of a node stands for
  /// its ``LayoutNode/forFirstBaselineLayout`` or ``LayoutNode/forLastBaselineLayout`` (read
  /// now), as its anchors do. Unlike the anchors' factories, a multiplier other than 1 is
  /// allowed on positions too (`centerX == 0.5 * superview.centerX`).
  ///
  /// Returns nil where UIKit raises an exception: an item that is neither a node nor a guide,
  /// attributes of different axes (an x position with a y position or a size), or a position
  /// compared with a constant (`toItem` nil with a position attribute).
  public convenience init?(
    item: AnyObject, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: AnyObject?, attribute toAttribute: LayoutAttribute?, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) {
    guard let first = AnyLayoutAnchor(item, attribute) else { return nil }
    guard let toItem, let toAttribute else {
      guard attribute.axisKind == .size else { return nil }
      self.init(first, relation, nil, multiplier: 1, constant: constant)
      return
    }
    guard let second = AnyLayoutAnchor(toItem, toAttribute),
      attribute.axisKind == toAttribute.axisKind
    else { return nil }
    self.init(first, relation, second, multiplier: multiplier, constant: constant)
  }
}

extension LayoutAttribute {
  /// The kind of anchor the attribute belongs to.
  enum AxisKind { case x, y, size }

  /// Which kind of anchor this attribute is (see ``LayoutAnchorKind``).
  var axisKind: AxisKind {
    switch self {
    case .left, .right, .leading, .trailing, .centerX: .x
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .y
    case .width, .height: .size
    }
  }
}

extension AnyLayoutAnchor {
  /// The anchor of `attribute` of a node or guide, or nil for another object.
  init?(_ object: AnyObject, _ attribute: LayoutAttribute) {
    if let node = object as? LayoutNode {
      switch attribute {
      case .firstBaseline: self.init(item: node.forFirstBaselineLayout.item, attribute: attribute)
      case .lastBaseline: self.init(item: node.forLastBaselineLayout.item, attribute: attribute)
      default: self.init(item: node.item, attribute: attribute)
      }
    } else if let guide = object as? LayoutGuide {
      self.init(item: guide.item, attribute: attribute)
    } else {
      return nil
    }
  }
}
