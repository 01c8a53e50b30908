extension ContentBuilder {
  /// What part of a block builds: no view, one view, or several, in order.
  ///
  /// One view is kept as itself, so building a block allocates one array for its views, not one per
  /// view.
  public struct Component {
    private enum Storage {
      case none
      case one(any ContentNode)
      case many([any ContentNode])
    }

    private let storage: Storage

    /// No view.
    init() { storage = .none }

    /// One view.
    init(_ node: any ContentNode) { storage = .one(node) }

    /// Several views, in order.
    init(_ nodes: [any ContentNode]) { storage = .many(nodes) }

    /// The views of `parts`, in order, in one array sized once.
    ///
    /// - Complexity: O(*n*) in the views.
    init(joining parts: [Component]) {
      var count = 0
      for part in parts { count += part.count }
      var nodes: [any ContentNode] = []
      nodes.reserveCapacity(count)
      for part in parts {
        switch part.storage {
        case .none: break
        case .one(let node): nodes.append(node)
        case .many(let many): nodes.append(contentsOf: many)
        }
      }
      storage = .many(nodes)
    }

    /// An empty array with room for `count` views.
    static func storage(for count: Int) -> [any ContentNode] {
      var nodes: [any ContentNode] = []
      nodes.reserveCapacity(count)
      return nodes
    }

    /// Appends the views to `nodes`, giving them up (a block's parts are used once): the
    /// component is consumed whole, so its view is moved into the array, not copied.
    consuming func move(into nodes: inout [any ContentNode]) {
      switch (consume self).storage {
      case .none: break
      case .one(let node): nodes.append(node)
      case .many(let many): nodes.append(contentsOf: many)
      }
    }

    /// How many views.
    var count: Int {
      switch storage {
      case .none: 0
      case .one: 1
      case .many(let nodes): nodes.count
      }
    }

    /// The views, in order.
    var nodes: [any ContentNode] {
      switch storage {
      case .none: []
      case .one(let node): [node]
      case .many(let nodes): nodes
      }
    }
  }
}
