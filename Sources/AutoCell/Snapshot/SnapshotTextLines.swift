import Foundation

/// The lines a text is broken into at `width`, as the package's text measurer breaks them:
/// the one place snapshots ask for line breaks.
///
/// Lines come from ``LineBreaker`` with ``StandardTextMeasurer``'s metrics; trailing spaces
/// are dropped, and a cut last line ends with `…` in ``LineBreakMode/byTruncatingTail``.
/// (When text measurers report line ranges themselves, this asks the measurer instead.)
///
/// - Complexity: O(*n*) in the text's scalars.
func snapshotLines(
  of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
) -> [String] {
  guard !text.isEmpty, font.pointSize > 0, font.pointSize.isFinite else { return [] }
  let metrics = StandardTextMeasurer().metrics(for: font)
  // The same limit as StandardTextMeasurer: font units, with a thousandth of slack.
  let limitUnits = max(0, (width.isNaN ? 0 : width) * 1000 / font.pointSize + 0.001)
  let limit = limitUnits < CGFloat(Int32.max) ? Int(limitUnits) : Int(Int32.max)
  let breaksAnywhere = lineBreakMode == .byCharWrapping
  var breaker = LineBreaker(
    limit: limit, maxLines: numberOfLines > 0 ? numberOfLines : .max,
    breaksAnywhere: breaksAnywhere)
  let scalars = text.unicodeScalars
  var ranges: [Range<String.Index>] = []
  var lineStart = scalars.startIndex
  // Where the word being read starts, and whether the paragraph has had a non-space yet
  // (spaces at a paragraph's start belong to its first word).
  var wordStart = scalars.startIndex
  var inParagraph = false
  var index = scalars.startIndex
  while index < scalars.endIndex, !breaker.isFull {
    let scalar = scalars[index]
    let next = scalars.index(after: index)
    let linesBefore = breaker.lines
    breaker.append(scalar.value, advance: metrics.advance(of: scalar.value))
    let endsParagraph = scalar.value == 0x0A || scalar.value | 1 == 0x2029
    if breaker.lines > linesBefore {
      if endsParagraph {
        ranges.append(lineStart..<index)
        lineStart = next
      } else if !breaksAnywhere, wordStart > lineStart {
        ranges.append(lineStart..<wordStart)  // the word being read moves to the next line
        lineStart = wordStart
      } else {
        ranges.append(lineStart..<index)  // a word wider than the line breaks here
        lineStart = index
        wordStart = index
      }
    }
    if endsParagraph {
      wordStart = next
      inParagraph = false
    } else if scalar == " " || scalar == "\t" {
      if inParagraph { wordStart = next }
    } else {
      inParagraph = true
    }
    index = next
  }
  if !breaker.isFull { ranges.append(lineStart..<scalars.endIndex) }
  var lines = ranges.map { range in
    var line = Substring(text.unicodeScalars[range])
    while line.last == " " || line.last == "\t" { line.removeLast() }
    return String(line)
  }
  let isCut = breaker.droppedText || (breaker.isFull && index < scalars.endIndex)
  if isCut, lineBreakMode == .byTruncatingTail, !lines.isEmpty {
    lines[lines.count - 1] += "…"
  }
  return lines
}
