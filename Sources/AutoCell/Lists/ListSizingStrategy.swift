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
}
