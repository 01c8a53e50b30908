import Foundation

/// How text is aligned across the width its lines are given, like SwiftUI's `TextAlignment`.
///
/// It affects drawing only, never a size.
public enum TextAlignment: Hashable, Sendable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing
}

/// A direction in which content is laid out, like SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}

/// Values a node passes down to everything below it, like SwiftUI's `EnvironmentValues`:
/// set by modifiers (``ContentNode/font(_:)``, ``ContentNode/lineLimit(_:)``,
/// ``ContentNode/multilineTextAlignment(_:)``, ``ContentNode/lineSpacing(_:)``,
/// ``ContentNode/foregroundColor(_:)``) and read by the text below them.
///
/// The innermost setting wins; a ``Text`` created with an explicit font or line count keeps it.
///
/// Passed down by value through every measurement and placement, so setting one costs a copy
/// of this small struct and nothing else.
public struct EnvironmentValues: Equatable, Sendable {
  /// The font of text that names none.
  ///
  /// Default ``Font/body``.
  public var font: Font = .body
  /// The most lines of text that names no limit; nil for none.
  ///
  /// Default nil.
  public var lineLimit: Int?
  /// How lines of text are aligned (drawing only).
  ///
  /// Default leading.
  public var multilineTextAlignment: TextAlignment = .leading
  /// How text cut short by its line limit or height ends, or nil (the default) for each
  /// ``Text``'s own ``Text/lineBreakMode``.
  ///
  /// A text created with a line break mode other than word wrapping keeps it.
  public var truncationMode: Text.TruncationMode?
  /// The reader's preferred text size: text in a text style font (``Font/body``,
  /// ``Font/headline``, ...) takes its style's size at it (see ``DynamicTypeSize``).
  ///
  /// Default ``DynamicTypeSize/large``.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The smallest fraction of its font's size text may shrink to when it does not fit the
  /// width and lines it is offered, like SwiftUI's (see ``ContentNode/minimumScaleFactor(_:)``).
  ///
  /// Default 1 (no shrinking); a value outside (0, 1) shrinks nothing.
  public var minimumScaleFactor: CGFloat = 1
  /// Extra space between lines of text, in points.
  ///
  /// Default 0.
  public var lineSpacing: CGFloat = 0
  /// The colour text and shapes are drawn in, or nil for the default (drawing only).
  public var foregroundColor: Color?
  /// The direction leading and trailing follow.
  ///
  /// Default left to right; a ``HostingNode`` sets its own
  /// ``LayoutNode/effectiveUserInterfaceLayoutDirection``. Right to left, each view's x is flipped
  /// within its parent (see ``ContentNode/layoutTree(in:proposal:environment:)``), as SwiftUI does,
  /// so stacks run from the right and leading alignment, edges, padding and frames fall on the
  /// right; sizes do not change.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The style of buttons (``ContentNode/buttonStyle(_:)``).
  ///
  /// Default automatic.
  var buttonStyle: BuiltInButtonStyle = .automatic
  /// The axis of the stack whose direct child is being measured (nil outside a stack): what
  /// makes a ``Spacer`` or ``Divider`` take the stack's direction.
  ///
  /// Set by a ``LayoutContent`` for its subviews from its layout's ``LayoutProperties``.
  var stackOrientation: LayoutAxis?
  /// How many containers (``LayoutContent``s) are around the node being measured: where
  /// deeply nested content continues on a fresh stack (`FreshStack`).
  var containerDepth = 0

  /// The default environment.
  public init() {}
}
