import Foundation
import Testing

@testable import AutoCell

/// Damaged font data is read or rejected with a typed error: never a crash or a hang.
@Suite("Font face fuzzing")
struct FontFaceFuzzTests {
  /// Reads `data`; if it is accepted, measures with it, so the tables it produced are used.
  func readAndUse(_ data: Data) -> FontFileError? {
    do {
      let face = try FontFace(data: data)
      let measurer = FontFileTextMeasurer(faces: [face])
      let size = measurer.size(
        of: "AVA Hello Ωμέγα Привет", font: Font(name: face.postScriptName, size: 17), width: 80,
        numberOfLines: 0, lineBreakMode: .byWordWrapping)
      #expect(size.width.isFinite && size.height.isFinite)
      return nil
    } catch {
      return error
    }
  }

  @Test("a truncated font is rejected with the table it ends in", arguments: UInt64(0)..<60)
  func truncatedFontsAreRejected(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let names = [
      "DejaVuSans-Subset.ttf", "Synthetic-CFF.otf", "Pair.ttc", "DejaVuSans-Ligatures.ttf",
    ]
    let bytes = TestFonts.data(names[Int(seed) % names.count])
    try #require(!bytes.isEmpty)
    let cut = Int.random(in: 0..<bytes.count, using: &random)
    let error = readAndUse(bytes.prefix(cut))
    // A cut past every table's end still reads; any other cut is a typed error.
    if let error {
      switch error {
      case .truncated, .missingTable, .invalidValue, .unsupportedFormat, .notAFont: break
      default: Issue.record("seed \(seed): unexpected \(error)")
      }
    }
  }

  @Test("a font with flipped bits is read or rejected, never crashes", arguments: UInt64(0)..<60)
  func flippedBitsNeverCrash(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let names = ["DejaVuSans-Subset.ttf", "Synthetic-CFF.otf", "DejaVuSans-Ligatures.ttf"]
    var bytes = [UInt8](TestFonts.data(names[Int(seed) % names.count]))
    try #require(!bytes.isEmpty)
    for _ in 0..<Int.random(in: 1...20, using: &random) {
      let index = Int.random(in: 0..<bytes.count, using: &random)
      bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
    }
    // Flips in the directory, head, cmap or metrics land on a typed error; others still read.
    _ = readAndUse(Data(bytes))
  }
}
