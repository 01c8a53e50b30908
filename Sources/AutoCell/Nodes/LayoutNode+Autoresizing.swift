import Foundation

// translatesAutoresizingMaskIntoConstraints: a frame as an input.

extension LayoutNode {
  /// Whether the node's frame is turned into required constraints relative to its superview,
  /// following ``autoresizingMask``, as UIKit's property of the same name.
  ///
  /// True by default.
  ///
  /// When on, a node with a superview gets *autoresizing-mask constraints*: its frame (left
  /// margin, width, right margin; top margin, height, bottom margin, relative to the
  /// superview's bounds when the frame was set) as required constraints, installed on the
  /// superview, re-made whenever ``frame`` or ``autoresizingMask`` is set. So code that places
  /// a node by its frame, as UIKit code does, lays out and measures with that frame.
  ///
  /// ## The one place AutoCell differs from UIKit
  /// So that code that never mentions the property keeps working, two rules apply:
  /// - The constraints exist only once the node has a frame to keep: a frame given to
  ///   `init(frame:)` or set later, or the property set to true explicitly. A node made with
  ///   `init()` and placed by constraints never gets them.
  /// - Activating a constraint whose first anchor is the node's turns the property off,
  ///   unless it was set explicitly (as SnapKit and Anchorage do). So
  ///   `label.topAnchor.constraint(equalTo: ...)` means the label is placed by constraints,
  ///   whether or not the code set the property to false first, as UIKit code must.
  ///
  /// Setting the property (either way) makes it explicit: it then stays as set.
  /// A conflict that involves an autoresizing-mask constraint names this property in its
  /// message, as UIKit's log does.
  ///
  /// Measuring a node with ``systemLayoutSizeFitting(_:)`` uses its subtree's constraints
  /// only, so the node's own autoresizing-mask constraints (installed on its superview) do not
  /// hold its size there; a measurement whose width is free measures laid-out text at the
  /// width it was laid out at (UIKit's preferred maximum layout width).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoresizing.translatesFrame }
    set {
      autoresizing.setTranslatesFrame(newValue)  // explicit true alone can make them exist
      updateAutoresizingConstraints()
    }
  }

  /// Which parts of the frame follow the superview's size while
  /// ``translatesAutoresizingMaskIntoConstraints`` is on (UIKit's `autoresizingMask`).
  ///
  /// Empty by default: the node keeps its frame from the superview's top-left corner.
  public var autoresizingMask: AutoresizingMask {
    get { autoresizing.mask }
    set {
      guard newValue != autoresizing.mask else { return }
      autoresizing.mask = newValue
      updateAutoresizingConstraints()
    }
  }

  /// Sets the frame from a layout pass: at pixel boundaries of `scale` (the root's
  /// ``displayScale``), not an input.
  ///
  /// As in UIKit, a node laid out for the first time or resized needs ``layoutSubviews()``, and so
  /// does the superview of a node whose frame changed.
  func writeLayoutFrame(relativeTo parent: LayoutNode, scale: CGFloat) {
    let rect = item.pixelAlignedRect(relativeTo: parent.item, scale: scale)
    guard rect.isFinite else { return }  // overflow: the frame is kept
    let old = frame
    let isFirst = engineSlots.laidOutWidth < 0
    engineSlots.laidOutWidth = rect.width
    guard isFirst || rect != old else { return }  // unchanged: nothing to write or notify
    autoresizing.isWritingLayoutFrame = true
    frame = rect
    autoresizing.isWritingLayoutFrame = false
    if isFirst || rect.size != old.size { setNeedsLayoutSubviews() }
    if rect != old { parent.setNeedsLayoutSubviews() }
  }

  /// A constraint with the node's anchor first was activated: the node is placed by
  /// constraints unless the caller said otherwise.
  func anchorsWereConstrained() {
    if autoresizing.anchorsWereConstrained() { updateAutoresizingConstraints() }
  }

  /// Makes the autoresizing-mask constraints match the flag, the frame and the mask: changes
  /// their constants when only those changed, else replaces them.
  ///
  /// O(depth).
  func updateAutoresizingConstraints() {
    let old = autoresizing.constraints
    guard let parent = superview, autoresizing.needsConstraints else {
      LayoutConstraint.deactivate(old)
      autoresizing.constraints = []
      return
    }
    let specs = AutoresizingSpec.specs(frame: frame, in: parent.frame.size, mask: autoresizing.mask)
    if old.count == specs.count, zip(old, specs).allSatisfy({ $1.matches($0) }) {
      for (constraint, spec) in zip(old, specs) { constraint.constant = spec.constant }
      return
    }
    LayoutConstraint.deactivate(old)
    let made = specs.map { $0.constraint(for: self, in: parent) }
    autoresizing.constraints = made
    LayoutConstraint.activate(made)
  }
}

