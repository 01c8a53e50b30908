import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// Damaged font data is read or rejected with a typed error: never a crash or a hang, and a
/// face that is accepted measures only finite, non-negative sizes.
///
/// `swift test` runs a few hundred damaged fonts; `Scripts/fuzz.sh` runs many more by setting
/// `AUTOCELL_FUZZ_INPUTS` and `AUTOCELL_FUZZ_SEED`. A failure names its seed: rerun it with
/// `AUTOCELL_FUZZ_SEED=<seed> AUTOCELL_FUZZ_INPUTS=1`.
@Suite("Font face fuzzing")
struct FontFaceFuzzTests {
  static let fonts = [
    "DejaVuSans-Subset.ttf", "Synthetic-CFF.otf", "Pair.ttc", "DejaVuSans-Ligatures.ttf",
    "DejaVuSans-Bold-Subset.ttf", "DejaVuSansMono-Arrows.ttf",
  ]

  /// Reads `data`; if it is accepted, measures and lays out text with it, so the tables it
  /// produced are used.
  ///
  /// Returns the error, or what is wrong with an accepted face's sizes.
  static func readAndUse(_ data: Data) -> Result<Void, FontFileError>? {
    let face: FontFace
    do { face = try FontFace(data: data) } catch { return .failure(error) }
    let measurer = FontFileTextMeasurer(faces: [face])
    let font = Font(name: face.postScriptName, size: 17)
    for (text, width) in [("AVA Hello Ωμέγα Привет", 80.0), ("fi ffl →\n日本", .infinity)] {
      let size = measurer.size(
        of: text, font: font, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
      let layout = measurer.layout(
        of: text, font: font, width: width, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
      let lengths =
        [size.width, size.height] + layout.lines.flatMap { [$0.width, $0.height, $0.baseline] }
      if lengths.contains(where: { !$0.isFinite || $0 < 0 }) { return nil }
    }
    return .success(())
  }

  /// One damaged font: cut short, bits flipped, or a directory or header field overwritten
  /// with an extreme value.
  static func damagedFont(using random: inout SeededGenerator) -> [UInt8] {
    var bytes = [UInt8](TestFonts.data(fonts[Int(random.next() % UInt64(fonts.count))]))
    switch random.next() % 3 {
    case 0:
      bytes.removeLast(Int(random.next() % UInt64(bytes.count)))
    case 1:
      for _ in 0..<1 + random.next() % 20 {
        let index = Int(random.next() % UInt64(bytes.count))
        bytes[index] ^= UInt8(1) << UInt8(random.next() % 8)
      }
    default:
      // The first 512 bytes hold the table directory and, in these small fonts, often the
      // start of `head` and `hhea`: lengths, offsets, units per em, ascender, descender.
      let extremes: [UInt16] = [0, 1, 0x7FFF, 0x8000, 0xFFFF]
      for _ in 0..<1 + random.next() % 4 {
        let index = Int(random.next() % UInt64(min(512, bytes.count - 1)))
        let value = extremes[Int(random.next() % UInt64(extremes.count))]
        bytes[index] = UInt8(value >> 8)
        bytes[index + 1] = UInt8(value & 0xFF)
      }
    }
    return bytes
  }

  @Test("damaged fonts are rejected with a typed error or measure finite, non-negative sizes")
  func damagedFonts() throws {
    let environment = ProcessInfo.processInfo.environment
    let first = environment["AUTOCELL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0
    let count = environment["AUTOCELL_FUZZ_INPUTS"].flatMap { UInt64($0) } ?? 300
    for name in Self.fonts { try #require(!TestFonts.data(name).isEmpty, "\(name) is missing") }
    var rejected = 0
    var failing: [UInt64] = []
    for seed in first..<first + count {
      var random = SeededGenerator(seed: seed)
      switch Self.readAndUse(Data(Self.damagedFont(using: &random))) {
      case .failure: rejected += 1
      case .success: break
      case nil:
        Issue.record("seed \(seed): an accepted face measured a negative or non-finite size")
        failing.append(seed)
      }
      if failing.count == 10 { break }
    }
    if environment["AUTOCELL_FUZZ_INPUTS"] != nil {
      print(
        "fuzz fonts: inputs=\(count) seeds=\(first)..<\(first + count) rejected=\(rejected) "
          + "failing=\(failing)")
    }
  }

  /// Seeds of a 100,000-input run whose damaged kerning (pair values far beyond the glyphs'
  /// advances) gave lines of negative width.
  @Test(
    "damaged fonts found by long runs measure non-negative lines",
    arguments: [8973, 12515, 14496, 15665, 22903, 28943, 30679, 35152, 48670, 49033] as [UInt64])
  func damagedFontFoundByLongRuns(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let result = Self.readAndUse(Data(Self.damagedFont(using: &random)))
    #expect(result != nil, "seed \(seed): an accepted face measured a negative or non-finite size")
  }

  @Test("a font cut anywhere before its last table is rejected", arguments: UInt64(0)..<60)
  func truncatedFontsAreRejected(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let bytes = TestFonts.data(Self.fonts[Int(seed) % 4])
    try #require(!bytes.isEmpty)
    let cut = Int.random(in: 0..<bytes.count, using: &random)
    // A cut past every table's end still reads; any other cut is a typed error.
    switch Self.readAndUse(bytes.prefix(cut)) {
    case .failure(.truncated), .failure(.missingTable), .failure(.invalidValue),
      .failure(.unsupportedFormat), .failure(.notAFont), .success:
      break
    case .failure(let error): Issue.record("seed \(seed): unexpected \(error)")
    case nil: Issue.record("seed \(seed): an accepted face measured a negative or non-finite size")
    }
  }
}
