import CasFormat
import Foundation

/// Reads the file named on the command line, or standard input for `-`.
///
/// - Throws: ``UsageError`` naming the file and the reason it cannot be read.
func readInput(_ path: String) throws(UsageError) -> SourceFile {
  if path == "-" {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    return SourceFile(name: "<stdin>", bytes: [UInt8](data))
  }
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
    throw .unreadableFile(path: path, reason: .missing)
  }
  guard !isDirectory.boolValue else {
    throw .unreadableFile(path: path, reason: .directory)
  }
  guard let data = FileManager.default.contents(atPath: path) else {
    throw .unreadableFile(path: path, reason: .denied)
  }
  return SourceFile(name: path, bytes: [UInt8](data))
}
