import Foundation

/// A child in a frame with minimum, ideal and maximum dimensions, like SwiftUI's
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, with proposal *p* (nil replaced by the ideal, if given): the child is offered *p*
/// clamped to [min, max]; the frame answers the child's length *c*, raised to `min(c, p)` no
/// lower than min and lowered to `max(c, p)` no higher than max. So `maxWidth: .infinity`
/// takes all the width offered and `minHeight: 0, maxHeight: .infinity` answers 0 when
/// offered 0 but the child's ideal height when offered nil. This is SwiftUI's documented rule
/// for `frame(minWidth:...)`: with both limits on an axis the frame takes the proposal
/// clamped to them, with one it takes the child's length pushed towards the proposal up to
/// that limit, with none the child's length.
///
/// Bad input: a NaN or negative limit, or an infinite minimum or ideal, is ignored (as nil).
public struct FlexibleFrameContent<Child: ContentNode>: AligningFrame {
  /// Limits of one axis.
  public struct Limits: Hashable, Sendable {
    /// The least length, or nil for none.
    public var min: CGFloat?
    /// The length used when the proposal is nil, or nil to ask the child.
    public var ideal: CGFloat?
    /// The greatest length, or nil for none.
    public var max: CGFloat?

    /// Creates limits.
    public init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
      self.min = validFrameLength(min)
      self.ideal = validFrameLength(ideal)
      self.max = max.flatMap { $0 == .infinity ? $0 : validFrameLength($0) }
    }

    /// The proposal for this axis with the ideal filled in.
    func proposal(_ proposed: CGFloat?) -> CGFloat? { proposed ?? ideal }

    /// The proposal to the child: `proposed` clamped.
    func childProposal(_ proposed: CGFloat?) -> CGFloat? {
      guard var length = proposed else { return nil }
      if let max { length = Swift.min(length, max) }
      if let min { length = Swift.max(length, min) }
      return length
    }

    /// The frame's length for child length `child` at proposal `proposed`.
    func length(child: CGFloat, proposed: CGFloat?) -> CGFloat {
      var length = child
      if let min { length = Swift.max(min, proposed.map { Swift.min(length, $0) } ?? length) }
      if let max { length = Swift.min(max, proposed.map { Swift.max(length, $0) } ?? length) }
      return length
    }
  }

  /// The framed node.
  public var child: Child
  /// The width limits.
  public var horizontal: Limits
  /// The height limits.
  public var vertical: Limits
  /// Where the child sits in the frame.
  public var alignment: Alignment

  /// Creates a flexible frame around `child`.
  public init(_ child: Child, horizontal: Limits, vertical: Limits, alignment: Alignment) {
    self.child = child
    self.horizontal = horizontal
    self.vertical = vertical
    self.alignment = alignment
  }

  /// See the type's description.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    let proposal = proposal.sanitized
    let width = horizontal.proposal(proposal.width)
    let height = vertical.proposal(proposal.height)
    let size = child.sizeThatFits(childProposal(proposal), in: environment)
    return CGSize(
      width: horizontal.length(child: size.width, proposed: width),
      height: vertical.length(child: size.height, proposed: height))
  }

  /// The child's proposal: the frame's, ideals filled in, clamped to the limits.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let proposal = proposal.sanitized
    return ProposedViewSize(
      width: horizontal.childProposal(horizontal.proposal(proposal.width)),
      height: vertical.childProposal(vertical.proposal(proposal.height)))
  }

}

extension FlexibleFrameContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    FlexibleFrameContent<Other>(
      other, horizontal: .init(min: horizontal.min, ideal: horizontal.ideal, max: horizontal.max),
      vertical: .init(min: vertical.min, ideal: vertical.ideal, max: vertical.max),
      alignment: alignment)
  }
}
