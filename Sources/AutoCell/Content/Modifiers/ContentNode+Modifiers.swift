import Foundation

extension ContentNode {
  /// The node with `insets` around it.
  public func padding(_ insets: EdgeInsets) -> PaddingContent<Self> {
    PaddingContent(self, insets: insets)
  }

  /// The node with `length` points on every side.
  public func padding(_ length: CGFloat) -> PaddingContent<Self> {
    PaddingContent(self, insets: EdgeInsets(all: length))
  }

  /// The node with `length` points (nil: the system padding, 16) on `edges`, like SwiftUI's
  /// `padding(_:_:)`; `padding()` pads every edge by 16 points.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> PaddingContent<Self> {
    let length = length ?? SwiftUIDefaults.padding
    return PaddingContent(
      self,
      insets: EdgeInsets(
        top: edges.contains(.top) ? length : 0, left: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0,
        right: edges.contains(.trailing) ? length : 0))
  }

  /// The node in a frame of fixed width and/or height (nil: the child's).
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> FrameContent<Self> {
    FrameContent(self, width: width, height: height, alignment: alignment)
  }

  /// The node in a flexible frame (see ``FlexibleFrameContent``).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> FlexibleFrameContent<Self> {
    FlexibleFrameContent(
      self, horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
      vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
  }

  /// The node at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> FixedSizeContent<Self> {
    FixedSizeContent(self, horizontal: horizontal, vertical: vertical)
  }

  /// The node at its ideal size on both axes.
  public func fixedSize() -> FixedSizeContent<Self> {
    FixedSizeContent(self, horizontal: true, vertical: true)
  }

  /// The node with a stack priority: stacks offer space to higher priorities first.
  public func layoutPriority(_ priority: Double) -> LayoutPriorityContent<Self> {
    LayoutPriorityContent(self, layoutPriority: priority)
  }

  /// The node proposed sizes of `aspectRatio` (nil: its ideal size's), fitting or filling
  /// the proposal (see ``AspectRatioContent``).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> AspectRatioContent<Self>
  {
    AspectRatioContent(self, aspectRatio: aspectRatio, contentMode: contentMode)
  }

  /// The node proposed sizes of the ratio of `aspectRatio`'s sides.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode)
    -> AspectRatioContent<Self>
  {
    AspectRatioContent(
      self, aspectRatio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
      contentMode: contentMode)
  }

  /// The node scaled to fit the proposal, keeping its ideal proportions.
  public func scaledToFit() -> AspectRatioContent<Self> {
    aspectRatio(contentMode: .fit)
  }

  /// The node scaled to fill the proposal, keeping its ideal proportions.
  public func scaledToFill() -> AspectRatioContent<Self> {
    aspectRatio(contentMode: .fill)
  }
}

extension EdgeInsets {
  /// Creates insets with SwiftUI's edge names (leading is left, trailing right).
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.init(top: top, left: leading, bottom: bottom, right: trailing)
  }
}
