import CasFormat
import Foundation
import SVGTesting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `solve --svg`: the picture of a run's final values, per the format's Pictures section.
@Suite("Pictures")
struct PictureTests {
  /// The picture of a run of `text`.
  func pictureOfRun(_ text: String) throws -> SVGTree {
    let outcome = solve(
      SourceFile(name: "t.cas", bytes: Array(text.utf8)), options: RunOptions(),
      sink: CollectingSink())
    return try SVGTree(picture(of: outcome.finalValues()))
  }

  /// The shapes of a picture by their label's first word (the prefix).
  func shapes(_ tree: SVGTree) -> [String: XMLElement] {
    var result: [String: XMLElement] = [:]
    for group in tree.elements(withClass: "shape") {
      let label = group.elements(forName: "text").map { $0.stringValue ?? "" }.joined(
        separator: " ")
      result[String(label.split(separator: " ").first ?? "")] = group
    }
    return result
  }

  @Test("a prefix with both pairs is a box at its values, labelled with its prefix and size")
  func boxes() throws {
    let tree = try pictureOfRun(
      lines(
        "card.left == 0", "card.top == 0", "card.width == 320", "card.height == 108",
        "avatar.x == 12", "avatar.y == 12", "avatar.w == 48", "avatar.h == 48"))
    let shapes = shapes(tree)
    let card = try #require(shapes["card"])
    #expect(card.classes.contains("box"))
    #expect(card.child("rect")?.frame == [0, 0, 320, 108])
    let avatar = try #require(shapes["avatar"])
    #expect(avatar.child("rect")?.frame == [12, 12, 48, 48])
    let label = avatar.elements(forName: "text").map { $0.stringValue ?? "" }
    #expect(label.joined(separator: " ") == "avatar 48×48")
    // Drawn in order of first appearance: the card first, the avatar on top.
    #expect(tree.elements(withClass: "shape").first?.classes.contains("box") == true)
    #expect(tree.elements(withClass: "shape").count == 2)
  }

  @Test("width and height come from right and bottom minus the position when not given")
  func edges() throws {
    let tree = try pictureOfRun(
      lines("p.left == 10", "p.right == 40", "p.top == 5", "p.bottom == 25", "print"))
    let box = try #require(shapes(tree)["p"])
    #expect(box.child("rect")?.frame == [10, 5, 30, 20])
    #expect(tree.elements(withClass: "note").isEmpty, "right and bottom are in the shape")
  }

  @Test("bars take rows below the boxes and columns take columns to their right")
  func barsAndColumns() throws {
    let tree = try pictureOfRun(
      lines(
        "box.x == 0", "box.y == 0", "box.w == 100", "box.h == 50",
        "one.left == 20", "one.width == 30", "two.x == 0", "two.w == 200",
        "up.top == 5", "up.height == 40", "down.y == 0", "down.h == 10"))
    let shapes = shapes(tree)
    #expect(shapes["one"]?.classes.contains("bar") == true)
    #expect(shapes["one"]?.child("rect")?.frame == [20, 60, 30, 20])
    #expect(shapes["two"]?.child("rect")?.frame == [0, 90, 200, 20])
    // Columns start 10 points right of the widest box or bar (two ends at 200).
    #expect(shapes["up"]?.classes.contains("column") == true)
    #expect(shapes["up"]?.child("rect")?.frame == [210, 5, 20, 40])
    #expect(shapes["down"]?.child("rect")?.frame == [240, 0, 20, 10])
  }

  @Test("a negative size is drawn from its corrected corner in red and listed in a note")
  func negativeSize() throws {
    let tree = try pictureOfRun(lines("n.x == 50", "n.w == -20", "n.y == 0", "n.h == 10"))
    let shape = try #require(shapes(tree)["n"])
    #expect(shape.classes.contains("negative"))
    let rect = try #require(shape.child("rect"))
    #expect(rect.frame == [30, 0, 20, 10])
    #expect(rect.value(of: "stroke") == "#d00000")
    let notes = tree.elements(withClass: "note").map { $0.stringValue ?? "" }
    #expect(notes == ["n: negative width -20"])
  }

  @Test("variables in no shape are listed as NAME = VALUE under the picture, in file order")
  func looseValues() throws {
    let tree = try pictureOfRun(
      lines(
        "handle.x == 10.5", "gap == 1 / 3", "track.left == 0", "track.width == 200",
        "track.right == 200"))
    let notes = tree.elements(withClass: "note").map { $0.stringValue ?? "" }
    #expect(notes == ["handle.x = 10.5", "gap = 0.333333333", "track.right = 200"])
    let bar = try #require(shapes(tree)["track"]?.child("rect"))
    let lowest = try #require(tree.elements(withClass: "note").first?.number("y"))
    #expect(lowest > bar.frame[1] + bar.frame[3], "notes are under the shapes")
  }

  @Test("a shape made from an edit variable is marked")
  func editVariables() throws {
    let tree = try pictureOfRun(
      lines("a.x == 0", "a.w >= 10", "b.x == 0", "b.w == 5", "edit a.w", "suggest a.w = 40"))
    let shapes = shapes(tree)
    #expect(shapes["a"]?.classes.contains("edited") == true)
    #expect(shapes["a"]?.child("rect")?.frame == [0, 0, 40, 20])
    #expect(shapes["b"]?.classes.contains("edited") == false)
  }

  @Test("the view box holds every shape and label with a 10-point margin")
  func viewBox() throws {
    let tree = try pictureOfRun(lines("r.x == -30", "r.y == 20", "r.w == 100", "r.h == 40"))
    let box = tree.viewBox
    #expect(box.count == 4)
    #expect(box[0] == -40 && box[1] == 10, "10 points left of and above the box")
    #expect(box[0] + box[2] == 80 && box[1] + box[3] == 70)
    #expect(tree.root.number("width") == box[2])
  }

  @Test("a run stopped by an error draws the values it reached")
  func stoppedRun() throws {
    let tree = try pictureOfRun(lines("a.x == 1", "a.w == 2", "a.w == 3", "b.x == 4"))
    let notes = tree.elements(withClass: "note").map { $0.stringValue ?? "" }
    #expect(shapes(tree)["a"]?.child("rect")?.frame == [1, 0, 2, 20])
    #expect(notes == ["b.x = 0"], "b.x was never reached")
  }

  @Test("a file that does not parse draws an empty picture")
  func parseFailure() throws {
    let tree = try pictureOfRun("a.x == (\n")
    #expect(tree.elements(withClass: "shape").isEmpty)
    #expect(tree.viewBox == [-10, -10, 20, 20])
  }

  @Test("names and values are escaped in the XML")
  func escaping() throws {
    let svg = picture(of: [VariableValue(name: "a<b>&\"c\".x", value: 1)])
    let tree = try SVGTree(svg)
    #expect(tree.elements(withClass: "note").first?.stringValue == "a<b>&\"c\".x = 1")
  }
  @Test("coordinates too large for a 64-bit integer are drawn, not trapped on")
  func hugeCoordinates() throws {
    // 1e19 thousandths overflow Int64; 1e19 itself does too. Both must be written as numbers.
    let tree = try pictureOfRun(
      lines("a.x == 1e19", "a.y == -1e300", "a.w == 9.3e18", "a.h == 12345678901234.5"))
    let box = try #require(shapes(tree)["a"])
    #expect(box.child("rect")?.frame == [1e19, -1e300, 9.3e18, 12_345_678_901_235])
  }
}
