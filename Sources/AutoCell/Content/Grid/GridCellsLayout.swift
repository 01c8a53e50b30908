import Foundation

/// The geometry of a ``Grid``: its flattened cells in rows and columns, as SwiftUI's grid
/// lays them out.
///
/// Columns: a column is as wide as its widest cell; offered a width, the grid takes off the
/// spacing and offers the rest to its columns one by one, the least flexible first (a column's
/// flexibility: its cells' widest answer to an infinite width less their widest answer to 0),
/// each an equal share of what is left, as a stack shares its length; offered nil, each column
/// is its cells' widest ideal width. Rows share the height the same way, each as tall as its
/// tallest cell (or as far as its cells reach lined up on a guide). A cell spanning several
/// columns (``ContentNode/gridCellColumns(_:)``, or a view outside a ``GridRow``, which spans
/// them all) is offered their widths and the spacing between them; wider than that, it
/// widens them, each by an equal share of the difference. A cell is offered its area (its
/// columns' width by its row's height) and is aligned in it.
///
/// - Complexity: per measurement, three proposals per cell for each shared axis (minimum,
///   maximum, share) and one per cell otherwise, plus sorting the columns and rows.
struct GridCellsLayout: Layout {
  /// One row: the range of the cells it holds, its vertical alignment, and whether it is a
  /// view outside a ``GridRow`` (spanning every column).
  struct Row {
    var cells: Range<Int>
    var alignment: VerticalAlignment?
    var spansAllColumns: Bool
  }

  /// Where one cell sits: its row, first column and column count, and its traits.
  struct Cell {
    var row: Int
    var column: Int
    var span: Int
    var traits: GridCellTraits
    /// Whether its width sizes its column (it spans one column and sizes its width).
    var sizesColumn: Bool { span == 1 && !traits.unsizedAxes.contains(.horizontal) }
  }

  /// The cells' places, the column count, and each column's alignment.
  struct Cache {
    var cells: [Cell] = []
    var columnCount = 0
    var columnAlignments: [HorizontalAlignment?] = []
  }

  var alignment: Alignment
  var horizontalSpacing: CGFloat?
  var verticalSpacing: CGFloat?
  var rows: [Row]

  func makeCache(subviews: Subviews) -> Cache {
    var cache = Cache()
    let traits = subviews.indices.map { GridCellTraits.of(subviews.storage.node(at: $0)) }
    var hasColumns = false
    for row in rows where !row.spansAllColumns {
      var column = 0
      for cell in row.cells { column += traits[cell].columns ?? 1 }
      cache.columnCount = max(cache.columnCount, column)
      hasColumns = hasColumns || !row.cells.isEmpty
    }
    // Views outside rows span every column; in a grid without columns they make one.
    if !hasColumns, rows.contains(where: \.spansAllColumns) { cache.columnCount = 1 }
    for (index, row) in rows.enumerated() {
      var column = 0
      for cell in row.cells {
        let span =
          row.spansAllColumns
          ? cache.columnCount : min(traits[cell].columns ?? 1, cache.columnCount - column)
        cache.cells.append(Cell(row: index, column: column, span: span, traits: traits[cell]))
        column += span
      }
    }
    cache.columnAlignments = Array(repeating: nil, count: cache.columnCount)
    for cell in cache.cells where !rows[cell.row].spansAllColumns {
      if cache.columnAlignments[cell.column] == nil {
        cache.columnAlignments[cell.column] = cell.traits.columnAlignment
      }
    }
    return cache
  }

