import Foundation
import SVGTesting
import Testing

/// `autocell-cli layout` as an outside check runs it: the text report, the exact JSON shape,
/// pictures and exit statuses.
@Suite("autocell-cli layout")
struct CommandLineTests {
  private func fixture(_ name: String) throws -> String {
    try #require(Fixtures.url(name)).path
  }

  @Test func jsonHasExactlyThePinnedShape() throws {
    let path = try fixture("Issues.xib")
    let result = try runCommand(["layout", "--json", path])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(json.keys) == ["file", "device", "objects"])
    #expect(json["file"] as? String == "Issues.xib")
    let device = try #require(json["device"] as? [String: Any])
    #expect(device["id"] as? String == "retina4_7")
    #expect(device["width"] as? Double == 375 && device["height"] as? Double == 667)
    let objects = try #require(json["objects"] as? [[String: Any]])
    let object = try #require(objects.first)
    #expect(
      Set(object.keys) == [
        "id", "kind", "size", "fittingHeight", "views", "conflicts", "unsupported",
      ])
    #expect(object["id"] as? String == "root" && object["kind"] as? String == "view")
    #expect(object["size"] as? [Double] == [320, 200])
    #expect(object["fittingHeight"] is Double)
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.map { $0["id"] as? String } == ["boxed", "loose", "moved"])
    let moved = try #require(views.last)
    #expect(Set(moved.keys) == ["id", "kind", "frame", "ambiguous", "misplaced"])
    #expect(moved["frame"] as? [Double] == [260, 140, 50, 50])
    #expect(moved["misplaced"] as? Bool == true && moved["ambiguous"] as? Bool == false)
    #expect(views[1]["ambiguous"] as? Bool == true)
    let conflicts = try #require(object["conflicts"] as? [[String: Any]])
    #expect(conflicts.count == 1)
    #expect(conflicts[0]["broken"] as? String == "width-200")
    #expect(conflicts[0]["with"] as? [String] == ["width-100"])
    #expect((object["unsupported"] as? [String])?.isEmpty == true)
    // The key order and spacing are the pinned ones.
    #expect(result.stdout.hasPrefix("{\"file\": "))
    #expect(
      result.stdout.contains(
        ", \"device\": {\"id\": \"retina4_7\", \"width\": 375, \"height\": 667}, \"objects\": [{\"id\": \"root\", \"kind\": \"view\", \"size\": [320, 200], \"fittingHeight\": "
      ))
  }

  @Test func aSceneHasANullFittingHeightAndCellsAreObjects() throws {
    let result = try runCommand(["layout", "--json", try fixture("Scenes.storyboard")])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let objects = try #require(json["objects"] as? [[String: Any]])
    #expect(objects.first?["fittingHeight"] is NSNull)
    #expect(objects.map { $0["kind"] as? String }.contains("tableViewCell"))
    #expect(result.status == 0)
  }

  @Test func theTextReportReadsLikeXcodesIssueNavigator() throws {
    let path = try fixture("Issues.xib")
    let result = try runCommand(["layout", path])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(path): view root, 320 x 200, fitting height 0")
    #expect(
      lines.contains(
        "\(path):29: warning: Misplaced view: \"Moved\" (view moved): saved (0, 0, 50, 50), constraints give (260, 140, 50, 50)"
      ))
    #expect(
      lines.contains(
        "\(path):22: warning: Ambiguous layout: \"Loose\" (view loose): its constraints do not determine its frame"
      ))
    #expect(
      lines.contains(
        "\(path):19: error: Conflicting constraints in view root: width-200 is broken, with width-100"
      ))
    #expect(lines.contains("    \"Boxed\".width == 200"))
  }

  @Test func aCleanFileExitsZeroAndNotesAreReported() throws {
    let clean = try runCommand(["layout", try fixture("Cells.xib")])
    #expect(clean.status == 0)
    #expect(clean.stdout.split(separator: "\n").allSatisfy { $0.hasSuffix(": no issues") })
    let noted = try runCommand(["layout", try fixture("Controls.xib")])
    #expect(noted.status == 1)
    #expect(
      noted.stdout.contains(": note: not applied: <fancyWidget> is not a view this loader knows"))
    #expect(
      noted.stdout.contains(": note: design time: label sized-label: placeholder intrinsic size"))
  }

  @Test func anUnreadableFileExitsTwoWithItsLine() throws {
    let missing = try runCommand(["layout", "/nonexistent/Gone.xib"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr == "/nonexistent/Gone.xib:1: error: cannot read the file: no such file\n")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "autocell-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("Broken.xib")
    try Data("<document>\n<objects>\n</document>\n".utf8).write(to: broken)
    let result = try runCommand(["layout", broken.path])
    #expect(result.status == 2 && result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("\(broken.path):3: error: the XML is not well-formed"))
  }

  @Test func usageErrorsExitTwo() throws {
    let cases: [([String], String)] = [
      (["layout"], "error: missing expected argument '<file>'"),
      (
        ["layout", "--width", "-3", "x.xib"],
        "error: invalid value '-3' for '--width': not a positive number"
      ),
      (
        ["layout", "--device", "phone", "x.xib"],
        "error: invalid value 'phone' for '--device': known devices are "
      ),
      (
        ["layout", "--fonts", "/nonexistent", "x.xib"],
        "error: invalid value '/nonexistent' for '--fonts': no readable font file in it"
      ),
      (["layout", "--frobnicate", "x.xib"], "error: unknown option '--frobnicate'"),
    ]
    for (arguments, message) in cases {
      let result = try runCommand(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
    }
    let help = try runCommand(["layout", "--help"])
    #expect(
      help.status == 0
        && help.stdout.contains(
          "USAGE: autocell-cli layout [--json] [--svg <dir>] [--width <w>] [--device <name>] [--fonts <dir>] <file>"
        ))
  }

  @Test func widthAndDeviceOptions() throws {
    let result = try runCommand(["layout", "--json", "--width", "320", try fixture("Cells.xib")])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let objects = try #require(json["objects"] as? [[String: Any]])
    // Each cell at 320 points, at its fitting height.
    #expect(objects.allSatisfy { ($0["size"] as? [Double])?.first == 320 })
    #expect((objects[0]["size"] as? [Double])?.last == 60)
    let landscape = try runCommand(
      ["layout", "--json", "--device", "retina6_1:landscape", try fixture("Constraints.xib")])
    #expect(
      landscape.stdout.contains(
        "\"device\": {\"id\": \"retina6_1\", \"width\": 896, \"height\": 414}"))
    #expect(landscape.status == 0)
  }

  @Test func picturesMarkMisplacedAndAmbiguousViews() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "autocell-ib-\(UUID().uuidString)/pictures")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let result = try runCommand(["layout", "--svg", folder.path, try fixture("Issues.xib")])
    #expect(result.status == 1)
    let text = try String(contentsOf: folder.appendingPathComponent("root.svg"), encoding: .utf8)
    let picture = try SVGTree(text)
    #expect(picture.elements(withClass: "node").count == 4)
    #expect(picture.elements(withClass: "misplaced").count == 1)
    #expect(picture.elements(withClass: "ambiguous").count == 1)
    #expect(text.contains("Moved (misplaced)") && text.contains("Loose (ambiguous)"))
  }
}
