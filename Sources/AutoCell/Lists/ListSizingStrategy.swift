import Foundation

/// When a ``ListSizer`` measures its rows.
public enum ListSizingStrategy: Sendable, Hashable {
  /// Every row is measured when the items or the width are set: offsets are exact at once,
  /// at O(*n*) measurements up front.
  case exact
  /// Rows are `rowHeight` high until measured (``ListSizer/measureRow(_:)``,
  /// ``ListSizer/measureRows(inOffsets:)``), then their real height; setting items or the
  /// width costs no measurement.
  case estimated(rowHeight: CGFloat)

  /// The height of a row not measured yet, when its registration gives no estimate.
  var estimatedRowHeight: CGFloat {
    guard case .estimated(let rowHeight) = self else { return 0 }
    return ListSizer.sanitized(rowHeight)
  }
}
