import Foundation

/// A child in a frame of fixed width and/or height, like SwiftUI's `frame(width:height:)`.
///
/// A fixed dimension is proposed to the child and is the frame's answer whatever the child
/// takes; a nil dimension passes the proposal through and answers the child's size. The
/// child is placed at its own size, aligned in the frame. Bad input: a NaN, negative or
/// infinite dimension is ignored (as nil), as SwiftUI ignores it.
public struct FrameContent<Child: ContentNode>: AligningFrame {
  /// The framed node.
  public var child: Child
  /// The fixed width, or nil to follow the child.
  public var width: CGFloat?
  /// The fixed height, or nil to follow the child.
  public var height: CGFloat?
  /// Where the child sits in the frame.
  public var alignment: Alignment

  /// Creates a frame around `child`.
  public init(_ child: Child, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.child = child
    self.width = validFrameLength(width)
    self.height = validFrameLength(height)
    self.alignment = alignment
  }

  /// The fixed dimensions, the child's size for the others.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    let size = child.sizeThatFits(childProposal(proposal.sanitized), in: environment)
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The child's proposal: the fixed lengths, the frame's proposal on the other axes.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}

extension FrameContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    FrameContent<Other>(other, width: width, height: height, alignment: alignment)
  }
}
