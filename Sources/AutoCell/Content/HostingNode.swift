import Foundation

/// A node that hosts a ``ContentNode`` tree in a constraint layout, like SwiftUI's
/// `UIHostingController`'s view with sizing options set to intrinsic content size.
///
/// Measuring: its intrinsic size is the content's ideal size (proposal
/// ``ProposedViewSize/unspecified``). It is height-for-width: at the width `w` it receives, its
/// height is the content's answer to `ProposedViewSize(width: w, height: nil)`. Proposing nil
/// (not 0) for the height is what makes a flexible-height content (one that answers 0 when
/// offered 0, e.g. `frame(maxHeight: .infinity)`) get its ideal height in a self-sizing cell.
/// Setting ``rootView`` invalidates the intrinsic size.
///
/// Placing (``contentLayout()``): as a SwiftUI hosting view, it proposes its own bounds' size
/// to the content, and centres the size the content answers in its bounds; so flexible content
/// (shapes, `frame(maxHeight: .infinity)`) fills the node, and content narrower (or shorter)
/// than it sits in the middle. The content's environment has the node's
/// ``LayoutNode/effectiveUserInterfaceLayoutDirection`` as its
/// ``EnvironmentValues/layoutDirection``: in a right-to-left hierarchy the content is mirrored.
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
  /// text and stacks remember.
  ///
  /// Exempt from run-time exclusivity checks: it is read and set only here and by ``rootView``'s
  /// observer, never while one of them is running.
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

  /// The environment the content is measured and placed in: the default one, with this
  /// node's layout direction.
  public var contentEnvironment: EnvironmentValues {
    var environment = EnvironmentValues()
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      environment.layoutDirection = .rightToLeft
    }
    return environment
  }

  /// The content's size for `proposal`.
  private func contentSize(for proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    Content._isResolvedView
      ? rootView.sizeThatFits(proposal, in: environment)
      : content.sizeThatFits(proposal, in: environment)
  }

  /// The content's ideal size.
  public override var intrinsicContentSize: CGSize {
    contentSize(for: .unspecified, in: contentEnvironment)
  }

  /// True: the content's height depends on its width.
  public override var hasHeightForWidth: Bool { true }

  /// `width` by the content's height at that width (its ideal height there).
  public override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    let size = contentSize(for: ProposedViewSize(width: width, height: nil), in: contentEnvironment)
    return CGSize(width: width, height: size.height)
  }

  /// The frames of every content node as this node places its content in its bounds (after
  /// ``LayoutNode/layoutIfNeeded()``), in this node's coordinates: the content is proposed
  /// the bounds' size and its answer is centred in them, then the tree is laid out from
  /// there (see ``ContentNode/layoutTree(in:proposal:environment:)``).
  public func contentLayout() -> [ContentPlacement] {
    let environment = contentEnvironment
    let proposal = ProposedViewSize(bounds.size)
    let size = contentSize(for: proposal, in: environment)
    let frame = Alignment.center.frame(of: size, in: bounds)
    return Content._isResolvedView
      ? rootView.layoutTree(in: frame, proposal: proposal, environment: environment)
      : content.layoutTree(in: frame, proposal: proposal, environment: environment)
  }
}
