extension GlyphKerning {
  /// The pair kerning of the `GPOS` lookups that the `kern` feature uses, or `nil` if the
  /// table has no `kern` feature.
  static func reading(gpos: FontDataReader) throws(FontFileError) -> GlyphKerning? {
    let features = gpos.at(Int(try gpos.uint16(6)))
    let lookupList = gpos.at(Int(try gpos.uint16(8)))
    var indices = Set<Int>()
    var hasKern = false
    for feature in 0..<Int(try features.uint16(0)) {
      guard try features.tag(2 + 6 * feature) == "kern" else { continue }
      hasKern = true
      let table = features.at(Int(try features.uint16(6 + 6 * feature)))
      for lookup in 0..<Int(try table.uint16(2)) {
        indices.insert(Int(try table.uint16(4 + 2 * lookup)))
      }
    }
    guard hasKern else { return nil }
    let lookupCount = Int(try lookupList.uint16(0))
    var lookups: [[Subtable]] = []
    for index in indices.sorted() where index < lookupCount {
      let lookup = lookupList.at(Int(try lookupList.uint16(2 + 2 * index)))
      let type = try lookup.uint16(0)
      guard type == 2 || type == 9 else { continue }
      var subtables: [Subtable] = []
      for subtable in 0..<Int(try lookup.uint16(4)) {
        var reader = lookup.at(Int(try lookup.uint16(6 + 2 * subtable)))
        if type == 9 {  // extension: the real lookup type and a 32-bit offset
          guard try reader.uint16(2) == 2 else { continue }
          reader = reader.at(Int(try reader.uint32(4)))
        }
        if let read = try pairAdjustment(reader) { subtables.append(read) }
      }
      if !subtables.isEmpty { lookups.append(subtables) }
    }
    return GlyphKerning(lookups: lookups)
  }

  /// A pair adjustment subtable (format 1 or 2); `nil` for other formats.
  ///
  /// Only horizontal advance adjustments are kept (the first glyph's plus the second's).
  private static func pairAdjustment(_ table: FontDataReader) throws(FontFileError) -> Subtable? {
    let format = try table.uint16(0)
    let coverage = try glyphCoverage(table.at(Int(try table.uint16(2))))
    let firstFormat = try table.uint16(4)
    let secondFormat = try table.uint16(6)
    let firstSize = 2 * (firstFormat & 0xFF).nonzeroBitCount
    let secondSize = 2 * (secondFormat & 0xFF).nonzeroBitCount
    // The x advance's place in a value record: after x and y placement when present.
    let firstAdvance = firstFormat & 4 != 0 ? 2 * (firstFormat & 3).nonzeroBitCount : nil
    let secondAdvance = secondFormat & 4 != 0 ? 2 * (secondFormat & 3).nonzeroBitCount : nil
    func advance(_ record: FontDataReader) throws(FontFileError) -> Int16 {
      var value: Int16 = 0
      if let firstAdvance { value &+= try record.int16(firstAdvance) }
      if let secondAdvance { value &+= try record.int16(firstSize + secondAdvance) }
      return value
    }
    if format == 1 {
      let setCount = Int(try table.uint16(8))
      var pairs: [(UInt32, Int16)] = []
      for set in 0..<min(setCount, coverage.count) {
        let pairSet = table.at(Int(try table.uint16(10 + 2 * set)))
        let recordSize = 2 + firstSize + secondSize
        let count = Int(try pairSet.uint16(0))
        try pairSet.require(2, count * recordSize)
        for pair in 0..<count {
          let record = pairSet.at(2 + pair * recordSize)
          let value = try advance(record.at(2))
          if value != 0 {
            pairs.append((UInt32(coverage[set]) << 16 | UInt32(try record.uint16(0)), value))
          }
        }
      }
      return .pairs(PairKerning(sorting: pairs))
    }
    guard format == 2 else { return nil }
    let firstClasses = try classDefinition(table.at(Int(try table.uint16(8))))
    let secondClasses = try classDefinition(table.at(Int(try table.uint16(10))))
    let firstCount = Int(try table.uint16(12))
    let secondCount = Int(try table.uint16(14))
    let recordSize = firstSize + secondSize
    try table.require(16, firstCount * secondCount * recordSize)
    var matrix = [Int16](repeating: 0, count: firstCount * secondCount)
    if firstAdvance != nil || secondAdvance != nil {
      for index in matrix.indices { matrix[index] = try advance(table.at(16 + index * recordSize)) }
    }
    return .classes(
      ClassKerning(
        coverage: coverage.sorted(), firstClasses: firstClasses, secondClasses: secondClasses,
        secondClassCount: secondCount, matrix: matrix))
  }

