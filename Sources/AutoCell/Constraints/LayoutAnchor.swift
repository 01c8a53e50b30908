import Cassowary

/// The kind of a ``LayoutAnchor``: a phantom type that keeps axes apart at compile time.
///
/// Only anchors of the same kind can be related, so an x-axis anchor cannot be constrained to a
/// y-axis anchor or to a dimension, as with `NSLayoutAnchor`'s generic parameter.
public protocol LayoutAnchorKind {}

/// The kind of horizontal position anchors (leading, trailing, left, right, centerX).
public enum LayoutXAxis: LayoutAnchorKind {}
/// The kind of vertical position anchors (top, bottom, centerY).
public enum LayoutYAxis: LayoutAnchorKind {}
/// The kind of size anchors (width, height).
public enum LayoutSize: LayoutAnchorKind {}

/// One attribute of a node or guide, for building constraints, like UIKit's `NSLayoutAnchor`:
/// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`.
///
/// An anchor is a small value (no allocation). It holds its item's solver variables, which
/// refer to the node weakly, so holding anchors or constraints never keeps a node alive.
public struct LayoutAnchor<Kind: LayoutAnchorKind> {
  /// The item whose attribute this is.
  let item: LayoutItem
  /// The attribute.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// The node or guide the anchor belongs to (nil once it has been released).
  public var owner: AnyObject? { item.guide ?? item.node }

  /// Type-erased, for storing in a constraint.
  var erased: AnyLayoutAnchor { AnyLayoutAnchor(item: item, attribute: attribute) }
}

/// An x-axis anchor (UIKit's `NSLayoutXAxisAnchor`).
public typealias LayoutXAxisAnchor = LayoutAnchor<LayoutXAxis>
/// A y-axis anchor (UIKit's `NSLayoutYAxisAnchor`).
public typealias LayoutYAxisAnchor = LayoutAnchor<LayoutYAxis>
/// A width or height anchor (UIKit's `NSLayoutDimension`).
public typealias LayoutDimension = LayoutAnchor<LayoutSize>

/// An anchor without its kind: what a ``LayoutConstraint`` stores.
struct AnyLayoutAnchor {
  let item: LayoutItem
  let attribute: LayoutAttribute

  /// The anchor as a linear expression over its item's variables.
  var expression: LinearExpression { attribute.expression(of: item) }

  /// The anchor's expression, in right-to-left coordinates when `mirrored`.
  func expression(mirrored: Bool) -> LinearExpression {
    attribute.expression(of: item, mirrored: mirrored)
  }

  /// `Item:0x….attribute`, for messages.
  var name: String { "\(item.name).\(attribute)" }
}
