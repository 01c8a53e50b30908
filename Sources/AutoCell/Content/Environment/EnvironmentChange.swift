import Foundation

/// One change an ``EnvironmentContent`` makes to the environment of its content.
public enum EnvironmentChange: Equatable, Sendable {
  /// Sets ``EnvironmentValues/font`` (nil: back to ``Font/body``).
  case font(Font?)
  /// Sets ``EnvironmentValues/lineLimit``.
  case lineLimit(Int?)
  /// Sets ``EnvironmentValues/multilineTextAlignment``.
  case multilineTextAlignment(TextAlignment)
  /// Sets ``EnvironmentValues/lineSpacing``.
  case lineSpacing(CGFloat)
  /// Sets ``EnvironmentValues/foregroundColor``.
  case foregroundColor(Color?)
  /// Sets ``EnvironmentValues/truncationMode``.
  case truncationMode(Text.TruncationMode)
  /// Sets ``EnvironmentValues/minimumScaleFactor``.
  case minimumScaleFactor(CGFloat)
  /// Sets ``EnvironmentValues/dynamicTypeSize``.
  case dynamicTypeSize(DynamicTypeSize)
  /// Clamps ``EnvironmentValues/dynamicTypeSize`` to a range.
  case dynamicTypeSizeRange(ClosedRange<DynamicTypeSize>)

  /// Applies the change to `environment`.
  func apply(to environment: inout EnvironmentValues) {
    switch self {
    case .font(let font): environment.font = font ?? .body
    case .lineLimit(let limit): environment.lineLimit = limit.map { max(0, $0) }
    case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
    case .lineSpacing(let spacing): environment.lineSpacing = spacing
    case .foregroundColor(let color): environment.foregroundColor = color
    case .truncationMode(let mode): environment.truncationMode = mode
    case .minimumScaleFactor(let factor): environment.minimumScaleFactor = factor
    case .dynamicTypeSize(let size): environment.dynamicTypeSize = size
    case .dynamicTypeSizeRange(let range):
      environment.dynamicTypeSize = min(
        max(environment.dynamicTypeSize, range.lowerBound), range.upperBound)
    }
  }
}
