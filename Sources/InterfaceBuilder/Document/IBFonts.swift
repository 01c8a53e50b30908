import AutoCell
import Foundation

/// How the fonts of a document are measured: the library's own metrics, or font files.
///
/// With ``standard`` (the default), every face is measured with `StandardTextMeasurer`:
/// Helvetica's metrics for the system font, text styles and regular named faces, and
/// Helvetica-Bold's for bold and semibold system fonts, bold text styles (the headline) and
/// named faces whose names say bold, heavy, black, semibold or demi. Apple's San Francisco is
/// a little narrower than Helvetica, so text-dependent frames come out a few percent wider.
///
/// With font files (``init(folder:)``), a named face is looked up by its PostScript name, then
/// by its family; the system font and text styles use the first family present of SF Pro
/// Text, SF Pro, SF Pro Display, Helvetica Neue, Helvetica, Arial, Liberation Sans and DejaVu
/// Sans (else the first face found), bold ones that family's boldest face, and so does a named
/// face that none of the files has.
public struct IBFonts: Sendable {
  /// The measurer every text node gets.
  public let measurer: any TextMeasurer
  /// The family the system font maps to with font files, nil for ``standard``.
  public let systemFamily: String?
  /// The PostScript and family names of the files' faces.
  private let names: Set<String>

  /// The library's own metrics (no files).
  public static let standard = IBFonts(measurer: StandardTextMeasurer(), systemFamily: nil)

  private init(measurer: any TextMeasurer, systemFamily: String?) {
    self.measurer = measurer
    self.systemFamily = systemFamily
    names = []
  }

  /// The faces of the font files in `folder` (`.ttf`, `.otf`, `.ttc`, `.otc`, searched
  /// recursively); files that cannot be read are skipped, and of faces with the same
  /// PostScript name the one with the most glyphs is kept.
  ///
  /// - Throws: `FontFileError.unknownFont(name:)` naming the folder when it holds no
  ///   readable face.
  public init(folder: URL) throws(FontFileError) {
    var faces: [FontFace] = []
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = walker?.nextObject() as? URL {
      if ["ttf", "otf", "ttc", "otc"].contains(url.pathExtension.lowercased()) {
        files.append(url)
      }
    }
    for url in files.sorted(by: { $0.path < $1.path }) {
      var index = 0
      while let face = try? FontFace(contentsOf: url, index: index) {
        // Of faces with one PostScript name (a subset beside the full face), the one with
        // the most glyphs.
        if let same = faces.firstIndex(where: { $0.postScriptName == face.postScriptName }) {
          if face.numberOfGlyphs > faces[same].numberOfGlyphs { faces[same] = face }
        } else {
          faces.append(face)
        }
        index += 1
      }
    }
    guard !faces.isEmpty else { throw .unknownFont(name: folder.path) }
    let families = Set(faces.map(\.familyName))
    let preferred = [
      "SF Pro Text", "SF Pro", "SF Pro Display", "Helvetica Neue", "Helvetica", "Arial",
      "Liberation Sans", "DejaVu Sans",
    ]
    let system = preferred.first(where: families.contains) ?? faces[0].familyName
    measurer = FontFileTextMeasurer(faces: faces, fallbacks: faces)
    systemFamily = system
    names = families.union(faces.map(\.postScriptName))
  }

  /// The library font for a document's font.
  func font(_ spec: FontSpec) -> Font {
    let size = spec.size
    switch spec.face {
    case .system(let bold), .textStyle(_, let bold):
      guard let systemFamily else { return bold ? .boldSystem(size: size) : .system(size: size) }
      return Font(name: bold ? systemFamily + " Bold" : systemFamily, size: size)
    case .named(let name, let family):
      let bold = FontSpec.namesBoldWeight(name)
      guard let systemFamily else { return bold ? .boldSystem(size: size) : .system(size: size) }
      if names.contains(name) { return Font(name: name, size: size) }
      if let family, names.contains(family) {
        return Font(name: bold ? family + " Bold" : family, size: size)
      }
      return Font(name: bold ? systemFamily + " Bold" : systemFamily, size: size)
    }
  }
}