/// One autoresizing-mask constraint before it is made:
/// `first == multiplier * superview.second + constant (+ superview.origin)`.
struct AutoresizingSpec {
  let first: LayoutAttribute
  let second: LayoutAttribute
  let multiplier: CGFloat
  let constant: CGFloat
  /// Whether the superview's origin edge (left or top) is added: for positions that move in
  /// proportion to the superview's size.
  let addsOrigin: Bool
  /// The superview's origin edge along the spec's axis.
  let origin: LayoutAttribute

  /// The four constraints that hold `frame` in a superview of `size` under `mask`: two per
  /// axis, chosen by which of (margin, size, margin) are flexible.
  static func specs(frame: CGRect, in size: CGSize, mask: AutoresizingMask) -> [AutoresizingSpec] {
    axis(
      start: frame.minX, length: frame.width, total: size.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ), attributes: (.left, .width, .right))
      + axis(
        start: frame.minY, length: frame.height, total: size.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ), attributes: (.top, .height, .bottom))
  }

  /// One axis.
  ///
  /// With margins `a` (before) and `c` (after) and size `b` in a superview of length `t`, a
  /// superview length `T` gives the flexible parts `T - t` more, in proportion.
  private static func axis(
    start a: CGFloat, length b: CGFloat, total t: CGFloat, flexible: (Bool, Bool, Bool),
    attributes: (start: LayoutAttribute, size: LayoutAttribute, end: LayoutAttribute)
  ) -> [AutoresizingSpec] {
    let c = t - a - b
    let origin = attributes.start
    func spec(
      _ first: LayoutAttribute, _ second: LayoutAttribute, _ m: CGFloat, _ k: CGFloat,
      addsOrigin: Bool = false
    ) -> AutoresizingSpec {
      AutoresizingSpec(
        first: first, second: second, multiplier: m, constant: k, addsOrigin: addsOrigin,
        origin: origin)
    }
    // Share of the change: each flexible part's length over their sum (equal if zero).
    let parts = [flexible.0 ? a : 0, flexible.1 ? b : 0, flexible.2 ? c : 0]
    let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
    let sum = parts.reduce(0, +)
    func share(_ index: Int, _ isFlexible: Bool) -> CGFloat {
      guard isFlexible else { return 0 }
      return sum != 0 ? parts[index] / sum : 1 / CGFloat(count)
    }
    let (sa, sb) = (share(0, flexible.0), share(1, flexible.1))
    // start = a + sa·(T - t); size = b + sb·(T - t).
    let startSpec: AutoresizingSpec =
      sa == 0
      ? spec(attributes.start, attributes.start, 1, a)
      : spec(attributes.start, attributes.size, sa, a - sa * t, addsOrigin: true)
    return [startSpec, spec(attributes.size, attributes.size, sb, b - sb * t)]
  }

  /// Whether `constraint` has this spec's form (so only its constant needs setting).
  func matches(_ constraint: LayoutConstraint) -> Bool {
    constraint.firstAttribute == first && constraint.secondAttribute == second
      && constraint.multiplier == multiplier && (constraint.originTerm != nil) == addsOrigin
  }

  /// The constraint, inactive, of `node` in `parent`.
  func constraint(for node: LayoutNode, in parent: LayoutNode) -> LayoutConstraint {
    let made = LayoutConstraint(
      AnyLayoutAnchor(item: node.item, attribute: first), .equal,
      AnyLayoutAnchor(item: parent.item, attribute: second), multiplier: multiplier,
      constant: constant)
    made.isAutoresizingMaskConstraint = true
    made.isMadeByAutoCell = true
    if addsOrigin { made.originTerm = AnyLayoutAnchor(item: parent.item, attribute: origin) }
    return made
  }
}
