import Foundation

extension ContentNode {
  /// The node with `insets` around it.
  public func padding(_ insets: EdgeInsets) -> PaddingContent<Self> {
    PaddingContent(self, insets: insets)
  }

  /// The node with `length` points on every side.
  public func padding(_ length: CGFloat = 16) -> PaddingContent<Self> {
    PaddingContent(self, insets: EdgeInsets(all: length))
  }

  /// The node in a frame of fixed width and/or height (nil: the child's).
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: ContentAlignment = .center
  ) -> FrameContent<Self> {
    FrameContent(self, width: width, height: height, alignment: alignment)
  }

  /// The node in a flexible frame (see ``FlexibleFrameContent``).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: ContentAlignment = .center
  ) -> FlexibleFrameContent<Self> {
    FlexibleFrameContent(
      self, horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
      vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
  }

  /// The node at its ideal size on the chosen axes (both by default).
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> FixedSizeContent<Self> {
    FixedSizeContent(self, horizontal: horizontal, vertical: vertical)
  }

  /// The node with a stack priority: stacks offer space to higher priorities first.
  public func layoutPriority(_ priority: Double) -> LayoutPriorityContent<Self> {
    LayoutPriorityContent(self, layoutPriority: priority)
  }
}
