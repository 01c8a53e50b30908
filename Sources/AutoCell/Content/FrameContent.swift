import Foundation

/// A child in a frame of fixed width and/or height, like SwiftUI's `frame(width:height:)`.
///
/// A fixed dimension is proposed to the child and is the frame's answer whatever the child
/// takes; a nil dimension passes the proposal through and answers the child's size. The
/// child is placed at its own size, aligned in the frame.
public struct FrameContent<Child: ContentNode>: ContentNode {
  /// The framed node.
  public var child: Child
  /// The fixed width, or nil to follow the child.
  public var width: CGFloat?
  /// The fixed height, or nil to follow the child.
  public var height: CGFloat?
  /// Where the child sits in the frame.
  public var alignment: ContentAlignment

  /// Creates a frame around `child`.
  public init(_ child: Child, width: CGFloat?, height: CGFloat?, alignment: ContentAlignment) {
    self.child = child
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  /// The fixed dimensions, the child's size for the others.
  public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The child at its size for the frame's bounds, aligned in them.
  public func placeChildren(in bounds: CGRect) -> [ContentPlacement] {
    let size = child.sizeThatFits(childProposal(ProposedSize(bounds.size)))
    return [ContentPlacement(node: child, frame: alignment.frame(of: size, in: bounds))]
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}
