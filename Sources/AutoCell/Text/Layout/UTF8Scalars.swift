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
}
