/// The state of a control, like UIKit's `UIControl.State`: a ``ButtonNode`` keeps a title and
/// an image per state, and measures those of its current state.
public struct ControlState: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates a state from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The normal state: no other state.
  public static let normal: ControlState = []
  /// Touched down.
  public static let highlighted = ControlState(rawValue: 1 << 0)
  /// Disabled.
  public static let disabled = ControlState(rawValue: 1 << 1)
  /// Selected.
  public static let selected = ControlState(rawValue: 1 << 2)
}
