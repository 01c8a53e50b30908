import Foundation

/// The lines a text is broken into at `width`, as the package's text measurer breaks them:
/// the one place snapshots ask for line breaks.
///
/// Lines come from ``StandardTextMeasurer``'s layout; trailing white space and soft hyphens are
/// dropped, a line broken at a soft hyphen ends with "-", and a cut last line ends with `…` in
/// ``LineBreakMode/byTruncatingTail``.
///
/// - Complexity: O(*n*) in the text's UTF-8 bytes.
func snapshotLines(
  of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
) -> [String] {
  let layout = StandardTextMeasurer().layout(
    of: text, font: font, width: width, numberOfLines: numberOfLines,
    lineBreakMode: lineBreakMode)
  var lines = layout.lines.map { line in
    var shown = text[line.range]
    while let last = shown.last, last == " " || last == "\t" { shown.removeLast() }
    // Soft hyphens draw nothing, except as a hyphen where the line broke at one.
    return shown.filter { $0 != "\u{AD}" } + (line.endsWithHyphen ? "-" : "")
  }
  if layout.lines.last?.isTruncated == true, lineBreakMode == .byTruncatingTail {
    lines[lines.count - 1] += "…"
  }
  return lines
}
