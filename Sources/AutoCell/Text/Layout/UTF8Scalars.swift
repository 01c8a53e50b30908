/// Decoding Unicode scalars from valid UTF-8 (a native Swift string's bytes).
enum UTF8Scalars {
  /// The scalar starting at `bytes[index]` and the number of bytes it takes.
  @inline(__always)
  static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
    if lead < 0xF0 {
      return (
        (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
          | UInt32(bytes[index + 2] & 0x3F), 3
      )
    }
    return (
      (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F), 4
    )
  }

  /// The number of bytes of the scalar whose first byte is `lead`.
  @inline(__always)
  static func length(of lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// The offset of the first byte of `bytes[start..<end]` that is not ASCII (0x80 or more),
  /// or `end` if there is none; read eight bytes at a time.
  ///
  /// - Complexity: O(*k*) in the bytes read.
  static func firstNonASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Int
  {
    guard let base = bytes.baseAddress else { return end }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= end {
      let high = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080
      if high != 0 { return index + UInt64(littleEndian: high).trailingZeroBitCount / 8 }
      index += 8
    }
    while index < end && base[index] < 0x80 { index += 1 }
    return index
  }
}
