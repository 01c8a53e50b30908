import Foundation
import TestSupport
import Testing

@testable import AutoCell

/// Measuring with font files, against widths HarfBuzz gives for the same files (kerning on)
/// and line heights from their tables.
@Suite("Font file text measurer")
struct FontFileTextMeasurerTests {
  /// DejaVu Sans regular and bold, with DejaVu Sans Mono's arrows as the fallback.
  func measurer(displayScale: CGFloat? = nil) throws -> FontFileTextMeasurer {
    FontFileTextMeasurer(
      faces: [try TestFonts.sans(), try TestFonts.sansBold()],
      fallbacks: [try TestFonts.monoArrows()], displayScale: displayScale)
  }

  let font = Font(name: "DejaVu Sans", size: 20.48)  // 1 point = 100 units of 2048 per em

  func width(_ text: String, _ measurer: FontFileTextMeasurer, font: Font? = nil) -> CGFloat {
    measurer.size(
      of: text, font: font ?? self.font, width: .infinity, numberOfLines: 0,
      lineBreakMode: .byWordWrapping
    ).width
  }

  @Test func widthsAreHarfBuzzsWithKerning() throws {
    let measurer = try measurer()
    // Sums of HarfBuzz's advances for the same file, in units; 100 units = 1 point here.
    let expected: [(String, Int)] = [
      ("AVA", 1270 + 1270 + 1401), ("Hello", 1540 + 1260 + 569 + 569 + 1253),
      ("Typography", 932 + 1212 + 1300 + 1253 + 1300 + 842 + 1255 + 1300 + 1298 + 1212),
      ("Ωμέγα", 1565 + 1303 + 1107 + 1212 + 1350),
      ("Привет", 1540 + 1300 + 1331 + 1207 + 1260 + 1193),
      ("A V", 1401 + 651 + 1401),
    ]
    for (text, units) in expected {
      #expect(abs(width(text, measurer) - CGFloat(units) / 100) < 1e-9, "\(text)")
    }
    let bold = Font(name: "DejaVu Sans Bold", size: 20.48)
    #expect(abs(width("AVA", measurer, font: bold) - CGFloat(1446 + 1446 + 1585) / 100) < 1e-9)
  }

