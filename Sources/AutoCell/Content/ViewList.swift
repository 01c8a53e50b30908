import Foundation

/// A modifier of one child (padding, a frame, an environment change, ...).
///
/// Applied to a list of views (a ``Group``, a ``ForEach``, a body of several views), it applies to
/// each view of the list, as SwiftUI's modifiers do: `Group { Text("a"); Text("b") }.padding()` in
/// a stack is two padded texts.
protocol ChildModifier: ContentNode {
  associatedtype Child: ContentNode
  /// The modified content.
  var child: Child { get }
  /// The same modifier around `other`.
  func applied<Other: ContentNode>(to other: Other) -> any ContentNode
}

extension ContentNode {
  /// Appends the views this node stands for among a container's subviews, in order, each
  /// with its bodies evaluated: the node itself when it is one view; its body's views; a
  /// list's views (``ContentList``: a block, a ``Group``'s or a ``ForEach``'s views), each
  /// flattened in turn, so a list nested in lists and bodies contributes its views one by one;
  /// an ``AnyContent``'s content's views; a modifier applied to each view of its content.
  ///
  /// Containers (``LayoutContent``) keep the views rather than the nodes, so what a view
  /// remembers (text and layout measurements) lives as long as the container instead of one
  /// evaluation of a body. The node is consumed: a body (a temporary) is moved, not copied.
  ///
  /// - Complexity: O(*v*) for *v* views, plus one evaluation of each body on the way down.
  consuming func appendViews(to views: inout [any ContentNode]) {
    if Self._isResolvedView {
      views.append(erased(self))
    } else if !Self.isPrimitive {
      body.appendViews(to: &views)
    } else if Self.self == ContentList.self, let list = (copy self) as? ContentList {
      for element in list.elements { element.appendViews(to: &views) }
    } else if Self.self == AnyContent.self, let wrapper = (copy self) as? AnyContent {
      wrapper.content.appendViews(to: &views)
    } else if let modifier = (copy self) as? any ChildModifier {
      modifier.appendModifiedViews(to: &views)
    } else {
      views.append(erased(self))
    }
  }

  /// The one node this node comes down to, its bodies evaluated (see
  /// ``appendViews(to:)``): its one view; a default ``VStack`` of its views when it stands
  /// for several (what a SwiftUI hosting view does with a root of several views); an empty
  /// ``ContentList`` when it stands for none.
  ///
  /// Hosts keep this rather than the node.
  ///
  /// - Complexity: as ``appendViews(to:)``.
  consuming func resolvedPrimitive() -> any ContentNode {
    if Self._isResolvedView { return self }
    if !Self.isPrimitive { return body.resolvedPrimitive() }
    if Self.self == ContentList.self, let list = (copy self) as? ContentList,
      list.elements.count == 1
    {
      return list.elements[0].resolvedPrimitive()
    }
    var views: [any ContentNode] = []
    appendViews(to: &views)
    switch views.count {
    case 0: return ContentList([])
    case 1: return views[0]
    default: return VStack(children: views)
    }
  }
}

/// `view` as an existential.
///
/// Boxed here, apart, and appended by the caller as an existential: appending a generic value to an
/// array of existentials directly makes the optimizer specialize `Array.append` to box it, and the
/// content builder, which appends the existentials it holds, would share that specialization and
/// open and box each view anew.
@inline(never)
private func erased(_ view: consuming some ContentNode) -> any ContentNode { view }

extension ChildModifier {
  /// Appends this modifier applied to each view of its content.
  func appendModifiedViews(to views: inout [any ContentNode]) {
    var inner: [any ContentNode] = []
    child.appendViews(to: &inner)
    views.reserveCapacity(views.count + inner.count)
    for view in inner { views.append(applied(to: view)) }
  }
}
