import Cassowary
import Foundation

// Numbers the engine accepts: finite, and no larger than the solver can take back.

extension LayoutEngine {
  /// The largest magnitude, in points, of a constant, multiplier, frame size or intrinsic size
  /// the engine uses (one million, as for fitting targets); larger finite values are clamped.
  ///
  /// The solver changes constants incrementally (new minus old), so a value far beyond any
  /// layout, such as `.greatestFiniteMagnitude`, would overflow or leave its magnitude's
  /// rounding error behind in every row it touched after it is set back; and products of such
  /// values (a multiplier of 1e9 times a size of 1e9) exceed the solver's tolerances (the
  /// engine fuzzer found rows infeasible by 0.125 and "unbounded" objectives with a bound of
  /// 1e9).
  static let largestMagnitude: Double = 1e6

  /// `value` clamped to ±``largestMagnitude``; NaN and infinities are returned as they are,
  /// for the engine to reject.
  static func clamped(_ value: Double) -> Double {
    value.isFinite ? min(max(value, -largestMagnitude), largestMagnitude) : value
  }

  /// Reports a constraint left out of the solver because its constant is NaN or infinite.
  func rejectNonFinite(_ constant: Double, of constraint: Constraint, origin: ConstraintOrigin) {
    report(
      .nonFiniteNumber(.constant(constant, in: constraint)), breaking: constraint,
      constant: constant, origin: origin)
  }

  /// The root's frame size to pin: each component clamped, and one that is NaN or infinite
  /// replaced by the size pinned before (0 at first).
  ///
  /// A non-finite frame is reported once.
  func usableRootSize() -> CGSize {
    let requested = root.frame.size
    let previous = framePins?.size ?? .zero
    let width = Double(requested.width)
    let height = Double(requested.height)
    if width.isFinite && height.isFinite {
      reportedRootSize = nil
      return CGSize(width: LayoutEngine.clamped(width), height: LayoutEngine.clamped(height))
    }
    let bits = (width: width.bitPattern, height: height.bitPattern)
    if reportedRootSize.map({ $0 != bits }) ?? true {
      reportedRootSize = bits
      let item = root.item
      if width.isFinite {
        let pin: Constraint = framePins?.height ?? (item.height == 0)
        rejectNonFinite(-height, of: pin, origin: .rootFrame(item, .height))
      } else {
        let pin: Constraint = framePins?.width ?? (item.width == 0)
        rejectNonFinite(-width, of: pin, origin: .rootFrame(item, .width))
      }
    }
    return CGSize(
      width: width.isFinite ? LayoutEngine.clamped(width) : Double(previous.width),
      height: height.isFinite ? LayoutEngine.clamped(height) : Double(previous.height))
  }
}

extension Double {
  /// The value, or 0 when it is NaN or infinite.
  var finiteOrZero: Double { isFinite ? self : 0 }
}

extension CGSize {
  /// Whether both components are finite.
  var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
  /// Whether the origin and size are finite.
  var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.isFinite }
}
