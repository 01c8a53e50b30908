import AutoCell
import Foundation

/// The hosted-content workload of `autocell-bench`: the complicated cell (nested stacks,
/// a baseline-aligned name line, an overlay, a background and a border, a divider, an
/// optional photo and an action bar), written with `body` and modifiers, measured by one
/// reused cell.
enum ContentBenchmarks {
  /// The workloads at the given scale (`quick` shrinks them for a smoke test).
  static func all(quick: Bool) -> [Benchmark] {
    [reusedComplicatedCells(quick ? 100 : 10_000)]
  }

  /// What a feed cell shows.
  struct Item {
    let author: String
    let handle: String
    let time: String
    let text: String
    let hasPhoto: Bool
    let likes: Int
    let comments: Int

    init(id: Int) {
      let words = ["layout", "cells", "width", "constraint", "priority", "text", "wraps", "reuse"]
      author = "Author \(id % 97)"
      handle = "@user\(id % 89)"
      time = "\(1 + id % 23)h"
      text = (0..<(6 + id % 30)).map { words[($0 * 7 + id) % words.count] }.joined(
        separator: " ")
      hasPhoto = id % 3 == 0
      likes = id % 1000
      comments = id % 57
    }
  }

  /// The complicated cell, as a SwiftUI developer writes it.
  struct ComplicatedCell: ContentNode {
    let item: Item

    var body: some ContentNode {
      VStack(alignment: .leading, spacing: 8) {
        HStack(alignment: .top, spacing: 12) {
          Circle()
            .fill(.blue)
            .frame(width: 44, height: 44)
            .overlay(Text(String(item.author.prefix(1))).font(.headline))
          VStack(alignment: .leading, spacing: 2) {
            HStack(alignment: .firstTextBaseline) {
              Text(item.author).font(.headline).lineLimit(1)
              Text(item.handle).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
              Spacer()
              Text(item.time).font(.caption).foregroundColor(.gray)
            }
            Text(item.text)
          }
        }
        if item.hasPhoto {
          ImageContent("photo", size: CGSize(width: 1200, height: 800))
            .resizable()
            .aspectRatio(16 / 9, contentMode: .fit)
        }
        Divider()
        HStack {
          ActionLabel(symbol: "heart", count: item.likes)
          Spacer()
          ActionLabel(symbol: "bubble", count: item.comments)
          Spacer()
          ImageContent("share", size: CGSize(width: 16, height: 16))
        }
        .font(.footnote)
      }
      .padding(12)
      .background(RoundedRectangle(cornerRadius: 12).fill(.white))
      .overlay(RoundedRectangle(cornerRadius: 12).stroke(.gray, lineWidth: 1))
      .padding(.horizontal, 16)
      .padding(.vertical, 8)
    }
  }

  /// An icon and a count.
  struct ActionLabel: ContentNode {
    let symbol: String
    let count: Int

    var body: some ContentNode {
      HStack(spacing: 4) {
        ImageContent(symbol, size: CGSize(width: 16, height: 16))
        Text("\(count)")
      }
    }
  }

  /// One cell reused for every item, as a list's reuse pool does; the items are built off
  /// the clock (they are the user's model).
  ///
  /// One operation: one cell configured and measured.
  static func reusedComplicatedCells(_ n: Int) -> Benchmark {
    Benchmark(name: "cells.complicated.reused", size: n, unit: "cell") { run in
      let items = run.untimed { (0..<n).map(Item.init(id:)) }
      run.keep(items)
      var total: CGFloat = 0
      let cell = HostingCell<ComplicatedCell>()
      for item in items {
        cell.prepareForReuse()
        cell.set(rootView: ComplicatedCell(item: item))
        total += cell.fittingHeight(forWidth: 375)
      }
      precondition(total > 0)
      return n
    }
  }
}
