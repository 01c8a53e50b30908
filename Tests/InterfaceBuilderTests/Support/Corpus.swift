import AutoCell
import Foundation
import InterfaceBuilder

/// The shared corpus of real files saved by Xcode (never part of the repository): the folder
/// named by `AUTOCELL_XIB_CORPUS`, else `../shared/xib-corpus` beside the package.
enum Corpus {
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The corpus folder, nil when there is none.
  static let directory: URL? = {
    let candidates = [
      ProcessInfo.processInfo.environment["AUTOCELL_XIB_CORPUS"].map {
        URL(fileURLWithPath: $0)
      },
      package.deletingLastPathComponent().appendingPathComponent("shared/xib-corpus"),
    ].compactMap { $0 }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }()

  /// The corpus's documents, sorted by name.
  static var files: [URL] {
    guard let directory else { return [] }
    let folder = directory.appendingPathComponent("files")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
      .map { folder.appendingPathComponent($0) }
  }
}

/// The conformance of one file's layout with the frames Xcode saved.
struct Conformance {
  var file: String
  var objects = 0
  /// Views whose saved frame does not depend on text (and that Xcode flagged neither
  /// misplaced nor ambiguous), and how many of them are within half a point.
  var fixed = 0
  var fixedMatching = 0
  /// Views whose saved frame depends on text, and how many are within 4 points or 10%.
  var text = 0
  var textMatching = 0
  /// Views Xcode flagged ambiguous, and how many the layout finds ambiguous.
  var flaggedAmbiguous = 0
  var reportedAmbiguous = 0
  /// Views the layout finds ambiguous that Xcode did not flag.
  var otherAmbiguous: [String] = []
  /// Views without a saved frame, or that Xcode flagged misplaced (not compared).
  var notCompared = 0
  /// `id: saved → solved` for each view outside its tolerance.
  var differences: [String] = []
  var conflicts: [String] = []
  var unsupported: [String] = []

  init(file: URL) throws {
    self.file = file.lastPathComponent
    let document = try IBDocument(contentsOf: file)
    for object in document.instantiate() {
      objects += 1
      let report = object.layout()
      unsupported += report.unsupported.map(\.description)
      conflicts += report.conflicts.map { "\(object.id): \($0.broken) with \($0.others)" }
      for layout in report.views {
        let view = layout.view
        if view.isFlaggedAmbiguous {
          flaggedAmbiguous += 1
          if layout.isAmbiguous { reportedAmbiguous += 1 }
          continue
        }
        if layout.isAmbiguous { otherAmbiguous.append(view.id) }
        guard let saved = view.savedFrame, !view.isFlaggedMisplaced else {
          notCompared += 1
          continue
        }
        let dependsOnText = layout.dependsOnText ?? false
        // Each of the four numbers within half a point, or for a frame that depends on text
        // within 4 points or 10% of the saved number.
        func within(_ a: CGFloat, _ b: CGFloat) -> Bool {
          abs(a - b) <= (dependsOnText ? max(4, 0.1 * abs(b)) : 0.5)
        }
        let f = layout.frameInSuperview
        let ok =
          within(f.minX, saved.minX) && within(f.minY, saved.minY)
          && within(f.width, saved.width) && within(f.height, saved.height)
        if dependsOnText {
          text += 1
          if ok { textMatching += 1 }
        } else {
          fixed += 1
          if ok { fixedMatching += 1 }
        }
        if !ok {
          differences.append(
            "\(object.id)/\(view.id) \(view.kind)\(dependsOnText ? " [text]" : ""): saved "
              + "\(Conformance.describe(saved)) solved \(Conformance.describe(f))")
        }
      }
    }
  }

  static func describe(_ rect: CGRect) -> String {
    func n(_ v: CGFloat) -> String {
      let r = (Double(v) * 100).rounded() / 100
      return r == r.rounded() ? String(Int(r)) : String(r)
    }
    return "(\(n(rect.minX)), \(n(rect.minY)), \(n(rect.width)), \(n(rect.height)))"
  }
}
