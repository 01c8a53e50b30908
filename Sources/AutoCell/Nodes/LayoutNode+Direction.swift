import Foundation

extension LayoutNode {
  /// The node's ``SemanticContentAttribute`` (default `.unspecified`).
  ///
  /// Setting it re-makes the active constraints of the subtree whose leading or trailing side flips
  /// (incrementally).
  ///
  /// - Complexity: O(*s* + *k*) over the subtree's nodes and the constraints referring to
  ///   them, when the direction changes.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { traits.semanticContentAttribute }
    set {
      guard newValue != traits.semanticContentAttribute else { return }
      traits.semanticContentAttribute = newValue
      hierarchyDidChange()
      refreshDirectionalConstraints(inEngine: true)
    }
  }

  /// The direction leading and trailing follow here: that of the nearest node, from this one
  /// up, whose ``semanticContentAttribute`` forces one; left to right if none does (UIKit's
  /// `effectiveUserInterfaceLayoutDirection`, with the app's direction left to right).
  ///
  /// - Complexity: as ``root``: O(1) while the hierarchy above is unchanged.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    guard superview != nil else {
      return traits.semanticContentAttribute.forcedDirection ?? .leftToRight
    }
    return placement().direction
  }

  /// The margins by leading and trailing side (UIKit's `directionalLayoutMargins`), mapped to
  /// and from ``layoutMargins`` by ``effectiveUserInterfaceLayoutDirection`` when read or set.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return effectiveUserInterfaceLayoutDirection == .leftToRight
        ? DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        : DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
    }
    set {
      let m = newValue
      layoutMargins =
        effectiveUserInterfaceLayoutDirection == .leftToRight
        ? EdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        : EdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
    }
  }

  /// Re-makes the subtree's constraints whose solver form was made for the other direction.
  ///
  /// `inEngine`: swap them in the engine too; else only drop the cached form, for a node that
  /// moved to another superview (or none) and is out of every engine at this point (they are
  /// made again when next loaded).
  func refreshDirectionalConstraints(inEngine: Bool) {
    var stale: [LayoutConstraint] = []
    forEachInSubtree { node in
      for constraint in node.item.referencing where constraint.isStaleForDirection {
        stale.append(constraint)
      }
      for guide in node.layoutGuides {
        for constraint in guide.item.referencing where constraint.isStaleForDirection {
          stale.append(constraint)
        }
      }
    }
    for constraint in stale {
      if inEngine {
        constraint.remake()
      } else {
        constraint.cachedSolverConstraint = nil
      }
    }
  }
}

extension LayoutConstraint {
  /// Whether the constraint relates a leading or trailing edge of a right-to-left item: its
  /// x terms are then written in mirrored coordinates (see ``LayoutAttribute``).
  var isMirrored: Bool {
    guard firstAnchor.attribute.isDirectional || secondAnchor?.attribute.isDirectional == true
    else { return false }
    return firstAnchor.item.node?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// Whether the solver form was made for the other direction.
  var isStaleForDirection: Bool {
    cachedSolverConstraint != nil && madeMirrored != isMirrored
  }
}
