import Foundation

/// A node that hosts a ``ContentNode`` tree in a constraint layout, like SwiftUI's
/// `UIHostingController`'s view with sizing options set to intrinsic content size.
///
/// Its intrinsic size is the content's ideal size (proposal ``ProposedSize/unspecified``). It
/// is height-for-width: at the width `w` it receives, its height is the content's answer to
/// `ProposedSize(width: w, height: nil)`. Proposing nil (not 0) for the height is what makes
/// a flexible-height content (one that answers 0 when offered 0, e.g. `frame(maxHeight:
/// .infinity)`) get its ideal height in a self-sizing cell. Setting ``rootView`` invalidates
/// the intrinsic size.
public final class HostingNode<Content: ContentNode>: LayoutNode {
  /// The hosted content.
  public var rootView: Content {
    didSet {
      resolvedContent = nil
      invalidateIntrinsicContentSize()
    }
  }

  /// The content with its bodies evaluated, kept until ``rootView`` changes, so measuring
  /// the same content again (its ideal size, then its height at a width) reuses what its
  /// text and stacks remember. Exempt from run-time exclusivity checks: it is read and set
  /// only here and by ``rootView``'s observer, never while one of them is running.
  @exclusivity(unchecked) private var resolvedContent: (any ContentNode)?

  private var content: any ContentNode {
    if let resolvedContent { return resolvedContent }
    let content = rootView.resolvedPrimitive()
    resolvedContent = content
    return content
  }

  /// Creates a node hosting `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
  }

  /// The content's ideal size.
  public override var intrinsicContentSize: CGSize {
    Content.isResolved ? rootView.sizeThatFits(.unspecified) : content.sizeThatFits(.unspecified)
  }

  /// True: the content's height depends on its width.
  public override var hasHeightForWidth: Bool { true }

  /// `width` by the content's height at that width (its ideal height there).
  public override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    let proposal = ProposedSize(width: width, height: nil)
    let size = Content.isResolved ? rootView.sizeThatFits(proposal) : content.sizeThatFits(proposal)
    return CGSize(width: width, height: size.height)
  }

  /// The frames of every content node when the content fills this node's bounds (after
  /// ``LayoutNode/layoutIfNeeded()``), in this node's coordinates, sized as measured: for
  /// the node's width and an unspecified height (see
  /// ``ContentNode/layoutTree(in:proposal:environment:)``).
  public func contentLayout() -> [ContentPlacement] {
    content.layoutTree(in: bounds, proposal: ProposedSize(width: bounds.width, height: nil))
  }
}
