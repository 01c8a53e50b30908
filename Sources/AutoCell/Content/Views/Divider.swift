import Foundation

/// A thin line across a stack, like SwiftUI's `Divider`: in an ``HStack`` a vertical line
/// 1 point wide, elsewhere (a ``VStack``, or outside stacks) a horizontal line 1 point tall.
///
/// Along the line it takes what it is offered, and 0 when offered nil
/// (`SwiftUIDefaults/dividerIdealLength`): so a divider never widens its stack, and once placed
/// spans it.
public struct Divider: ContentNode {
  /// Creates a divider.
  public init() {}

  /// 1 point across the line, the offered length along it.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    let across: LayoutAxis = environment.stackOrientation == .horizontal ? .horizontal : .vertical
    var size = CGSize.zero
    size[across] = SwiftUIDefaults.dividerThickness
    let along = proposal[across.cross].map(ProposedViewSize.sanitized)
    size[across.cross] = along ?? SwiftUIDefaults.dividerIdealLength
    return size
  }
}
