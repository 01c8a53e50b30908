import AutoCell
import Foundation
import InterfaceBuilder

/// Options of `autocell-cli layout`.
struct LayoutOptions: Equatable {
  var path = ""
  var json = false
  /// The folder pictures are written to (`--svg`).
  var pictureFolder: String?
  /// Cells and top-level views at this width, at their fitting height (`--width`).
  var width: Double?
  /// A device id, optionally with `:landscape` (`--device`).
  var device: String?
  /// A folder of font files (`--fonts`).
  var fontsFolder: String?
}

/// Lays out every object of a document and prints the report (text or JSON), writing
/// pictures when asked.
///
/// Exit status: 0 with nothing to report, 1 with issues, 2 when the file cannot be read.
func runLayout(_ options: LayoutOptions, console: Console) -> ExitStatus {
  let document: IBDocument
  let device: IBDevice?
  let fonts: IBFonts
  do throws(UsageError) {
    device = try options.device.map(parseDevice)
    fonts = try options.fontsFolder.map(loadFonts) ?? .standard
    if let folder = options.pictureFolder { try preparePictureFolder(folder) }
  } catch {
    console.writeError(Help.usageError(error))
    return .usageError
  }
  do throws(IBLoadError) {
    document = try loadDocument(options.path)
  } catch {
    console.writeError(error.description)
    return .usageError
  }
  let objects = document.instantiate(device: device, fonts: fonts)
  let reports = objects.map { $0.layout(width: options.width.map { CGFloat($0) }) }
  let used = device ?? document.device
  if options.json {
    console.writeOutput(
      LayoutJSON.document(
        file: URL(fileURLWithPath: options.path).lastPathComponent, device: used,
        reports: reports))
  } else {
    for line in LayoutText.lines(file: options.path, document: document, reports: reports) {
      console.writeOutput(line)
    }
  }
  if let folder = options.pictureFolder {
    for (object, report) in zip(objects, reports) {
      let picture = object.root.svgSnapshot(
        markingAmbiguousNodes: true, markingMisplacedNodes: report.misplacedViews.map(\.view.node))
      let url = URL(fileURLWithPath: folder).appendingPathComponent(
        LayoutText.fileName(for: object.id) + ".svg")
      guard FileManager.default.createFile(atPath: url.path, contents: Data(picture.utf8)) else {
        console.writeError(Help.usageError(.unwritablePicture(path: url.path, reason: .denied)))
        return .usageError
      }
    }
  }
  let hasIssues = reports.contains(where: \.hasIssues) || !document.notes.isEmpty
  return hasIssues ? .inputError : .success
}

/// The document at `path`; a file that cannot be read is an error at its first line.
private func loadDocument(_ path: String) throws(IBLoadError) -> IBDocument {
  let data: Data
  do {
    data = try Data(contentsOf: URL(fileURLWithPath: path))
  } catch {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    let reason =
      !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "permission denied"
    throw IBLoadError(file: path, line: 1, message: "cannot read the file: \(reason)")
  }
  return try IBDocument(data: data, name: path)
}

/// `NAME` or `NAME:landscape` as a device.
private func parseDevice(_ text: String) throws(UsageError) -> IBDevice {
  let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
  let landscape = parts.count == 2 && parts[1] == "landscape"
  guard parts.count == 1 || landscape || parts[1] == "portrait",
    let device = IBDevice(id: parts[0], landscape: landscape)
  else {
    throw .invalidValue(
      option: "--device", value: text,
      reason: "known devices are " + IBDevice.knownIDs.joined(separator: ", "),
      subcommand: .layout)
  }
  return device
}

/// The font files of a folder.
private func loadFonts(_ folder: String) throws(UsageError) -> IBFonts {
  do {
    return try IBFonts(folder: URL(fileURLWithPath: folder))
  } catch {
    throw .invalidValue(
      option: "--fonts", value: folder, reason: "no readable font file in it", subcommand: .layout)
  }
}

/// Creates the pictures' folder if it does not exist.
private func preparePictureFolder(_ folder: String) throws(UsageError) {
  var isDirectory: ObjCBool = false
  if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
    guard isDirectory.boolValue else {
      throw .invalidValue(
        option: "--svg", value: folder, reason: "not a directory", subcommand: .layout)
    }
    return
  }
  do {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
  } catch {
    throw .invalidValue(
      option: "--svg", value: folder, reason: "cannot create the directory", subcommand: .layout)
  }
}
