import Foundation

/// The stored inputs of a node's layout direction and pixel rounding: its
/// ``LayoutNode/semanticContentAttribute`` and, meaningful on a root, its
/// ``LayoutNode/displayScale`` (the public properties validate and propagate; this holds).
struct NodeTraits {
  /// The node's own attribute (its direction also depends on its ancestors').
  var semanticContentAttribute: SemanticContentAttribute = .unspecified
  /// Pixels per point, positive and finite.
  var displayScale: CGFloat = 1
}
