/// Bounds-checked big-endian reads from a font file, for one table: every read past the data's
/// end throws ``FontFileError/truncated(table:offset:)`` naming the table and offset.
struct FontDataReader {
  /// The whole file.
  let bytes: [UInt8]
  /// The table's tag, for errors.
  let table: String
  /// Where the table starts in ``bytes``.
  let base: Int

  /// Reads `table` starting at `base` in `bytes`.
  init(_ bytes: [UInt8], table: String, base: Int) {
    self.bytes = bytes
    self.table = table
    self.base = base
  }

  /// A reader for the structure at `offset` from this one's start (offsets inside OpenType
  /// tables are relative to their structure).
  func at(_ offset: Int) -> FontDataReader {
    FontDataReader(bytes, table: table, base: base &+ offset)
  }

  /// Throws unless `count` bytes from `offset` are in the data.
  func require(_ offset: Int, _ count: Int) throws(FontFileError) {
    let start = base &+ offset
    guard offset >= 0, count >= 0, start >= 0, start <= bytes.count, count <= bytes.count - start
    else {
      throw .truncated(table: table, offset: max(0, start))
    }
  }

  func uint8(_ offset: Int) throws(FontFileError) -> UInt8 {
    try require(offset, 1)
    return bytes[base + offset]
  }

  func uint16(_ offset: Int) throws(FontFileError) -> UInt16 {
    try require(offset, 2)
    let index = base + offset
    return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
  }

  func int16(_ offset: Int) throws(FontFileError) -> Int16 {
    Int16(bitPattern: try uint16(offset))
  }

  func uint32(_ offset: Int) throws(FontFileError) -> UInt32 {
    try require(offset, 4)
    let index = base + offset
    return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16
      | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
  }

  /// The four ASCII characters at `offset` (a tag).
  func tag(_ offset: Int) throws(FontFileError) -> String {
    try require(offset, 4)
    let index = base + offset
    return String(decoding: bytes[index..<index + 4], as: Unicode.ASCII.self)
  }

  /// An ``FontFileError/invalidValue(table:offset:)`` for the value at `offset`.
  func invalid(_ offset: Int) -> FontFileError {
    .invalidValue(table: table, offset: base &+ offset)
  }
}
