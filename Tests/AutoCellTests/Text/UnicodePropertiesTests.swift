import Testing

@testable import AutoCell

/// The generated Unicode table, against values read from the Unicode Character Database by
/// hand (LineBreak.txt, DerivedGeneralCategory.txt, EastAsianWidth.txt, emoji-data.txt).
@Suite("Unicode properties")
struct UnicodePropertiesTests {
  @Test func everyRunHoldsAValidClassAndRunsAscend() {
    #expect(UnicodeProperties.runStarts.count == UnicodeProperties.runValues.count)
    #expect(UnicodeProperties.runStarts.first == 0)
    for (index, value) in UnicodeProperties.runValues.enumerated() {
      #expect(LineBreakClass(rawValue: UInt8(value & 0x3F)) != nil, "run \(index)")
    }
    #expect(zip(UnicodeProperties.runStarts, UnicodeProperties.runStarts.dropFirst()).allSatisfy(<))
  }

  @Test func knownScalarsHaveTheirProperties() {
    let expected: [(UInt32, LineBreakClass)] = [
      (0x20, .SP), (0x41, .AL), (0x2D, .HY), (0x2F, .SY), (0xA0, .GL), (0xAD, .BA),
      (0x200B, .ZW), (0x2014, .B2), (0x3002, .CL), (0x65E5, .ID), (0x5D0, .HL), (0x301, .CM),
      (0x1F600, .ID), (0x1F3FB, .EM), (0x1F1E6, .RI), (0x2028, .BK), (0x85, .NL), (0xD, .CR),
      (0x0A, .LF), (0x3041, .NS), (0x0E01, .AL), (0x0E31, .CM), (0x2060, .WJ), (0x200D, .ZWJ),
      (0x28, .OP), (0x25, .PO), (0x24, .PR), (0x30, .NU), (0xAC00, .H2), (0xAC01, .H3),
    ]
    for (scalar, lineBreakClass) in expected {
      #expect(
        UnicodeProperties(scalar).lineBreakClass == lineBreakClass, "U+\(String(scalar, radix: 16))"
      )
    }
    #expect(UnicodeProperties(0x301).isZeroWidth && UnicodeProperties(0x200B).isZeroWidth)
    #expect(!UnicodeProperties(0x41).isZeroWidth && !UnicodeProperties(0x3000).isZeroWidth)
    #expect(UnicodeProperties(0x65E5).isWide && UnicodeProperties(0xFF21).isWide)
    #expect(!UnicodeProperties(0x41).isWide && UnicodeProperties(0xFF61).isEastAsian)
    #expect(
      UnicodeProperties(0x1F600).isPictographic && UnicodeProperties(0x1F600).hasEmojiPresentation)
    #expect(UnicodeProperties(0xA9).isPictographic && !UnicodeProperties(0xA9).hasEmojiPresentation)
    for space: UInt32 in [0x20, 0x2009, 0x2003, 0x3000, 0x205F] {
      #expect(UnicodeProperties(space).isHangingSpace, "U+\(String(space, radix: 16))")
    }
    for noBreak: UInt32 in [0xA0, 0x202F, 0x2007, 0x41] {
      #expect(!UnicodeProperties(noBreak).isHangingSpace, "U+\(String(noBreak, radix: 16))")
    }
  }
}
