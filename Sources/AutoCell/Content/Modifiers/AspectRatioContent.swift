import Foundation

/// How content is scaled to an aspect ratio, like SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
  /// The largest size of the ratio inside the proposal.
  case fit
  /// The smallest size of the ratio covering the proposal.
  case fill
}

/// A child proposed sizes of one aspect ratio, like SwiftUI's `aspectRatio(_:contentMode:)`.
///
/// The ratio (width over height) is the one given, or else the child's ideal size's. Offered
/// a width and a height, the child is proposed the largest size of that ratio inside them
/// (``ContentMode/fit``) or the smallest covering them (``ContentMode/fill``); offered one
/// of them, the size of that ratio with it; offered neither, the size of that ratio with the
/// child's ideal width. The modifier answers the child's size (a resizable image takes the
/// proposal; a fixed one keeps its size) and centres the child.
public struct AspectRatioContent<Child: ContentNode>: ContentNode {
  /// Whether the content is one view (a modifier of a list applies to each of its views).
  public static var _isResolvedView: Bool { Child._isResolvedView }

  /// The node.
  public var child: Child
  /// The ratio, or nil for the child's ideal size's.
  public var aspectRatio: CGFloat?
  /// Fit or fill.
  public var contentMode: ContentMode

  /// Creates the modifier (a NaN, infinite or non-positive ratio reads as nil).
  public init(_ child: Child, aspectRatio: CGFloat?, contentMode: ContentMode) {
    self.child = child
    self.aspectRatio = aspectRatio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    self.contentMode = contentMode
  }

  /// The size of the ratio for `proposal` (see the type).
  func childProposal(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> ProposedViewSize
  {
    var ideal: CGSize?
    func idealSize() -> CGSize {
      if let ideal { return ideal }
      let size = child.sizeThatFits(.unspecified, in: environment)
      ideal = size
      return size
    }
    let ratio: CGFloat
    if let aspectRatio {
      ratio = aspectRatio
    } else {
      let size = idealSize()
      guard size.width > 0, size.height > 0 else { return proposal }
      ratio = size.width / size.height
    }
    // The size of the ratio with the given width, or with the given height; a bound side
    // is kept exactly.
    switch (proposal.width, proposal.height) {
    case (let w?, let h?):
      let byWidth = w / ratio
      let widthBinds = contentMode == .fit ? byWidth <= h : byWidth >= h
      return widthBinds
        ? ProposedViewSize(width: w, height: byWidth)
        : ProposedViewSize(width: h * ratio, height: h)
    case (let w?, nil): return ProposedViewSize(width: w, height: w / ratio)
    case (nil, let h?): return ProposedViewSize(width: h * ratio, height: h)
    case (nil, nil):
      let w = idealSize().width
      return ProposedViewSize(width: w, height: w / ratio)
    }
  }

  /// The child's size for the proposal of the ratio.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    child.sizeThatFits(childProposal(proposal.sanitized, in: environment), in: environment)
  }

  /// The child at its size, centred in `bounds`.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  )
    -> [ContentPlacement]
  {
    let childProposal = childProposal(proposal.sanitized, in: environment)
    let size = child.sizeThatFits(childProposal, in: environment)
    return [
      ContentPlacement(
        node: child, frame: Alignment.center.frame(of: size, in: bounds), proposal: childProposal,
        environment: environment)
    ]
  }

  /// The child's priority.
  public var layoutPriority: Double { child.layoutPriority }
}

extension AspectRatioContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    AspectRatioContent<Other>(other, aspectRatio: aspectRatio, contentMode: contentMode)
  }
}