  /// The columns' widths plus spacing, by the rows' heights plus spacing.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let widths = columnWidths(proposal.width, subviews, cache)
    let heights = rowHeights(proposal.height, widths: widths, subviews, cache)
    return CGSize(
      width: total(widths, gap: horizontalGap), height: total(heights, gap: verticalGap))
  }

  /// Each cell in its area, aligned: by its anchor if it has one; else horizontally on its
  /// column's alignment (the grid's for a view outside rows) and vertically on its row's.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let widths = columnWidths(proposal.width, subviews, cache)
    let heights = rowHeights(proposal.height, widths: widths, subviews, cache)
    let xs = starts(widths, gap: horizontalGap, from: bounds.minX)
    let ys = starts(heights, gap: verticalGap, from: bounds.minY)
    for (rowIndex, row) in rows.enumerated() {
      let guide = row.alignment ?? alignment.vertical
      var line: CGFloat = 0
      var baselines: [CGFloat] = []
      let linesUp = guide.key.linesUp(subviews)
      if linesUp {
        baselines = row.cells.map { index in
          let area = self.area(of: cache.cells[index], widths: widths, height: heights[rowIndex])
          let size = subviews[index].sizeThatFits(ProposedViewSize(area))
          return subviews[index].guide(guide.key, size: size)
        }
        line = baselines.max() ?? 0
      }
      for index in row.cells {
        let cell = cache.cells[index]
        let area = self.area(of: cell, widths: widths, height: heights[rowIndex])
        let origin = CGPoint(x: xs[cell.column], y: ys[rowIndex])
        let proposal = ProposedViewSize(area)
        let size = subviews[index].sizeThatFits(proposal)
        var position = origin
        if let anchor = cell.traits.anchor {
          position.x += anchor.x * (area.width - size.width)
          position.y += anchor.y * (area.height - size.height)
        } else {
          let horizontal =
            row.spansAllColumns
            ? alignment.horizontal : cache.columnAlignments[cell.column] ?? alignment.horizontal
          position.x +=
            horizontal.key.defaultValue(in: area)
            - subviews[index].guide(horizontal.key, size: size)
          position.y +=
            linesUp
            ? line - baselines[index - row.cells.lowerBound]
            : guide.offset(of: size.height, in: area.height)
        }
        subviews[index].place(at: position, anchor: .topLeading, proposal: proposal)
      }
    }
  }

  private var horizontalGap: CGFloat { Self.gap(horizontalSpacing) }
  private var verticalGap: CGFloat { Self.gap(verticalSpacing) }

  /// A fixed spacing (NaN and negative read as 0), or the grid's default.
  private static func gap(_ spacing: CGFloat?) -> CGFloat {
    guard let spacing else { return SwiftUIDefaults.gridSpacing }
    return spacing.isFinite && spacing > 0 ? spacing : 0
  }

  private func total(_ lengths: [CGFloat], gap: CGFloat) -> CGFloat {
    lengths.isEmpty ? 0 : lengths.reduce(0, +) + gap * CGFloat(lengths.count - 1)
  }

  private func starts(_ lengths: [CGFloat], gap: CGFloat, from start: CGFloat) -> [CGFloat] {
    var position = start
    return lengths.map { length in
      defer { position += length + gap }
      return position
    }
  }

  /// The size of `cell`'s area: its columns' widths and the spacing between them, by
  /// `height`.
  private func area(of cell: Cell, widths: [CGFloat], height: CGFloat) -> CGSize {
    var width: CGFloat = 0
    for column in cell.column..<cell.column + cell.span { width += widths[column] }
    width += horizontalGap * CGFloat(max(0, cell.span - 1))
    return CGSize(width: width, height: height)
  }

  /// The columns' widths for the grid offered `width`: shared among the one-column cells,
  /// then widened where a cell spanning several columns is wider than they are with the
  /// spacing between them (see ``widenForSpanningCells(_:_:_:offered:)``).
  private func columnWidths(_ width: CGFloat?, _ subviews: Subviews, _ cache: Cache) -> [CGFloat] {
    let count = cache.columnCount
    var members = Array(repeating: [Int](), count: count)
    for (index, cell) in cache.cells.enumerated() where cell.sizesColumn {
      members[cell.column].append(index)
    }
    var widths = share(width, count: count, gap: horizontalGap) { column, offered in
      var widest: CGFloat = 0
      for index in members[column] {
        widest = max(
          widest, subviews[index].sizeThatFits(ProposedViewSize(width: offered, height: nil)).width)
      }
      return widest
    }
    widenForSpanningCells(&widths, subviews, cache, offered: width)
    return widths
  }

  /// Widens the columns under each cell spanning several of them (in order) by an equal share
  /// of how much wider the cell is than they are with the spacing between them.
  ///
  /// The cell is offered that width (asked its ideal width when the grid is offered nil) and
  /// takes what it answers. A cell that does not size its width (``ContentNode/gridCellUnsizedAxes(_:)``) widens
  /// nothing.
  ///
  /// - Complexity: one proposal per spanning cell, O(*s*) for a span of *s* columns.
  private func widenForSpanningCells(
    _ widths: inout [CGFloat], _ subviews: Subviews, _ cache: Cache, offered: CGFloat?
  ) {
    for (index, cell) in cache.cells.enumerated()
    where cell.span > 1 && !cell.traits.unsizedAxes.contains(.horizontal) {
      let span = cell.column..<cell.column + cell.span
      var room = horizontalGap * CGFloat(cell.span - 1)
      for column in span { room += widths[column] }
      let proposal = ProposedViewSize(width: offered == nil ? nil : room, height: nil)
      let excess = subviews[index].sizeThatFits(proposal).width - room
      guard excess > 0 else { continue }
      for column in span { widths[column] += excess / CGFloat(cell.span) }
    }
  }

  /// The rows' heights for the grid offered `height`, its columns `widths` wide.
  private func rowHeights(
    _ height: CGFloat?, widths: [CGFloat], _ subviews: Subviews, _ cache: Cache
  ) -> [CGFloat] {
    share(height, count: rows.count, gap: verticalGap) { rowIndex, offered in
      let row = rows[rowIndex]
      let guide = row.alignment ?? alignment.vertical
      var tallest: CGFloat = 0
      var line: CGFloat = 0
      var below: CGFloat = 0
      let linesUp = guide.key.linesUp(subviews)
      for index in row.cells where !cache.cells[index].traits.unsizedAxes.contains(.vertical) {
        let area = area(of: cache.cells[index], widths: widths, height: 0)
        let size = subviews[index].sizeThatFits(
          ProposedViewSize(width: area.width, height: offered))
        tallest = max(tallest, size.height)
        if linesUp {
          let baseline = subviews[index].guide(guide.key, size: size)
          line = max(line, baseline)
          below = max(below, size.height - baseline)
        }
      }
      return linesUp ? max(tallest, line + below) : tallest
    }
  }

  /// The lengths of `count` tracks (columns or rows) offered `length` in all, with `gap`
  /// between them, each track answering `measure(track, offered)`: offered nil, each its
  /// ideal; offered a length, shared as a stack shares it (least flexible first, an equal
  /// share of what is left each).
  private func share(
    _ length: CGFloat?, count: Int, gap: CGFloat, measure: (Int, CGFloat?) -> CGFloat
  ) -> [CGFloat] {
    guard let length else { return (0..<count).map { measure($0, nil) } }
    let flexibility = (0..<count).map { measure($0, .infinity) - measure($0, 0) }
    let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
    var remaining = max(0, length - gap * CGFloat(max(0, count - 1)))
    var lengths = Array(repeating: CGFloat(0), count: count)
    for (position, track) in order.enumerated() {
      lengths[track] = measure(track, max(0, remaining) / CGFloat(count - position))
      remaining -= lengths[track]
    }
    return lengths
  }
}
