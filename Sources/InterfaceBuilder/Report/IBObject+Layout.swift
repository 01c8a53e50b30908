import AutoCell

extension IBObject {
  /// Lays the object out and reports what Xcode's issue navigator would.
  ///
  /// - Parameters:
  ///   - width: Lay a cell out at this width, at its fitting height (a `.xib`'s top-level
  ///     view at this width and its saved height), instead of its saved size; saved frames are
  ///     then not compared (nor are they on another device than the document's). Ignored for
  ///     a scene's view, whose size is its scene's.
  ///   - checkingTextDependence: Find which frames depend on measured text (two more layout
  ///     passes with text measured 25% larger), to compare those with a text tolerance.
  /// - Returns: The report: misplaced and ambiguous views, conflicts, the fitting height and
  ///   the notes.
  /// - Complexity: one layout pass and one measurement (three passes more with the text
  ///   check), plus an ambiguity check of four variables per view.
  public func layout(width: CGFloat? = nil, checkingTextDependence: Bool = true) -> IBLayoutReport {
    let log = IssueLog()
    let previousHandler = root.diagnosticsHandler
    root.diagnosticsHandler = { log.issues.append($0) }
    defer { root.diagnosticsHandler = previousHandler }
    let resized = width != nil && !isSceneView
    if let width, resized {
      let height = isCell ? root.fittingHeight(forWidth: width) : size.height
      root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    } else {
      root.frame = CGRect(origin: .zero, size: size)
    }
    settleAutomaticPreferredWidths()
    breakConflictsAsUIKit(log)
    let frames = views.map { relativeFrame(of: $0) }
    let fitting: CGFloat? = isSceneView ? nil : root.fittingHeight(forWidth: root.frame.width)
    root.layoutIfNeeded()
    let textDependence = checkingTextDependence ? textDependentViews(comparedWith: frames) : nil
    var absolute = [CGRect](repeating: .zero, count: views.count)
    var layouts: [IBViewLayout] = []
    for (index, view) in views.enumerated() {
      guard let parent = view.superviewIndex else { continue }
      let frame = frames[index]
      absolute[index] = frame.offsetBy(dx: absolute[parent].minX, dy: absolute[parent].minY)
      let dependsOnText = textDependence?[index]
      let ambiguous = view.node.hasAmbiguousLayout
      // Any frame of an ambiguous view is as good as the one saved: it is not misplaced.
      let misplaced =
        !resized && isOnDocumentDevice && !ambiguous
        && view.savedFrame.map {
          !IBObject.matches(frame, $0, tolerance: dependsOnText == true ? .text : .exact)
        } ?? false
      layouts.append(
        IBViewLayout(
          view: view, frame: absolute[index], frameInSuperview: frame, isAmbiguous: ambiguous,
          isMisplaced: misplaced, dependsOnText: dependsOnText))
    }
    let compares = !resized && isOnDocumentDevice
    var notes = self.notes
    var conflicts: [IBConflict] = []
    for issue in log.issues {
      switch issue {
      case .conflict(let conflict):
        // A conflict whose broken constraint was put back (see breakConflictsAsUIKit) is
        // reported again with the one broken instead.
        if let broken = conflict.broken, !broken.isBroken { continue }
        let made = self.conflict(conflict)
        conflicts.removeAll { $0.broken == made.broken }
        conflicts.append(made)
      case .noCommonAncestor, .invalidConstraint, .missingImage:
        notes.append(IBNote(line: views[0].line, message: issue.description))
      }
    }
    return IBLayoutReport(
      objectID: id, kind: kind, size: root.frame.size, fittingHeight: fitting, views: layouts,
      conflicts: conflicts, notes: notes, comparesSavedFrames: compares)
  }

  /// Breaks, of each set of required constraints that cannot all hold, the constraint
  /// Interface Builder breaks: the one added last, adding outer views' constraints before
  /// inner views' and each view's in document order (the engine, loading the whole hierarchy
  /// at once, breaks the last one it loaded).
  ///
  /// The engine's choice is put back and that constraint broken instead, which reports the conflict
  /// again. Frames held by autoresizing masks and stacks' own constraints are never the ones broken
  /// when a document constraint is in the set.
  func breakConflictsAsUIKit(_ log: IssueLog) {
    var index = 0
    while index < log.issues.count, index < 64 {
      defer { index += 1 }
      guard case .conflict(let conflict) = log.issues[index], let broken = conflict.broken,
        broken.isBroken
      else { continue }
      let last = conflict.constraints.compactMap(\.layoutConstraint).filter {
        additionOrder[ObjectIdentifier($0)] != nil
      }.max { additionOrder[ObjectIdentifier($0)]! < additionOrder[ObjectIdentifier($1)]! }
      guard let last, last !== broken, !last.isBroken else { continue }
      last.isActive = false
      broken.isActive = false
      broken.isActive = true
      last.isActive = true
    }
    root.layoutIfNeeded()
  }

