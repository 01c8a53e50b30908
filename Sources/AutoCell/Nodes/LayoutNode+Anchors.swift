extension LayoutNode {
  /// The node's leading edge: its left edge left to right, its right edge right to left (see
  /// ``effectiveUserInterfaceLayoutDirection``).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .leading) }
  /// The node's trailing edge: its right edge left to right, its left edge right to left.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .trailing) }
  /// The node's left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .left) }
  /// The node's right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .right) }
  /// The node's top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item, .top) }
  /// The node's bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item, .bottom) }
  /// The node's width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item, .width) }
  /// The node's height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item, .height) }
  /// The node's horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item, .centerX) }
  /// The node's vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item, .centerY) }
}
