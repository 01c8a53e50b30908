import AutoCell
import Foundation

/// The text workloads of `autocell-bench`: short strings measured at one width with the
/// embedded Helvetica measurer (`text.standard`) and, when a font file is found, with a font
/// file (`text.fontfile`).
enum TextBenchmarks {
  /// All text workloads at the given scale (`quick` shrinks them for a smoke test).
  static func all(quick: Bool) -> [Benchmark] {
    let count = quick ? 1_000 : 100_000
    return [standard(count)] + [fontFile(count)].compactMap { $0 }
  }

  /// `count` short strings of 2 to 12 words, varied so that no two neighbours are equal: the
  /// titles and captions a list shows.
  static func strings(_ count: Int) -> [String] {
    let words = [
      "layout", "cells", "width", "constraint", "priority", "text", "wraps", "reuse", "Typography",
      "AVA", "state-of-the-art", "fine-tuned", "Wolf", "jumps", "over", "the", "lazy", "dog.",
    ]
    return (0..<count).map { id in
      (0..<(2 + id % 11)).map { words[($0 &* 7 &+ id &* 3) % words.count] }.joined(separator: " ")
    }
  }

  /// Each string measured at 200 points with ``StandardTextMeasurer``.
  ///
  /// One operation: one string.
  static func standard(_ n: Int) -> Benchmark {
    Benchmark(name: "text.standard", size: n, unit: "string") { run in
      let texts = run.untimed { strings(n) }
      let measurer = StandardTextMeasurer()
      var total: CGFloat = 0
      for text in texts {
        total +=
          measurer.size(
            of: text, font: .body, width: 200, numberOfLines: 0, lineBreakMode: .byWordWrapping
          ).height
      }
      precondition(total > 0)
      return n
    }
  }
}

extension TextBenchmarks {
  /// The font file the `text.fontfile` workload measures with: the DejaVu Sans cut the tests
  /// ship (when run from the repository), else DejaVu Sans from the usual font folders.
  static func fontFileMeasurer() -> FontFileTextMeasurer? {
    let shipped = URL(
      fileURLWithPath: "Tests/AutoCellTests/Text/Resources/Fonts/DejaVuSans-Subset.ttf")
    if let face = try? FontFace(contentsOf: shipped) { return FontFileTextMeasurer(faces: [face]) }
    return try? FontLibrary().measurer(family: "DejaVu Sans")
  }

  /// Each string measured at 200 points with ``FontFileTextMeasurer`` over DejaVu Sans (the
  /// face read once, off the clock).
  ///
  /// One operation: one string.
  static func fontFile(_ n: Int) -> Benchmark? {
    guard let measurer = fontFileMeasurer() else { return nil }
    let font = Font(name: "DejaVu Sans", size: 17)
    return Benchmark(name: "text.fontfile", size: n, unit: "string") { run in
      let texts = run.untimed { strings(n) }
      var total: CGFloat = 0
      for text in texts {
        total +=
          measurer.size(
            of: text, font: font, width: 200, numberOfLines: 0, lineBreakMode: .byWordWrapping
          ).height
      }
      precondition(total > 0)
      return n
    }
  }
}
