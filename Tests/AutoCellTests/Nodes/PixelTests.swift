import AutoCell
import Foundation
import TestSupport
import Testing

@Suite("Pixel rounding")
struct PixelTests {
  /// UIKit lays frames out on pixel boundaries: each edge rounded to the nearest pixel, so a
  /// chain of fractional widths keeps every neighbour's edges shared (no overlap, no gap),
  /// while systemLayoutSizeFitting stays unrounded.
  @Test("chains of fractional widths round edges to pixels", arguments: UInt64(0)..<60)
  func chainsOfFractionalWidths(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let scale = CGFloat([1, 2, 3].randomElement(using: &rng)!)
    let widths = (0..<Int.random(in: 2...12, using: &rng)).map { _ in
      CGFloat(Double.random(in: 0...40, using: &rng))
    }
    let total = widths.reduce(0, +)
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
    root.displayScale = scale
    let row = LayoutNode()
    row.identifier = "row"
    root.addSubview(row)
    let offset = CGFloat(Double.random(in: 0...10, using: &rng))
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: offset),
      row.topAnchor.constraint(equalTo: root.topAnchor, constant: offset / 3),
      row.heightAnchor.constraint(equalToConstant: 10.3),
    ])
    var previous: LayoutNode?
    var nodes: [LayoutNode] = []
    for width in widths {
      let node = LayoutNode()
      row.addSubview(node)
      LayoutConstraint.activate([
        node.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? row.leadingAnchor),
        node.widthAnchor.constraint(equalToConstant: width),
        node.topAnchor.constraint(equalTo: row.topAnchor),
        node.bottomAnchor.constraint(equalTo: row.bottomAnchor),
      ])
      nodes.append(node)
      previous = node
    }
    previous?.trailingAnchor.constraint(equalTo: row.trailingAnchor).isActive = true
    root.layoutIfNeeded()
    // Reference: the exact edges in the root's coordinates, rounded to the nearest pixel.
    func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    var edge = offset
    for (node, width) in zip(nodes, widths) {
      let left = pixel(edge) - pixel(offset)
      let right = pixel(edge + width) - pixel(offset)
      #expect(abs(node.frame.minX - left) < 1e-6, "seed \(seed)")
      #expect(abs(node.frame.maxX - right) < 1e-6, "seed \(seed)")
      #expect(abs(node.frame.height - row.frame.height) < 1e-6, "seed \(seed)")
      edge += width
    }
    for (left, right) in zip(nodes, nodes.dropFirst()) {
      #expect(abs(left.frame.maxX - right.frame.minX) < 1e-9, "no gap or overlap, seed \(seed)")
    }
    for value in [row.frame.minX, row.frame.width, row.frame.minY, row.frame.height] {
      #expect(abs((value * scale).rounded() - value * scale) < 1e-6, "seed \(seed)")
    }
    let fitted = row.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    #expect(abs(fitted.width - total) < 1e-5 && abs(fitted.height - 10.3) < 1e-9, "unrounded")
  }
}

extension PixelTests {
  /// UILabel's intrinsic size is rounded up to whole pixels of the screen's scale.
  @Test("text's intrinsic size rounds up to the pixel", arguments: [1, 2, 3] as [CGFloat])
  func textRoundsUpToThePixel(scale: CGFloat) {
    let label = TextNode(text: "Some text", font: .system(size: 13))
    let cell = LayoutNode()
    cell.displayScale = scale
    cell.addSubview(label)
    pin(label, to: cell)
    let exact = label.size(atWidth: .infinity)
    let fitted = cell.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    #expect(abs(fitted.width - (exact.width * scale).rounded(.up) / scale) < 1e-6)
    #expect(abs(fitted.height - (exact.height * scale).rounded(.up) / scale) < 1e-6)
    #expect(fitted.height - exact.height < 1 / scale)
  }
}

extension PixelTests {
  /// A new display scale re-rounds text measured at the old one.
  @Test func changingTheScaleRemeasuresText() {
    let label = TextNode(text: "Some text", font: .system(size: 13))
    let cell = LayoutNode()
    cell.addSubview(label)
    pin(label, to: cell)
    let exact = label.size(atWidth: .infinity).height
    #expect(cell.fittingHeight(forWidth: 300) == exact.rounded(.up))
    cell.displayScale = 2
    #expect(abs(cell.fittingHeight(forWidth: 300) - (exact * 2).rounded(.up) / 2) < 1e-6)
  }
}
