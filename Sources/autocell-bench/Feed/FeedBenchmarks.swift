import AutoCell
import Foundation

/// LayoutKit's feed cell, in the forms `Benchmarks/feed_compare.py` sets against Yoga: built
/// with anchors, with stacks, as hosted content, with real text, and LayoutKit's bad case.
///
/// Each form runs per cell fresh (built, configured, fitted and laid out), reused (new strings,
/// fitted and laid out) and through a width change (375 → 667 → 375, fitted and laid out at each),
/// for N cells; then a list of rows through `ListSizer`. One operation: one cell (one round trip of
/// widths).
enum FeedBenchmarks {
  /// The cell counts of each workload.
  static func counts(quick: Bool) -> [Int] { quick ? [1] : [1, 10, 100] }

  /// All feed workloads at the given scale (`quick` shrinks them for a smoke test).
  static func all(quick: Bool) -> [Benchmark] {
    let forms: [FeedForm] = [.anchors, .stacks, .hosted, .anchorsRealText, .badge]
    var workloads: [Benchmark] = []
    for form in forms {
      for n in counts(quick: quick) {
        workloads += [fresh(form, n), reused(form, n), widthChange(form, n)]
      }
    }
    let rows = quick ? 20 : 10_000
    workloads += [list(.anchors, rows), list(.stacks, rows)]
    return workloads
  }

  /// The normal flow of a table view: the height at `width`, then a layout at that size.
  static func fitAndLayOut(_ cell: LayoutNode, width: CGFloat) -> CGFloat {
    let height = cell.fittingHeight(forWidth: width)
    cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
    cell.layoutIfNeeded()
    return height
  }

  /// `n` cells, each built, configured, fitted and laid out.
  static func fresh(_ form: FeedForm, _ n: Int) -> Benchmark {
    Benchmark(name: "feed.\(form.name).fresh", size: n, unit: "cell") { run in
      let items = run.untimed { FeedItem.items(n) }
      run.keep(items)
      var cells: [FeedCell] = []
      cells.reserveCapacity(n)
      precondition(timedFresh(form, items, into: &cells) > 0)
      run.keep(cells)
      return n
    }
  }

  // The timed loops are functions of their own, so that callgrind can count them alone:
  // `valgrind --tool=callgrind --toggle-collect='*FeedBenchmarks*timed*' autocell-bench ...`.

  /// Builds, configures, fits and lays out a cell per item; returns the sum of the heights.
  @inline(never)
  static func timedFresh(_ form: FeedForm, _ items: [FeedItem], into cells: inout [FeedCell])
    -> CGFloat
  {
    var total: CGFloat = 0
    for item in items {
      let cell = form.makeCell()
      cell.configure(item)
      total += fitAndLayOut(cell.node, width: 375)
      cells.append(cell)
    }
    return total
  }

  /// Gives each cell its item, fits and lays it out; returns the sum of the heights.
  @inline(never)
  static func timedReused(_ cells: [FeedCell], _ items: [FeedItem]) -> CGFloat {
    var total: CGFloat = 0
    for (cell, item) in zip(cells, items) {
      cell.configure(item)
      total += fitAndLayOut(cell.node, width: 375)
    }
    return total
  }

  /// Fits and lays out each cell at 667, then at 375; returns the sum of the heights.
  @inline(never)
  static func timedWidthChange(_ cells: [FeedCell]) -> CGFloat {
    var total: CGFloat = 0
    for cell in cells {
      total += fitAndLayOut(cell.node, width: 667)
      total += fitAndLayOut(cell.node, width: 375)
    }
    return total
  }

  /// `n` laid-out cells given new strings, fitted and laid out.
  static func reused(_ form: FeedForm, _ n: Int) -> Benchmark {
    Benchmark(name: "feed.\(form.name).reused", size: n, unit: "cell") { run in
      let (cells, items) = run.untimed { laidOutCells(form, n) }
      run.keep(cells)
      run.keep(items)
      precondition(timedReused(cells, items) > 0)
      return n
    }
  }

  /// `n` laid-out cells fitted and laid out at 667, then at 375 again.
  static func widthChange(_ form: FeedForm, _ n: Int) -> Benchmark {
    Benchmark(name: "feed.\(form.name).width", size: n, unit: "cell") { run in
      let (cells, _) = run.untimed { laidOutCells(form, n) }
      run.keep(cells)
      precondition(timedWidthChange(cells) > 0)
      return n
    }
  }

  /// `n` cells laid out at 375 and the next items for them (new strings).
  static func laidOutCells(_ form: FeedForm, _ n: Int) -> ([FeedCell], [FeedItem]) {
    let cells = FeedItem.items(n).map { item in
      let cell = form.makeCell()
      cell.configure(item)
      _ = fitAndLayOut(cell.node, width: 375)
      return cell
    }
    return (cells, FeedItem.items(n, generation: 1))
  }

  /// The heights of `rows` feed items at 375 through a `ListSizer` on one core.
  ///
  /// One operation: one row.
  static func list(_ form: FeedForm, _ rows: Int) -> Benchmark {
    Benchmark(name: "feed.\(form.name).list", size: rows, unit: "row") { run in
      let sizer = try run.untimed {
        let sizer = ListSizer(width: 375, strategy: .estimated(rowHeight: 400))
        sizer.measuresOnAllCores = false
        switch form {
        case .stacks:
          sizer.register(FeedStackCell.self, forCellReuseIdentifier: "feed", items: FeedItem.self) {
            $0.configure($1)
          }
        default:
          sizer.register(FeedAnchorsCell.self, forCellReuseIdentifier: "feed", items: FeedItem.self)
          {
            $0.configure($1)
          }
        }
        try sizer.setItems(FeedItem.items(rows))
        return sizer
      }
      run.keep(sizer)
      sizer.measureRows(0..<rows)
      precondition(sizer.measurementCount == rows)
      return rows
    }
  }
}

/// A form of the feed cell.
enum FeedForm {
  case anchors, stacks, hosted, anchorsRealText, badge

  /// The workload name's part.
  var name: String {
    switch self {
    case .anchors: "anchors"
    case .stacks: "stacks"
    case .hosted: "hosted"
    case .anchorsRealText: "realtext"
    case .badge: "badge"
    }
  }

  /// A new cell of this form.
  func makeCell() -> FeedCell {
    switch self {
    case .anchors: FeedAnchorsCell(text: .replayed)
    case .stacks: FeedStackCell(text: .replayed)
    case .hosted: HostedFeedCell()
    case .anchorsRealText: FeedAnchorsCell(text: .real)
    case .badge: BadgeCell(text: .replayed)
    }
  }
}

/// A feed cell of any form: a node that shows an item.
protocol FeedCell: AnyObject {
  var node: LayoutNode { get }
  func configure(_ item: FeedItem)
}

extension FeedCell where Self: LayoutNode {
  var node: LayoutNode { self }
}

extension FeedAnchorsCell: FeedCell {}
extension FeedStackCell: FeedCell {}
extension BadgeCell: FeedCell {}

/// The hosted form's cell.
final class HostedFeedCell: HostingCell<FeedHostedContent>, FeedCell {
  func configure(_ item: FeedItem) {
    set(rootView: FeedHostedContent(item: item))
  }
}
