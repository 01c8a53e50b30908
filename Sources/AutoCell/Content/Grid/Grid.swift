import Foundation

/// Views in rows and columns, like SwiftUI's `Grid`: each ``GridRow``'s views are the cells of
/// successive columns; a view outside a row spans every column.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Name"); Text("Ada Lovelace") }
///   Divider()
///   GridRow { Text("Born"); Text("1815") }
/// }
/// ```
///
/// A column is as wide as its widest cell and a row as tall as its tallest; flexible cells
/// share what is left of the width and height offered, as in a stack (see the layout rules
/// in the SwiftUI vocabulary article). Cells are aligned in their areas by the grid's
/// `alignment`, a row's `alignment` (vertically), ``ContentNode/gridColumnAlignment(_:)``
/// (horizontally, for the whole column) and ``ContentNode/gridCellAnchor(_:)`` (one cell).
/// nil spacing is the system's, 8 points (`SwiftUIDefaults.gridSpacing`). Right to left, the
/// first column is on the right.
///
/// Rows come from the content as lists do (a ``ForEach`` of rows, `if`, a `body`); a modifier
/// applied to a row applies to each of its cells, as in SwiftUI.
public struct Grid: ContentNode {
  /// The cells laid out.
  let cells: LayoutContent<GridCellsLayout>

  /// Creates a grid of the rows and views built by `content`.
  ///
  /// - Complexity: O(*v*) in the views, plus one evaluation of each body.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ContentBuilder content: () -> ContentList
  ) {
    var top: [any ContentNode] = []
    for element in content().elements { element.appendViews(to: &top) }
    var views: [any ContentNode] = []
    var rows: [GridCellsLayout.Row] = []
    for view in top {
      let start = views.count
      if let (row, modifiers) = Self.row(in: view) {
        for child in row.children {
          var cells: [any ContentNode] = []
          child.appendViews(to: &cells)
          for cell in cells { views.append(Self.apply(modifiers, to: cell)) }
        }
        rows.append(
          .init(cells: start..<views.count, alignment: row.alignment, spansAllColumns: false))
      } else {
        views.append(view)
        rows.append(.init(cells: start..<views.count, alignment: nil, spansAllColumns: true))
      }
    }
    cells = LayoutContent(
      GridCellsLayout(
        alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing, rows: rows),
      children: views)
  }

  /// The grid's cells laid out.
  public var body: some ContentNode { cells }

  /// The row `view` is, under the modifiers around it (outermost last), or nil.
  private static func row(in view: any ContentNode) -> (GridRow, [any ChildModifier])? {
    if let row = view as? GridRow { return (row, []) }
    guard let modifier = view as? any ChildModifier,
      let (row, modifiers) = row(in: modifier.child)
    else { return nil }
    return (row, modifiers + [modifier])
  }

  /// `modifiers` applied to `cell`, innermost first.
  private static func apply(_ modifiers: [any ChildModifier], to cell: any ContentNode)
    -> any ContentNode
  {
    var result = cell
    for modifier in modifiers { result = modifier.applied(to: result) }
    return result
  }
}