  /// A coverage table's glyphs, in coverage index order.
  static func glyphCoverage(_ table: FontDataReader) throws(FontFileError) -> [UInt16] {
    let format = try table.uint16(0)
    let count = Int(try table.uint16(2))
    var glyphs: [UInt16] = []
    if format == 1 {
      try table.require(4, 2 * count)
      for index in 0..<count { glyphs.append(try table.uint16(4 + 2 * index)) }
      return glyphs
    }
    guard format == 2 else { throw .unsupportedFormat(table: table.table, format: Int(format)) }
    try table.require(4, 6 * count)
    for range in 0..<count {
      let start = try table.uint16(4 + 6 * range)
      let end = try table.uint16(6 + 6 * range)
      guard start <= end, glyphs.count + Int(end - start) < 0x10000 else {
        throw table.invalid(4 + 6 * range)
      }
      glyphs.append(contentsOf: start...end)
    }
    return glyphs
  }

  /// A class definition table (format 1: a glyph array; format 2: ranges).
  static func classDefinition(_ table: FontDataReader) throws(FontFileError) -> GlyphClasses {
    var starts: [UInt16] = []
    var ends: [UInt16] = []
    var classes: [UInt16] = []
    let format = try table.uint16(0)
    if format == 1 {
      let first = Int(try table.uint16(2))
      let count = Int(try table.uint16(4))
      try table.require(6, 2 * count)
      for index in 0..<count where first + index < 0x10000 {
        let glyph = UInt16(first + index)
        starts.append(glyph)
        ends.append(glyph)
        classes.append(try table.uint16(6 + 2 * index))
      }
    } else if format == 2 {
      let count = Int(try table.uint16(2))
      try table.require(4, 6 * count)
      var ranges: [(UInt16, UInt16, UInt16)] = []
      for range in 0..<count {
        let start = try table.uint16(4 + 6 * range)
        let end = try table.uint16(6 + 6 * range)
        guard start <= end else { throw table.invalid(4 + 6 * range) }
        ranges.append((start, end, try table.uint16(8 + 6 * range)))
      }
      ranges.sort { $0.0 < $1.0 }
      for (start, end, value) in ranges {
        starts.append(start)
        ends.append(end)
        classes.append(value)
      }
    } else {
      throw .unsupportedFormat(table: table.table, format: Int(format))
    }
    return GlyphClasses(starts: starts, ends: ends, classes: classes)
  }

  /// The pairs of a `kern` table's format 0 subtables (the Windows table layout, version 0).
  static func reading(kern: FontDataReader) throws(FontFileError) -> GlyphKerning {
    guard try kern.uint16(0) == 0 else { return .none }  // Apple's version 1 layout: not read
    var offset = 4
    var lookups: [[Subtable]] = []
    for _ in 0..<Int(try kern.uint16(2)) {
      let subtable = kern.at(offset)
      let length = Int(try subtable.uint16(2))
      let coverage = try subtable.uint16(4)
      guard length >= 6 else { throw kern.invalid(offset + 2) }
      offset += length
      // Format 0, horizontal, not minimum, not cross-stream.
      guard coverage >> 8 == 0, coverage & 0x7 == 1 else { continue }
      let count = Int(try subtable.uint16(6))
      try subtable.require(14, 6 * count)
      var pairs: [(UInt32, Int16)] = []
      for pair in 0..<count {
        let record = 14 + 6 * pair
        let key =
          UInt32(try subtable.uint16(record)) << 16 | UInt32(try subtable.uint16(record + 2))
        pairs.append((key, try subtable.int16(record + 4)))
      }
      lookups.append([.pairs(PairKerning(sorting: pairs))])
    }
    return GlyphKerning(lookups: lookups)
  }
}

extension PairKerning {
  /// A table from pairs in any order (of a duplicated key, the first is kept).
  init(sorting pairs: [(UInt32, Int16)]) {
    var keys: [UInt32] = []
    var values: [Int16] = []
    keys.reserveCapacity(pairs.count)
    values.reserveCapacity(pairs.count)
    for (key, value) in pairs.enumerated().sorted(by: { ($0.1.0, $0.0) < ($1.1.0, $1.0) }).map(\.1)
    where keys.last != key {
      keys.append(key)
      values.append(value)
    }
    self.init(keys: keys, values: values)
  }
}
