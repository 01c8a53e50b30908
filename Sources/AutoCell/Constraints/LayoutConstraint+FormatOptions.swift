extension LayoutConstraint {
  /// Options of ``constraints(withVisualFormat:options:metrics:views:)``: an alignment of
  /// every view named in the format, across its axis, and the direction of an `H:` format
  /// (UIKit's `NSLayoutConstraint.FormatOptions`).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Left edges aligned (`V:` formats).
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Right edges aligned (`V:` formats).
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Top edges aligned (`H:` formats).
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Bottom edges aligned (`H:` formats).
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Leading edges aligned (`V:` formats).
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Trailing edges aligned (`V:` formats).
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Horizontal centres aligned (`V:` formats).
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Vertical centres aligned (`H:` formats).
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Last baselines aligned (`H:` formats).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// First baselines aligned (`H:` formats).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// `H:` formats run leading to trailing (the default, no bits).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// `H:` formats run left to right whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// `H:` formats run right to left whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    /// Each alignment option and the attribute it aligns.
    static let alignments: [(FormatOptions, LayoutAttribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
  }
}
