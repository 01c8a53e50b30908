import AutoCell
import Foundation

/// The list workloads of `autocell-bench`: measuring feed rows on all cores and on one,
/// batch updates in a million rows, configuring reused and fresh cells, and replacing items.
enum ListBenchmarks {
  /// All list workloads at the given scale (`quick` shrinks them for a smoke test).
  static func all(quick: Bool) -> [Benchmark] {
    let rows = quick ? 200 : 10_000
    let bigList = quick ? 10_000 : 1_000_000
    let updates = quick ? 100 : 1000
    return [
      measure(rows, allCores: true), measure(rows, allCores: false),
      update(updates, in: bigList), configuredCells(rows, reused: false),
      configuredCells(rows, reused: true), replace(items: quick ? 100 : 1000, times: 10),
      replace(items: quick ? 100 : 1000, times: quick ? 100 : 2000),
    ]
  }

  /// A feed post as a list item.
  struct Post: Identifiable, Sendable {
    let id: Int
  }

  /// A sizer for feed posts at 375 points, rows estimated until measured.
  static func feedSizer() -> ListSizer {
    let sizer = ListSizer(width: 375, strategy: .estimated(rowHeight: 80))
    sizer.register(Post.self) { post, _ in CellBenchmarks.FeedPost(id: post.id) }
    return sizer
  }

  /// `measureRows` of `n` feed rows, on all cores or on the calling thread.
  ///
  /// One operation: one row.
  static func measure(_ n: Int, allCores: Bool) -> Benchmark {
    Benchmark(name: allCores ? "list.measure.all" : "list.measure.one", size: n, unit: "row") {
      run in
      let sizer = try run.untimed {
        let sizer = feedSizer()
        sizer.measuresOnAllCores = allCores
        try sizer.setItems((0..<n).map { Post(id: $0) })
        return sizer
      }
      run.keep(sizer)
      sizer.measureRows(0..<n)
      precondition(sizer.measurementCount == n)
      return n
    }
  }

  /// A row with a fixed height, for lists too long to measure.
  struct Row: Identifiable, Sendable {
    let id: Int
    let height: Int
  }

  /// `updates` random single-row insertions and deletions, each its own batch, in a list of
  /// `n` estimated rows.
  ///
  /// One operation: one batch.
  static func update(_ updates: Int, in n: Int) -> Benchmark {
    Benchmark(name: "list.update", size: n, unit: "batch") { run in
      let sizer = try run.untimed {
        let sizer = ListSizer(width: 375, strategy: .estimated(rowHeight: 44))
        sizer.register(Row.self, estimatedHeight: { CGFloat($0.height) }) { row, _ in
          Text("row \(row.id)")
        }
        try sizer.setItems((0..<n).map { Row(id: $0, height: 30 + $0 % 40) })
        return sizer
      }
      run.keep(sizer)
      var state: UInt64 = 0x1234_5678
      func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
      }
      var count = n
      for update in 0..<updates {
        if update % 2 == 0 {
          let path = RowPath(section: 0, row: next(count + 1))
          try sizer.performBatchUpdates {
            $0.insertRows([Row(id: n + update, height: 20 + next(60))], at: [path])
          }
          count += 1
        } else {
          let path = RowPath(section: 0, row: next(count))
          try sizer.performBatchUpdates { $0.deleteRows(at: [path]) }
          count -= 1
        }
      }
      precondition(sizer.count == count && sizer.measurementCount == 0)
      return updates
    }
  }

  /// Feed cells configured for posts with `configure(for:content:)`: one reused cell, or a
  /// fresh cell each.
  ///
  /// One operation: one cell configured and measured.
  static func configuredCells(_ n: Int, reused: Bool) -> Benchmark {
    Benchmark(name: reused ? "list.cell.reused" : "list.cell.fresh", size: n, unit: "cell") {
      run in
      let posts = CellBenchmarks.untimedPosts(n, in: run)
      var total: CGFloat = 0
      let shared = HostingCell<CellBenchmarks.FeedPost>(reuseIdentifier: "post")
      for post in posts {
        let cell = reused ? shared : HostingCell<CellBenchmarks.FeedPost>(reuseIdentifier: "post")
        cell.prepareForReuse()
        cell.configure(for: post.id) { _ in post }
        total += cell.fittingHeight(forWidth: 375)
      }
      precondition(total > 0)
      return n
    }
  }

  /// A list of `items` live posts, each replaced by a new post `times` times in all (one
  /// batch of a deletion and an insertion, then measuring the new row).
  ///
  /// One operation: one replacement. Run it alone under `/usr/bin/time -v` to compare peak memory
  /// between replacement counts.
  static func replace(items: Int, times: Int) -> Benchmark {
    Benchmark(name: "list.replace.\(times)", size: items, unit: "replace") { run in
      let sizer = try run.untimed {
        let sizer = feedSizer()
        try sizer.setItems((0..<items).map { Post(id: $0) })
        sizer.measureRows(0..<items)
        return sizer
      }
      run.keep(sizer)
      for replacement in 0..<times {
        let path = RowPath(section: 0, row: replacement * 7919 % items)
        try sizer.performBatchUpdates {
          $0.deleteRows(at: [path])
          $0.insertRows([Post(id: items + replacement)], at: [path])
        }
        sizer.measureRow(path.row)
      }
      precondition(sizer.cachedHeightCount <= items * 2)
      return times
    }
  }
}