  /// Lays out until every multi-line label with an automatic preferred maximum layout width
  /// is measured at the width it was laid out at (UIKit converges the same way: a label wraps
  /// at its width, reports the width of its widest line, and may be narrowed to it).
  ///
  /// At most four rounds.
  func settleAutomaticPreferredWidths() {
    let labels = views.compactMap { $0.node as? IBTextNode }.filter(\.usesAutomaticPreferredWidth)
    for _ in 0..<4 {
      root.layoutIfNeeded()
      var changed = false
      for label in labels where label.automaticPreferredWidth != label.bounds.width {
        label.automaticPreferredWidth = label.bounds.width
        changed = true
      }
      if !changed { break }
    }
    root.layoutIfNeeded()
  }

  /// How closely a frame must match the saved one.
  enum Tolerance {
    /// Half a point.
    case exact
    /// 4 points or 10% of the saved size, whichever is more.
    case text
  }

  /// Whether `frame` matches `saved` within `tolerance`, number by number.
  static func matches(_ frame: CGRect, _ saved: CGRect, tolerance: Tolerance) -> Bool {
    func close(_ a: CGFloat, _ b: CGFloat, scale: CGFloat) -> Bool {
      switch tolerance {
      case .exact: abs(a - b) <= 0.5
      case .text: abs(a - b) <= max(4, 0.1 * abs(scale))
      }
    }
    return close(frame.minX, saved.minX, scale: saved.width)
      && close(frame.minY, saved.minY, scale: saved.height)
      && close(frame.width, saved.width, scale: saved.width)
      && close(frame.height, saved.height, scale: saved.height)
  }

  /// The view's frame in its superview, grown by its alignment insets.
  func relativeFrame(of view: IBView) -> CGRect {
    let frame = view.node.frame
    let insets = view.alignmentInsets
    return CGRect(
      x: frame.minX - insets.left, y: frame.minY - insets.top,
      width: frame.width + insets.left + insets.right,
      height: frame.height + insets.top + insets.bottom)
  }

  /// For each view, whether its frame moves when every text node measures 25% larger.
  private func textDependentViews(comparedWith frames: [CGRect]) -> [Bool] {
    let texts = views.filter { $0.node.textMeasurer != nil }.map(\.node)
    guard !texts.isEmpty else { return [Bool](repeating: false, count: views.count) }
    let measurers = texts.compactMap(\.textMeasurer)
    for text in texts {
      text.textMeasurer = text.textMeasurer.map { ScaledTextMeasurer(base: $0, factor: 1.25) }
    }
    root.layoutIfNeeded()
    let moved = views.enumerated().map { index, view in
      !IBObject.sameFrame(relativeFrame(of: view), frames[index])
    }
    for (text, measurer) in zip(texts, measurers) { text.textMeasurer = measurer }
    root.layoutIfNeeded()
    return moved
  }

  private static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
      && abs(a.height - b.height) < 0.01
  }
}

/// A measurer whose every size is `factor` times its base's: what the text check measures with.
struct ScaledTextMeasurer: TextMeasurer {
  let base: any TextMeasurer
  let factor: CGFloat

  func size(
    of text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> CGSize {
    let size = base.size(
      of: text, font: font, width: width / factor, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    return CGSize(width: size.width * factor, height: size.height * factor)
  }

  func size(of text: AttributedText, font: Font, width: CGFloat, numberOfLines: Int) -> CGSize {
    let size = base.size(of: text, font: font, width: width / factor, numberOfLines: numberOfLines)
    return CGSize(width: size.width * factor, height: size.height * factor)
  }

  func lineHeight(of font: Font) -> CGFloat { base.lineHeight(of: font) * factor }
}

extension LayoutNode {
  /// The measurer of the node's text: a label's, a button's title's, a text field's, a text
  /// view's or a segmented control's; nil for a node without text.
  fileprivate var textMeasurer: (any TextMeasurer)? {
    get {
      switch self {
      case let text as TextNode: text.measurer
      case let button as ButtonNode: button.titleLabel.measurer
      case let field as TextFieldNode: field.measurer
      case let view as TextViewNode: view.measurer
      case let segments as SegmentedControlNode: segments.measurer
      default: nil
      }
    }
    set {
      guard let newValue else { return }
      switch self {
      case let text as TextNode: text.measurer = newValue
      case let button as ButtonNode: button.titleLabel.measurer = newValue
      case let field as TextFieldNode: field.measurer = newValue
      case let view as TextViewNode: view.measurer = newValue
      case let segments as SegmentedControlNode: segments.measurer = newValue
      default: break
      }
    }
  }
}
