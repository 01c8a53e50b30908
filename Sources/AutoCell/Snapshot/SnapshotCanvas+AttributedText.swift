import Foundation
import SVGDrawing

extension SnapshotCanvas {
  /// Draws attributed text on the lines `measurer` breaks it into at the frame's width, one
  /// `text` element of class `line` a line at the line's offset and baseline, in the size and
  /// weight of the run the line starts in.
  ///
  /// Trailing white space and soft hyphens are dropped, and a line broken at a soft hyphen ends
  /// with "-".
  ///
  /// - Complexity: One layout, plus O(*n*) in the text's characters.
  mutating func drawAttributedText(
    _ text: AttributedText, font: Font, numberOfLines: Int, measurer: any TextMeasurer,
    in frame: CGRect
  ) {
    let layout = measurer.layout(
      of: text, font: font, width: frame.width, numberOfLines: numberOfLines)
    let string = text.string
    // Where each run starts, as a UTF-8 offset into the string.
    var starts: [Int] = []
    var offset = 0
    for run in text.runs {
      starts.append(offset)
      offset += run.string.utf8.count
    }
    document.beginGroup(class: "text")
    for line in layout.lines {
      var shown = string[line.range]
      while let last = shown.last, last == " " || last == "\t" { shown.removeLast() }
      let lineStart = string.utf8.distance(from: string.startIndex, to: line.range.lowerBound)
      let run = max(0, (starts.lastIndex { $0 <= lineStart } ?? 0))
      let runFont = text.runs.isEmpty ? font : text.runs[run].attributes.font(over: font)
      document.text(
        shown.filter { $0 != "\u{AD}" } + (line.endsWithHyphen ? "-" : ""),
        x: Double(frame.minX + line.x), y: Double(frame.minY + line.baseline),
        size: Double(runFont.pointSize),
        style: SVGTextStyle(
          className: "line", isBold: runFont.isBold,
          fontFamily: "Helvetica, Arial, Liberation Sans, sans-serif", width: Double(line.width)))
    }
    document.endGroup()
  }
}
