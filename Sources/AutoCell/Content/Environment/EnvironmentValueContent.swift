import Foundation

/// A child measured and placed with the environment value at a key path set, like the content
/// of SwiftUI's `environment(_:_:)`: `.environment(\.layoutDirection, .rightToLeft)`.
///
/// The value reaches everything below it, unless set again further down.
public struct EnvironmentValueContent<Child: ContentNode, Value: Sendable>: ContentNode {
  /// Whether the content is one view (a modifier of a list applies to each of its views).
  public static var _isResolvedView: Bool { Child._isResolvedView }

  /// The node.
  public var child: Child
  /// Where the value goes.
  public var keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable
  /// The value.
  public var value: Value

  /// Creates the modifier.
  public init(
    _ child: Child, keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, value: Value
  ) {
    self.child = child
    self.keyPath = keyPath
    self.value = value
  }

  private func changed(_ environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    environment[keyPath: keyPath] = value
    return environment
  }

  /// The child's size in the changed environment.
  public func sizeThatFits(_ proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> CGSize
  {
    child.sizeThatFits(proposal, in: changed(environment))
  }

  /// The child fills `bounds`, in the changed environment.
  public func placeChildren(
    in bounds: CGRect, proposal: ProposedViewSize, environment: EnvironmentValues
  ) -> [ContentPlacement] {
    [
      ContentPlacement(
        node: child, frame: bounds, proposal: proposal, environment: changed(environment))
    ]
  }

  /// The child's baseline in the changed environment.
  public func explicitAlignment(
    of guide: VerticalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    child.explicitAlignment(of: guide, in: size, environment: changed(environment))
  }

  /// Whether the child may set alignment guides.
  public static var _hasExplicitGuides: Bool { Child._hasExplicitGuides }

  /// Whether the child sets alignment guides, in the changed environment.
  public func _setsExplicitGuides(in environment: EnvironmentValues) -> Bool {
    Child.setsExplicitGuides(child, in: changed(environment))
  }

  /// The child's horizontal guide, in the changed environment.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    child.explicitAlignment(of: guide, in: size, environment: changed(environment))
  }

  /// The child's priority.
  public var layoutPriority: Double { child.layoutPriority }
}

extension EnvironmentValueContent: ChildModifier {
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode {
    EnvironmentValueContent<Other, Value>(other, keyPath: keyPath, value: value)
  }
}

extension ContentNode {
  /// The node with the environment value at `keyPath` set to `value` for it and everything
  /// below it, like SwiftUI's `environment(_:_:)`:
  /// `.environment(\.layoutDirection, .rightToLeft)`.
  public func environment<Value: Sendable>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, _ value: Value
  ) -> EnvironmentValueContent<Self, Value> {
    EnvironmentValueContent(self, keyPath: keyPath, value: value)
  }
}
