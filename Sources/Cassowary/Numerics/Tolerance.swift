// Every tolerance of the solver in one place: each constant or predicate says what it decides
// and why its value.

/// The threshold below which a row's constant counts as zero when the simplex asks whether a
/// restricted row is infeasible (absolute, like kiwi's: layout values are points).
///
/// Coefficients are compared with it only when they cancel (see
/// ``cancels(_:_:_:)``), so `1e-12 * x` is as much a term as `x`. Whether a required
/// constraint can hold is decided relative to its size (see ``feasibilityTolerance(scale:)``):
/// rounding grows with the values, so `z == x` after `y == 3 * x` and `z == y / 3` with `x`
/// near 1e8 misses by about 1e-8 and must still hold.
let epsilon = 1.0e-8

/// Whether a row constant counts as zero: within ``epsilon`` of it.
@inline(__always) func nearZero(_ value: Double) -> Bool {
  value < epsilon && value > -epsilon
}

/// How small the sum of two coefficients must be, relative to the larger of them, to count as
/// cancelled whatever its size: rounding residue, dropped from rows and from the objective.
///
/// Rounding leaves a few units in the last place of the operands (about 1e-16 of them); the
/// margin up to 1e-13 absorbs residue carried over from earlier operations. (A larger margin
/// would drop real results: `1e12 - (1e12 - 10)` is 10, accurate to 1e-4, and must stay.)
let cancellation = 1.0e-13

/// Whether `sum`, the result of adding `a` and `b`, is rounding residue: below
/// ``cancellation`` of the operands, or below ``epsilon`` in absolute terms when it also lost
/// six digits to the sum.
///
/// Residue of earlier steps carried in unit-sized operands (1e-10 left of `1 - 1`) is dropped as
/// kiwi drops it; a coefficient that is small because its operands are (1e-12 and 3e-12) or that
/// appears fresh from a product (0.5 / 1e8) is kept.
@inline(__always) func cancels(
  _ sum: Double, _ a: Double, _ b: Double, floor: Double = epsilon
) -> Bool {
  let operands = max(abs(a), abs(b))
  let size = abs(sum)
  return size <= cancellation * operands || (size < floor && size <= 1e-6 * operands)
}

/// The constant `a + b` of the row of an external variable after a pivot: zero where the sum is
/// within the rounding of its own evaluation (``Tolerance/roundingOfEvaluation`` of the larger
/// operand), since such a sum holds none of its digits.
///
/// Left as computed, that residue is a value the caller reads and no objective entry sees: pivots
/// from `x2` to `x5` and back turn `x2 = 0` into `x2 = 352 - 5 · 70.4 = -5.7e-14`, and a level
/// weighted 2^28 on `x2` ends 1.5e-5 above its optimum. Restricted rows keep their sums as
/// computed: the ratio tests compare their constants, and exact zeros there turn rows that
/// rounding told apart into ties that the id rule decides, a longer pivot path on degenerate
/// systems (the conflicting grid) for no better answer.
@inline(__always) func sumOfConstants(_ a: Double, _ b: Double) -> Double {
  let sum = a + b
  return abs(sum) <= Tolerance.roundingOfEvaluation * max(abs(a), abs(b)) ? 0 : sum
}

/// How far from zero a required constraint's residue may be and still count as holding:
/// ``epsilon`` relative to `scale`, the sum of the magnitudes of the constraint's terms at the
/// current values and of its constant (and absolute below a scale of 1).
@inline(__always) func feasibilityTolerance(scale: Double) -> Double {
  epsilon * max(1, scale)
}

/// The solver's tolerances: the constants and predicates that decide when a number counts as
/// rounding, when a system counts as numerically wide, and when an update must be checked.
enum Tolerance {
  /// How far, relative to its size, a non-required constraint's error may be from the error
  /// the tableau holds for it (see ``Records/inconsistentSoftConstraint(at:)``): looser than the 1e-8 of
  /// required constraints, since an error only ranks solutions within its level, and rows whose
  /// terms are twelve orders of magnitude apart keep fewer digits than that even when solved
  /// afresh; a lost term is off by far more.
  static let softDrift = 1e-6

  /// The ratio of the largest to the smallest coefficient magnitude in the constraints above
  /// which the system counts as numerically wide (see ``isNumericallyWide``).
  ///
  /// Below it (layout multipliers such as 0.001 or 1000 included) a fresh solve is as exact as
  /// the incremental tableau, and operations pay nothing for recovery.
  static let wideSpread = 1e6

  /// The most the coefficient magnitudes of the constraints added to a solver may span
  /// (largest over smallest): a ratio of two coefficients, squared and times a weight, stays
  /// far inside the range of doubles.
  ///
  /// Beyond, a pivot's products leave that range (an objective entry of 1e-533 is 0 in doubles, and
  /// a level then ends far above its optimum without a sign of it), so an add that would span more
  /// is refused.
  static let coefficientSpreadLimit = 1e100

  /// The magnitude of a constant or suggested value above which the system counts as
  /// numerically wide (see ``isNumericallyWide``): 1e15, past which doubles hold no fraction
  /// and a unit-sized term beside the value is rounding.
  ///
  /// Layout values are never near it.
  static let wideMagnitude = 1e15

