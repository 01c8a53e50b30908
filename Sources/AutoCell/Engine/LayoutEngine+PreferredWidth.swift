import Foundation

// UILabel's automatic preferred maximum layout width, for measurements.

extension LayoutEngine {
  /// Before a measurement whose width is free (horizontal fitting priority below required),
  /// caps the intrinsic width of every height-for-width node that a layout pass has laid out
  /// at the width it was given there, as UIKit's multi-line labels keep their laid-out width
  /// as their preferred maximum layout width.
  ///
  /// So UIKit code that sets a frame, lays out and then measures with
  /// ``LayoutNode/layoutFittingCompressedSize`` gets the text wrapped at the laid-out width. A
  /// measurement with a required width undoes the caps (text wraps at the width it gets), and so
  /// does the next layout pass.
  ///
  /// - Complexity: O(*h*) for *h* height-for-width nodes, plus one measurement of each laid-out
  ///   one (from its cache when unchanged).
  func capPreferredWidths(horizontal: LayoutPriority) {
    guard !horizontal.isRequired else {
      restorePreferredWidths()
      return
    }
    for entry in heightForWidth {
      let node = entry.node
      guard node.engineSlots.laidOutWidth >= 0 else { continue }
      let state = node.intrinsic.horizontal
      let capped = node.intrinsicContentSize(forWidth: node.engineSlots.laidOutWidth).width
      guard state.isActive, capped < state.size else { continue }
      setIntrinsicConstants(capped, of: state, node: node, axis: .horizontal)
      preferredWidthsCapped = true
    }
  }

  /// Gives every height-for-width node its own intrinsic width back after
  /// ``capPreferredWidths(horizontal:)``.
  ///
  /// O(*h*).
  func restorePreferredWidths() {
    guard preferredWidthsCapped else { return }
    preferredWidthsCapped = false
    for entry in heightForWidth {
      let state = entry.node.intrinsic.horizontal
      guard state.isActive else { continue }
      setIntrinsicConstants(state.size, of: state, node: entry.node, axis: .horizontal)
    }
  }

  /// Sets the solver constants of an axis's intrinsic constraints to `value` without
  /// changing the size they record.
  private func setIntrinsicConstants(
    _ value: CGFloat, of state: IntrinsicAxisConstraints, node: LayoutNode, axis: LayoutAxis
  ) {
    guard let hugging = state.hugging, let resisting = state.resisting else { return }
    let constant = -Double(value)
    let hugOrigin = ConstraintOrigin.intrinsic(node.item, axis, hugging: true)
    let resistOrigin = ConstraintOrigin.intrinsic(node.item, axis, hugging: false)
    let current = solver.constant(of: resisting) ?? constant
    if constant < current {  // growing: move the upper bound first
      update(hugging, constant: constant, origin: hugOrigin)
      update(resisting, constant: constant, origin: resistOrigin)
    } else {
      update(resisting, constant: constant, origin: resistOrigin)
      update(hugging, constant: constant, origin: hugOrigin)
    }
  }
}
