import AutoCell
import Foundation
import Testing

/// The frames of the `Box` leaves of `content` laid out in `bounds`, in tree order, or
/// sorted top to bottom then by x (a cell under a modifier comes later in the tree).
private func cellFrames(
  _ content: some ContentNode, in bounds: CGRect,
  environment: EnvironmentValues = EnvironmentValues(), sorted: Bool = false
) -> [CGRect] {
  let frames = content.layoutTree(in: bounds, environment: environment)
    .filter { $0.node is Box }.map(\.frame)
  return sorted ? frames.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) } : frames
}

/// SwiftUI's `Grid`: columns as wide as their widest cell, rows as tall as their tallest,
/// 8 points between them by default (`SwiftUIDefaults.gridSpacing`), cells centred in their
/// areas unless told otherwise.
@Suite("Content: Grid and GridRow")
struct GridTests {
  @Test func columnsTakeTheWidestCellAndRowsTheTallest() {
    let grid = Grid {
      GridRow {
        rigid(30, 10)
        rigid(50, 20)
      }
      GridRow {
        rigid(40, 15)
        rigid(20, 5)
      }
    }
    // Columns max(30, 40) = 40 and max(50, 20) = 50, rows max(10, 20) = 20 and
    // max(15, 5) = 15: 40 + 8 + 50 = 98 by 20 + 8 + 15 = 43.
    #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 98, height: 43))
    // Centred in their areas: (0, 0) 30 x 10 in 40 x 20 at (5, 5); (0, 1) fills 50 x 20 at
    // x 48; (1, 0) fills 40 x 15 at y 28; (1, 1) 20 x 5 in 50 x 15 at (48 + 15, 28 + 5).
    #expect(
      cellFrames(grid, in: CGRect(x: 0, y: 0, width: 98, height: 43)) == [
        CGRect(x: 5, y: 5, width: 30, height: 10), CGRect(x: 48, y: 0, width: 50, height: 20),
        CGRect(x: 0, y: 28, width: 40, height: 15), CGRect(x: 63, y: 33, width: 20, height: 5),
      ])
  }

  @Test func aViewOutsideARowSpansEveryColumn() {
    let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
      GridRow {
        rigid(30, 10)
        rigid(50, 10)
      }
      Box(ideal: CGSize(width: 0, height: 1))
      GridRow {
        rigid(20, 10)
        rigid(20, 10)
      }
    }
    // The middle view is offered the grid's width, 30 + 10 + 50 = 90, and sizes no column:
    // 90 by 10 + 4 + 1 + 4 + 10 = 29.
    #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 90, height: 29))
    #expect(
      cellFrames(grid, in: CGRect(x: 0, y: 0, width: 90, height: 29))[2]
        == CGRect(x: 0, y: 14, width: 90, height: 1))
  }

  @Test func aDividerOutsideARowIsAHorizontalLineAcrossTheGrid() {
    let grid = Grid {
      GridRow {
        rigid(30, 10)
        rigid(50, 10)
      }
      Divider()
    }
    // 30 + 8 + 50 = 88 wide; the divider 1 tall below 10 + 8.
    #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 88, height: 19))
    let divider = grid.layoutTree(in: CGRect(x: 0, y: 0, width: 88, height: 19)).first {
      $0.node is Divider
    }
    #expect(divider?.frame == CGRect(x: 0, y: 18, width: 88, height: 1))
  }

  @Test func flexibleCellsShareWhatIsLeft() {
    let grid = Grid {
      GridRow {
        rigid(40, 10)
        Box(ideal: CGSize(width: 10, height: 10))
        Box(ideal: CGSize(width: 10, height: 10))
      }
    }
    // Offered 216: 216 - 2 x 8 = 200 for the columns. The rigid column (flexibility 0) is
    // offered first, 200 / 3, and takes 40; the two flexible ones share the 160 left, 80
    // each. Offered nil height, the boxes are 10 tall.
    let offered = ProposedViewSize(width: 216, height: nil)
    #expect(grid.sizeThatFits(offered) == CGSize(width: 216, height: 10))
    #expect(
      cellFrames(grid, in: CGRect(x: 0, y: 0, width: 216, height: 10)) == [
        CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 48, y: 0, width: 80, height: 10),
        CGRect(x: 136, y: 0, width: 80, height: 10),
      ])
  }

  @Test func rowsShareAFiniteHeightTheSameWay() {
    let grid = Grid(verticalSpacing: 0) {
      GridRow { rigid(10, 30) }
      GridRow { Box(ideal: CGSize(width: 10, height: 10)) }
    }
    // Offered 100 tall: the rigid row takes 30, the flexible one the 70 left.
    #expect(
      grid.sizeThatFits(ProposedViewSize(width: 10, height: 100))
        == CGSize(width: 10, height: 100))
  }

  @Test func aCellSpansTheColumnsItIsGiven() {
    let grid = Grid {
      GridRow {
        rigid(30, 10)
        rigid(30, 10)
        rigid(30, 10)
      }
      GridRow {
        rigid(20, 10).gridCellColumns(2)
        rigid(10, 10)
      }
    }
    // Three 30-point columns (the spanning cell sizes none): 30 + 8 + 30 + 8 + 30 = 106.
    // The spanning cell's area is 30 + 8 + 30 = 68 wide: centred at (68 - 20) / 2 = 24; the
    // next cell is in the third column, at 76 + (30 - 10) / 2 = 86.
    #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 106, height: 28))
    let frames = cellFrames(grid, in: CGRect(x: 0, y: 0, width: 106, height: 28), sorted: true)
    #expect(frames[3] == CGRect(x: 24, y: 18, width: 20, height: 10))
    #expect(frames[4] == CGRect(x: 86, y: 18, width: 10, height: 10))
  }

  @Test func aSpanningCellWiderThanItsColumnsWidensThem() {
    let grid = Grid {
      GridRow {
        rigid(30, 10)
        rigid(31, 10)
        rigid(32, 10)
      }
      GridRow {
        rigid(100, 10).gridCellColumns(2)
        rigid(10, 10)
      }
    }
    // One-column cells: columns 30, 31, 32. The spanning cell is 100 wide, its columns
    // 30 + 8 + 31 = 69: each of the two widens by (100 - 69) / 2 = 15.5, to 45.5 and 46.5.
    // The grid: 45.5 + 8 + 46.5 + 8 + 32 = 140 by 10 + 8 + 10 = 28. The spanning cell fills
    // its area (x 0); the first row's cells are centred in the wider columns: (45.5 - 30) / 2
    // = 7.75 and 53.5 + (46.5 - 31) / 2 = 61.25; the third column starts at 108.
    #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 140, height: 28))
    let frames = cellFrames(grid, in: CGRect(x: 0, y: 0, width: 140, height: 28), sorted: true)
    #expect(frames.map(\.minX) == [7.75, 61.25, 108, 0, 119])
  }

  @Test func aSpanningCellThatSizesNoWidthWidensNothing() {
    let grid = Grid {
      GridRow {
        rigid(30, 10)
        rigid(31, 10)
      }
      GridRow {
        rigid(100, 10).gridCellColumns(2).gridCellUnsizedAxes(.horizontal)
      }
    }
    // `gridCellUnsizedAxes(.horizontal)`: the wide cell sizes no width, so the columns stay
    // 30 and 31 (30 + 8 + 31 = 69 wide) and it overflows its area, centred: (69 - 100) / 2.
    #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 69, height: 28))
    let frames = cellFrames(grid, in: CGRect(x: 0, y: 0, width: 69, height: 28), sorted: true)
    #expect(frames[2].minX == -15.5)
  }

  @Test func aColumnAlignmentAppliesToTheWholeColumn() {
    let grid = Grid {
      GridRow {
        rigid(10, 10).gridColumnAlignment(.trailing)
        rigid(10, 10)
      }
      GridRow {
        rigid(40, 10)
        rigid(30, 10)
      }
      GridRow {
        rigid(20, 10)
        rigid(10, 10)
      }
    }
    // Column 0 is 40 wide, trailing: 10 at 30, 20 at 20. Column 1 (30 wide at 48) keeps the
    // grid's centre: 10 at 48 + 10 = 58.
    let frames = cellFrames(grid, in: CGRect(x: 0, y: 0, width: 78, height: 46), sorted: true)
    #expect(frames.map(\.minX) == [30, 58, 0, 48, 20, 58])
  }

  @Test func theGridsAlignmentAndARowsAlignmentPlaceCells() {
    let grid = Grid(alignment: .topLeading) {
      GridRow {
        rigid(10, 10)
        rigid(20, 30)
      }
      GridRow(alignment: .bottom) {
        rigid(20, 10)
        rigid(10, 20)
      }
    }
    // Columns 20 and 20; rows 30 and 20. Row 0 top leading; row 1 bottom (its own), leading.
    let frames = cellFrames(grid, in: CGRect(x: 0, y: 0, width: 48, height: 58))
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 28, y: 0, width: 20, height: 30),
        CGRect(x: 0, y: 48, width: 20, height: 10), CGRect(x: 28, y: 38, width: 10, height: 20),
      ])
  }

  @Test func anAnchorPlacesOneCell() {
    let grid = Grid {
      GridRow {
        rigid(10, 10).gridCellAnchor(UnitPoint(x: 1, y: 0))
        rigid(10, 30)
      }
      GridRow {
        rigid(30, 10)
        rigid(10, 10)
      }
    }
    // Area of (0, 0): 30 x 30; anchor top trailing: x 20, y 0.
    #expect(
      cellFrames(grid, in: CGRect(x: 0, y: 0, width: 48, height: 48), sorted: true)[0]
        == CGRect(x: 20, y: 0, width: 10, height: 10))
  }

  @Test func unsizedAxesTakeTheAreaWithoutSizingIt() {
    let grid = Grid {
      GridRow {
        Box(ideal: CGSize(width: 100, height: 100)).gridCellUnsizedAxes([.horizontal, .vertical])
        rigid(10, 20)
      }
      GridRow {
        rigid(30, 10)
        rigid(10, 10)
      }
    }
    // The box sizes neither column 0 (30, from the cell below) nor row 0 (20): it is offered
    // 30 x 20 and takes it.
    #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 48, height: 38))
    #expect(
      cellFrames(grid, in: CGRect(x: 0, y: 0, width: 48, height: 38), sorted: true)[0]
        == CGRect(x: 0, y: 0, width: 30, height: 20))
  }

  @Test func rowsAndCellsComeFromListsAndAModifierOfARowAppliesToEachCell() {
    let grid = Grid {
      ForEach(0..<3, id: \.self) { _ in
        GridRow {
          ForEach(0..<2, id: \.self) { _ in rigid(10, 10) }
        }
      }
      GridRow {
        rigid(10, 10)
        rigid(10, 10)
      }
      .padding(5)
    }
    // Four rows of two columns; the last row's cells are each padded to 20 x 20, so the
    // columns are 20 wide: 20 + 8 + 20 = 48 by 3 x 10 + 20 + 3 x 8 = 74.
    #expect(grid.sizeThatFits(.unspecified) == CGSize(width: 48, height: 74))
  }

  @Test func aTextBaselineRowLinesUpTheFirstLines() {
    let big = Font.system(size: 30)
    let grid = Grid(alignment: .leadingFirstTextBaseline) {
      GridRow {
        Text("Name").font(big)
        Text("Ada")
      }
    }
    // Baselines at the ascent: 0.729 x 30 = 21.87 and 0.729 x 17 = 12.393; the small text
    // moves down by the difference. The row is the taller of the line heights and what the
    // lined-up texts reach.
    let tree = grid.layoutTree(in: CGRect(x: 0, y: 0, width: 300, height: 100))
    let texts = tree.filter { $0.node is Text }.map(\.frame).sorted { $0.minX < $1.minX }
    let shift = TextReference.ascent(big) - TextReference.ascent(.body)
    #expect(abs(texts[1].minY - texts[0].minY - shift) < 1e-9)
    let height = max(
      TextReference.lineHeight(big),
      TextReference.ascent(big) + TextReference.lineHeight(.body) - TextReference.ascent(.body))
    #expect(abs(grid.sizeThatFits(.unspecified).height - height) < 1e-9)
  }

  @Test func rightToLeftPutsTheFirstColumnOnTheRight() {
    let grid = Grid {
      GridRow {
        rigid(30, 10)
        rigid(50, 10)
      }
    }
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    // Left to right: [0, 30] and [38, 88]; mirrored in [0, 88]: [58, 88] and [0, 50].
    #expect(
      cellFrames(grid, in: CGRect(x: 0, y: 0, width: 88, height: 10), environment: environment)
        == [CGRect(x: 58, y: 0, width: 30, height: 10), CGRect(x: 0, y: 0, width: 50, height: 10)])
  }

  @Test func aRowOutsideAGridIsAStackOfItsViews() {
    let row = GridRow {
      rigid(30, 10)
      rigid(20, 10)
    }
    #expect(row.sizeThatFits(.unspecified) == CGSize(width: 30, height: 28))
  }
}
