import Foundation

/// Finds font faces by family name in font folders, so a host can say "DejaVu Sans" instead
/// of a path (like asking Core Text or fontconfig for a family).
///
/// Folders are searched recursively for `.ttf`, `.otf`, `.ttc` and `.otc` files; each face's
/// `name` table is read to learn its family, and only the faces of the families asked for are
/// read whole. Files that cannot be read are skipped.
public struct FontLibrary: Sendable {
  /// The folders searched.
  public let folders: [URL]

  /// The usual font folders of Linux and macOS: the system's, the local administrator's and
  /// the user's.
  public static var standardFolders: [URL] {
    let home = FileManager.default.homeDirectoryForCurrentUser
    return [
      URL(fileURLWithPath: "/usr/share/fonts"), URL(fileURLWithPath: "/usr/local/share/fonts"),
      home.appendingPathComponent(".local/share/fonts"), home.appendingPathComponent(".fonts"),
      URL(fileURLWithPath: "/System/Library/Fonts"), URL(fileURLWithPath: "/Library/Fonts"),
      home.appendingPathComponent("Library/Fonts"),
    ]
  }

  /// A library over `folders` (default: ``standardFolders``).
  public init(folders: [URL] = FontLibrary.standardFolders) {
    self.folders = folders
  }

  /// Every face of the family named `family` (its typographic or legacy family name), in
  /// file path order.
  ///
  /// - Throws: ``FontFileError/unknownFont(name:)`` if no face has that family name.
  /// - Complexity: Reads every font file's table directory and `name` table, and the
  ///   matching faces whole.
  public func faces(family: String) throws(FontFileError) -> [FontFace] {
    var found: [FontFace] = []
    for url in fontFiles() {
      guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { continue }
      let bytes = [UInt8](data)
      var index = 0
      while let directory = try? TableDirectory(bytes, index: index) {
        let names = (try? directory.reader("name", in: bytes)).flatMap { $0 }
          .flatMap { try? FaceNames($0) }
        if names?.familyName == family, let face = try? FontFace(data: data, index: index) {
          found.append(face)
        }
        index += 1
      }
    }
    guard !found.isEmpty else { throw .unknownFont(name: family) }
    return found
  }

  /// A measurer over the faces of `family`, with the faces of `fallbackFamilies` (in order) for
  /// the characters it lacks.
  ///
  /// - Throws: ``FontFileError/unknownFont(name:)`` naming the first family not found.
  public func measurer(family: String, fallbackFamilies: [String] = [])
    throws(FontFileError) -> FontFileTextMeasurer
  {
    var fallbacks: [FontFace] = []
    for name in fallbackFamilies { fallbacks += try faces(family: name) }
    return FontFileTextMeasurer(faces: try faces(family: family), fallbacks: fallbacks)
  }

  /// The font files under the folders, sorted by path.
  private func fontFiles() -> [URL] {
    var files: [URL] = []
    for folder in folders {
      guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walker
      where ["ttf", "otf", "ttc", "otc"].contains(url.pathExtension.lowercased()) {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
