import AutoCell
import Foundation
import Testing

/// A root with named subviews for formats.
private struct Scene {
  let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
  var views: [String: LayoutNode] = [:]

  init(_ names: [String]) {
    for name in names {
      let node = LayoutNode()
      node.identifier = name
      root.addSubview(node)
      views[name] = node
    }
  }

  /// Activates the format and gives every view a top and a height so only the format's axis
  /// is under test, then lays out.
  func layout(_ formats: [String], metrics: [String: CGFloat] = [:]) throws {
    for format in formats {
      LayoutConstraint.activate(
        try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views))
    }
    root.layoutIfNeeded()
  }

  subscript(name: String) -> CGRect { views[name]!.frame }
}

/// `first.attribute relation second.attribute + constant @priority` in a compact form.
private func summary(_ constraints: [LayoutConstraint]) -> [String] {
  constraints.map { c in
    func name(_ item: AnyObject?) -> String {
      if item is LayoutGuide { return "super.margins" }
      return (item as? LayoutNode)?.identifier ?? "super"
    }
    var text = "\(name(c.firstItem)).\(c.firstAttribute) \(c.relation)"
    if let second = c.secondItem {
      text += " \(name(second)).\(c.secondAttribute!)"
    }
    text += " \(c.constant)"
    if !c.priority.isRequired { text += " @\(c.priority)" }
    return text
  }
}

@Suite("Visual format language")
struct VisualFormatTests {
  /// Every example of Apple's Auto Layout Guide, appendix "Visual Format Language", with the
  /// constraints it documents: standard space 8 between views; to the superview's edge, its
  /// layout margin (UIKit's `layoutMargins` documentation: "|-[subview]-|" insets the subview
  /// by the margins; the guide's 20 points predate margins).
  @Test(
    "the documented examples",
    arguments: [
      ("[button]-[textField]", ["textField.leading == button.trailing 8.0"]),
      ("[button(>=50)]", ["button.width >= 50.0"]),
      (
        "|-50-[purpleBox]-50-|",
        ["purpleBox.leading == super.leading 50.0", "super.trailing == purpleBox.trailing 50.0"]
      ),
      ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom 10.0"]),
      ("[maroonView][blueView]", ["blueView.leading == maroonView.trailing 0.0"]),
      ("[button(100@20)]", ["button.width == 100.0 @20"]),
      ("[button1(==button2)]", ["button1.width == button2.width 0.0"]),
      (
        "[flexibleButton(>=70,<=100)]",
        ["flexibleButton.width >= 70.0", "flexibleButton.width <= 100.0"]
      ),
      (
        "|-[find]-[findNext]-[findField(>=20)]-|",
        [
          "findField.width >= 20.0", "findNext.leading == find.trailing 8.0",
          "findField.leading == findNext.trailing 8.0",
          "find.leading == super.margins.leading 0.0",
          "super.margins.trailing == findField.trailing 0.0",
        ]
      ),
      ("H:[a]-(>=gap@750)-[b]", ["b.leading >= a.trailing 12.0 @750"]),
      ("V:|[a]|", ["a.top == super.top 0.0", "super.bottom == a.bottom 0.0"]),
    ] as [(String, [String])])
  func documentedExamples(format: String, expected: [String]) throws {
    let names = [
      "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView",
      "button1", "button2", "flexibleButton", "find", "findNext", "findField", "a", "b",
    ]
    let scene = Scene(names)
    let made = try LayoutConstraint.constraints(
      withVisualFormat: format, metrics: ["gap": 12], views: scene.views)
    #expect(summary(made) == expected, "\(format)")
    #expect(made.allSatisfy { !$0.isActive }, "returned inactive, as UIKit's")
  }

