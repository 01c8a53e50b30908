import Foundation

/// A child in a frame of fixed width and/or height, like SwiftUI's `frame(width:height:)`.
///
/// A fixed dimension is proposed to the child and is the frame's answer whatever the child
/// takes; a nil dimension passes the proposal through and answers the child's size. The
/// child is placed at its own size, aligned in the frame. Bad input: a NaN, negative or
/// infinite dimension is ignored (as nil), as SwiftUI ignores it.
public struct FrameContent<Child: ContentNode>: ContentNode {
  /// Whether the content is one view (a modifier of a list applies to each of its views).
  public static var _isResolvedView: Bool { Child._isResolvedView }

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

  /// The child at its size for the frame's bounds, aligned in them.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  )
    -> [ContentPlacement]
  {
    [
      ContentPlacement(
        node: child, frame: childFrame(in: bounds, proposal: proposal, environment: environment),
        proposal: childProposal(proposal.sanitized), environment: environment)
    ]
  }

  /// The child's baseline where it is placed.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    let frame = childFrame(
      in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size),
      environment: environment)
    return child.explicitAlignment(of: guide, in: frame.size, environment: environment).map {
      $0 + frame.minY
    }
  }

  /// The child's priority.
  public var layoutPriority: Double { child.layoutPriority }

  private func childFrame(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> CGRect {
    let size = child.sizeThatFits(childProposal(proposal.sanitized), in: environment)
    return alignment.frame(of: child, size: size, in: bounds, environment: environment)
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}

extension Alignment {
  /// The frame of a child of `size` aligned inside `bounds` (it may overflow `bounds`; a
  /// text baseline guide puts the child at the bottom).
  func frame(of size: CGSize, in bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + horizontal.offset(of: size.width, in: bounds.width),
      y: bounds.minY + vertical.offset(of: size.height, in: bounds.height),
      width: size.width, height: size.height)
  }
}

extension FrameContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    FrameContent<Other>(other, width: width, height: height, alignment: alignment)
  }
}
