import AutoCell

/// One view of an instantiated object: its node, and what the document says about it.
public struct IBView {
  /// The IB id (`"<cell id>#contentView"` for a content view without one).
  public let id: String
  /// The element's name (`label`, `stackView`, ...).
  public let kind: String
  /// The name Xcode's outline shows (`userLabel`), if set.
  public let userLabel: String?
  /// The `customClass`, kept as a name.
  public let customClass: String?
  /// The line of the view's element.
  public let line: Int
  /// The node standing for the view.
  public let node: LayoutNode
  /// The frame Xcode saved, relative to the superview (nil when the file has none).
  public let savedFrame: CGRect?
  /// Whether Xcode flagged the view `misplaced="YES"` when it saved.
  public let isFlaggedMisplaced: Bool
  /// Whether Xcode flagged the view `ambiguous="YES"` when it saved.
  public let isFlaggedAmbiguous: Bool
  /// The index of the superview in the object's ``IBObject/views``, nil for the root.
  public let superviewIndex: Int?
  /// How far the view's frame reaches beyond the rectangle its constraints place (a slider's
  /// track is inset in its frame).
  let alignmentInsets: EdgeInsets

  /// What reports call the view: its user label, else its custom class, else its kind, with
  /// its id: `"Title" (label fAB-2v-237)`.
  public var displayName: String {
    if let userLabel { return "\"\(userLabel)\" (\(kind) \(id))" }
    if let customClass { return "\(customClass) (\(kind) \(id))" }
    return "\(kind) \(id)"
  }
}
