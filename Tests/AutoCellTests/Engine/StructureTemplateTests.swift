import AutoCell
import Foundation
import TestSupport
import Testing

/// Table cells of one structure start from a copy of the first one's solved state: they must
/// lay out exactly as a cell solved from scratch, and as a reused cell given the same content.
@Suite("structure templates")
struct StructureTemplateTests {
  /// A random cell design: rows of leaves (wrapping text or fixed-size images), each row's
  /// leaves side by side with gaps, rows stacked with gaps, priorities below required.
  struct Design {
    struct Leaf {
      let wraps: Bool
      let gap: CGFloat
      let hugging: LayoutPriority
      let resistance: LayoutPriority
    }
    let rows: [[Leaf]]
    let rowGaps: [CGFloat]
    let inset: CGFloat

    init(_ random: inout SeededGenerator) {
      // Distinct compression resistances in a row, so that which leaf gives way is never a
      // tie (a tie has many optimal layouts, and two solvers may settle on different ones).
      let priorities: [LayoutPriority] = [250, 251, 500, 750, 999]
      rows = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        let resistances = priorities.shuffled(using: &random)
        return (0..<Int.random(in: 1...3, using: &random)).map { index in
          Leaf(
            wraps: Bool.random(using: &random),
            gap: CGFloat(Int.random(in: 0...12, using: &random)),
            hugging: priorities.randomElement(using: &random)!,
            resistance: resistances[index])
        }
      }
      rowGaps = rows.map { _ in CGFloat(Int.random(in: 0...10, using: &random)) }
      inset = CGFloat(Int.random(in: 0...16, using: &random))
    }
  }

  /// What one item shows: a text length per wrapping leaf, a size per image.
  struct Content {
    let sizes: [[CGSize]]

    init(_ design: Design, _ random: inout SeededGenerator) {
      sizes = design.rows.map { row in
        row.map { leaf in
          leaf.wraps
            ? CGSize(width: CGFloat(Int.random(in: 10...900, using: &random)), height: 0)
            : CGSize(
              width: CGFloat(Int.random(in: 10...120, using: &random)),
              height: CGFloat(Int.random(in: 10...90, using: &random)))
        }
      }
    }
  }

  /// How one cell departs from its class's design: one leaf with another horizontal hugging
  /// priority, or with an extra `height >= multiplier * width`.
  struct Variant {
    let leaf: Int
    let hugging: LayoutPriority?
    let multiplier: CGFloat?

    init(_ design: Design, _ random: inout SeededGenerator) {
      leaf = Int.random(in: 0..<design.rows.joined().count, using: &random)
      if Bool.random(using: &random) {
        hugging = [250, 251, 500, 750, 999].randomElement(using: &random)!
        multiplier = nil
      } else {
        hugging = nil
        multiplier = [0.1, 0.2, 0.5].randomElement(using: &random)!
      }
    }
  }

  /// The design's nodes inside `container` (a cell's content view, or a plain node pinned to
  /// a plain root's edges), in a fixed order.
  final class Built {
    var leaves: [LayoutNode] = []
    var rows: [LayoutNode] = []

    init(_ design: Design, in container: LayoutNode, variant: Variant? = nil) {
      var constraints: [LayoutConstraint] = []
      var above = container.topAnchor
      for (rowIndex, row) in design.rows.enumerated() {
        let line = LayoutNode()
        line.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(line)
        rows.append(line)
        constraints += [
          line.topAnchor.constraint(equalTo: above, constant: design.rowGaps[rowIndex]),
          line.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: design.inset),
          container.trailingAnchor.constraint(equalTo: line.trailingAnchor, constant: design.inset),
        ]
        above = line.bottomAnchor
        var leading = line.leadingAnchor
        for leaf in row {
          let node: LayoutNode = leaf.wraps ? WrappingNode(length: 10) : SizedNode(10, 10)
          node.translatesAutoresizingMaskIntoConstraints = false
          node.setContentHuggingPriority(leaf.hugging, for: .horizontal)
          node.setContentCompressionResistancePriority(leaf.resistance, for: .horizontal)
          line.addSubview(node)
          leaves.append(node)
          constraints += [
            node.leadingAnchor.constraint(equalTo: leading, constant: leaf.gap),
            node.topAnchor.constraint(equalTo: line.topAnchor),
            line.bottomAnchor.constraint(greaterThanOrEqualTo: node.bottomAnchor),
          ]
          leading = node.trailingAnchor
        }
        constraints.append(line.trailingAnchor.constraint(greaterThanOrEqualTo: leading))
      }
      constraints.append(container.bottomAnchor.constraint(equalTo: above, constant: design.inset))
      if let variant {
        let node = leaves[variant.leaf]
        if let hugging = variant.hugging {
          node.setContentHuggingPriority(hugging, for: .horizontal)
        }
        if let multiplier = variant.multiplier {
          constraints.append(
            node.heightAnchor.constraint(
              greaterThanOrEqualTo: node.widthAnchor, multiplier: multiplier))
        }
      }
      LayoutConstraint.activate(constraints)
    }

    /// Shows `content`.
    func show(_ content: Content) {
      for (node, size) in zip(leaves, content.sizes.joined()) {
        if let wrapping = node as? WrappingNode {
          wrapping.length = size.width
        } else if let sized = node as? SizedNode {
          sized.size = size
        }
      }
    }

    /// Every row's and leaf's frame.
    var frames: [CGRect] { (rows + leaves).map(\.frame) }
  }

  final class DesignCell: TableCell {
    var built: Built!

    convenience init(_ design: Design, variant: Variant? = nil) {
      self.init(reuseIdentifier: nil)
      built = Built(design, in: contentView, variant: variant)
    }
  }

  /// The self-sizing flow: the height at `width`, the frame set to it, a layout pass.
  static func layOut(_ node: LayoutNode, width: CGFloat) -> CGFloat {
    let height = node.fittingHeight(forWidth: width)
    node.frame = CGRect(x: 0, y: 0, width: width, height: height)
    node.layoutIfNeeded()
    return height
  }

  @Test("a fresh cell of a known structure, a reused cell and a plain hierarchy lay out alike")
  func randomDesigns() {
    for seed in UInt64(0)..<60 {
      var random = SeededGenerator(seed: seed)
      let design = Design(&random)
      let reused = DesignCell(design)
      for item in 0..<5 {
        let content = Content(design, &random)
        let width = CGFloat([320, 375, 414].randomElement(using: &random)!)
        let fresh = DesignCell(design)
        fresh.built.show(content)
        let freshHeight = Self.layOut(fresh, width: width)
        reused.built.show(content)
        let reusedHeight = Self.layOut(reused, width: width)
        let root = LayoutNode()
        let container = LayoutNode()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        LayoutConstraint.activate(container.constraints(pinningEdgesTo: root))
        let plain = Built(design, in: container)
        plain.show(content)
        let plainHeight = Self.layOut(root, width: width)
        #expect(
          freshHeight == plainHeight && reusedHeight == plainHeight,
          "seed \(seed) item \(item): heights \(freshHeight) \(reusedHeight) \(plainHeight)")
        #expect(
          fresh.built.frames == plain.frames && reused.built.frames == plain.frames,
          "seed \(seed) item \(item): \(fresh.built.frames) \(reused.built.frames) \(plain.frames)")
      }
    }
  }

  /// The design inside a plain root, laid out at `width`: the reference.
  static func plainLayout(
    _ design: Design, _ content: Content, width: CGFloat, variant: Variant? = nil
  ) -> (height: CGFloat, frames: [CGRect]) {
    let root = LayoutNode()
    let container = LayoutNode()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    LayoutConstraint.activate(container.constraints(pinningEdgesTo: root))
    let plain = Built(design, in: container, variant: variant)
    plain.show(content)
    return (layOut(root, width: width), plain.frames)
  }

  /// One class for every design and variant: templates it leaves for one structure must never
  /// serve a cell of another.
  final class VariantCell: TableCell {
    var built: Built!
  }

  @Test("cells of one class that differ in one priority, multiplier or constraint lay out alike")
  func randomVariants() {
    for seed in UInt64(0)..<60 {
      var random = SeededGenerator(seed: seed)
      let design = Design(&random)
      // Templates are kept per class and structure: every seed's cells share one class, so
      // later seeds meet earlier designs' templates too (of other structures).
      for item in 0..<6 {
        let content = Content(design, &random)
        let width = CGFloat([320, 375, 414].randomElement(using: &random)!)
        let variant = item.isMultiple(of: 3) ? nil : Variant(design, &random)
        let cell = VariantCell(reuseIdentifier: nil)
        cell.built = Built(design, in: cell.contentView, variant: variant)
        cell.built.show(content)
        let height = Self.layOut(cell, width: width)
        let plain = Self.plainLayout(design, content, width: width, variant: variant)
        #expect(
          height == plain.height && cell.built.frames == plain.frames,
          "seed \(seed) item \(item) variant \(String(describing: variant)): \(height) \(plain.height) \(cell.built.frames) \(plain.frames)"
        )
      }
    }
  }

  /// A cell of three stacked text-like nodes, 8 points inside its edges.
  class ThreeRowCell: TableCell {
    let rows = [WrappingNode(length: 100), WrappingNode(length: 200), WrappingNode(length: 300)]

    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      var above = contentView.topAnchor
      var constraints: [LayoutConstraint] = []
      for row in rows {
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        constraints += [
          row.topAnchor.constraint(equalTo: above, constant: 4),
          row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
          row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        ]
        above = row.bottomAnchor
      }
      constraints.append(above.constraint(equalTo: contentView.bottomAnchor))
      LayoutConstraint.activate(constraints)
    }
  }

  /// Each test's own class, so that no other test's cell leaves its template first.
  final class AdoptingCell: ThreeRowCell {}
  final class DifferingCell: ThreeRowCell {}
  final class ConflictingCell: ThreeRowCell {}

  @Test("the second cell of a structure adopts the first one's solved state: no constraint added")
  func secondCellAddsNothing() throws {
    let first = AdoptingCell(reuseIdentifier: nil)
    _ = first.fittingHeight(forWidth: 200)
    let firstStatistics = try #require(first.engineStatistics)
    #expect(firstStatistics.constraintsAdded > 20)
    let second = AdoptingCell(reuseIdentifier: nil)
    second.rows[1].length = 600
    let height = second.fittingHeight(forWidth: 200)
    let statistics = try #require(second.engineStatistics)
    #expect(statistics.constraintsAdded == 0)  // the fitting targets come with the template
    #expect(statistics.constraints == firstStatistics.constraints)
    // 4 + 20, 4 + 80 (600 points in lines of 184), 4 + 40
    #expect(height == 152)
  }

  @Test("a cell whose constraints differ from its class's first cell is solved from scratch")
  func differentStructure() throws {
    let first = DifferingCell(reuseIdentifier: nil)
    _ = first.fittingHeight(forWidth: 200)
    let second = DifferingCell(reuseIdentifier: nil)
    let extra = second.rows[0].heightAnchor.constraint(greaterThanOrEqualToConstant: 50)
    extra.isActive = true
    let height = second.fittingHeight(forWidth: 200)
    let statistics = try #require(second.engineStatistics)
    #expect(statistics.constraintsAdded > 20)
    // 4 + 50 (at least 50 tall), 4 + 40, 4 + 40
    #expect(height == 142)
  }

  @Test("a conflict in a cell that adopted its structure names the adopted constraints")
  func conflictAfterAdoptingNamesConstraints() throws {
    _ = ConflictingCell(reuseIdentifier: nil).fittingHeight(forWidth: 200)
    let cell = ConflictingCell(reuseIdentifier: nil)
    _ = cell.fittingHeight(forWidth: 200)
    #expect(try #require(cell.engineStatistics).constraintsAdded == 0)
    var conflicts: [LayoutConflict] = []
    cell.diagnosticsHandler = { issue in
      if case .conflict(let conflict) = issue { conflicts.append(conflict) }
    }
    let row = cell.rows[0]
    let wider = row.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 20)
    wider.isActive = true
    cell.layoutIfNeeded()
    let conflict = try #require(conflicts.first)
    // The adopted `leading == contentView.leading + 8` is named as the cell's own constraint,
    // and no member is a solver constraint the engine has no record of.
    #expect(
      conflict.constraints.contains {
        $0.layoutConstraint?.firstItem === row && $0.layoutConstraint?.constant == 8
      })
    #expect(
      !conflict.constraints.contains {
        if case .solver = $0 { return true }
        return false
      })
  }
}