  @Test func picksFacesByPostScriptOrFamilyName() throws {
    let measurer = try measurer()
    #expect(try measurer.face(for: Font(name: "DejaVuSans-Bold", size: 12)).weight == 700)
    #expect(try measurer.face(for: Font(name: "DejaVu Sans", size: 12)).weight == 400)
    #expect(try measurer.face(for: Font(name: "DejaVu Sans Bold", size: 12)).weight == 700)
    #expect(throws: FontFileError.unknownFont(name: "Comic Sans")) {
      try measurer.face(for: Font(name: "Comic Sans", size: 12))
    }
    // An unknown name measures with the first face rather than failing.
    #expect(
      width("Hello", measurer, font: Font(name: "Comic Sans", size: 20.48))
        == width("Hello", measurer))
  }

  @Test func missingCharactersComeFromTheFallbackWithItsMetrics() throws {
    let measurer = try measurer()
    // "→" is not in the DejaVu Sans cut: DejaVu Sans Mono's 1233 units.
    #expect(abs(width("→", measurer) - 12.33) < 1e-9)
    #expect(abs(width("A→A", measurer) - CGFloat(1401 + 1233 + 1401) / 100) < 1e-9)
    // Without a fallback, the primary face's .notdef advance (1229 in DejaVu Sans).
    let alone = FontFileTextMeasurer(faces: [try TestFonts.sans()])
    #expect(abs(width("→", alone) - 12.29) < 1e-9)
  }

  @Test func aLineIsAsTallAsItsTallestFace() throws {
    let cff = try TestFonts.syntheticCFF()  // 800 + 200 + 100 of 1000 units: 1.1 em
    let sans = try TestFonts.sans()  // 1901 + 483 of 2048: 1.164 em
    let measurer = FontFileTextMeasurer(faces: [cff], fallbacks: [sans])
    let font = Font(name: "SyntheticCFF-Regular", size: 10)
    #expect(abs(measurer.lineHeight(of: font) - 11) < 1e-9)
    let layout = measurer.layout(
      of: "AV\nAé\nV", font: font, width: .infinity, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    let sansAscent = 1901.0 / 2048 * 10
    let sansBelow = 483.0 / 2048 * 10
    #expect(layout.lines.count == 3)
    #expect(abs(layout.lines[0].height - 11) < 1e-9 && abs(layout.lines[0].baseline - 8) < 1e-9)
    // "é" comes from DejaVu Sans: its ascent, and the larger of the depths (1 + 1 vs 2.358).
    #expect(abs(layout.lines[1].height - (sansAscent + max(3, sansBelow))) < 1e-9)
    #expect(abs(layout.lines[1].baseline - (11 + sansAscent)) < 1e-9)
    #expect(abs(layout.lines[2].baseline - (11 + layout.lines[1].height + 8)) < 1e-9)
    #expect(abs(layout.size.height - (22 + layout.lines[1].height)) < 1e-9)
  }

  @Test func layoutLinesCoverTheTextAndMatchTheSize() throws {
    let measurer = try measurer()
    let text = "The quick brown fox jumps over the lazy dog"
    let layout = measurer.layout(
      of: text, font: font, width: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let size = measurer.size(
      of: text, font: font, width: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.size == size)
    #expect(layout.lines.count > 1)
    #expect(layout.lines.map { String(text[$0.range]) }.joined() == text)
    for line in layout.lines {
      let shown = String(text[line.range]).trimmingCharacters(in: .whitespaces)
      #expect(abs(line.width - width(shown, measurer)) < 1e-9, "\(shown)")
      #expect(line.width <= 100)
    }
    #expect(layout.size.width == layout.lines.map(\.width).max())
  }

  @Test func truncatingModesMarkTheCutLine() throws {
    let measurer = try measurer()
    let text = "one two three four five six seven"
    for mode in [
      LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping,
    ] {
      let layout = measurer.layout(
        of: text, font: font, width: 80, numberOfLines: 2, lineBreakMode: mode)
      #expect(layout.lines.count == 2)
      #expect(layout.lines.map(\.isTruncated) == [false, true], "\(mode)")
      #expect(
        layout.size.width == (mode.truncates ? 80 : layout.lines.map(\.width).max()), "\(mode)")
    }
    let fits = measurer.layout(
      of: "one", font: font, width: 80, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
    #expect(fits.lines.map(\.isTruncated) == [false])
  }

  @Test func displayScaleRoundsSizesUpToPixels() throws {
    let exact = try measurer()
    let font = Font(name: "DejaVu Sans", size: 17)
    let size = exact.size(
      of: "Hello", font: font, width: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    for scale: CGFloat in [1, 2, 3] {
      let rounded = try measurer(displayScale: scale).size(
        of: "Hello", font: font, width: .infinity, numberOfLines: 0,
        lineBreakMode: .byWordWrapping)
      for (value, exactValue) in [(rounded.width, size.width), (rounded.height, size.height)] {
        let pixels = value * scale
        #expect(abs(pixels - pixels.rounded()) < 1e-9, "scale \(scale)")
        #expect(value >= exactValue && value - exactValue < 1 / scale, "scale \(scale)")
      }
    }
    let standard = StandardTextMeasurer(displayScale: 3).size(
      of: "Hello", font: .body, width: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(abs(standard.height * 3 - (standard.height * 3).rounded()) < 1e-9)
  }

  @Test func badSizesAndWidthsMeasureSafely() throws {
    let measurer = try measurer()
    for size: CGFloat in [.nan, -3, 0, .infinity] {
      #expect(
        measurer.size(
          of: "Hello", font: Font(name: "DejaVu Sans", size: size), width: 100, numberOfLines: 0,
          lineBreakMode: .byWordWrapping) == .zero, "size \(size)")
    }
    let nanWidth = measurer.size(
      of: "ab", font: font, width: .nan, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(abs(nanWidth.height - 2 * measurer.lineHeight(of: font)) < 1e-9)  // one per line
  }

  @Test func aLibraryFindsFacesByFamily() throws {
    let folder = TestFonts.url("DejaVuSans-Subset.ttf").deletingLastPathComponent()
    let library = FontLibrary(folders: [folder])
    let faces = try library.faces(family: "DejaVu Sans")
    // The four files (two subsets, the ligature and Arabic cuts) and the two faces of the
    // collection.
    #expect(
      faces.map(\.postScriptName).sorted() == [
        "DejaVuSans", "DejaVuSans", "DejaVuSans", "DejaVuSans", "DejaVuSans-Bold",
        "DejaVuSans-Bold",
      ])
    #expect(throws: FontFileError.unknownFont(name: "Nope")) { try library.faces(family: "Nope") }
    let measurer = try library.measurer(
      family: "Synthetic CFF", fallbackFamilies: ["DejaVu Sans Mono"])
    #expect(measurer.faces.count == 1 && measurer.fallbacks.count == 1)
  }
}