  /// How much lower, relative to the level's size (the larger of the two, at least 1), a
  /// level's error must be for one solution to count as better than another (see
  /// ``LevelErrors/isLexicographicallyBetter(than:)``): far above the rounding of the sums (1e-16 of the
  /// size per term), below the 1e-6 to which a level counts as optimal. (At 1e-9 the fresh
  /// solve replaced the tableau for differences the rounding of wide rows makes, and with its
  /// basis a later add met a coefficient of 2.8e-20 that no solve keeps.)
  static let levelComparison = 1e-7

  /// How large, relative to its constraint's size, a residual is always corrected by the
  /// refinement (see ``correctResiduals()``): 1e-15, a few units of rounding of the size.
  static let residualOfSize = 1e-15

  /// How large, relative to the values it is computed from, a residual is real rather than the
  /// rounding of its own evaluation (see ``correctResiduals()``): two units in the last place
  /// (2 × 2^-52 ≈ 4.4e-16, with a margin).
  static let roundingOfEvaluation = 4.5e-16

  /// The largest ratio of a constant to a coefficient that a call handles without keeping a copy of
  /// the tableau to return to (see ``snapshotForRecovery(adding:constant:strength:)``), and the
  /// largest term of a required constraint a constant shift may leave without verifying at once
  /// (see ``Verification/noteShift(of:from:by:)``): beyond, a value is within a few orders of
  /// magnitude of overflow (`Double.greatestFiniteMagnitude` is 1.8e308), and a constraint's size
  /// or a refusal as an overflow is near.
  static let overflowMargin = 1e300

  /// The most one addition's rounding moves its result, relative to the larger operand: the
  /// unit in the last place of 1 (2^-52 ≈ 2.2e-16) with a margin; the bounds below scale it.
  static let roundingOfAddition = 2.3e-16

  /// How much of its value (relative, and absolute below 1) an update of a row constant may
  /// lose to rounding before the row is recomputed exactly (see ``losesPrecision(_:_:_:)``):
  /// two digits inside the 1e-8 of required constraints, so that a drift caught here never
  /// reaches them.
  static let constantLoss = 1e-10

  /// How much of the size of a required constraint that holds a symbol a shift of the symbol's row
  /// constant may lose to rounding before the verification runs at once (see
  /// ``Verification/noteShift(of:from:by:)``): four digits inside the 1e-8 to which the constraint
  /// must hold, so that ordinary layout values never trigger it.
  static let shiftLoss = 1e-12

  /// How far from zero, relative to the largest row constant (at least 1), the debug invariant
  /// checks let a row's value miss what its cells and constant give: rounding grows with the
  /// values, and these checks look for broken structure, not for lost digits.
  static let invariantSlack = 1e-6

  /// The ratio of the largest to the smallest coefficient of a conflict above which it is
  /// refused as imprecise rather than reported (see ``confirms(_:against:)``): 1e15, about the
  /// 2^53 that a double resolves.
  ///
  /// `1e12 * (x0 - x1) >= 2.1e9` beside `x0 - x2 <= -327680` and
  /// `1e12 * (x2 - x1) + 1e-6 * x0 == -4.8e11` hold together only at `x0` near -3.3e23, through a
  /// combined coefficient of 1e-18 on `x0` that rounding takes for zero: a fresh solve finds the
  /// same "conflict".
  static let unresolvableSpread = 1e15

  /// Whether `sum = a + b` may have lost more than ``constantLoss`` of its value (absolute
  /// below 1) to rounding, or overflowed: then the row it belongs to is recomputed.
  @inline(__always) static func losesPrecision(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    !sum.isFinite || roundingOfAddition * max(abs(a), abs(b)) > constantLoss * max(1, abs(sum))
  }

  /// As ``losesPrecision(_:_:_:)`` for a value that constraints multiply by coefficients up to
  /// `scale`: the loss is measured on `scale · sum` (a value of 3.84e-10 beside a coefficient
  /// 1e12 is a term of 384, whose last digits a loss of 1e-15 would spoil).
  @inline(__always) static func losesPrecision(
    _ sum: Double, _ a: Double, _ b: Double, scale: Double
  ) -> Bool {
    let k = max(1, scale)
    return !sum.isFinite
      || roundingOfAddition * k * max(abs(a), abs(b)) > constantLoss * max(1, k * abs(sum))
  }

  /// ``Verification/losesDigits(_:_:_:of:)`` with the basic symbol's largest coefficient given, for loops
  /// that cache it (see ``MarkerColumn/Entry/termScale``).
  ///
  /// O(1).
  @inline(__always) static func losesDigits(
    _ sum: Double, _ a: Double, _ b: Double, termScale: Double
  ) -> Bool {
    losesPrecision(sum, a, b) || (abs(sum) < 1 && losesPrecision(sum, a, b, scale: termScale))
  }
}

extension PreciseRow {
  /// How small a cell must be, relative to its scale, to count as cancelled: double-double
  /// arithmetic rounds to about 1e-32 of its operands.
  static let cancellation = 1.0e-28
}

extension Objective {
  /// The ``residue`` of a system whose coefficients span no range (largest over smallest is
  /// 1): a cancellation leaves up to ``cancellation`` (1e-13) of its operands, and a hundred of
  /// those adding up stay below it; wider systems divide it by their spread (see
  /// ``spread(_:)``).
  static let unitResidue = 1.0e-11
}
