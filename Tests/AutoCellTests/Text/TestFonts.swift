import Foundation

@testable import AutoCell

/// The fonts shipped with the tests (Resources/Fonts; built by Tools/make-test-fonts.py).
enum TestFonts {
  /// The URL of a shipped font file.
  static func url(_ name: String) -> URL {
    resource(name, in: "Resources/Fonts")
  }

  /// The URL of a shipped resource (a path that does not exist if it is missing, so reading it
  /// fails with an error).
  static func resource(_ name: String, in folder: String) -> URL {
    Bundle.module.url(forResource: name, withExtension: nil, subdirectory: folder)
      ?? URL(fileURLWithPath: "/missing-test-resource/\(name)")
  }

  /// The bytes of a shipped font file.
  static func data(_ name: String) -> Data {
    (try? Data(contentsOf: url(name))) ?? Data()
  }

  /// Reads a shipped face (the tests fail, not crash, if it is missing).
  static func face(_ name: String, index: Int = 0) throws -> FontFace {
    try FontFace(contentsOf: url(name), index: index)
  }

  /// DejaVu Sans cut to Latin, Greek, Cyrillic and punctuation: 2048 units per em.
  static func sans() throws -> FontFace { try face("DejaVuSans-Subset.ttf") }
  /// DejaVu Sans Bold, the same cut.
  static func sansBold() throws -> FontFace { try face("DejaVuSans-Bold-Subset.ttf") }
  /// DejaVu Sans Mono's ASCII and arrows (every glyph 1233 units), a fallback face.
  static func monoArrows() throws -> FontFace { try face("DejaVuSansMono-Arrows.ttf") }
  /// A five-glyph CFF font built by the script: A 600, V 700, space 250, hyphen 300 in 1000
  /// units; A-V kern -80 (class kerning in an extension lookup), V-A -40 (a pair).
  static func syntheticCFF() throws -> FontFace { try face("Synthetic-CFF.otf") }
}
