/// How strongly a constraint should hold: a priority level plus a weight within that level.
///
/// Levels are compared strictly lexicographically, as Auto Layout promises: the solver first
/// minimises the weighted error of the highest non-required level, then the next level without
/// making the first any worse, and so on. No number of violations at a lower level buys a smaller
/// error at a higher one. Any number of distinct levels may be used (749, 750 and 751 are three).
///
/// The weight scales a constraint's error against other constraints of the *same* level only.
///
/// A valid strength has a level in (0, 1000] and a finite weight > 0; the solver rejects others
/// when a constraint is added (``SolverError/invalidStrength(_:)``,
/// ``SolverError/nonFiniteNumber(_:)``). Level 1000 is ``required``: such a constraint holds
/// exactly or is rejected.
public struct Strength: Hashable, Sendable {
  /// The priority level, in (0, 1000]; 1000 is required.
  public var level: Double
  /// The weight within the level; > 0, default 1.
  public var weight: Double

  /// Creates a strength at `level` with the given weight within that level.
  public init(_ level: Double, weight: Double = 1) {
    self.level = level
    self.weight = weight
  }

  /// Level 1000: the constraint must hold.
  public static let required = Strength(1000)
  /// Level 750 (Auto Layout's `defaultHigh`).
  public static let strong = Strength(750)
  /// Level 500.
  public static let medium = Strength(500)
  /// Level 250 (Auto Layout's `defaultLow`).
  public static let weak = Strength(250)

  /// Whether this is the required level (1000).
  @inlinable public var isRequired: Bool { level >= 1000 }

  /// This strength with another weight.
  public func weighted(_ weight: Double) -> Strength { Strength(level, weight: weight) }
}

extension Strength: CustomStringConvertible {
  public var description: String {
    let name: String
    switch level {
    case 1000: name = "required"
    case 750: name = "strong"
    case 500: name = "medium"
    case 250: name = "weak"
    default: name = formatNumber(level)
    }
    return weight == 1 ? name : "\(name) \(formatNumber(weight))"
  }
}

extension Strength {
  /// Checks the level and weight: finite, the level in 0 < level <= 1000, the weight above 0.
  func validate() throws(SolverError) {
    if !level.isFinite || !weight.isFinite {
      throw .nonFiniteNumber(.strength(self))
    }
    if !(level > 0 && level <= 1000) || !(weight > 0) {
      throw .invalidStrength(self)
    }
  }
}
