import AutoCell
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// Measuring with font files (`--fonts DIR`): the DejaVu faces the library's own tests ship.
struct FontTests {
  private let folder = TestFonts.folder

  @Test func theSystemFontMapsToTheFirstPreferredFamilyInTheFolder() throws {
    let fonts = try IBFonts(folder: folder)
    #expect(fonts.systemFamily == "DejaVu Sans")
    #expect(IBFonts.standard.systemFamily == nil)
    // The folder holds DejaVu Sans twice (a full subset and a few-glyph one): the face with
    // more glyphs is kept, so regular text never falls back to the bold face.
    let faces = try #require((fonts.measurer as? FontFileTextMeasurer)?.faces)
    #expect(Set(faces.map(\.postScriptName)).count == faces.count)
  }

  @Test func labelsAreMeasuredWithTheFiles() throws {
    let fonts = try IBFonts(folder: folder)
    let object = try #require(try Fixtures.document("Labels.xib").instantiate(fonts: fonts).first)
    let report = object.layout()
    func width(_ text: String, _ name: String, _ size: CGFloat) -> CGFloat {
      pixelsUp(
        fonts.measurer.size(
          of: text, font: Font(name: name, size: size), width: .infinity, numberOfLines: 1,
          lineBreakMode: .byTruncatingTail
        ).width)
    }
    // A semibold system font is the family's bold face; a named face the files lack falls
    // back to the system family, bold when its name says so.
    #expect(
      report.view("semibold")?.frameInSuperview.width == width("Semibold", "DejaVu Sans Bold", 15))
    #expect(report.view("futura")?.frameInSuperview.width == width("Futura", "DejaVu Sans", 18))
    #expect(
      report.view("neue-bold")?.frameInSuperview.width == width("Neue", "DejaVu Sans Bold", 17))
    #expect(width("Neue", "DejaVu Sans Bold", 17) != width("Neue", "DejaVu Sans", 17))
  }

  @Test func aFolderWithoutFontsIsAnError() {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "autocell-no-fonts-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(throws: FontFileError.self) { try IBFonts(folder: empty) }
  }

  @Test func theCommandLineTakesTheFolder() throws {
    let path = try #require(Fixtures.url("Labels.xib")).path
    let result = try runCommand(["layout", "--json", "--fonts", folder.path, path])
    #expect(result.stderr.isEmpty)
    // DejaVu is wider than Helvetica: the saved frames (Helvetica's) no longer all match.
    let standard = try runCommand(["layout", "--json", path])
    #expect(result.stdout != standard.stdout)
  }
}
