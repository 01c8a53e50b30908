import Cassowary

/// The part of an item's frame an anchor stands for, like UIKit's `NSLayoutConstraint.Attribute`.
///
/// `leading` and `trailing` follow the first item's
/// ``LayoutNode/effectiveUserInterfaceLayoutDirection``: left and right edges left to right,
/// right and left edges right to left. Each attribute is a linear expression over the item's
/// four variables: `left = minX`, `right = minX + width`, `centerX = minX + width/2`, and the
/// same vertically; baselines are a fixed offset from the top or bottom, from the node's
/// content (``LayoutNode/forFirstBaselineLayout``).
public enum LayoutAttribute: Sendable, Hashable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The leading edge (the left edge left to right, the right edge right to left).
  case leading
  /// The trailing edge (the right edge left to right, the left edge right to left).
  case trailing
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The baseline of the first line of text (the bottom of a node without text).
  case firstBaseline
  /// The baseline of the last line of text (the bottom of a node without text).
  case lastBaseline

  /// Whether the attribute's side depends on the layout direction.
  var isDirectional: Bool { self == .leading || self == .trailing }

  /// The attribute as a linear expression over `item`'s variables.
  ///
  /// `mirrored`: the expression in right-to-left coordinates (x negated), where leading is the
  /// right edge; used for every x attribute of a constraint that relates a leading or trailing edge
  /// of a right-to-left item, so its constant counts toward the trailing side.
  func expression(of item: LayoutItem, mirrored: Bool = false) -> LinearExpression {
    var terms: [Term] = []
    terms.reserveCapacity(2)
    let constant = appendTerms(of: item, mirrored: mirrored, times: 1, to: &terms)
    return LinearExpression(terms, constant: constant)
  }

  /// Appends the terms of ``expression(of:mirrored:)`` times `factor` to `terms` and returns
  /// its constant times `factor`: the same numbers as building the expression and scaling it,
  /// without the intermediate expressions (a constraint's solver form is made this way).
  func appendTerms(
    of item: LayoutItem, mirrored: Bool, times factor: Double, to terms: inout [Term]
  ) -> Double {
    @inline(__always) func add(_ variable: Variable, _ coefficient: Double) {
      terms.append(Term(variable, coefficient: coefficient * factor))
    }
    switch self {
    case .left: add(item.minX, mirrored ? -1 : 1)
    case .right:
      add(item.minX, mirrored ? -1 : 1)
      add(item.width, mirrored ? -1 : 1)
    case .leading:
      add(item.minX, mirrored ? -1 : 1)
      if mirrored { add(item.width, -1) }
    case .trailing:
      add(item.minX, mirrored ? -1 : 1)
      if !mirrored { add(item.width, 1) }
    case .centerX:
      add(item.minX, mirrored ? -1 : 1)
      add(item.width, mirrored ? -0.5 : 0.5)
    case .top: add(item.minY, 1)
    case .bottom:
      add(item.minY, 1)
      add(item.height, 1)
    case .width: add(item.width, 1)
    case .height: add(item.height, 1)
    case .centerY:
      add(item.minY, 1)
      add(item.height, 0.5)
    case .firstBaseline, .lastBaseline:
      add(item.minY, 1)
      switch item.baselinePosition(first: self == .firstBaseline) {
      case .fromTop(let offset): return Double(offset) * factor
      case .fromBottom(let offset):
        add(item.height, 1)
        return -Double(offset) * factor
      }
    }
    return 0
  }
}

extension LayoutAttribute: CustomStringConvertible {
  /// The attribute's name, as in `leading`.
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .leading: "leading"
    case .trailing: "trailing"
    case .top: "top"
    case .bottom: "bottom"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .firstBaseline: "firstBaseline"
    case .lastBaseline: "lastBaseline"
    }
  }
}
