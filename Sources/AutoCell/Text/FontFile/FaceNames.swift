/// The names measuring looks faces up by, from a `name` table: Windows (platform 3, UTF-16)
/// records first, else Macintosh Roman ones (platform 1, read as ASCII).
struct FaceNames {
  /// `name` ID 6.
  var postScriptName = ""
  /// `name` ID 16 if present, else ID 1.
  var familyName = ""

  init() {}

  init(_ table: FontDataReader) throws(FontFileError) {
    let count = Int(try table.uint16(2))
    let strings = Int(try table.uint16(4))
    var found: [UInt16: (rank: Int, value: String)] = [:]
    for record in 0..<count {
      let entry = 6 + 12 * record
      let platform = try table.uint16(entry)
      let id = try table.uint16(entry + 6)
      guard id == 1 || id == 6 || id == 16, platform == 1 || platform == 3 else { continue }
      let length = Int(try table.uint16(entry + 8))
      let offset = strings + Int(try table.uint16(entry + 10))
      try table.require(offset, length)
      let start = table.base + offset
      let bytes = table.bytes[start..<start + length]
      let value: String
      if platform == 3 {
        var units: [UInt16] = []
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
          units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
          index += 2
        }
        value = String(decoding: units, as: UTF16.self)
      } else {
        value = String(decoding: bytes.map { $0 & 0x7F }, as: Unicode.ASCII.self)
      }
      let rank = platform == 3 ? 2 : 1
      if rank > found[id]?.rank ?? 0 { found[id] = (rank, value) }
    }
    postScriptName = found[6]?.value ?? ""
    familyName = found[16]?.value ?? found[1]?.value ?? ""
  }
}
