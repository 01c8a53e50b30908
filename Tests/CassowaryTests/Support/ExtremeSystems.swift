import Cassowary
import Foundation
import TestSupport

/// Random numbers far apart in magnitude for the numerics property tests (issue #16, item 5).
///
/// Magnitudes are log-uniform and rounded to 3 significant bits, so each is a short dyadic
/// fraction (a few exact decimals such as 1e-6, 1e8 and 1e12, whose binary fractions are long,
/// are mixed in by the profiles that want them; the exact reference holds any finite double).
enum ExtremeSystems {
  /// How a sequence's numbers are drawn: one profile per replay kind.
  enum Profile: String, CaseIterable, Sendable {
    /// Coefficients 1e-6...1e12 (log-uniform, random sign, with the exact 1e-6, 1e8, 1e12 now
    /// and then), constants and suggestions up to 1e12, weights 2^-30...2^30, levels 999.999,
    /// 751, 750, 500, 0.001 and required.
    case extreme
    /// Coefficients ±0.5, ±1, ±2, ±3; constants and suggestions up to ±1e300, so that results
    /// stay finite or an overflow error is due (the exact reference holds such numbers: it uses
    /// ``BigInteger``).
    case limits
    /// Coefficients 0.25...3 (quarters), many levels (999.999, 999, 751, 750, 749, 500, 250,
    /// 1, 0.001), constant changes: the setConstant hang of issue #16.
    case levels
    /// Coefficients 1e12, 1e8, 1e-6 and unit ones, levels 999.999, 0.001 and required: the add
    /// hangs of issues #16 (1e12, 1e8, units at 999.999/1000) and #10 (1e12 beside 1e-6 at
    /// 999.999/1000/0.001).
    case hang
    /// Quarter coefficients, variables repeated within a constraint, constants in quarters,
    /// weights 2^-30...2^30, fractional levels (999.5, 750.5, 0.5), edit variables made with and
    /// without a first suggestion, removals and edit removals interleaved with adds: the silent
    /// wrong optima of issue 39 (item 1), checked against the reference after every call.
    case weights
  }

  /// A log-uniform magnitude in `range`, rounded to 3 significant bits.
  static func magnitude(in range: ClosedRange<Double>, using g: inout SeededGenerator) -> Double {
    let e = Double.random(in: log2(range.lowerBound)...log2(range.upperBound), using: &g)
    let unit = exp2(floor(e) - 2)
    return min(range.upperBound, max(range.lowerBound, (exp2(e) / unit).rounded() * unit))
  }

  static func signed(_ x: Double, using g: inout SeededGenerator) -> Double {
    Bool.random(using: &g) ? x : -x
  }

  /// `Σ a_i x_i + c relation 0` over 1-3 distinct variables, each coefficient drawn from
  /// `coefficients` with a random sign, a constant up to ±1e8 (3 significant bits), at `strength`.
  static func constraint(
    over variables: [Variable], strength: Strength, coefficients: [Double],
    using g: inout SeededGenerator
  ) -> Constraint {
    let chosen = variables.shuffled(using: &g).prefix(
      Int.random(in: 1...min(3, variables.count), using: &g))
    let terms = chosen.map {
      Term($0, coefficient: signed(coefficients.randomElement(using: &g)!, using: &g))
    }
    let constant =
      Bool.random(using: &g)
      ? Double(Int.random(in: -100...100, using: &g))
      : signed(magnitude(in: 1...1e8, using: &g), using: &g)
    return Constraint(
      Expression(terms, constant: constant), RandomSystems.relation(using: &g), strength: strength)
  }
}

extension ExtremeSystems.Profile {
  /// Calls in one sequence.
  var steps: Int {
    switch self {
    case .hang: 14
    case .weights: 24
    default: 40
    }
  }

  /// Calls between checks against the reference.
  var checkEvery: Int { self == .weights ? 1 : 5 }

  /// How many variables a sequence uses.
  func variableCount(using g: inout SeededGenerator) -> Int {
    self == .limits ? Int.random(in: 2...5, using: &g) : Int.random(in: 3...6, using: &g)
  }

