import CasFormat
import Foundation

/// The file `solve --svg OUT` draws into.
///
/// It is created (empty) before the run, so that an unwritable path is a usage error before
/// anything runs or prints.
struct PictureFile {
  let path: String

  /// Creates or empties the file at `path`.
  ///
  /// - Throws: ``UsageError/unwritablePicture(path:reason:)`` naming why it cannot be written.
  init(creatingAt path: String) throws(UsageError) {
    self.path = path
    try write(Data())
  }

  /// Writes the picture of a run's final values.
  ///
  /// - Complexity: O(*v*) in the number of variables.
  func write(pictureOf outcome: RunOutcome) throws(UsageError) {
    try write(Data(picture(of: outcome.finalValues()).utf8))
  }

  private func write(_ data: Data) throws(UsageError) {
    guard !FileManager.default.createFile(atPath: path, contents: data) else { return }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .unwritablePicture(path: path, reason: .directory)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    throw .unwritablePicture(
      path: path, reason: FileManager.default.fileExists(atPath: folder) ? .denied : .missing)
  }
}
