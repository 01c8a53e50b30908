import Cassowary

/// How strongly a constraint should hold, like UIKit's `UILayoutPriority`: a `Float` in (0, 1000].
///
/// A constraint at ``required`` (1000) must hold; any other priority is optional. Priorities are
/// strictly lexicographic (each one is its own solver level): the engine first satisfies the
/// highest optional priority as well as it can, then the next one without making the first any
/// worse, so one priority-750 constraint beats any number of priority-749 ones.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority as a number in (0, 1000].
  public var rawValue: Float

  /// Creates a priority from its number.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from its number.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from a float literal: `let p: LayoutPriority = 999`.
  public init(floatLiteral value: Float) { self.rawValue = value }

  /// Creates a priority from an integer literal.
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: UIKit's `defaultHigh` (the default compression resistance).
  public static let defaultHigh = LayoutPriority(750)
  /// 250: UIKit's `defaultLow` (the default content hugging).
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority with which fitting pulls a size toward its target.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether this is ``required``.
  public var isRequired: Bool { rawValue >= 1000 }

  /// The solver strength of this priority: the same level, weight 1.
  ///
  /// Out-of-range numbers are clamped rather than rejected: above 1000 (or NaN) is required,
  /// 0 or below becomes the smallest level, 0.001.
  var strength: Strength {
    if rawValue.isNaN || rawValue >= 1000 { return .required }
    return Strength(max(Double(rawValue), 0.001))
  }

  /// Orders priorities by their numbers.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority `amount` above `priority`: `.defaultLow + 1` is 251.
  public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
    LayoutPriority(priority.rawValue + amount)
  }

  /// The priority `amount` below `priority`: `.required - 1` is 999.
  public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
    LayoutPriority(priority.rawValue - amount)
  }
}

extension LayoutPriority: CustomStringConvertible {
  /// The number, without a trailing `.0` for whole values.
  public var description: String {
    formatNumber(rawValue)
  }
}