  /// A complete line of layout solves as the guide's picture shows, and the alignment option
  /// aligns across the axis.
  @Test func aCompleteLineLaysOut() throws {
    let scene = Scene(["find", "findNext", "findField"])
    for name in ["find", "findNext"] {
      scene.views[name]!.widthAnchor.constraint(equalToConstant: 40).isActive = true
    }
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(
        withVisualFormat: "V:|-(top)-[find(30)]", metrics: ["top": 5], views: scene.views)
        + LayoutConstraint.constraints(
          withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|",
          options: [.alignAllTop, .alignAllBottom],
          views: scene.views))
    scene.root.layoutIfNeeded()
    // The root's margins are 8 (UIView's default): 8 + 40 + 8 + 40 + 8 = 104, 300 - 8 - 104.
    #expect(scene["find"] == CGRect(x: 8, y: 5, width: 40, height: 30))
    #expect(scene["findNext"] == CGRect(x: 56, y: 5, width: 40, height: 30))
    #expect(scene["findField"] == CGRect(x: 104, y: 5, width: 188, height: 30))
  }

  /// `.directionRightToLeft` runs an H: format from the right edge.
  @Test func rightToLeftFormatsRunFromTheRight() throws {
    let scene = Scene(["a", "b"])
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(
        withVisualFormat: "H:|-10-[a(50)]-5-[b(20)]", options: .directionRightToLeft,
        views: scene.views)
        + LayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", views: scene.views)
        + LayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", views: scene.views))
    scene.root.layoutIfNeeded()
    #expect(scene["a"].minX == 240 && scene["b"].minX == 215)
  }

  /// Apple raises an exception that quotes the format and puts a caret under the column; we
  /// throw the same as a typed error.
  @Test(
    "malformed formats say what and where",
    arguments: [
      ("H:|-[a", VisualFormatError.Problem.expected("']'"), 6),
      ("[a(]", .expected("a relation, a number, a metric or a view name"), 3),
      ("X:[a]", .expected("'H:' or 'V:'"), 0),
      ("[a]-[b", .expected("']'"), 6),
      ("[a]--[b]", .expected("a number or a metric name"), 4),
      ("[nope]", .unknownName("nope"), 1),
      ("[a(>=width)]", .unknownName("width"), 5),
      ("[a]-(==10@2000)-[b]", .invalidPriority(2000), 10),
      ("[a]-10-", .expected("'[' or '|'"), 7),
      ("", .expected("'['"), 0),
      ("|-[a]-|x", .unexpectedText, 7),
      ("[a(==10", .expected("',' or ')'"), 7),
      ("[a]-(10-[b]", .expected("',' or ')'"), 7),
      ("[a]-(==b)-[b]", .expected("a number or a metric name (a spacing cannot be a view)"), 7),
      ("[a]-(==c)-[b]", .unknownName("c"), 7),
      ("[a] [b]", .expected("'-', '[' or '|'"), 3),
      ("[a]-10[b]", .expected("'-'"), 6),
      ("V:[3a]", .expected("a view name"), 3),
      ("[a(>=)]", .expected("a relation, a number, a metric or a view name"), 5),
    ] as [(String, VisualFormatError.Problem, Int)])
  func malformedFormats(format: String, problem: VisualFormatError.Problem, column: Int) {
    let scene = Scene(["a", "b"])
    do {
      _ = try LayoutConstraint.constraints(withVisualFormat: format, views: scene.views)
      Issue.record("no error for \(format)")
    } catch {
      #expect(error.problem == problem, "\(format)")
      #expect(error.column == column, "\(format)")
      let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 4 && lines[2] == "\(format) ", "quotes the format: \(format)")
      #expect(lines.last == Substring(String(repeating: " ", count: column) + "^"))
    }
  }

  /// Errors found after parsing: `|` without a superview, and alignment along the axis.
  @Test func semanticErrors() {
    let orphan = LayoutNode()
    #expect(throws: VisualFormatError(.noSuperview("o"), format: "|[o]", column: 0)) {
      try LayoutConstraint.constraints(withVisualFormat: "|[o]", views: ["o": orphan])
    }
    let scene = Scene(["a", "b"])
    #expect(throws: VisualFormatError(.alignmentAlongAxis, format: "[a][b]", column: 0)) {
      try LayoutConstraint.constraints(
        withVisualFormat: "[a][b]", options: .alignAllLeading, views: scene.views)
    }
  }

  /// UIKit's signature: `metrics: nil` compiles, as most UIKit code calls it; metrics may be
  /// any number type; views may be nodes or layout guides (`|` beside a guide is its owning
  /// node's edge).
  @Test func uikitsSignatureTakesNilMetricsAndGuides() throws {
    let scene = Scene(["a"])
    let guide = LayoutGuide()
    scene.root.addLayoutGuide(guide)
    let views: [String: Any] = ["a": scene.views["a"]!, "spacer": guide]
    let metrics: [String: Any] = ["w": 30, "h": 20 as Double, "g": CGFloat(4)]
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(
        withVisualFormat: "H:|-10-[spacer(w)]-g-[a(==spacer)]", options: [], metrics: metrics,
        views: views)
        + LayoutConstraint.constraints(
          withVisualFormat: "V:|[a(h)]", options: [], metrics: metrics, views: views)
        + LayoutConstraint.constraints(
          withVisualFormat: "V:|[spacer(1)]", options: [], metrics: nil, views: views))
    scene.root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 10, y: 0, width: 30, height: 1))
    #expect(scene["a"] == CGRect(x: 44, y: 0, width: 30, height: 20))
  }

  /// A value of the wrong type is a typed error naming the key and the type, at the column
  /// where the format uses it.
  @Test func aValueOfTheWrongTypeSaysWhatAndWhere() {
    let scene = Scene(["a"])
    #expect(
      throws: VisualFormatError(.notAView("b", type: "String"), format: "[a]-[b]", column: 5)
    ) {
      try LayoutConstraint.constraints(
        withVisualFormat: "[a]-[b]", options: [], metrics: nil,
        views: ["a": scene.views["a"]!, "b": "not a view"])
    }
    do {
      _ = try LayoutConstraint.constraints(
        withVisualFormat: "[a(w)]", options: [], metrics: ["w": "wide"], views: scene.views)
      Issue.record("no error")
    } catch {
      #expect(error.problem == .notANumber("w", type: "String") && error.column == 3)
      #expect(error.description.contains("'w' in the metrics dictionary is a String"))
    }
  }

  /// UIKit's system spacing factories: 8 points times the multiplier.
  @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
    let scene = Scene(["a", "b"])
    let a = scene.views["a"]!
    let b = scene.views["b"]!
    let after = b.leadingAnchor.constraint(
      equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
    let below = b.topAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5)
    let atMost = b.leadingAnchor.constraint(
      lessThanOrEqualToSystemSpacingAfter: a.leadingAnchor, multiplier: 1)
    #expect(after.constant == 16 && after.relation == .equal)
    #expect(below.constant == 12 && below.relation == .greaterThanOrEqual)
    #expect(atMost.constant == 8 && atMost.relation == .lessThanOrEqual)
  }
}
