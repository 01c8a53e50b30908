import AutoCell
import Foundation

/// The cell and list workloads of `autocell-bench`: feed cells measured fresh and reused,
/// and row offsets over a million rows.
enum CellBenchmarks {
  /// All cell workloads at the given scale (`quick` shrinks them for a smoke test).
  static func all(quick: Bool) -> [Benchmark] {
    let cells = quick ? 100 : 10_000
    let rows = quick ? 10_000 : 1_000_000
    return [freshCells(cells), reusedCells(cells), rowOffsetQueries(rows), rowOffsetUpdates(rows)]
  }

  /// A feed post: a bold title over wrapping body text, padded, the kind of cell a list shows.
  struct FeedPost: ContentNode, Identifiable {
    let id: Int
    let content: PaddingContent<VStack>

    init(id: Int) {
      self.id = id
      let words = ["layout", "cells", "width", "constraint", "priority", "text", "wraps", "reuse"]
      let body = (0..<(8 + id % 40)).map { words[($0 * 7 + id) % words.count] }.joined(
        separator: " ")
      content = VStack(alignment: .leading, spacing: 4) {
        Text("Post \(id) by author \(id % 97)", font: .boldSystem(size: 17))
        Text(body)
      }
      .padding(12)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
      content.sizeThatFits(proposal, in: environment)
    }
    func placeChildren(
      in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
    ) -> [ContentPlacement] {
      [ContentPlacement(node: content, frame: bounds, proposal: proposal, environment: environment)]
    }
  }

  /// Feed posts with varied text, made anew for each run so no text cache is warm.
  static func posts(_ count: Int) -> [FeedPost] {
    (0..<count).map { FeedPost(id: $0) }
  }

  /// The posts of one run, built off the clock and released after it stops: they are the
  /// user's model values, made whether a cell is fresh or reused, so the cell workloads time
  /// only what the cell does with them (hosting, measuring).
  ///
  /// Built anew per run, so no text measurement cache is warm.
  static func untimedPosts(_ count: Int, in run: BenchmarkRun) -> [FeedPost] {
    let built = run.untimed { posts(count) }
    run.keep(built)
    return built
  }

  /// A fresh cell built and measured for every post.
  ///
  /// One operation: one cell.
  static func freshCells(_ n: Int) -> Benchmark {
    Benchmark(name: "cells.fresh", size: n, unit: "cell") { run in
      var total: CGFloat = 0
      for post in untimedPosts(n, in: run) {
        let cell = HostingCell<FeedPost>()
        cell.set(rootView: post)
        total += cell.fittingHeight(forWidth: 375)
      }
      precondition(total > 0)
      return n
    }
  }

  /// One cell reused for every post, as a list's reuse pool does.
  ///
  /// One operation: one cell.
  static func reusedCells(_ n: Int) -> Benchmark {
    Benchmark(name: "cells.reused", size: n, unit: "cell") { run in
      var total: CGFloat = 0
      let cell = HostingCell<FeedPost>()
      for post in untimedPosts(n, in: run) {
        cell.prepareForReuse()
        cell.set(rootView: post)
        total += cell.fittingHeight(forWidth: 375)
      }
      precondition(total > 0)
      return n
    }
  }

  /// `offset(ofRow:)` and `row(atOffset:)` over rows of varied heights.
  ///
  /// One operation: one query of each kind.
  static func rowOffsetQueries(_ n: Int) -> Benchmark {
    Benchmark(name: "rows.query", size: n, unit: "query") { _ in
      let offsets = RowOffsets(heights: (0..<n).map { Double(44 + $0 % 37) })
      let queries = 200_000
      var sum = 0.0
      var row = 0
      for k in 0..<queries {
        row = (row &* 1_103_515_245 &+ 12345 &+ k) & 0x7fff_ffff % n
        sum += offsets.offset(ofRow: row)
        sum += Double(offsets.row(atOffset: Double(row) * 50) ?? 0)
      }
      precondition(sum > 0)
      return queries
    }
  }

  /// `setHeight(_:ofRow:)` as rows get measured.
  ///
  /// One operation: one update.
  static func rowOffsetUpdates(_ n: Int) -> Benchmark {
    Benchmark(name: "rows.update", size: n, unit: "update") { _ in
      var offsets = RowOffsets(count: n, height: 44)
      let updates = 200_000
      var row = 0
      for k in 0..<updates {
        row = (row &* 1_103_515_245 &+ 12345 &+ k) & 0x7fff_ffff % n
        offsets.setHeight(Double(40 + k % 60), ofRow: row)
      }
      precondition(offsets.totalHeight > 0)
      return updates
    }
  }
}
