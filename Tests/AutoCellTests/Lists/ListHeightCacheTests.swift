import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// A list's kept heights against an independent model of what each item remembers.
///
/// An item keeps its cell heights at its last two measured widths, most recent first, and is
/// measured at the current width when the most recent is that width. Random sequences of
/// width changes, measurements, reloads, invalidations, replacements of every section (items
/// moving between header and row) and batch updates, with a separator and cell heights that
/// do not add up exactly.
@Suite("List kept heights")
struct ListHeightCacheTests {
  /// An item shown as a header or as a row.
  struct Pane: Identifiable, Sendable {
    let id: Int
    /// Changes the cell height of the same item (same identity) after a reload.
    let version: Int
  }

  /// A pane's cell: its height depends on the width it is proposed.
  struct PaneContent: ContentNode {
    let pane: Pane
    func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
      let width = proposal.width ?? 0
      return CGSize(
        width: width,
        height: ListHeightCacheTests.cellHeight(id: pane.id, version: pane.version, width: width))
    }
  }

  static let widths: [CGFloat] = [300, 320.5, 375]
  static let separator: CGFloat = 0.3

  /// A cell height that does not add exactly to the separator, below 1 point for some items.
  static func cellHeight(id: Int, version: Int, width: CGFloat) -> CGFloat {
    if id % 11 == 0 { return 0.1 + width * 1e-3 + CGFloat(version) * 0.01 }
    return CGFloat(id % 5) * 0.37 + width / 7 + CGFloat(version) * 1.1
  }

  static func estimate(id: Int) -> CGFloat { CGFloat(20 + id % 3) + 0.7 }

  /// What one item remembers, in the model.
  struct Model {
    var width: CGFloat
    var strategyIsExact: Bool
    /// The elements in order: item id, version, and whether it is a row.
    var elements: [(id: Int, version: Int, isRow: Bool)] = []
    /// Each present item's cell heights, most recent width first, at most 2.
    var caches: [Int: [(width: CGFloat, height: CGFloat)]] = [:]
    var measurements = 0

    /// The height a cell of `pane` fits at `width`, measured by a cell of its own.
    static func fitted(_ id: Int, _ version: Int, width: CGFloat) -> CGFloat {
      let cell = HostingCell<PaneContent>(reuseIdentifier: nil)
      cell.configure(for: AnyHashable(id)) { _ in PaneContent(pane: Pane(id: id, version: version))
      }
      return cell.fittingHeight(forWidth: width)
    }

    func isMeasured(_ id: Int) -> Bool { caches[id]?.first?.width == width }

    mutating func measure(_ index: Int) {
      let (id, version, _) = elements[index]
      guard !isMeasured(id) else { return }
      let height = Model.fitted(id, version, width: width)
      caches[id] = Array(([(width, height)] + (caches[id] ?? [])).prefix(2))
      measurements += 1
    }

    mutating func measureIfExact(_ indices: [Int]) {
      if strategyIsExact { for index in indices { measure(index) } }
    }

    /// Moves a kept height at the current width to the front.
    mutating func settle() {
      for (id, cache) in caches {
        if let at = cache.firstIndex(where: { $0.width == width }), at > 0 {
          caches[id] = [cache[at]] + cache.enumerated().filter { $0.offset != at }.map(\.element)
        }
      }
    }

    func expectedHeight(_ index: Int) -> CGFloat {
      let (id, _, isRow) = elements[index]
      let cell = isMeasured(id) ? caches[id]![0].height : ListHeightCacheTests.estimate(id: id)
      return CGFloat(RowHeight.kept(Double(cell + (isRow ? ListHeightCacheTests.separator : 0))))
    }
  }

  func check(_ sizer: ListSizer, _ model: Model, seed: UInt64, step: Int) -> Bool {
    var ok = sizer.count == model.elements.count
    #expect(ok, "seed \(seed) step \(step): count")
    guard ok else { return false }
    for index in model.elements.indices {
      let id = model.elements[index].id
      let height = sizer.height(ofRow: index)
      let expected = model.expectedHeight(index)
      if height != expected || sizer.isMeasured(row: index) != model.isMeasured(id) {
        let measured = sizer.isMeasured(row: index)
        let message =
          "seed \(seed) step \(step): row \(index) (item \(id)) is \(height), measured "
          + "\(measured); expected \(expected), measured \(model.isMeasured(id))"
        Issue.record(Comment(rawValue: message))
        ok = false
        break
      }
    }
    let kept = model.caches.values.reduce(0) { $0 + $1.count }
    #expect(sizer.cachedHeightCount == kept, "seed \(seed) step \(step): kept heights")
    #expect(sizer.measurementCount == model.measurements, "seed \(seed) step \(step): measured")
    return ok && sizer.cachedHeightCount == kept && sizer.measurementCount == model.measurements
  }

  func run(seed: UInt64, exact: Bool, steps: Int) throws {
    var random = SeededGenerator(seed: seed)
    let strategy: ListSizingStrategy = exact ? .exact : .estimated(rowHeight: 30)
    let sizer = ListSizer(
      width: ListHeightCacheTests.widths[0], strategy: strategy,
      separatorHeight: ListHeightCacheTests.separator)
    sizer.measuresOnAllCores = false
    sizer.register(
      Pane.self, estimatedHeight: { ListHeightCacheTests.estimate(id: $0.id) },
      content: { pane, _ in PaneContent(pane: pane) })
    var model = Model(width: ListHeightCacheTests.widths[0], strategyIsExact: exact)
    var nextID = 1000
    for step in 0..<steps {
      let rows = model.elements.count
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        let width = ListHeightCacheTests.widths.randomElement(using: &random)!
        sizer.setWidth(width)
        if width != model.width {
          model.width = width
          model.settle()
          model.measureIfExact(Array(model.elements.indices))
        }
      case 2 where rows > 0, 3 where rows > 0:
        let lower = Int.random(in: 0..<rows, using: &random)
        let upper = min(rows, lower + Int.random(in: 1...6, using: &random))
        sizer.measureRows(lower..<upper)
        for index in lower..<upper { model.measure(index) }
      case 4:
        // Every section replaced: some items stay (in another order, maybe as the header).
        let present = model.elements.map { ($0.id, $0.version) }.shuffled(using: &random)
        var chosen = Array(present.prefix(Int.random(in: 0...present.count, using: &random)))
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          chosen.append((nextID, 0))
          nextID += 1
        }
        chosen.shuffle(using: &random)
        let header = chosen.first.map { Pane(id: $0.0, version: $0.1) }
        let items = chosen.dropFirst().map { Pane(id: $0.0, version: $0.1) }
        try sizer.setSections([ListSection(header: header, items: items)])
        model.elements = chosen.enumerated().map { ($1.0, $1.1, $0 > 0) }
        let ids = Set(chosen.map(\.0))
        model.caches = model.caches.filter { ids.contains($0.key) }
        model.measureIfExact(Array(model.elements.indices))
      case 5 where rows > 0:
        let index = Int.random(in: 0..<rows, using: &random)
        try sizer.reloadItems(at: [index])
        model.caches[model.elements[index].id] = nil
        model.measureIfExact([index])
      case 6 where Int.random(in: 0..<4, using: &random) == 0:
        sizer.invalidateHeights()
        model.caches = [:]
        model.measureIfExact(Array(model.elements.indices))
      case 7 where sizer.numberOfSections == 1:
        let hasHeader = model.elements.first.map { !$0.isRow } ?? false
        let rowCount = try sizer.numberOfRows(inSection: 0)
        let offset = hasHeader ? 1 : 0
        if rowCount > 1 {  // a move
          let from = Int.random(in: 0..<rowCount, using: &random)
          let to = Int.random(in: 0..<rowCount, using: &random)
          try sizer.performBatchUpdates {
            $0.moveRow(at: RowPath(section: 0, row: from), to: RowPath(section: 0, row: to))
          }
          model.elements.insert(model.elements.remove(at: offset + from), at: offset + to)
        }
        if rowCount > 0, Bool.random(using: &random) {  // a deletion
          let row = Int.random(in: 0..<rowCount, using: &random)
          try sizer.performBatchUpdates { $0.deleteRows(at: [RowPath(section: 0, row: row)]) }
          model.caches[model.elements.remove(at: offset + row).id] = nil
        }
        let count = try sizer.numberOfRows(inSection: 0)
        let row = Int.random(in: 0...count, using: &random)
        try sizer.performBatchUpdates {  // an insertion
          $0.insertRows([Pane(id: nextID, version: 0)], at: [RowPath(section: 0, row: row)])
        }
        model.elements.insert((nextID, 0, true), at: offset + row)
        nextID += 1
        model.measureIfExact([offset + row])
      case 8 where (try? sizer.numberOfRows(inSection: 0)) ?? 0 > 0:
        // A reload: the same item in a new version, or another item.
        let hasHeader = model.elements.first.map { !$0.isRow } ?? false
        let row = Int.random(in: 0..<(try sizer.numberOfRows(inSection: 0)), using: &random)
        let index = row + (hasHeader ? 1 : 0)
        let old = model.elements[index]
        let new = Bool.random(using: &random) ? (old.id, old.version + 1) : (nextID, 0)
        nextID += 1
        try sizer.performBatchUpdates {
          $0.reloadRows([Pane(id: new.0, version: new.1)], at: [RowPath(section: 0, row: row)])
        }
        model.caches[old.id] = nil
        model.elements[index] = (new.0, new.1, true)
        model.measureIfExact([index])
      default:
        continue
      }
      guard check(sizer, model, seed: seed, step: step) else { return }
    }
  }

  @Test("kept heights follow the model, estimated strategy", arguments: 0..<12)
  func estimated(seed: UInt64) throws {
    try run(seed: seed, exact: false, steps: 150)
  }

  @Test("kept heights follow the model, exact strategy", arguments: 100..<106)
  func exact(seed: UInt64) throws {
    try run(seed: seed, exact: true, steps: 100)
  }
}