  /// The non-required levels.
  var levels: [Double] {
    switch self {
    case .extreme: [999.999, 751, 750, 500, 0.001]
    case .limits: [999.999, 750, 250]
    case .levels: [999.999, 999, 751, 750, 749, 500, 250, 1, 0.001]
    case .hang: [999.999, 999.999, 0.001]
    case .weights: [999.5, 750, 749, 1, 0.5]
    }
  }

  func weight(using g: inout SeededGenerator) -> Double {
    switch self {
    case .extreme: exp2(Double(Int.random(in: -30...30, using: &g)))
    case .limits: [1, 2, 0.5].randomElement(using: &g)!
    case .levels: [1, 1, 2, 0.5, 1024, 0x1p-10].randomElement(using: &g)!
    case .hang: Bool.random(using: &g) ? 1 : exp2(Double(Int.random(in: -30...30, using: &g)))
    case .weights:
      Bool.random(using: &g)
        ? [1, 0.5, 2, 1024].randomElement(using: &g)!
        : exp2(Double(Int.random(in: -30...30, using: &g)))
    }
  }

  /// Required with probability `required`, else a random level and weight.
  func strength(required: Double, using g: inout SeededGenerator) -> Strength {
    if Double.random(in: 0..<1, using: &g) < required { return .required }
    return editStrength(using: &g)
  }

  func editStrength(using g: inout SeededGenerator) -> Strength {
    Strength(levels.randomElement(using: &g)!, weight: weight(using: &g))
  }

  func coefficient(using g: inout SeededGenerator) -> Double {
    let x: Double
    switch self {
    case .extreme:
      x =
        Int.random(in: 0..<6, using: &g) == 0
        ? [1e12, 1e8, 1e-6, 1].randomElement(using: &g)!
        : ExtremeSystems.magnitude(in: 1e-6...1e12, using: &g)
    case .limits: x = [0.5, 1, 1, 2, 3].randomElement(using: &g)!
    case .levels: x = Double(Int.random(in: 1...12, using: &g)) / 4
    case .hang: x = [1e12, 1e8, 1e-6, 1, 1, 2, 0.5].randomElement(using: &g)!
    case .weights: x = [0.25, 0.5, 1, 1, 2, 2, 3].randomElement(using: &g)!
    }
    return ExtremeSystems.signed(x, using: &g)
  }

  /// A constant, a new constant for `setConstant`, or a suggested value.
  func value(using g: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<4, using: &g) {
    case 0: return Double(Int.random(in: -20...20, using: &g))
    default:
      switch self {
      case .extreme:
        return ExtremeSystems.signed(
          ExtremeSystems.magnitude(in: 1e-6...1e12, using: &g), using: &g)
      case .limits:
        return ExtremeSystems.signed(
          ExtremeSystems.magnitude(in: 1e200...1e300, using: &g), using: &g)
      case .levels, .weights: return Double(Int.random(in: -400...400, using: &g)) / 4
      case .hang:
        return ExtremeSystems.signed(ExtremeSystems.magnitude(in: 1...1e12, using: &g), using: &g)
      }
    }
  }

  /// `Σ a_i x_i + c relation 0` over 1-3 distinct variables.
  func constraint(over variables: [Variable], required: Double, using g: inout SeededGenerator)
    -> Constraint
  {
    let chosen: [Variable]
    if self == .weights {
      // Variables may repeat within a constraint (`0.5 * v2 - 2 * v2`).
      chosen = (0..<Int.random(in: 1...3, using: &g)).map { _ in
        variables.randomElement(using: &g)!
      }
    } else {
      chosen = Array(
        variables.shuffled(using: &g).prefix(Int.random(in: 1...min(3, variables.count), using: &g))
      )
    }
    let terms = chosen.map { Term($0, coefficient: coefficient(using: &g)) }
    return Constraint(
      Expression(terms, constant: value(using: &g)), RandomSystems.relation(using: &g),
      strength: strength(required: required, using: &g))
  }
}
