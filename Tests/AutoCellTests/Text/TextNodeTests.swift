import AutoCell
import Foundation
import Testing

@Suite("Text node")
struct TextNodeTests {
  let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
  let measurer = StandardTextMeasurer()

  /// A cell with `label` pinned to its content view's edges.
  func cell(with label: TextNode) -> TableCell {
    let cell = TableCell()
    cell.contentView.addSubview(label)
    LayoutConstraint.activate(label.constraints(pinningEdgesTo: cell.contentView))
    return cell
  }

  /// UILabel's intrinsic size: the text on one line, rounded up to whole pixels.
  @Test func intrinsicSizeIsOneLine() {
    let label = TextNode(text: text)
    let line = measurer.size(
      of: text, font: .body, width: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(label.intrinsicContentSize.width == line.width.rounded(.up))
    #expect(label.intrinsicContentSize.height == line.height.rounded(.up))
    #expect(line.height == measurer.lineHeight(of: .body))
  }

  @Test func heightGrowsAsTheWidthShrinksAndIsCappedByNumberOfLines() {
    let label = TextNode(text: text, numberOfLines: 0)
    let cell = cell(with: label)
    // Layout rounds text's intrinsic size up to whole pixels (displayScale 1), as UILabel.
    let lineHeight = measurer.lineHeight(of: .body).rounded(.up)
    let twoLines = (2 * measurer.lineHeight(of: .body)).rounded(.up)
    let widths: [CGFloat] = [1000, 400, 250, 150, 80]
    let heights = widths.map { cell.fittingHeight(forWidth: $0) }
    #expect(heights[0] == lineHeight)
    for index in 1..<heights.count {
      #expect(heights[index] > heights[index - 1], "width \(widths[index])")
    }
    label.numberOfLines = 2
    #expect(cell.fittingHeight(forWidth: 80) == twoLines)
    #expect(cell.fittingHeight(forWidth: 1000) == lineHeight)
    label.numberOfLines = 0
    #expect(cell.fittingHeight(forWidth: 80) == heights[4])
  }

  @Test func settingTextOrFontInvalidatesTheIntrinsicSize() {
    let label = TextNode(text: "short", numberOfLines: 0)
    let cell = cell(with: label)
    let short = cell.fittingHeight(forWidth: 100)
    label.text = text
    let long = cell.fittingHeight(forWidth: 100)
    #expect(long > short)
    label.font = .system(size: 30)
    #expect(cell.fittingHeight(forWidth: 100) > long)
    let compressed = cell.systemLayoutSizeFitting(LayoutNode.layoutFittingCompressedSize)
    #expect(abs(compressed.width - label.intrinsicContentSize.width.rounded(.up)) < 1e-6)
  }

  @Test func layoutWrapsToTheReceivedWidth() {
    let label = TextNode(text: text, numberOfLines: 0)
    let cell = cell(with: label)
    cell.frame = CGRect(x: 0, y: 0, width: 120, height: 500)
    cell.layoutIfNeeded()
    #expect(label.frame.width == 120)
    let wrapped = measurer.size(
      of: text, font: .body, width: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(wrapped.height > measurer.lineHeight(of: .body))
    #expect(cell.fittingHeight(forWidth: 120) == wrapped.height.rounded(.up))  // whole pixels
  }
}
