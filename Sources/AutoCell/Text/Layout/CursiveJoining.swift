/// The positional form of a letter of a cursive script (Arabic, Syriac, N'Ko, Mongolian, ...),
/// from the letters around it in the text: the nearest scalars before and after it that are not
/// transparent (marks and most format characters are skipped; ZWJ joins, ZWNJ does not).
enum CursiveJoining {
  /// How far the neighbours are looked for, in transparent scalars skipped: past that a letter
  /// counts as having no neighbour (no real text puts so many marks on one letter).
  static let reach = 64

  /// The form of the letter of joining type `type` whose UTF-8 bytes are
  /// `bytes[start..<start + length]`.
  ///
  /// - Complexity: O(*t*) in the transparent scalars skipped around it (at most ``reach``).
  static func form(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int, type: JoiningType
  ) -> JoiningForm? {
    JoiningForm(
      type, after: neighbour(bytes, before: start),
      before: neighbour(bytes, from: start + length))
  }

  /// The joining type of the nearest scalar before byte `offset` that is not transparent, or
  /// `nil` if there is none.
  private static func neighbour(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int)
    -> JoiningType?
  {
    var index = offset
    for _ in 0..<reach {
      guard index > 0 else { return nil }
      index -= 1
      if bytes[index] < 0x80 { return .nonJoining }
      while index > 0 && bytes[index] & 0xC0 == 0x80 { index -= 1 }
      let type = UnicodeProperties(UTF8Scalars.scalar(in: bytes, at: index).0).joiningType
      if type != .transparent { return type }
    }
    return nil
  }

  /// The joining type of the nearest scalar from byte `offset` on that is not transparent, or
  /// `nil` if there is none.
  private static func neighbour(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int)
    -> JoiningType?
  {
    var index = offset
    for _ in 0..<reach {
      guard index < bytes.count else { return nil }
      if bytes[index] < 0x80 { return .nonJoining }
      let (scalar, length) = UTF8Scalars.scalar(in: bytes, at: index)
      let type = UnicodeProperties(scalar).joiningType
      if type != .transparent { return type }
      index += length
    }
    return nil
  }
}
