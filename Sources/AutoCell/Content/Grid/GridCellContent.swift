import Foundation

/// What a view tells the ``Grid`` it is a cell of: the columns it spans, its column's
/// alignment, its own anchor and the axes it does not size (SwiftUI's `gridCellColumns(_:)`,
/// `gridColumnAlignment(_:)`, `gridCellAnchor(_:)` and `gridCellUnsizedAxes(_:)`).
///
/// Outside a grid, nothing reads them.
struct GridCellTraits: Equatable {
  /// The columns the cell spans (at least 1), or nil for one.
  var columns: Int?
  /// The horizontal alignment of every cell of the cell's column, or nil for the grid's.
  var columnAlignment: HorizontalAlignment?
  /// The point of the cell put at the same point of its area, or nil for the alignments.
  var anchor: UnitPoint?
  /// The axes on which the cell takes its area's length and does not size its column or row.
  var unsizedAxes: Axis.Set = []

  /// These traits, with what `inner` (a modifier nearer the view) sets where these set
  /// nothing: the outermost setting wins.
  func merged(over inner: GridCellTraits) -> GridCellTraits {
    GridCellTraits(
      columns: columns ?? inner.columns, columnAlignment: columnAlignment ?? inner.columnAlignment,
      anchor: anchor ?? inner.anchor, unsizedAxes: unsizedAxes.union(inner.unsizedAxes))
  }

  /// The traits `node` carries: those of every ``GridCellContent`` in its chain of modifiers
  /// (seen through padding, frames and the other modifiers, as SwiftUI's cell modifiers are).
  ///
  /// O(*m*) in the modifiers around the view.
  static func of(_ node: any ContentNode) -> GridCellTraits {
    var traits = GridCellTraits()
    var current: any ContentNode = node
    while true {
      if let cell = current as? any GridCellTraitCarrier {
        traits = traits.merged(over: cell.gridCellTraits)
      }
      guard let modifier = current as? any ChildModifier else { return traits }
      current = modifier.child
    }
  }
}

/// A modifier that carries grid cell traits.
protocol GridCellTraitCarrier {
  var gridCellTraits: GridCellTraits { get }
}

/// A child with grid cell traits (see ``ContentNode/gridCellColumns(_:)``): sized, placed and
/// aligned as the child, anywhere; a ``Grid`` reads the traits.
public struct GridCellContent<Child: ContentNode>: _ForwardingContent, GridCellTraitCarrier {
  /// The node.
  public var child: Child
  /// The traits.
  let gridCellTraits: GridCellTraits

  init(_ child: Child, traits: GridCellTraits) {
    self.child = child
    self.gridCellTraits = traits
  }
}

extension GridCellContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    GridCellContent<Other>(other, traits: gridCellTraits)
  }
}

extension ContentNode {
  /// The view spanning `count` columns of its ``GridRow`` (1 by default; counts below 1 read
  /// as 1), like SwiftUI's `gridCellColumns(_:)`.
  public func gridCellColumns(_ count: Int) -> GridCellContent<Self> {
    GridCellContent(self, traits: GridCellTraits(columns: max(1, count)))
  }

  /// Every cell of this view's grid column aligned horizontally on `guide`, like SwiftUI's
  /// `gridColumnAlignment(_:)` (the first cell of a column that sets it decides).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> GridCellContent<Self> {
    GridCellContent(self, traits: GridCellTraits(columnAlignment: guide))
  }

  /// The view placed in its grid cell with its `anchor` point at the same point of the cell,
  /// whatever the grid's, row's and column's alignments, like SwiftUI's `gridCellAnchor(_:)`.
  public func gridCellAnchor(_ anchor: UnitPoint) -> GridCellContent<Self> {
    GridCellContent(self, traits: GridCellTraits(anchor: anchor))
  }

  /// The view asking no width (`.horizontal`) or height (`.vertical`) of its grid column or
  /// row, and taking what the others give it, like SwiftUI's `gridCellUnsizedAxes(_:)`: a
  /// `Color` that fills its cell without widening its column.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> GridCellContent<Self> {
    GridCellContent(self, traits: GridCellTraits(unsizedAxes: axes))
  }
}
