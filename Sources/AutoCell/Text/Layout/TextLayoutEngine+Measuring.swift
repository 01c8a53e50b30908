import Foundation

extension TextLayoutEngine {
  /// Lays out `text` for a measurer: the arguments of
  /// ``TextMeasurer/layout(of:font:width:numberOfLines:lineBreakMode:)`` turned into an engine
  /// run, and its result into a size and, when `keepsLines`, the lines.
  ///
  /// A width that is not a number or negative counts as zero. `displayScale` (when not `nil`)
  /// rounds the size up to whole pixels. `usesShortcuts`: see ``usesShortcuts`` (for tests).
  static func layout(
    _ text: String, source: Source, width: CGFloat, numberOfLines: Int,
    lineBreakMode: LineBreakMode, displayScale: CGFloat?, keepsLines: Bool,
    usesShortcuts: Bool = true, alignment: ParagraphStyle.Alignment = .natural
  ) -> TextLayout {
    let pointsPerUnit = source.pointsPerUnit
    guard !text.isEmpty, pointsPerUnit > 0, pointsPerUnit.isFinite else { return .empty }
    let width = width.isNaN ? 0 : max(0, width)
    let units = Double(width) / pointsPerUnit
    // A little slack so a width this type measured fits again; no limit past 2^52.
    let fixed = (units + max(1, units) * 1e-9) * Double(FixedUnits.perUnit)
    var engine = TextLayoutEngine(
      source: source, limit: fixed < 0x1p52 ? Int(fixed) : 1 << 52,
      maxLines: numberOfLines > 0 ? numberOfLines : .max,
      breaksAnywhere: lineBreakMode == .byCharWrapping, keepsLines: keepsLines,
      usesShortcuts: usesShortcuts && !Source.isAttributed)
    // A native string is read in place; another (bridged) is made native first.
    if text.utf8.withContiguousStorageIfAvailable({ engine.run($0, text: text) }) == nil {
      var native = text
      native.makeContiguousUTF8()
      let bytes = native
      bytes.utf8.withContiguousStorageIfAvailable { engine.run($0, text: bytes) }
    }
    var size = CGSize(
      width: source.points(FixedUnits.units(engine.widest)), height: engine.height)
    if engine.isCut, lineBreakMode.truncates, width.isFinite {
      size.width = max(size.width, width)
    }
    if let scale = displayScale, scale > 0, scale.isFinite {
      size.width = (size.width * scale - 1e-9).rounded(.up) / scale
      size.height = (size.height * scale - 1e-9).rounded(.up) / scale
    }
    guard keepsLines else { return TextLayout(lines: [], size: size) }
    var lines = textLines(engine, in: text)
    if alignment == .center || alignment == .right {
      let width = width.isFinite ? width : size.width
      for index in lines.indices {
        lines[index].x = alignment.offset(lineWidth: lines[index].width, in: width)
      }
    }
    return TextLayout(lines: lines, size: size)
  }

  /// The engine's lines as ``TextLine`` values indexing `text`.
  private static func textLines(_ engine: TextLayoutEngine, in text: String) -> [TextLine] {
    let utf8 = text.utf8
    let source = engine.source
    var top = 0.0  // in layout units
    var attributedTop: CGFloat = 0  // in points
    var lines: [TextLine] = []
    lines.reserveCapacity(engine.lines.count)
    for (number, line) in engine.lines.enumerated() {
      let start = utf8.index(utf8.startIndex, offsetBy: line.start)
      let end = utf8.index(start, offsetBy: line.end - line.start)
      var height = source.points(line.metrics.height)
      var baseline = source.points(top + line.metrics.ascent)
      if Source.isAttributed {  // heights in points, from the paragraph style
        let box = source.lineBox(line.metrics)
        (height, baseline) = (box.height, attributedTop + box.baseline)
        attributedTop += box.height + source.lineSpacing
      }
      // Kerning from a damaged face can outweigh the advances it adjusts: a line's width is
      // its extent, never negative.
      lines.append(
        TextLine(
          range: start..<end, width: max(0, source.points(FixedUnits.units(line.width))),
          height: height, baseline: baseline,
          isTruncated: engine.isCut && number == engine.lines.count - 1,
          endsWithHyphen: line.endsWithHyphen))
      top += line.metrics.height
    }
    return lines
  }
}
