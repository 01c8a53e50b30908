/// How a node's content is laid out with respect to the reading direction, like UIKit's
/// `UISemanticContentAttribute` (the cases AutoCell acts on).
public enum SemanticContentAttribute: Sendable, Hashable {
  /// Follows the superview's direction (left to right at a root).
  case unspecified
  /// Always left to right, for this node and the nodes below it that do not say otherwise.
  case forceLeftToRight
  /// Always right to left, for this node and the nodes below it that do not say otherwise.
  case forceRightToLeft
}

/// The direction leading and trailing follow, like UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Sendable, Hashable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}

extension SemanticContentAttribute {
  /// The direction this attribute forces, if any.
  var forcedDirection: UserInterfaceLayoutDirection? {
    switch self {
    case .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: nil
    }
  }
}
