/// Where a face's tables are in its file: the sfnt table directory, found through a collection
/// header for `.ttc` files.
struct TableDirectory {
  /// Each table's tag and its byte range in the file.
  private var tables: [(tag: String, offset: Int, length: Int)] = []

  /// Reads the directory of face `index` in `bytes` (a TrueType, OpenType or collection file).
  init(_ bytes: [UInt8], index: Int) throws(FontFileError) {
    let file = FontDataReader(bytes, table: "file", base: 0)
    guard bytes.count >= 4 else { throw .truncated(table: "file", offset: 0) }
    var start = 0
    if try file.tag(0) == "ttcf" {
      let count = Int(try file.uint32(8))
      guard index >= 0, index < count else {
        throw .faceIndexOutOfRange(index: index, count: count)
      }
      start = Int(try file.uint32(12 + 4 * index))
    } else if index != 0 {
      throw .faceIndexOutOfRange(index: index, count: 1)
    }
    let header = FontDataReader(bytes, table: "file", base: start)
    let version = try header.uint32(0)
    guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
      throw .notAFont(tag: try header.tag(0))
    }
    let count = Int(try header.uint16(4))
    try header.require(12, 16 * count)
    for record in 0..<count {
      let entry = 12 + 16 * record
      let tag = try header.tag(entry)
      let offset = Int(try header.uint32(entry + 8))
      let length = Int(try header.uint32(entry + 12))
      tables.append((tag, offset, length))
    }
  }

  /// A reader for table `tag`, or `nil` if the face has none.
  ///
  /// Throws if the directory says the table extends past the data.
  func reader(_ tag: String, in bytes: [UInt8]) throws(FontFileError) -> FontDataReader? {
    guard let table = tables.first(where: { $0.tag == tag }) else { return nil }
    let reader = FontDataReader(bytes, table: tag, base: table.offset)
    try reader.require(0, table.length)
    return reader
  }

  /// A reader for table `tag`, which the face must have.
  func required(_ tag: String, in bytes: [UInt8]) throws(FontFileError) -> FontDataReader {
    guard let reader = try reader(tag, in: bytes) else { throw .missingTable(tag) }
    return reader
  }
}
