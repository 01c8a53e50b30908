import AutoCell
import Foundation

/// The fonts shipped with the tests (`Tests/TestSupport/Fonts`, built by
/// `Tools/make-test-fonts.py`; DejaVu's licence beside them).
public enum TestFonts {
  /// The folder that holds the fonts.
  public static var folder: URL {
    Bundle.module.url(forResource: "Fonts", withExtension: nil)
      ?? URL(fileURLWithPath: "/missing-test-resource/Fonts")
  }

  /// The URL of a shipped font file (a path that does not exist if it is missing, so reading
  /// it fails with an error).
  public static func url(_ name: String) -> URL {
    Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fonts")
      ?? URL(fileURLWithPath: "/missing-test-resource/\(name)")
  }

  /// The bytes of a shipped font file (empty if it is missing).
  public static func data(_ name: String) -> Data {
    (try? Data(contentsOf: url(name))) ?? Data()
  }

  /// Reads a shipped face (the tests fail, not crash, if it is missing).
  public static func face(_ name: String, index: Int = 0) throws -> FontFace {
    try FontFace(contentsOf: url(name), index: index)
  }

  /// DejaVu Sans cut to Latin, Greek, Cyrillic and punctuation: 2048 units per em.
  public static func sans() throws -> FontFace { try face("DejaVuSans-Subset.ttf") }
  /// DejaVu Sans Bold, the same cut.
  public static func sansBold() throws -> FontFace { try face("DejaVuSans-Bold-Subset.ttf") }
  /// DejaVu Sans Mono's ASCII and arrows (every glyph 1233 units), a fallback face.
  public static func monoArrows() throws -> FontFace { try face("DejaVuSansMono-Arrows.ttf") }
  /// A five-glyph CFF font built by the script: A 600, V 700, space 250, hyphen 300 in 1000
  /// units; A-V kern -80 (class kerning in an extension lookup), V-A -40 (a pair).
  public static func syntheticCFF() throws -> FontFace { try face("Synthetic-CFF.otf") }
}
