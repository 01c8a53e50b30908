import AutoCell
import Foundation

/// The same UIKit-style cell built two ways, measured fresh for every row: from two nested
/// `StackNode`s, and from plain anchors.
///
/// One operation: one cell built and measured. And one stack cell reused, changed and measured
/// again: an arranged node hidden or shown, or a new body text (the pair issue 34 compares).
enum StackBenchmarks {
  /// The workloads at the given scale (`quick` shrinks them for a smoke test).
  static func all(quick: Bool) -> [Benchmark] {
    let cells = quick ? 50 : 2_000
    let changes = quick ? 100 : 10_000
    return [
      stackCells(cells), anchorCells(cells), hiddenToggles(changes), textChanges(changes),
    ]
  }

  /// One stack cell: its tag (an arranged node of the inner stack) hidden or shown, then the
  /// cell measured at 375 points.
  ///
  /// One operation: one toggle and measurement.
  static func hiddenToggles(_ n: Int) -> Benchmark {
    Benchmark(name: "cells.stack.hidden", size: n, unit: "toggle") { run in
      let cell = run.untimed {
        let cell = StackCell(reuseIdentifier: nil)
        cell.configure(Row(7))
        _ = cell.fittingHeight(forWidth: 375)
        return cell
      }
      run.keep(cell)
      var total: CGFloat = 0
      for _ in 0..<n {
        cell.tag.isHidden.toggle()
        total += cell.fittingHeight(forWidth: 375)
      }
      precondition(total > 0)
      return n
    }
  }

  /// The same cell given a new body text (alternately two rows' bodies), then measured at 375
  /// points.
  ///
  /// One operation: one text change and measurement.
  static func textChanges(_ n: Int) -> Benchmark {
    Benchmark(name: "cells.stack.text", size: n, unit: "change") { run in
      let (cell, bodies) = run.untimed {
        let cell = StackCell(reuseIdentifier: nil)
        cell.configure(Row(7))
        _ = cell.fittingHeight(forWidth: 375)
        return (cell, [Row(8).body, Row(29).body])
      }
      run.keep(cell)
      var total: CGFloat = 0
      for index in 0..<n {
        cell.body.text = bodies[index % 2]
        total += cell.fittingHeight(forWidth: 375)
      }
      precondition(total > 0)
      return n
    }
  }

  /// A row's texts: a title, a short tag and a body of varied length.
  struct Row {
    let title: String
    let tag: String
    let body: String

    init(_ id: Int) {
      let words = ["layout", "cells", "width", "constraint", "priority", "text", "wraps", "stack"]
      title = "Row \(id) by author \(id % 97)"
      tag = "#\(id % 13)"
      body = (0..<(6 + id % 30)).map { words[($0 * 5 + id) % words.count] }.joined(
        separator: " ")
    }
  }

  /// A cell's three texts; `configure` shows a row.
  class TextCell: TableCell {
    let title = TextNode(font: .boldSystem(size: 17))
    let tag = TextNode(font: .system(size: 13))
    let body = TextNode(numberOfLines: 0)

    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      tag.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      tag.setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    /// Shows `row`'s texts.
    func configure(_ row: Row) {
      title.text = row.title
      tag.text = row.tag
      body.text = row.body
    }
  }

  /// A cell: a vertical stack of the title over a horizontal stack of tag and body.
  final class StackCell: TextCell {
    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      let line = StackNode(arrangedSubviews: [tag, body])
      line.spacing = 8
      line.alignment = .top
      let column = StackNode(arrangedSubviews: [title, line])
      column.axis = .vertical
      column.spacing = 4
      column.isLayoutMarginsRelativeArrangement = true
      contentView.addSubview(column)
      LayoutConstraint.activate(column.constraints(pinningEdgesTo: contentView))
    }
  }

  /// The same cell with anchors: title on top, tag and body side by side below it.
  final class AnchorCell: TextCell {
    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      for node in [title, tag, body] { contentView.addSubview(node) }
      let margins = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: margins.topAnchor),
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        tag.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        tag.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        body.topAnchor.constraint(equalTo: tag.topAnchor),
        body.leadingAnchor.constraint(equalTo: tag.trailingAnchor, constant: 8),
        body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        margins.bottomAnchor.constraint(greaterThanOrEqualTo: tag.bottomAnchor),
        margins.bottomAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor),
      ])
    }
  }

  /// The rows of one run, made off the clock.
  static func untimedRows(_ count: Int, in run: BenchmarkRun) -> [Row] {
    run.untimed { (0..<count).map(Row.init) }
  }

  /// Nested stacks.
  ///
  /// One operation: one cell.
  static func stackCells(_ n: Int) -> Benchmark { freshCells("cells.stack", n, StackCell.self) }

  /// Plain anchors.
  ///
  /// One operation: one cell.
  static func anchorCells(_ n: Int) -> Benchmark {
    freshCells("cells.anchors", n, AnchorCell.self)
  }

  /// A new cell of `type` configured and measured at 375 points for each of `n` rows.
  private static func freshCells(_ name: String, _ n: Int, _ type: TextCell.Type) -> Benchmark {
    Benchmark(name: name, size: n, unit: "cell") { run in
      var total: CGFloat = 0
      for row in untimedRows(n, in: run) {
        let cell = type.init(reuseIdentifier: nil)
        cell.configure(row)
        total += cell.fittingHeight(forWidth: 375)
      }
      precondition(total > 0)
      return n
    }
  }
}
