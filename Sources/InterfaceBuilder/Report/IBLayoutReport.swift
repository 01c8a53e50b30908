import AutoCell

/// What laying out one object found, as Xcode's issue navigator reports it: misplaced views
/// (saved frames the constraints do not give), ambiguous views, conflicting constraints, the
/// fitting height, and what was not understood.
public struct IBLayoutReport {
  /// The object's root IB id.
  public let objectID: String
  /// The object's root element.
  public let kind: String
  /// The size the object was laid out at.
  public let size: CGSize
  /// The height the object's constraints fit at its width (cells and top-level views of a
  /// `.xib`), nil for a scene's view.
  public let fittingHeight: CGFloat?
  /// Every view below the root, in document order.
  public let views: [IBViewLayout]
  /// Required constraints that cannot hold together, each with the one broken.
  public let conflicts: [IBConflict]
  /// What was not applied, and design-time values replaced.
  public let notes: [IBNote]
  /// Whether frames were compared with the saved ones (the object was laid out at its saved
  /// size).
  public let comparesSavedFrames: Bool

  /// The views whose frames differ from the saved ones.
  public var misplacedViews: [IBViewLayout] { views.filter(\.isMisplaced) }
  /// The views whose frames the constraints do not determine.
  public var ambiguousViews: [IBViewLayout] { views.filter(\.isAmbiguous) }
  /// The notes about content that was not applied.
  public var unsupported: [IBNote] { notes.filter { $0.kind == .unsupported } }
  /// Whether there is a layout issue or unsupported content to report.
  public var hasIssues: Bool {
    !conflicts.isEmpty || views.contains { $0.isMisplaced || $0.isAmbiguous }
      || !unsupported.isEmpty
  }
}

/// One view's place after layout.
public struct IBViewLayout {
  /// The view.
  public let view: IBView
  /// The frame in the object's coordinates (origin at the root's top left; the alignment
  /// insets of a control included, as UIKit's frame does).
  public let frame: CGRect
  /// The frame relative to the superview, as Xcode saves frames.
  public let frameInSuperview: CGRect
  /// Whether the constraints leave the frame undetermined (UIKit's `hasAmbiguousLayout`).
  public let isAmbiguous: Bool
  /// Whether the frame differs from the saved one by more than the tolerance: 0.5 points, or
  /// for a frame that depends on text 4 points or 10% of the saved size, whichever is more
  /// (the library's fonts are not Apple's).
  ///
  /// False when frames are not compared, and for an ambiguous view (whose saved frame is one of
  /// many).
  public let isMisplaced: Bool
  /// Whether the frame depends on measured text (it moves when text measures differently);
  /// nil when not checked.
  public let dependsOnText: Bool?

  /// The largest difference of the frame's four numbers from the saved ones, nil without a
  /// saved frame.
  public var difference: CGFloat? {
    guard let saved = view.savedFrame else { return nil }
    let f = frameInSuperview
    return max(
      abs(f.minX - saved.minX), abs(f.minY - saved.minY), abs(f.width - saved.width),
      abs(f.height - saved.height))
  }
}

/// Required constraints that cannot all hold, and the one the engine broke (UIKit breaks the
/// one added last).
public struct IBConflict {
  /// The broken constraint's name: its IB id, or what the library made it for
  /// (`autoresizing@<view id>`, `stack.spacing@<stack id>`, ...).
  public let broken: String
  /// The other constraints of the irreducible set, named the same way.
  public let others: [String]
  /// Each constraint of the set described (`label.leading == superview.leadingMargin + 8`),
  /// the broken one last.
  public let descriptions: [String]
  /// The line of the broken constraint in the document (the object's line when the library
  /// made it).
  public let line: Int
}
