/// A face's `cmap`: Unicode scalars to glyph ids, from a format 12 (full Unicode) or format 4
/// (Basic Multilingual Plane) subtable, kept as sorted runs of consecutive glyphs.
struct CharacterMap: Sendable {
  /// The first scalar of each run, ascending.
  private var starts: [UInt32] = []
  /// The last scalar of each run.
  private var ends: [UInt32] = []
  /// The glyph of each run's first scalar (the next scalars get the next glyphs).
  private var glyphs: [UInt32] = []
  /// The glyphs of U+0000...U+007F, looked up directly.
  private(set) var ascii = [UInt16](repeating: 0, count: 128)

  /// The glyph of `scalar`, or 0 (`.notdef`) if the face has none.
  ///
  /// - Complexity: O(1) for ASCII, O(log *r*) in the runs otherwise.
  @inline(__always)
  func glyph(for scalar: UInt32) -> UInt32 {
    scalar < 128 ? UInt32(ascii[Int(scalar)]) : lookUpRuns(scalar)
  }

  /// Reads the best Unicode subtable of a `cmap` table: format 12 if there is one (platform
  /// 3 encoding 10, or platform 0), else format 4 (platform 3 encoding 1, or platform 0).
  init(_ cmap: FontDataReader) throws(FontFileError) {
    let count = Int(try cmap.uint16(2))
    var best: (rank: Int, offset: Int, format: Int)?
    for record in 0..<count {
      let platform = try cmap.uint16(4 + 8 * record)
      let encoding = try cmap.uint16(6 + 8 * record)
      let offset = Int(try cmap.uint32(8 + 8 * record))
      let format = Int(try cmap.uint16(offset))
      let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      guard unicode, format == 4 || format == 12 else { continue }
      let rank = format == 12 ? 2 : 1
      if rank > best?.rank ?? 0 { best = (rank, offset, format) }
    }
    guard let best else { throw .unsupportedFormat(table: "cmap", format: -1) }
    let subtable = cmap.at(best.offset)
    if best.format == 12 { try readFormat12(subtable) } else { try readFormat4(subtable) }
    for scalar in 0..<128 { ascii[scalar] = UInt16(truncatingIfNeeded: lookUpRuns(UInt32(scalar))) }
  }

  /// The glyph from the runs alone: a binary search for the run containing `scalar`.
  private func lookUpRuns(_ scalar: UInt32) -> UInt32 {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) >> 1
      if ends[middle] < scalar { low = middle + 1 } else { high = middle }
    }
    guard low < starts.count, starts[low] <= scalar else { return 0 }
    return glyphs[low] &+ (scalar &- starts[low])
  }

  /// Format 12: sequential map groups (start, end, start glyph), ascending.
  private mutating func readFormat12(_ table: FontDataReader) throws(FontFileError) {
    let count = Int(try table.uint32(12))
    try table.require(16, count &* 12)
    var previousEnd: Int64 = -1
    for group in 0..<count {
      let start = try table.uint32(16 + 12 * group)
      let end = try table.uint32(20 + 12 * group)
      let glyph = try table.uint32(24 + 12 * group)
      guard start <= end, Int64(start) > previousEnd, end <= 0x10_FFFF else {
        throw table.invalid(16 + 12 * group)
      }
      previousEnd = Int64(end)
      append(start, end, glyph)
    }
  }

  /// Format 4: segments of the BMP, each mapping by a delta or through a glyph array.
  private mutating func readFormat4(_ table: FontDataReader) throws(FontFileError) {
    let segments = Int(try table.uint16(6)) / 2
    let ends = 14
    let startCodes = ends + 2 * segments + 2
    let deltas = startCodes + 2 * segments
    let rangeOffsets = deltas + 2 * segments
    try table.require(ends, 8 * segments + 2)
    var previousEnd = -1
    for segment in 0..<segments {
      let end = Int(try table.uint16(ends + 2 * segment))
      let start = Int(try table.uint16(startCodes + 2 * segment))
      let delta = Int(try table.uint16(deltas + 2 * segment))
      let rangeOffset = Int(try table.uint16(rangeOffsets + 2 * segment))
      guard start <= end, start > previousEnd else { throw table.invalid(startCodes + 2 * segment) }
      previousEnd = end
      if start == 0xFFFF { continue }
      for scalar in start...end {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (scalar + delta) & 0xFFFF
        } else {
          let at = rangeOffsets + 2 * segment + rangeOffset + 2 * (scalar - start)
          glyph = Int(try table.uint16(at))
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        if glyph != 0 { append(UInt32(scalar), UInt32(scalar), UInt32(glyph)) }
      }
    }
  }

  /// Adds a run, merging it into the last one when it continues it.
  private mutating func append(_ start: UInt32, _ end: UInt32, _ glyph: UInt32) {
    if let last = ends.last, last &+ 1 == start,
      glyphs[glyphs.count - 1] &+ (start &- starts[starts.count - 1]) == glyph
    {
      ends[ends.count - 1] = end
      return
    }
    starts.append(start)
    ends.append(end)
    glyphs.append(glyph)
  }
}
