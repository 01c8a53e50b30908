import Foundation

/// A view's size and the positions of its alignment guides in it, like SwiftUI's
/// `ViewDimensions`: what ``AlignmentID/defaultValue(in:)``, the closure of
/// `alignmentGuide(_:computeValue:)` and ``LayoutSubview/dimensions(in:)``
/// give.
///
/// `d[guide]` is the guide's explicit value where the view has one (a text baseline, a guide
/// set with `alignmentGuide`, one passed up from its children) and its default otherwise;
/// `d[explicit: guide]` is the explicit value or nil.
public struct ViewDimensions: Equatable {
  /// The width.
  public let width: CGFloat
  /// The height.
  public let height: CGFloat
  /// The view's explicit value for a guide, or nil for none: absent for a view known to have
  /// none (so its dimensions cost no allocation).
  private let explicitValue: ((AlignmentKey) -> CGFloat?)?

  /// The dimensions of a view of `size` whose explicit guides `explicitValue` gives.
  init(size: CGSize, explicitValue: ((AlignmentKey) -> CGFloat?)? = nil) {
    width = size.width
    height = size.height
    self.explicitValue = explicitValue
  }

  /// The dimensions of `node` at `size` in `environment`: its size and its guides.
  init<Node: ContentNode>(of node: Node, size: CGSize, environment: EnvironmentValues) {
    self.init(size: size) { node.explicitValue(of: $0, in: size, environment: environment) }
  }

  /// The x of `guide`: its explicit value, else its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.defaultValue(in: self)
  }

  /// The y of `guide`: its explicit value (a text baseline where the view has text), else
  /// its default (a baseline's is the bottom edge).
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.defaultValue(in: self)
  }

  /// The x of `guide` if the view sets it explicitly.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicitValue?(guide.key)
  }

  /// The y of `guide` if the view sets it explicitly (a text baseline of a view with text).
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicitValue?(guide.key)
  }

  /// Whether both are as large and have the same text baselines.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
      && lhs[explicit: .firstTextBaseline] == rhs[explicit: .firstTextBaseline]
      && lhs[explicit: .lastTextBaseline] == rhs[explicit: .lastTextBaseline]
  }
}

extension ContentNode {
  /// The node's explicit value for the guide `key` when it is `size` large: the requirement
  /// of the guide's axis.
  func explicitValue(of key: AlignmentKey, in size: CGSize, environment: EnvironmentValues)
    -> CGFloat?
  {
    key.axis == .horizontal
      ? explicitAlignment(of: HorizontalAlignment(key: key), in: size, environment: environment)
      : explicitAlignment(of: VerticalAlignment(key: key), in: size, environment: environment)
  }
}
