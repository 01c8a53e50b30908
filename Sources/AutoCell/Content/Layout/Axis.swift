import Foundation

/// The horizontal or vertical dimension, like SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
  /// Along x.
  case horizontal
  /// Along y.
  case vertical

  /// A set of axes, like SwiftUI's `Axis.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The axes as bits.
    public let rawValue: UInt8

    /// Creates a set of the axes `rawValue` holds.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
